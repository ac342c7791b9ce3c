// The mobile app's page of <multisalle-conventions> (the token handshake is app-host.js):
// /app/conventions/{idMultisalle or cle} before a booking in that hall, /app/conventions for the
// general-public check after login. The page tells the app the outcome: validated, or cancelled, which is
// only ever the player's choice (ANNULER, Escape, ×). A refused token is app-host.js's
// `multisalle:session-expired`, never a cancel; an unknown hall is `multisalle:error` `salle-inconnue`.
// It runs before app-host.js, so the element has its hall before the token renders it.
import type { AppHostWindow } from '../app-host/app-host';
import { pageElement, tellApp, tellLoadFailed } from './tell-app';

/** Said on the page (and told the app) when the conventions could not be read. */
const LOAD_FAILED = "Les conventions n'ont pas pu être chargées. Vérifiez votre connexion, puis réessayez.";

const [, , , hall] = window.location.pathname.split('/'); // /app/conventions/{id}
const element = pageElement('multisalle-conventions');
if (hall) {
  element.setAttribute('hall', decodeURIComponent(hall));
  element.setAttribute('trigger', 'reservation');
} else {
  element.setAttribute('trigger', 'connexion');
}

/** Once the dialog is closed the element shows nothing: the page says the outcome where it was. */
function showOutcome(text: string): void {
  let outcome = document.getElementById('multisalle-app-issue');
  if (!outcome) {
    outcome = document.createElement('p');
    outcome.id = 'multisalle-app-issue';
    outcome.setAttribute('role', 'status');
    element.after(outcome);
  }
  outcome.textContent = text;
}

/** The list could not be read: the page says so with « Réessayer », which runs the check again. */
function showRetry(): void {
  document.getElementById('multisalle-app-reessai')?.remove();
  const box = document.createElement('div');
  box.id = 'multisalle-app-reessai';
  box.className = 'app-etat';
  const text = document.createElement('p');
  text.className = 'app-etat__texte';
  text.setAttribute('role', 'alert');
  text.textContent = LOAD_FAILED;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'app-etat__bouton';
  retry.textContent = 'Réessayer';
  retry.addEventListener('click', () => {
    box.remove();
    element.check();
  });
  box.append(text, retry);
  element.after(box);
}

document.addEventListener('multisalle:conventions-validated', (event) => {
  showOutcome('Les conventions sont validées.');
  tellApp({ type: 'multisalle:conventions-validated', hallId: event.detail.hallId });
});
document.addEventListener('multisalle:conventions-cancelled', (event) => {
  showOutcome('Les conventions ne sont pas validées\u00a0: la réservation ne peut pas continuer sans elles.');
  tellApp({ type: 'multisalle:conventions-cancelled', hallId: event.detail.hallId });
});
// A list that could not be read (`chargement`): « Réessayer » on the page and `multisalle:error` (reseau or
// hors-ligne, retryable), unless the token was refused (app-host.js told session-expired and shows its own).
document.addEventListener('multisalle:conventions-unavailable', (event) => {
  if (event.detail.reason === 'chargement') {
    if ((window as AppHostWindow).MultisalleAppHost?.state === 'session-expired') return;
    showRetry();
    tellLoadFailed('conventions', LOAD_FAILED);
  } else if (event.detail.reason === 'salle-inconnue')
    tellApp({
      type: 'multisalle:error',
      page: 'conventions',
      code: 'salle-inconnue',
      message: 'Cette salle est introuvable.',
    });
});
