// What a participant's QR code holds: a signed entry code a hall's door reader checks offline against our
// key. Ids are not secrets; the HMAC is what makes a code impossible to make up or to change.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'MS1';

/** `seance` codes open the session's own QR (for the hall's staff); `participant` codes let one person in. */
export type EntryCodeKind = 'participant' | 'seance';

function signature(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(`entree:${payload}`).digest('hex').slice(0, 32);
}

/**
 * The entry code of a participant (contact id) of a reservation, or of the session itself (`contactId` 0).
 *
 * @example entryCode(key, 'participant', reservationId, 42) // 'MS1.P.0b7e….42.9f1c…'
 */
export function entryCode(
  key: Uint8Array,
  kind: EntryCodeKind,
  reservationId: string,
  contactId = 0,
): string {
  const payload = `${VERSION}.${kind === 'participant' ? 'P' : 'S'}.${reservationId}.${contactId}`;
  return `${payload}.${signature(key, payload)}`;
}

/**
 * Checks a scanned code: its parts when our key signed it, else `null` (tampered, made up, or not ours).
 *
 * @example verifyEntryCode(key, scanned)?.contactId
 */
export function verifyEntryCode(
  key: Uint8Array,
  code: string,
): { kind: EntryCodeKind; reservationId: string; contactId: number } | null {
  const parts = code.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, kind, reservationId = '', contact = '', given = ''] = parts;
  const payload = parts.slice(0, 4).join('.');
  const expected = Buffer.from(signature(key, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  if (kind !== 'P' && kind !== 'S') return null;
  return { kind: kind === 'P' ? 'participant' : 'seance', reservationId, contactId: Number(contact) };
}
