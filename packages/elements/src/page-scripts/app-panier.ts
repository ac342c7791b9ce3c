// The mobile app's page of <multisalle-cart> (the token handshake is app-host.js): /app/panier. The element
// books by itself (`server-validation`: the payer choice, then VALIDER sends `panier/valide`), and the page
// tells the app the server's outcome only: `multisalle:cart-validated` with the reservations' ids and the
// payer choice once the server made them, else `multisalle:cart-refused` with the server's stable code
// (conventions MULTISALLE-003, phone -004, safety video -005, hold expired PANIER-005, slot taken
// CRENEAU-006; `hors-ligne`, `reseau`) and the French text, which stays shown on the page.
// AJOUTER DES CRÉNEAUX asks the app for its hall list: the link's navigation is cancelled, so no history
// entry is left behind (the Android back button never meets a dead step).
import { pageElement, tellApp } from './tell-app';

pageElement('multisalle-cart').setAttribute('server-validation', 'true');
document.addEventListener('multisalle:cart-validated', (event) =>
  tellApp({
    type: 'multisalle:cart-validated',
    reservationIds: event.detail.reservationIds,
    shareBill: event.detail.shareBill,
  }),
);
document.addEventListener('multisalle:cart-refused', (event) =>
  tellApp({ type: 'multisalle:cart-refused', code: event.detail.code, message: event.detail.message }),
);
document.addEventListener('multisalle:add-slots', (event) => {
  event.preventDefault();
  tellApp({ type: 'multisalle:cart-add-slots' });
});
