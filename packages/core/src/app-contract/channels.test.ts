import { describe, expect, it } from 'vitest';
import { ANDROID_INTERFACE, appChannels, IOS_MESSAGE_HANDLER } from './channels';

describe('app contract: channels', () => {
  it('names in its texts the iOS handler and the Android object the pages post to', () => {
    const ios = appChannels.find((channel) => channel.id === 'ios');
    const android = appChannels.find((channel) => channel.id === 'android');
    expect(ios?.call).toBe(`window.webkit.messageHandlers.${IOS_MESSAGE_HANDLER}.postMessage(texte)`);
    expect(ios?.receives).toContain(`sous le nom \`${IOS_MESSAGE_HANDLER}\``);
    expect(android?.call).toBe(`window.${ANDROID_INTERFACE}.postMessage(texte)`);
    expect(android?.receives).toContain(`addJavascriptInterface(objet, "${ANDROID_INTERFACE}")`);
  });

  it('lists the native bridges before the parent frame and the opener', () => {
    expect(appChannels.map((channel) => channel.id)).toEqual([
      'react-native',
      'ios',
      'android',
      'parent',
      'opener',
    ]);
  });
});
