// When a discount can be applied, and how many times a code has served.
//
// A USE of a discount is a validated cart that carried it and still holds a booking not cancelled: one
// order, however many slots it booked. A code sitting in a cart not validated yet uses nothing (an open cart
// never expires, only its holds do, so counting it would take a use away for good); a cancelled booking gives
// its use back. The limit (`max_uses`) is checked when the code is applied and again, under a lock of the
// discount's row, in the transaction that validates the cart: of two carts validated at once for the last
// use, the second waits for the first to commit, counts it, and is refused.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartDiscounts, carts, discounts, halls, reservations } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { DiscountRow } from './discounts.ts';
import { bookingRuleMessages as messages } from './messages.ts';

/** Where a discount stands at an instant, the console's words: `avenir` is before its first day. */
export type DiscountState = 'active' | 'avenir' | 'expiree' | 'epuisee' | 'retiree';

type Window = Pick<DiscountRow, 'withdrawnAt' | 'validFrom' | 'endsAt'>;

/**
 * Whether a discount applies at `now` by its dates: not withdrawn, its first instant reached, its end not.
 * A cart's total counts only these; a used-up code still counts there (its validation refuses it).
 *
 * @example if (countsAt(discount, clock.now())) applied.push(discount);
 */
export function countsAt(discount: Window, now: Date): boolean {
  return (
    discount.withdrawnAt === null &&
    (discount.validFrom === null || discount.validFrom <= now) &&
    (discount.endsAt === null || discount.endsAt > now)
  );
}

/**
 * A discount's state at `now` given its uses: withdrawn first, then expired, used up, not yet valid.
 *
 * @example discountStateAt(code, 10, now) // 'epuisee' when max_uses is 10
 */
export function discountStateAt(
  discount: Window & Pick<DiscountRow, 'maxUses'>,
  uses: number,
  now: Date,
): DiscountState {
  if (discount.withdrawnAt !== null) return 'retiree';
  if (discount.endsAt !== null && discount.endsAt <= now) return 'expiree';
  if (discount.maxUses !== null && uses >= discount.maxUses) return 'epuisee';
  if (discount.validFrom !== null && discount.validFrom > now) return 'avenir';
  return 'active';
}

/**
 * The uses of each discount (see the rule at the top of this file); a discount never used is absent.
 *
 * @example (await discountUses(db, [3])).get(3) ?? 0
 */
export async function discountUses(db: Database, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cartDiscounts.discountId, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(cartDiscounts)
    .innerJoin(carts, eq(carts.id, cartDiscounts.cartId))
    .where(
      and(
        inArray(cartDiscounts.discountId, [...ids]),
        isNotNull(carts.validatedAt),
        sql`exists (select 1 from ${reservations} where ${reservations.cartId} = ${carts.id} and ${reservations.status} = 'validate')`,
      ),
    )
    .groupBy(cartDiscounts.discountId);
  return new Map(rows.map((row) => [row.id, row.uses]));
}

const longDay = new Map<string, Intl.DateTimeFormat>();

/** « 1er juin 2026 » in a time zone. */
function dayText(instant: Date, timeZone: string): string {
  let format = longDay.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    longDay.set(timeZone, format);
  }
  return format.format(instant).replace(/^1 /, '1er ');
}

/**
 * Refuses a discount that cannot be applied at `now`, with the shape of an unknown code (404 and its
 * `description`): a code says why (expired, not valid yet, withdrawn, used up); a status-based discount
 * stays « introuvable ».
 *
 * @example await refuseUnusableDiscount(db, discount, clock.now());
 */
export async function refuseUnusableDiscount(db: Database, discount: DiscountRow, now: Date): Promise<void> {
  const uses =
    discount.maxUses === null ? 0 : ((await discountUses(db, [discount.id])).get(discount.id) ?? 0);
  const state = discountStateAt(discount, uses, now);
  if (state === 'active') return;
  if (discount.code === null) throw new Refusal('not-found', messages.discountNotFound);
  if (state === 'retiree') throw new Refusal('not-found', messages.codeWithdrawn);
  if (state === 'expiree') throw new Refusal('not-found', messages.codeExpired);
  if (state === 'epuisee') throw new Refusal('not-found', messages.codeUsedUp);
  const [hall] =
    discount.hallId === null
      ? []
      : await db.select({ timezone: halls.timezone }).from(halls).where(eq(halls.id, discount.hallId));
  const day = dayText(discount.validFrom ?? now, hall?.timezone ?? 'Europe/Paris');
  throw new Refusal('not-found', messages.codeNotYetValid(day));
}

/**
 * In the transaction that validates a cart, before anything is booked: locks the rows of the cart's capped
 * discounts (in id order, so two validations never wait on each other in a cycle), then answers the
 * discounts that count in its total. A capped one already used up refuses the validation (409): the player
 * saw its discount in the total, so it is never dropped silently.
 *
 * @example const applied = await claimCartDiscounts(tx, cart.id, now);
 */
export async function claimCartDiscounts(tx: Database, cartId: string, now: Date): Promise<DiscountRow[]> {
  await tx
    .select({ id: discounts.id })
    .from(discounts)
    .innerJoin(cartDiscounts, eq(cartDiscounts.discountId, discounts.id))
    .where(and(eq(cartDiscounts.cartId, cartId), isNotNull(discounts.maxUses), isNull(discounts.withdrawnAt)))
    .orderBy(asc(discounts.id))
    .for('update', { of: discounts });
  // Read after the lock: under READ COMMITTED this sees the uses the previous holder committed.
  const rows = await tx
    .select({ discount: discounts })
    .from(cartDiscounts)
    .innerJoin(discounts, eq(discounts.id, cartDiscounts.discountId))
    .where(eq(cartDiscounts.cartId, cartId))
    .orderBy(asc(cartDiscounts.appliedAt), asc(discounts.id));
  const applied = rows.map((row) => row.discount).filter((discount) => countsAt(discount, now));
  const capped = applied.filter((discount) => discount.maxUses !== null);
  const uses = await discountUses(
    tx,
    capped.map((discount) => discount.id),
  );
  for (const discount of capped) {
    if ((uses.get(discount.id) ?? 0) >= (discount.maxUses ?? 0))
      throw new Refusal('conflict', messages.codeUsedUpInCart(discount.code ?? discount.label));
  }
  return applied;
}
