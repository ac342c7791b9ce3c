/**
 * Share codes (spec 2, "Share pages"): base64 text of `&`-separated `key=value` pairs. Values are
 * URI-encoded (a team may be called « A & B »), the text is base64url so it fits a path segment, and a
 * last pair `c=` carries an FNV-1a checksum of the rest, so a truncated or edited code is refused
 * instead of shown wrong. It detects accidents and casual edits, not forgery: the pages only ever show
 * the code's own texts, as text.
 */

/** A decoded code: its pairs, or why it was refused. */
export type DecodedShareCode = { isValid: true; values: Record<string, string> } | { isValid: false };

const CHECKSUM_KEY = 'c';

/** FNV-1a (32 bits) of a text, 8 hex digits. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64 or base64url into UTF-8 text; `undefined` when it is not. */
export function fromBase64(code: string): string | undefined {
  const normalised = code.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised) || normalised.length === 0) return undefined;
  try {
    const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Encodes pairs into a share code.
 *
 * @example encodeShareCode({ equipe1: 'Les Bleus', periodes: '6:4,3:6' }) // 'ZXF1aXBlMT1MZXMl...'
 */
export function encodeShareCode(values: Record<string, string | number>): string {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return toBase64Url(`${text}&${CHECKSUM_KEY}=${checksum(text)}`);
}

/**
 * Decodes a share code; refuses anything that is not base64 of well-formed pairs with a matching checksum.
 *
 * @example decodeShareCode(code).isValid
 */
export function decodeShareCode(code: string): DecodedShareCode {
  const text = fromBase64(code);
  if (text === undefined) return { isValid: false };
  const marker = text.lastIndexOf(`&${CHECKSUM_KEY}=`);
  if (marker < 0 || checksum(text.slice(0, marker)) !== text.slice(marker + CHECKSUM_KEY.length + 2)) {
    return { isValid: false };
  }
  const values: Record<string, string> = {};
  for (const pair of text.slice(0, marker).split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return { isValid: false };
    try {
      values[pair.slice(0, separator)] = decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return { isValid: false };
    }
  }
  return { isValid: true, values };
}

/**
 * Encodes a URL for the `/miniature` page's `miniature` and `video` params (base64url of the text).
 *
 * @example `/miniature?video=${encodeShareUrl('https://videos.exemple.fr/but.mp4')}`
 */
export function encodeShareUrl(url: string): string {
  return toBase64Url(url);
}
