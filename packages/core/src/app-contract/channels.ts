// Where the pages post their messages, in the order they look for it, in French for the app team's page.

/** The name of the iOS script message handler: `window.webkit.messageHandlers.multisalle`. */
export const IOS_MESSAGE_HANDLER = 'multisalle';

/** The name of the Android `@JavascriptInterface` object: `window.MultisalleAndroid`. */
export const ANDROID_INTERFACE = 'MultisalleAndroid';

/** One way for the page to reach the app. */
export interface AppChannel {
  id: 'react-native' | 'ios' | 'android' | 'parent' | 'opener';
  /** The host, in French. */
  host: string;
  /** What the page calls, shown as code. */
  call: string;
  /** What the app receives, in French. */
  receives: string;
}

/**
 * The channels, in the order the page looks for them: each message goes to the first one found, and only
 * there. The three native ones receive the message's JSON text, so that one decoder serves them all.
 * Plain strings, the names written out: an interpolated text would keep this list in the app host's bundle,
 * which needs only the names above (channels.test.ts checks they agree).
 */
export const appChannels: AppChannel[] = [
  {
    id: 'react-native',
    host: 'React Native (`react-native-webview`)',
    call: 'window.ReactNativeWebView.postMessage(texte)',
    receives: 'le texte JSON du message, dans `event.nativeEvent.data` de `onMessage`.',
  },
  {
    id: 'ios',
    host: 'iOS (`WKWebView`)',
    call: 'window.webkit.messageHandlers.multisalle.postMessage(texte)',
    receives: `le texte JSON du message (une \`String\` dans \`WKScriptMessage.body\`, à lire avec \`JSONDecoder\`), pour le \`WKScriptMessageHandler\` ajouté sous le nom \`multisalle\`. Du texte et non un objet\u00a0: WebKit changerait les booléens en nombres (\`NSNumber\` 0 ou 1), que Swift ne distingue plus.`,
  },
  {
    id: 'android',
    host: 'Android (`WebView`)',
    call: 'window.MultisalleAndroid.postMessage(texte)',
    receives: `le texte JSON du message, en argument de la méthode \`@JavascriptInterface fun postMessage(json: String)\` de l'objet ajouté par \`addJavascriptInterface(objet, "MultisalleAndroid")\`. Elle est appelée hors du fil principal.`,
  },
  {
    id: 'parent',
    host: 'Une page web qui cadre la page (`<iframe>`)',
    call: "parent.postMessage(message, '*')",
    receives: "l'objet du message, dans `event.data` d'un écouteur `message`.",
  },
  {
    id: 'opener',
    host: 'Une page web qui a ouvert la page (`window.open`)',
    call: "opener.postMessage(message, '*')",
    receives: "l'objet du message, dans `event.data` d'un écouteur `message`.",
  },
];
