// The mobile app's page of <multisalle-payment-means> (the token handshake is app-host.js): the page tells
// the app when a card is saved and when the flow ends.
(() => {
  const { tell } = window.MultisalleAppHost;
  document.addEventListener('multisalle:payment-means-saved', (event) =>
    tell({ type: 'multisalle:payment-means-saved', alias: event.detail.alias }),
  );
  document.addEventListener('multisalle:payment-means-closed', (event) =>
    tell({ type: 'multisalle:payment-means-closed', hasAlias: event.detail.hasAlias }),
  );
})();
