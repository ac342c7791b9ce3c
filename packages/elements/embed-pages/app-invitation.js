// The mobile app's page of <multisalle-invitation> (the token handshake is app-host.js): the link's ids
// come in the path, as in the invitation link (/app/invitation/{sIdReservation}/{sJetonInvitation}/{sReponse}),
// or in the query (?reservation=…&invitation=…&reponse=…); the page tells the app when the answer is
// recorded, or when a player with no token must sign in first.
// It runs before app-host.js, so the element has its ids before the token renders it.
(() => {
  const tell = (message) => window.MultisalleAppHost?.tell(message);
  const params = new URLSearchParams(window.location.search);
  const [, app, , ...path] = window.location.pathname.split('/');
  const fromPath = app === 'app' ? path.map(decodeURIComponent) : [];
  const element = document.querySelector('multisalle-invitation');
  ['reservation', 'invitation', 'reponse'].forEach((name, index) => {
    const value = fromPath[index] || params.get(name);
    if (value) element.setAttribute(name, value);
  });
  document.addEventListener('multisalle:invitation-answered', (event) =>
    tell({ type: 'multisalle:invitation-answered', reservationId: event.detail.reservationId }),
  );
  document.addEventListener('multisalle:invitation-sign-in-required', (event) =>
    tell({ type: 'multisalle:invitation-sign-in-required', reservationId: event.detail.reservationId }),
  );
})();
