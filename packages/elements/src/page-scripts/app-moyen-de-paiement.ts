// The mobile app's page of <multisalle-payment-means> (the token handshake is app-host.js):
// /app/moyen-de-paiement. The page tells the app when a card is saved (the modal then closes by itself),
// refused (the modal stays open for the player to correct it: code and French text), when the card form
// could not be shown (`multisalle:error` `formulaire-bloque`, its French message on the page), and when
// the flow ends (the modal closed, with whether a card is saved), and when the saved card could not be
// loaded (`multisalle:error` `reseau` or `hors-ligne`, `retryable`; the panel shows « Réessayer »).
import { tellApp, tellLoadFailed } from './tell-app';

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
document.addEventListener('multisalle:payment-means-blocked', () =>
  tellApp({
    type: 'multisalle:error',
    page: 'moyen-de-paiement',
    code: 'formulaire-bloque',
    message: "Le formulaire de carte n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez.",
  }),
);
document.addEventListener('multisalle:payment-means-closed', (event) =>
  tellApp({ type: 'multisalle:payment-means-closed', hasAlias: event.detail.hasAlias }),
);
// The saved card could not be loaded: the panel says so with « Réessayer », never « no card ».
document.addEventListener('multisalle:payment-means-unavailable', (event) =>
  tellLoadFailed('moyen-de-paiement', event.detail.message),
);
