// The signed link of a one-click unsubscribe (RFC 8058): who and which kind, with an HMAC of the server's
// secret, so it works without a session and a changed id or kind is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ChoosableKind, choosableKinds } from './preferences.ts';

const sign = (key: Uint8Array, body: string) =>
  // Its own prefix: this signature can never be mistaken for another use of the same secret.
  createHmac('sha256', key).update(`desabonnement:${body}`).digest('base64url');

/**
 * The token of an unsubscribe link: `<userId>.<kind>.<signature>`.
 *
 * @example const token = unsubscribeToken(key, 42, 'rappels');
 */
export function unsubscribeToken(key: Uint8Array, userId: number, kind: ChoosableKind): string {
  const body = `${userId}.${kind}`;
  return `${body}.${sign(key, body)}`;
}

/**
 * The account and kind of a token, `undefined` when it is malformed or its signature does not match.
 *
 * @example const found = readUnsubscribeToken(key, token);
 */
export function readUnsubscribeToken(
  key: Uint8Array,
  token: string,
): { userId: number; kind: ChoosableKind } | undefined {
  const match = /^(\d{1,10})\.([a-z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, kind, signature] = match;
  const expected = Buffer.from(sign(key, `${id}.${kind}`));
  const given = Buffer.from(signature ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!choosableKinds.includes(kind as ChoosableKind)) return undefined;
  return { userId: Number(id), kind: kind as ChoosableKind };
}
