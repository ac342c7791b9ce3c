// The three ways the mobile app hands the player's token to a page, in French for the app team's page.

/** One of the three ways to hand over the player's token. */
export interface TokenWay {
  id: 'fragment' | 'message' | 'pont';
  title: string;
  /** How, in French. */
  how: string;
  /** How long the token is kept, and whether it survives going back and forth in the history. */
  kept: string;
  /** A short example, shown as code. */
  example: string;
}

/** The three ways to hand over the player's v2 token (`POST /api/v2/auth`). */
export const tokenWays: TokenWay[] = [
  {
    id: 'fragment',
    title: "Dans le fragment de l'adresse",
    how: "Ajoutez `#token={jeton}` à l'adresse de la page. Le fragment n'est jamais envoyé à un serveur. La page le lit une fois puis le retire de l'adresse et de l'historique.",
    kept: "Gardé pour la session de la page (l'onglet de la webview)\u00a0: il survit au retour arrière et au rechargement.",
    example: '/app/panier#token=eyJhbGciOi…',
  },
  {
    id: 'message',
    title: 'Par un message',
    how: "Postez `{ type: 'multisalle:token', token }` (l'objet, ou le même en texte JSON) à la fenêtre de la page. La page écoute dès le début de son `<head>` et le dit par `multisalle:ready`\u00a0: un jeton posté plus tôt encore (avant que le document existe) ne peut pas être reçu, alors quand `multisalle:ready` arrive avec `hasToken` à `false`, postez le jeton à nouveau. Un nouveau message remplace le jeton (après un rafraîchissement). C'est la façon qui sert aux trois hôtes\u00a0: l'application exécute ce `window.postMessage` dans la page par `injectJavaScript` (React Native), `evaluateJavaScript` (iOS) ou `evaluateJavascript` (Android).",
    kept: 'Gardé pour la session de la page\u00a0: il survit au retour arrière et au rechargement.',
    example:
      "webview.injectJavaScript(\"window.postMessage({ type: 'multisalle:token', token: '…' }, '*'); true;\");",
  },
  {
    id: 'pont',
    title: 'Par un pont injecté',
    how: "Injectez, avant le chargement de la page, un objet `window.MultisalleHost` dont `getToken()` rend le jeton (ou `null`). La page le demande à chaque appel au serveur\u00a0: un jeton rafraîchi sert aussitôt, et une page en erreur de session réessaie d'elle-même quand `getToken()` rend un nouveau jeton.",
    kept: "Rien n'est gardé par la page\u00a0: le pont est interrogé à chaque appel, il survit donc à tout.",
    example:
      'injectedJavaScriptBeforeContentLoaded: "window.MultisalleHost = { getToken: function () { return \'…\'; } }; true;"',
  },
];
