// The bare page of an /app/… address that leads to no page or to no open hall (the server's
// app-error-page.ts): it tells the app at once, the way every app page does (app-host.js): React Native's
// bridge, else the parent frame, else the opener. The message comes from the page's JSON data block.
(() => {
  const data = document.getElementById('multisalle-erreur');
  if (!data) return;
  const message = JSON.parse(data.textContent);
  if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(JSON.stringify(message));
  else if (window.parent !== window) window.parent.postMessage(message, '*');
  else if (window.opener) window.opener.postMessage(message, '*');
})();
