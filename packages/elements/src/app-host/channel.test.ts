import { describe, expect, it } from 'vitest';
import { type AppWindow, appChannel } from './channel';
import { createTell } from './tell';

// Which channel a page posts to, with stand-ins of each host's bridge on a bare window-like object.

/** A native bridge that keeps what it is given. */
function bridge() {
  const got: unknown[] = [];
  return { got, postMessage: (value: unknown) => got.push(value) };
}

/** A window on its own (no frame, no opener), with the given bridges. */
function windowWith(bridges: Record<string, unknown>): AppWindow {
  const scope = { opener: null, ...bridges } as unknown as AppWindow & { parent: unknown };
  scope.parent = scope;
  return scope;
}

const message = { type: 'multisalle:ready', version: 2, page: 'panier', hasToken: false };

describe("app pages' channel", () => {
  it("posts the JSON text to React Native's bridge first, even inside a WKWebView or beside the Android object", () => {
    const reactNative = bridge();
    const ios = bridge();
    const android = bridge();
    const scope = windowWith({
      ReactNativeWebView: reactNative,
      webkit: { messageHandlers: { multisalle: ios } },
      MultisalleAndroid: android,
    });
    expect(appChannel(scope)?.id).toBe('react-native');
    appChannel(scope)?.post(message);
    expect(reactNative.got).toEqual([JSON.stringify(message)]);
    expect([...ios.got, ...android.got]).toEqual([]);
  });

  it('posts the JSON text to the iOS handler named multisalle, not to another handler of the WKWebView', () => {
    const ios = bridge();
    const other = bridge();
    const scope = windowWith({ webkit: { messageHandlers: { autre: other, multisalle: ios } } });
    appChannel(scope)?.post(message);
    expect(appChannel(scope)?.id).toBe('ios');
    expect(ios.got).toEqual([JSON.stringify(message)]);
    expect(other.got).toEqual([]);
    expect(appChannel(windowWith({ webkit: { messageHandlers: { autre: other } } }))).toBeUndefined();
  });

  it('posts the JSON text to the Android @JavascriptInterface object', () => {
    const android = bridge();
    const scope = windowWith({ MultisalleAndroid: android });
    appChannel(scope)?.post(message);
    expect(appChannel(scope)?.id).toBe('android');
    expect(android.got).toEqual([JSON.stringify(message)]);
  });

  it('posts the object to the parent frame, else to the opener, and nowhere on a page on its own', () => {
    const parent = bridge();
    const framed = { opener: bridge(), parent } as unknown as AppWindow;
    appChannel(framed)?.post(message);
    expect(appChannel(framed)?.id).toBe('parent');
    expect(parent.got).toEqual([message]);

    const opener = bridge();
    const opened = windowWith({ opener });
    appChannel(opened)?.post(message);
    expect(appChannel(opened)?.id).toBe('opener');
    expect(opener.got).toEqual([message]);

    expect(appChannel(windowWith({}))).toBeUndefined();
    expect(appChannel(windowWith({ MultisalleAndroid: {}, webkit: {} }))).toBeUndefined();
  });

  it("tells through a bridge the app added after the page started, with the contract's version", () => {
    const scope = windowWith({}) as AppWindow & { MultisalleAndroid?: ReturnType<typeof bridge> };
    const tell = createTell(scope);
    tell({ type: 'multisalle:cart-add-slots' });
    const android = bridge();
    scope.MultisalleAndroid = android;
    tell({ type: 'multisalle:cart-add-slots' });
    expect(android.got.map((text) => JSON.parse(String(text)))).toEqual([
      { type: 'multisalle:cart-add-slots', version: 2 },
    ]);
  });
});
