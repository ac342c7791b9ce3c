// The mobile app's page of <multisalle-planning> (the token handshake is app-host.js): /app/planning/{cle}
// (or ?salle={cle}), ?sport={idSport}. It tells the app which slot a player picked (the app puts it in the
// cart, then opens /app/panier), and when a visitor with no token picked one: the app signs the player in,
// then hands the token over.
// It runs before app-host.js, so the element has its hall before the token renders it.
(() => {
  const tell = (message) => window.MultisalleAppHost?.tell(message);
  const params = new URLSearchParams(window.location.search);
  const [, , , key] = window.location.pathname.split('/'); // /app/planning/{cle}
  const element = document.querySelector('multisalle-planning');
  element.setAttribute('hall', decodeURIComponent(key || params.get('salle') || ''));
  if (params.get('sport')) element.setAttribute('sport', params.get('sport'));
  document.addEventListener('multisalle:slot-picked', (event) =>
    tell({
      type: 'multisalle:slot-picked',
      slotId: event.detail.slot.id,
      hallKey: event.detail.hallKey,
      sportId: event.detail.sportId,
    }),
  );
  document.addEventListener('multisalle:login-required', (event) =>
    tell({ type: 'multisalle:login-required', slotId: event.detail.slot.id, hallKey: event.detail.hallKey }),
  );
})();
