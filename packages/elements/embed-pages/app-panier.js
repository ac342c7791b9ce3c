// The mobile app's page of <multisalle-cart> (the token handshake is app-host.js): /app/panier. VALIDER ends
// the flow: the page keeps the webview where it is (the event is cancelled) and tells the app, which goes on
// to its own payment screen; AJOUTER DES CRÉNEAUX asks the app for its hall list.
(() => {
  const tell = (message) => window.MultisalleAppHost?.tell(message);
  const element = document.querySelector('multisalle-cart');
  element.setAttribute('hall-url', '#salles');
  document.addEventListener('multisalle:validate', (event) => {
    event.preventDefault();
    tell({ type: 'multisalle:cart-validated', paymentUrl: event.detail.paymentUrl });
  });
  window.addEventListener('hashchange', () => {
    if (window.location.hash === '#salles') {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      tell({ type: 'multisalle:cart-add-slots' });
    }
  });
})();
