import type { Page } from '@playwright/test';

/** A message the page posted to the app, as the app's bridge receives it (JSON text, parsed). */
export interface Heard {
  type: string;
  version?: number;
  [field: string]: unknown;
}

/** The handshake's own messages (app-host.spec.ts's), which the flows' specs leave aside. */
export const handshakeMessages = new Set([
  'multisalle:ready',
  'multisalle:session-required',
  'multisalle:dialog-closed',
  'multisalle:connection',
]);

/**
 * Listens as a React Native webview would, from before the page's own scripts run: every message the page
 * posts lands in `window.heard`; with `bridgeToken`, the injected `MultisalleHost.getToken()` gives it.
 *
 * @example await listenAsTheApp(page, player.token); await page.goto('/app/panier');
 */
export async function listenAsTheApp(page: Page, bridgeToken?: string): Promise<void> {
  await page.addInitScript((token) => {
    const heard: unknown[] = [];
    const scope = window as unknown as Record<string, unknown>;
    scope.heard = heard;
    scope.ReactNativeWebView = { postMessage: (text: string) => heard.push(JSON.parse(text)) };
    if (token) scope.MultisalleHost = { getToken: () => token };
  }, bridgeToken);
}

/** Every message heard so far, the handshake's too. */
export const heardAll = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

/** The flows' messages heard so far (without the handshake's). */
export const heardFlows = async (page: Page) =>
  (await heardAll(page)).filter((message) => !handshakeMessages.has(message.type));

/** A native host of the contract: iOS's WKWebView or Android's WebView. */
export type NativeHost = 'ios' | 'android';

/**
 * Listens as a native app would, from before the page's own scripts run: iOS's script message handler
 * `window.webkit.messageHandlers.multisalle` or Android's `@JavascriptInterface` object
 * `window.MultisalleAndroid`, and nothing of React Native's. Every message lands in `window.heard` (a value
 * that is not JSON text lands as `{ notText: value }`); when `ready` says the page has no token, the app
 * runs `window.postMessage({ type: 'multisalle:token', token })` in the page, as its evaluateJavaScript does.
 *
 * @example await listenAsNativeApp(page, 'ios', player.token); await page.goto('/app/moyen-de-paiement');
 */
export async function listenAsNativeApp(page: Page, host: NativeHost, token: string): Promise<void> {
  await page.addInitScript(
    ([host, token]) => {
      const heard: unknown[] = [];
      const scope = window as unknown as Record<string, unknown>;
      scope.heard = heard;
      const postMessage = (value: unknown) => {
        if (typeof value !== 'string') return heard.push({ notText: value });
        const message = JSON.parse(value) as Heard;
        heard.push(message);
        if (message.type === 'multisalle:ready' && !message.hasToken)
          window.postMessage({ type: 'multisalle:token', token }, '*');
      };
      if (host === 'ios') scope.webkit = { messageHandlers: { multisalle: { postMessage } } };
      else scope.MultisalleAndroid = { postMessage };
    },
    [host, token] as const,
  );
}
