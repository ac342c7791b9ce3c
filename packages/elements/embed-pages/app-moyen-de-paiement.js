// The mobile app's page of <multisalle-payment-means>: the app hands over the player's v2 token, either in
// the URL fragment (#token=..., never sent to any server) or by posting { type: 'multisalle:token', token }
// to this window; the page tells the app when a card is saved and when the flow ends.
(() => {
  let token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  // The fragment is read once, then dropped from the address bar and the history.
  if (token) history.replaceState(null, '', window.location.pathname + window.location.search);

  const applyToken = (value) => {
    token = value || null;
    window.Multisalle?.configure({ getToken: (base) => (base === 'v2' ? token : null) });
  };
  applyToken(token);

  window.addEventListener('message', (event) => {
    // Only the app itself: this window (React Native's injected script), or the frame that opened it.
    const isHost =
      event.source === window || event.source === window.parent || event.source === window.opener;
    if (!isHost || event.source === null) return;
    const data = event.data;
    if (data && data.type === 'multisalle:token' && typeof data.token === 'string') applyToken(data.token);
  });

  const tellHost = (message) => {
    const text = JSON.stringify(message);
    if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(text);
    else if (window.parent !== window) window.parent.postMessage(message, '*');
    else if (window.opener) window.opener.postMessage(message, '*');
  };
  document.addEventListener('multisalle:payment-means-saved', (event) =>
    tellHost({ type: 'multisalle:payment-means-saved', alias: event.detail.alias }),
  );
  document.addEventListener('multisalle:payment-means-closed', (event) =>
    tellHost({ type: 'multisalle:payment-means-closed', hasAlias: event.detail.hasAlias }),
  );
})();
