import { timingSafeEqual } from 'node:crypto';

/** Compares a link's secret in constant time. @example sameSecret(game.publicToken, given) */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
