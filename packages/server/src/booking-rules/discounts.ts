import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartDiscounts, discounts, userDiscounts } from '../db/schema.ts';
import { countsAt } from './discount-uses.ts';

/** A discount as stored. */
export type DiscountRow = typeof discounts.$inferSelect;

/** A discount that applies at `now` by its dates (the SQL of `countsAt`). */
const usableAt = (now: Date) =>
  and(
    isNull(discounts.withdrawnAt),
    or(isNull(discounts.validFrom), lte(discounts.validFrom, now)),
    or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
  );

/**
 * The code discount typed by a player, matched without regard to case or surrounding spaces, whatever its
 * state (`refuseUnusableDiscount` says why it cannot be applied); `undefined` when unknown.
 *
 * @example `await findDiscountByCode(db, 'bienvenue10')`
 */
export async function findDiscountByCode(db: Database, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.code})`, code.trim().toLowerCase()));
  return row;
}

/** The discount with this id, whatever its state. @example `await findDiscount(db, 3)` */
export async function findDiscount(db: Database, id: number): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  return row;
}

/**
 * The status-based discounts granted to a player that apply in a hall (the hall's own and the global ones),
 * applying at `now` by their dates and not withdrawn.
 *
 * @example `await grantedDiscounts(db, userId, hallId)`
 */
export async function grantedDiscounts(
  db: Database,
  userId: number,
  hallId: number,
  now = new Date(),
): Promise<DiscountRow[]> {
  const rows = await db
    .select({ discount: discounts })
    .from(userDiscounts)
    .innerJoin(discounts, eq(discounts.id, userDiscounts.discountId))
    .where(
      and(
        eq(userDiscounts.userId, userId),
        or(isNull(discounts.hallId), eq(discounts.hallId, hallId)),
        usableAt(now),
      ),
    )
    .orderBy(asc(discounts.id));
  return rows.map((row) => row.discount);
}

/** Whether the player was granted this status-based discount. */
export async function isGranted(db: Database, userId: number, discountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userDiscounts.discountId })
    .from(userDiscounts)
    .where(and(eq(userDiscounts.userId, userId), eq(userDiscounts.discountId, discountId)));
  return row !== undefined;
}

/** The discounts applied to a cart, in the order they were applied (expired ones included). */
export async function appliedDiscounts(db: Database, cartId: string): Promise<DiscountRow[]> {
  const rows = await db
    .select({ discount: discounts })
    .from(cartDiscounts)
    .innerJoin(discounts, eq(discounts.id, cartDiscounts.discountId))
    .where(eq(cartDiscounts.cartId, cartId))
    .orderBy(asc(cartDiscounts.appliedAt), asc(discounts.id));
  return rows.map((row) => row.discount);
}

/**
 * Whether two discounts may sit in the same cart: both `cumulative`, and each accepts a code discount
 * (`codeCumulable`) when the other is one.
 *
 * @example canCombine(bienvenue10, tarifEtudiant) // true when both are cumulative and code-cumulable
 */
export function canCombine(a: DiscountRow, b: DiscountRow): boolean {
  if (!a.isCumulative || !b.isCumulative) return false;
  if (a.code !== null && !b.isCodeCumulable) return false;
  if (b.code !== null && !a.isCodeCumulable) return false;
  return true;
}

/**
 * What a set of discounts takes off a subtotal: the percentages first (added together, on the subtotal,
 * rounded to the cent), then the fixed amounts; never more than the subtotal, so the total never goes
 * below 0.
 *
 * @example discountCents(4000, [{ percent: 10 }, { amountCents: 500 }]) // 400 + 500 = 900
 */
export function discountCents(
  subtotalCents: number,
  applied: readonly Pick<DiscountRow, 'percent' | 'amountCents'>[],
): number {
  if (subtotalCents <= 0) return 0;
  const percent = Math.min(
    100,
    applied.reduce((sum, discount) => sum + (discount.percent ?? 0), 0),
  );
  const fixed = applied.reduce((sum, discount) => sum + (discount.amountCents ?? 0), 0);
  return Math.min(subtotalCents, Math.round((subtotalCents * percent) / 100) + fixed);
}

/**
 * The amount in cents the discounts applied to a cart take off its subtotal (see {@link discountCents});
 * discounts withdrawn or outside their dates no longer count (`countsAt`). The cart's `tarif` is
 * `subtotal - this`.
 *
 * @example
 * ```ts
 * const tarif = subtotal - (await cartDiscountCents(db, cart.id, subtotal));
 * ```
 */
export async function cartDiscountCents(
  db: Database,
  cartId: string,
  subtotalCents: number,
  now = new Date(),
): Promise<number> {
  const applied = (await appliedDiscounts(db, cartId)).filter((discount) => countsAt(discount, now));
  return discountCents(subtotalCents, applied);
}

/**
 * Shares a cart's discount between its lines in proportion to their totals, to the cent: each line gets
 * the floor of its share, and the cents left go to the lines with the largest remainders (earlier lines
 * first on a tie), so the shares always add up to the discount and no line goes below 0.
 *
 * @example splitDiscount([4800, 1200], 600) // [480, 120]
 */
export function splitDiscount(lineTotalsCents: readonly number[], discountCents: number): number[] {
  const subtotal = lineTotalsCents.reduce((sum, total) => sum + Math.max(0, total), 0);
  if (subtotal <= 0 || discountCents <= 0) return lineTotalsCents.map(() => 0);
  const discount = Math.min(discountCents, subtotal);
  const exact = lineTotalsCents.map((total) => (Math.max(0, total) * discount) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
