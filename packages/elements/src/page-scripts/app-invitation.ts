// The mobile app's page of <multisalle-invitation> (the token handshake is app-host.js): the link's ids
// come in the path, as in the invitation link (/app/invitation/{sIdReservation}/{sJetonInvitation}/{sReponse}),
// or in the query (?reservation=…&invitation=…&reponse=…). The page tells the app when the answer is
// recorded (with the answer), when a player with no token must sign in first (with the reservation, the
// invitation token and the answer chosen, to reopen the page with them), and what the accept steps did on
// the way: a phone verified, a card saved or refused.
// Answers are told as the link writes them: `validation`, `refus`, `attente`.
// It runs before app-host.js, so the element has its ids before the token renders it.
import { pageElement, tellApp } from './tell-app';

const params = new URLSearchParams(window.location.search);
const [, app, , ...path] = window.location.pathname.split('/');
const fromPath = app === 'app' ? path.map(decodeURIComponent) : [];
const element = pageElement('multisalle-invitation');
['reservation', 'invitation', 'reponse'].forEach((name, index) => {
  const value = fromPath[index] || params.get(name);
  if (value) element.setAttribute(name, value);
});

/** The element gives the wire's `reponse` number: 2 accepted, 1 refused, 0 waiting. */
const words: Record<number, string> = { 2: 'validation', 1: 'refus', 0: 'attente' };
const wordOf = (answer: number | null | undefined) =>
  answer === null || answer === undefined ? undefined : words[answer];
/** The link's own answer (`reponse`), when it is one of the three words; none otherwise. */
const linkAnswer = () => {
  const word = element.getAttribute('reponse');
  return word !== null && Object.values(words).includes(word) ? word : undefined;
};

document.addEventListener('multisalle:invitation-answered', (event) =>
  tellApp({
    type: 'multisalle:invitation-answered',
    reservationId: event.detail.reservationId,
    answer: wordOf(event.detail.answer),
  }),
);
document.addEventListener('multisalle:invitation-sign-in-required', (event) =>
  tellApp({
    type: 'multisalle:invitation-sign-in-required',
    reservationId: event.detail.reservationId,
    invitation: event.detail.invitation,
    // No answer from the waiting list's button: the field is left out (the contract has no `null` for it).
    answer: wordOf(event.detail.answer) ?? linkAnswer(),
  }),
);
document.addEventListener('multisalle:phone-verified', () => tellApp({ type: 'multisalle:phone-verified' }));
document.addEventListener('multisalle:payment-means-saved', (event) =>
  tellApp({ type: 'multisalle:payment-means-saved', alias: event.detail.alias }),
);
document.addEventListener('multisalle:payment-means-refused', (event) =>
  tellApp({
    type: 'multisalle:payment-means-refused',
    code: event.detail.code,
    message: event.detail.message,
  }),
);
document.addEventListener('multisalle:payment-means-closed', (event) =>
  tellApp({ type: 'multisalle:payment-means-closed', hasAlias: event.detail.hasAlias }),
);
document.addEventListener('multisalle:payment-means-blocked', () =>
  tellApp({
    type: 'multisalle:error',
    page: 'invitation',
    code: 'formulaire-bloque',
    message: "Le formulaire de carte n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez.",
  }),
);
