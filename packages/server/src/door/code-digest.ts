import { createHash } from 'node:crypto';

/**
 * The digest a door reader compares offline: hex SHA-256 of the scanned text, as UTF-8 bytes. The
 * manifest carries digests, never codes: a reader (or whoever copies its memory) learns no code it could
 * print, and the code's 128-bit signature makes a digest impossible to invert by trying codes.
 *
 * @example codeDigest('MS1.P.….42.9f1c…') // '3b6f…' (64 hex characters)
 */
export function codeDigest(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
