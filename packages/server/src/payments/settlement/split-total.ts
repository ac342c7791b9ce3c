/**
 * Splits a total in cents between payers in proportion to the persons each one covers, to the cent, so the
 * parts add up exactly to the total (largest remainder method). Ties on the remainder go to the earlier
 * payer, so the organiser, listed first, carries the odd cent.
 *
 * @param totalCents - a non-negative integer.
 * @param persons - how many persons each payer covers (each at least 1).
 * @example
 * ```ts
 * splitTotal(1000, [1, 1, 1]); // [334, 333, 333]
 * splitTotal(1000, [2, 1]);    // [667, 333]
 * ```
 */
export function splitTotal(totalCents: number, persons: readonly number[]): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new Error(`bad total ${totalCents}`);
  if (persons.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('bad person count');
  const everyone = persons.reduce((sum, count) => sum + count, 0);
  if (everyone === 0) return [];
  // Integer arithmetic throughout: total * count stays far below 2^53 for any real bill.
  const floors = persons.map((count) => Math.floor((totalCents * count) / everyone));
  const remainders = persons.map((count, index) => ({
    index,
    remainder: (totalCents * count) % everyone,
  }));
  let left = totalCents - floors.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
