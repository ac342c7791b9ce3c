// The mobile app's handshake, shared by the app pages of one element: the app hands over the player's v2
// token in one of three ways: in the URL fragment (#token=..., never sent to any server), by posting
// { type: 'multisalle:token', token } to this window, or through a bridge it injects before the page
// loads, `window.MultisalleHost.getToken()` (asked on every call, so a refreshed token is used at once).
// `MultisalleAppHost.tell` sends the app a message (React Native's bridge, else the parent frame or the
// opener).
(() => {
  let token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  // The fragment is read once, then dropped from the address bar and the history.
  if (token) history.replaceState(null, '', window.location.pathname + window.location.search);

  const bridge = window.MultisalleHost;
  const current = () => {
    if (bridge && typeof bridge.getToken === 'function') return bridge.getToken() || token;
    return token;
  };
  const applyToken = (value) => {
    token = value || null;
    window.Multisalle?.configure({ getToken: (base) => (base === 'v2' ? current() : null) });
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

  const tell = (message) => {
    const text = JSON.stringify(message);
    if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(text);
    else if (window.parent !== window) window.parent.postMessage(message, '*');
    else if (window.opener) window.opener.postMessage(message, '*');
  };
  window.MultisalleAppHost = { tell };
})();
