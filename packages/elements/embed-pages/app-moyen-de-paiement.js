// The mobile app's page of <multisalle-payment-means> (the token handshake is app-host.js): /app/moyen-de-paiement.
// The page tells the app when a card is saved and when the flow ends.
(() => {
  const tell = (message) => window.MultisalleAppHost?.tell(message);
  document.addEventListener('multisalle:payment-means-saved', (event) =>
    tell({ type: 'multisalle:payment-means-saved', alias: event.detail.alias }),
  );
  document.addEventListener('multisalle:payment-means-closed', (event) =>
    tell({ type: 'multisalle:payment-means-closed', hasAlias: event.detail.hasAlias }),
  );
})();
