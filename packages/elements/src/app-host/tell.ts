import {
  APP_CONTRACT_VERSION,
  type AppMessage,
  ERROR_REPEAT_MS,
  isRetryableCode,
} from '@multisalle/core/app-contract';
import { type AppWindow, appChannel } from './channel';

export type { AppWindow } from './channel';

/**
 * The one function every message to the app goes through: it adds the contract's `version` and posts to
 * the first channel the window has ({@link appChannel}: React Native, iOS, Android, parent, opener); an error
 * without `retryable` gets it from its code ({@link isRetryableCode}). A `multisalle:error`
 * equal to the one told just before is dropped: the host relays the elements' error toasts and a page script
 * may tell the same failure itself.
 *
 * @example const tell = createTell(window); tell({ type: 'multisalle:cart-add-slots' });
 */
export function createTell(scope: AppWindow): (message: AppMessage) => void {
  let lastError = { key: '', at: 0 };
  return (message) => {
    const sent: AppMessage & { version: number } = { ...message, version: APP_CONTRACT_VERSION };
    if (sent.type === 'multisalle:error') {
      // Every error says whether trying again may help; a page that knows better says so itself.
      sent.retryable ??= isRetryableCode(String(message.code));
      const key = `${String(message.code)}\n${String(message.message)}`;
      const now = Date.now();
      if (key === lastError.key && now - lastError.at < ERROR_REPEAT_MS) return;
      lastError = { key, at: now };
    }
    appChannel(scope)?.post(sent);
  };
}
