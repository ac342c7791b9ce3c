import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { cartDiscounts, carts, discounts } from '../db/schema.ts';
import { createActivePlayer } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { canCombine, type DiscountRow } from './discounts.ts';
import { cartDiscountCents, discountCents, splitDiscount } from './index.ts';

let testDb: TestDatabase;
let userId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  userId = (await createActivePlayer(createApp({ db: testDb.db }))).userId;
});
afterAll(() => testDb.close());

async function seededId(code: string): Promise<number> {
  const [row] = await testDb.db.select({ id: discounts.id }).from(discounts).where(eq(discounts.code, code));
  if (!row) throw new Error(`no seeded code ${code}`);
  return row.id;
}

async function cartWith(discountIds: number[]): Promise<string> {
  const id = randomUUID();
  // One open cart per player: each test cart is stamped validated so the next one can be created.
  await testDb.db.insert(carts).values({ id, userId, validatedAt: new Date() });
  for (const discountId of discountIds)
    await testDb.db.insert(cartDiscounts).values({ cartId: id, discountId });
  return id;
}

describe('discountCents', () => {
  it('takes the percentages first (10 % + 15 % of 4000 = 1000), then the fixed 500: 1500 off', () => {
    expect(
      discountCents(4000, [
        { percent: 10, amountCents: null },
        { percent: 15, amountCents: null },
        { percent: null, amountCents: 500 },
      ]),
    ).toBe(1500);
  });

  it('rounds the percentage to the cent: 10 % of 3333 is 333', () => {
    expect(discountCents(3333, [{ percent: 10, amountCents: null }])).toBe(333);
  });

  it('never takes more than the subtotal, so the total never goes below 0: 500 off 300 is 300', () => {
    expect(discountCents(300, [{ percent: null, amountCents: 500 }])).toBe(300);
    expect(
      discountCents(1000, [
        { percent: 60, amountCents: null },
        { percent: 60, amountCents: null },
      ]),
    ).toBe(1000);
    expect(discountCents(0, [{ percent: 10, amountCents: null }])).toBe(0);
  });
});

describe('splitDiscount (a cart discount carried into each reservation, in cents)', () => {
  it('shares it in proportion to the line totals: 600 off 4800 + 1200 is 480 and 120', () => {
    expect(splitDiscount([4800, 1200], 600)).toEqual([480, 120]);
  });

  it('always adds up to the discount to the cent, the odd cents to the largest remainders', () => {
    // 100 off three lines of 1000: 33.33 each, the cent left to the first.
    expect(splitDiscount([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    const shares = splitDiscount([1999, 3001, 7], 1234);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1234);
    expect(shares.every((share, index) => share >= 0 && share <= ([1999, 3001, 7][index] ?? 0))).toBe(true);
  });

  it('never takes a line below 0, and gives nothing when there is nothing to share', () => {
    expect(splitDiscount([300, 200], 900)).toEqual([300, 200]);
    expect(splitDiscount([0, 0], 100)).toEqual([0, 0]);
    expect(splitDiscount([4800], 0)).toEqual([0]);
    expect(splitDiscount([], 100)).toEqual([]);
  });
});

describe('cartDiscountCents', () => {
  it('is 0 for a cart without discounts', async () => {
    expect(await cartDiscountCents(testDb.db, await cartWith([]), 4800)).toBe(0);
  });

  it('BIENVENUE10 then PADEL5 on 4800: 480 (10 %) + 500 = 980 off, total 3820', async () => {
    const cartId = await cartWith([await seededId('BIENVENUE10'), await seededId('PADEL5')]);
    const off = await cartDiscountCents(testDb.db, cartId, 4800);
    expect(off).toBe(980);
    expect(4800 - off).toBe(3820);
  });

  it('PADEL5 (500) on a 400 subtotal takes 400: the total stops at 0', async () => {
    const cartId = await cartWith([await seededId('PADEL5')]);
    expect(await cartDiscountCents(testDb.db, cartId, 400)).toBe(400);
  });

  it('a discount past its cartUsageEndDate no longer counts (ETE2025, 20 %)', async () => {
    const cartId = await cartWith([await seededId('ETE2025'), await seededId('BIENVENUE10')]);
    expect(await cartDiscountCents(testDb.db, cartId, 5000)).toBe(500);
  });
});

describe('canCombine', () => {
  const discount = (overrides: Partial<DiscountRow>): DiscountRow =>
    ({ code: null, isCumulative: true, isCodeCumulable: true, ...overrides }) as DiscountRow;

  it('refuses two discounts when either is not cumulative, accepts two cumulative ones', () => {
    expect(canCombine(discount({ isCumulative: false }), discount({}))).toBe(false);
    expect(canCombine(discount({}), discount({ isCumulative: false }))).toBe(false);
    expect(canCombine(discount({ code: 'A' }), discount({}))).toBe(true);
  });

  it('refuses a code next to a discount that is not code-cumulable', () => {
    expect(canCombine(discount({ code: 'A' }), discount({ isCodeCumulable: false }))).toBe(false);
    expect(canCombine(discount({ isCodeCumulable: false }), discount({ code: 'B' }))).toBe(false);
    expect(canCombine(discount({ isCodeCumulable: false }), discount({}))).toBe(true);
  });
});
