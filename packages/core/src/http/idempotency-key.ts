import { isApiError } from '../errors/api-error';

/**
 * A fresh `Idempotency-Key`: a random UUID v4. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS, localhost), so a partner page served over plain HTTP gets one built from `getRandomValues`.
 *
 * @example apiRequest('v2', '/panier/valide', { method: 'POST', idempotencyKey: newIdempotencyKey() })
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How many times an attempt is sent again after the server could not be reached. @default 1 */
export const IDEMPOTENT_RETRIES = 1;

/**
 * Runs one attempt of an idempotent write: `send` gets one key, and gets the same key again when the
 * server could not be reached (status 0: a cut connection may have lost the answer, not the write), so
 * the server answers the retry with the first answer instead of writing twice. Any other failure rejects.
 *
 * @example await withIdempotentRetry((key) => apiRequest('v2', '/panier/valide', { method: 'POST', idempotencyKey: key }))
 */
export async function withIdempotentRetry<T>(
  send: (idempotencyKey: string) => Promise<T>,
  idempotencyKey: string = newIdempotencyKey(),
  retries: number = IDEMPOTENT_RETRIES,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(idempotencyKey);
    } catch (error) {
      if (attempt >= retries || !isApiError(error) || error.status !== 0) throw error;
    }
  }
}
