import { getConfig } from '../../config';
import { isDeviceOffline } from '../../http/network-back';
import { offlineQrCode } from './offline-copy';

/** One request per code at a time: the tab and the offline copy ask for the same codes at once. */
const pending = new Map<string, Promise<string | null>>();

/** The server's image as a `data:` URL; `null` when it refused; `undefined` when it could not be reached. */
async function fetchQrCode(token: string, reservationId: string, contactId: number) {
  const config = getConfig();
  try {
    // An image, not JSON: fetched as text with the session's bearer token, outside the JSON client.
    const response = await (config.fetch ?? globalThis.fetch)(
      `${config.apiBase}/qrcode/participant/${reservationId}/${contactId}`,
      { headers: { authorization: `Bearer ${token}`, accept: 'image/svg+xml' } },
    );
    if (!response.ok) return null;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await response.text())}`;
  } catch {
    return undefined;
  }
}

/**
 * A participant's entry QR code (`GET v2 qrcode/participant/{reservation}/{contact}`) as an image URL;
 * offline, or when the server cannot be reached, the one kept on the device. `null` when it
 * cannot be had (not theirs, never kept): the tab then says so.
 *
 * @example <img src={await loadQrCode(id, contactId) ?? ''} alt="QR code d'entrée" />
 */
export function loadQrCode(reservationId: string, contactId: number): Promise<string | null> {
  const token = getConfig().getToken('v2');
  if (!token) return Promise.resolve(null);
  const key = `${token}|${reservationId}|${contactId}`;
  const running = pending.get(key);
  if (running) return running;
  const code = (async () => {
    const fetched = isDeviceOffline() ? undefined : await fetchQrCode(token, reservationId, contactId);
    return fetched === undefined ? offlineQrCode(reservationId, contactId) : fetched;
  })().finally(() => pending.delete(key));
  pending.set(key, code);
  return code;
}
