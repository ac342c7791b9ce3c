import type { Page } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { type APIRequestContext, test as clockTest, expect } from './clock';

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
    const tellTest = (message: unknown) =>
      (scope.multisalleHeard as ((message: unknown) => void) | undefined)?.(message);
    scope.ReactNativeWebView = {
      postMessage: (text: string) => {
        heard.push(JSON.parse(text));
        tellTest(JSON.parse(text));
      },
    };
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
      const tellTest = (message: unknown) =>
        (scope.multisalleHeard as ((message: unknown) => void) | undefined)?.(message);
      const postMessage = (value: unknown) => {
        tellTest(typeof value === 'string' ? JSON.parse(value) : { notText: value });
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

/** The contract's schema as the server serves it, compiled once per worker (ajv, JSON Schema 2020-12). */
let compiled:
  | Promise<{ validate: ReturnType<Ajv2020['compile']>; fields: Map<string, Set<string>> }>
  | undefined;

function contractValidator(request: APIRequestContext) {
  compiled ??= (async () => {
    const answer = await request.get('/app/contrat.schema.json');
    expect(answer.status()).toBe(200);
    const schema = (await answer.json()) as {
      $defs: Record<string, { properties?: Record<string, unknown> }>;
    };
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const fields = new Map<string, Set<string>>();
    for (const [type, definition] of Object.entries(schema.$defs))
      if (definition.properties) fields.set(type, new Set(Object.keys(definition.properties)));
    return { validate: ajv.compile(schema), fields };
  })();
  return compiled;
}

/**
 * Checks messages against the served schema (`/app/contrat.schema.json`): each one valid, and none with a
 * field the schema does not name (an app may ignore such a field; our pages must not drift from the list).
 *
 * @example await expectInContract(request, await heardAll(page));
 */
export async function expectInContract(
  request: APIRequestContext,
  messages: readonly unknown[],
): Promise<void> {
  const { validate, fields } = await contractValidator(request);
  for (const message of messages) {
    const text = JSON.stringify(message);
    expect(validate(message), `${text}\n${JSON.stringify(validate.errors)}`).toBe(true);
    const named = fields.get((message as Heard).type);
    const extra = Object.keys(message as object).filter((field) => !named?.has(field));
    expect(extra, `fields the schema does not name in ${text}`).toEqual([]);
  }
}

/**
 * The app specs' `test`: every message any page of the test posts to a stand-in of the app (React Native,
 * iOS, Android: the stand-ins call `window.multisalleHeard`) is checked against the served schema when the
 * test ends, across navigations and pages.
 */
export const test = clockTest.extend<{ contractCheck: undefined }>({
  contractCheck: [
    async ({ context, request }, use) => {
      const posted: unknown[] = [];
      await context.exposeBinding('multisalleHeard', (_source, message: unknown) => {
        posted.push(message);
      });
      await use(undefined);
      await expectInContract(request, posted);
    },
    { auto: true },
  ],
});
