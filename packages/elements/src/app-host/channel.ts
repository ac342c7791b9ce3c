import { ANDROID_INTERFACE, type AppChannel, IOS_MESSAGE_HANDLER } from '@multisalle/core/app-contract';

/** A native bridge's posting function, which takes the message's JSON text. */
interface TextBridge {
  postMessage(text: string): void;
}

/** What the page may find on its window to reach the app. */
export interface AppWindow extends Window {
  /** React Native's webview bridge. */
  ReactNativeWebView?: TextBridge;
  /** iOS: the script message handlers the app's `WKWebView` registered. */
  webkit?: { messageHandlers?: Partial<Record<typeof IOS_MESSAGE_HANDLER, TextBridge>> };
  /** Android: the app's `@JavascriptInterface` object. */
  [ANDROID_INTERFACE]?: TextBridge;
}

/** The channel a message goes through, and how it posts there. */
export interface ChosenChannel {
  id: AppChannel['id'];
  post(message: object): void;
}

const isBridge = (value: unknown): value is TextBridge =>
  typeof (value as Partial<TextBridge> | null | undefined)?.postMessage === 'function';

/**
 * The first of the contract's channels the window has, in its order: React Native, iOS, Android (each given
 * the JSON text), else the parent frame, else the opener (given the object); nothing when the page is on
 * its own. Looked up at each message: an app may add its bridge after the page started.
 *
 * @example appChannel(window)?.post({ type: 'multisalle:ready', version: 2 });
 */
export function appChannel(scope: AppWindow): ChosenChannel | undefined {
  const text = (id: AppChannel['id'], bridge: TextBridge): ChosenChannel => ({
    id,
    post: (message) => bridge.postMessage(JSON.stringify(message)),
  });
  if (isBridge(scope.ReactNativeWebView)) return text('react-native', scope.ReactNativeWebView);
  const ios = scope.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (isBridge(ios)) return text('ios', ios);
  const android = scope[ANDROID_INTERFACE];
  if (isBridge(android)) return text('android', android);
  if (scope.parent && scope.parent !== scope)
    return { id: 'parent', post: (message) => scope.parent.postMessage(message, '*') };
  const { opener } = scope as { opener: Window | null };
  if (opener) return { id: 'opener', post: (message) => opener.postMessage(message, '*') };
  return undefined;
}
