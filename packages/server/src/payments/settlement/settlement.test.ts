import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createPlayer } from '../../cart/cart-test-helpers.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import {
  participantAnswers,
  paymentOrders,
  paymentTransactions,
  reservations,
  sandboxTransactions,
} from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed.ts';
import { createLogger } from '../../logging/index.ts';
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { createCardProvider, paymentsConfigFromEnv } from '../index.ts';
import { saveSandboxCard } from '../sandbox/test-cards.ts';
import { debitFailureReasons, runSettlement, splitTotal } from './index.ts';
import {
  addFamilyContact,
  addParticipant,
  createCountingProvider,
  insertReservation,
  saveTestAlias,
  sharesOf,
  TEST_TOKENS,
} from './settlement-test-helpers.ts';

const CARDS = { accepted: '4970100000000014', debitRefused: '4970100000000089' } as const;

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb.close());

const playerWithCard = async (token: string | null) => {
  const player = await createPlayer(db, { isReady: false });
  if (token) await saveTestAlias(db, player.userId, token);
  return player;
};

describe('splitTotal', () => {
  it('spreads shares that do not divide evenly to the cent, adding up exactly to the total', () => {
    expect(splitTotal(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitTotal(1000, [2, 1])).toEqual([667, 333]);
    expect(splitTotal(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitTotal(0, [1, 3])).toEqual([0, 0]);
    for (let total = 0; total < 2000; total += 37) {
      for (const persons of [[1], [1, 1, 1], [2, 1, 4], [3, 3, 1, 1, 1, 1, 2]]) {
        const parts = splitTotal(total, persons);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        const everyone = persons.reduce((sum, count) => sum + count, 0);
        for (const [index, part] of parts.entries()) {
          expect(Math.abs(part - (total * (persons[index] ?? 0)) / everyone)).toBeLessThan(1);
        }
      }
    }
  });
});

describe('settlement after the game', () => {
  it('gives each accepted player an equal share, counts family contacts with their member, and debits the cards', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.accepted);
    const refused = await playerWithCard(TEST_TOKENS.refused);
    const noCard = await playerWithCard(null);
    const declined = await playerWithCard(TEST_TOKENS.accepted);
    const maybe = await playerWithCard(TEST_TOKENS.accepted);
    const id = await insertReservation(db, organiser.userId, { totalCents: 10_001 });
    await addParticipant(db, id, { userId: refused.userId });
    await addParticipant(db, id, { userId: noCard.userId });
    await addParticipant(db, id, { contactId: await addFamilyContact(db, organiser.userId) });
    await addParticipant(db, id, { userId: declined.userId }, participantAnswers.declined);
    await addParticipant(db, id, { userId: maybe.userId }, participantAnswers.maybe);
    const provider = createCountingProvider();

    await runSettlement(db, provider);

    const shares = await sharesOf(db, id);
    // Four persons: 10 001 cents is 2 500.25 each; the organiser covers two and carries the odd cent.
    expect(shares.map((s) => [s.userId, s.persons, s.amountCents, s.status, s.failureReason])).toEqual([
      [organiser.userId, 2, 5001, 'paid', null],
      [refused.userId, 1, 2500, 'rectify', debitFailureReasons.refused],
      [noCard.userId, 1, 2500, 'rectify', debitFailureReasons.noCard],
    ]);
    expect(shares[0]?.paidAt).toBeInstanceOf(Date);
    expect(provider.debits.map((d) => d.amountCents)).toEqual([5001, 2500]);
    const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect(reservation?.settledAt).toBeInstanceOf(Date);
    const orders = await db
      .select()
      .from(paymentOrders)
      .where(
        inArray(
          paymentOrders.paymentId,
          shares.map((s) => s.id),
        ),
      );
    expect(orders.map((o) => [o.purpose, o.status]).sort()).toEqual([
      ['share', 'paid'],
      ['share', 'unpaid'],
      ['share', 'unpaid'],
    ]);
    const transactions = await db
      .select()
      .from(paymentTransactions)
      .where(
        inArray(
          paymentTransactions.orderId,
          orders.map((o) => o.id),
        ),
      );
    expect(transactions).toHaveLength(2);
  });

  it('charges the organiser the whole total when the bill is not shared', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.accepted);
    const friend = await playerWithCard(TEST_TOKENS.accepted);
    const id = await insertReservation(db, organiser.userId, { totalCents: 4800, isBillShared: false });
    await addParticipant(db, id, { userId: friend.userId });
    await runSettlement(db, createCountingProvider());
    const shares = await sharesOf(db, id);
    expect(shares.map((s) => [s.userId, s.persons, s.amountCents, s.status])).toEqual([
      [organiser.userId, 2, 4800, 'paid'],
    ]);
  });

  it('leaves alone games not over yet, cancelled ones and halls without payment', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.accepted);
    const future = await insertReservation(db, organiser.userId, {
      startsAt: new Date(Date.now() + 3_600_000),
    });
    const cancelled = await insertReservation(db, organiser.userId);
    await db
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(reservations.id, cancelled));
    const free = await insertReservation(db, organiser.userId, { isPaymentRequired: false });
    await runSettlement(db, createCountingProvider());
    for (const id of [future, cancelled, free]) expect(await sharesOf(db, id)).toEqual([]);
    // Once the game is over, the settlement (here as of tomorrow) takes it.
    await runSettlement(db, createCountingProvider(), { now: new Date(Date.now() + 86_400_000) });
    expect(await sharesOf(db, future)).toHaveLength(1);
    for (const id of [cancelled, free]) expect(await sharesOf(db, id)).toEqual([]);
  });

  it('debits nobody twice when run twice, or twice at once', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.accepted);
    const ids = [];
    for (let n = 0; n < 3; n += 1) {
      const id = await insertReservation(db, organiser.userId, { totalCents: 3000 });
      const mate = await playerWithCard(TEST_TOKENS.accepted);
      await addParticipant(db, id, { userId: mate.userId });
      ids.push(id);
    }
    const provider = createCountingProvider();
    await Promise.all([runSettlement(db, provider), runSettlement(db, provider)]);
    await runSettlement(db, provider);
    for (const id of ids) {
      const shares = await sharesOf(db, id);
      expect(shares.map((s) => [s.amountCents, s.status, s.attempts])).toEqual([
        [1500, 'paid', 1],
        [1500, 'paid', 1],
      ]);
    }
    const debitedOrders = provider.debits.map((d) => d.orderId);
    expect(new Set(debitedOrders).size).toBe(debitedOrders.length);
  });
});

describe('settlement when the provider fails', () => {
  it('sends the same order again after a lost answer, so the card is debited once', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.accepted);
    const id = await insertReservation(db, organiser.userId, { totalCents: 2000 });
    const provider = createCountingProvider({ loseAnswers: 1 });
    const lines: string[] = [];
    const log = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
    await runSettlement(db, provider, { log });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'error',
      msg: expect.stringContaining('retried'),
    });
    const [stuck] = await sharesOf(db, id);
    expect(stuck?.status).toBe('processing');
    // Not stale yet: another run leaves it alone.
    await runSettlement(db, provider);
    expect((await sharesOf(db, id))[0]?.attempts).toBe(1);
    await runSettlement(db, provider, { staleProcessingMs: 0 });
    const [share] = await sharesOf(db, id);
    expect(share).toMatchObject({ status: 'paid', attempts: 2, lastOrderId: stuck?.lastOrderId });
    expect(provider.debits.filter((d) => d.orderId === stuck?.lastOrderId)).toHaveLength(1);
  });

  it('turns a debit the provider refuses outright into a payment to rectify', async () => {
    const organiser = await playerWithCard(TEST_TOKENS.unknown);
    const id = await insertReservation(db, organiser.userId, { totalCents: 2000 });
    await runSettlement(db, createCountingProvider());
    expect((await sharesOf(db, id)).map((s) => [s.status, s.failureReason])).toEqual([
      ['rectify', debitFailureReasons.failed],
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('settlement in two processes at once (PostgreSQL)', () => {
  it('writes each share once and debits it once when two servers settle together', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    const first = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    const second = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    try {
      await migrateDatabase(first);
      await seedDatabase(first.db);
      // Cards saved through the real routes and the sandbox provider, as a browser would.
      const app = createApp({ db: first.db });
      const player = async (cardNumber: string) => {
        const p = await createPlayer(first.db, { isReady: false });
        await saveSandboxCard(app, p.token, cardNumber);
        return p;
      };
      const organiser = await player(CARDS.accepted);
      const ids: string[] = [];
      for (let n = 0; n < 12; n += 1) {
        const id = await insertReservation(first.db, organiser.userId, { totalCents: 1000 + n });
        await addParticipant(first.db, id, { userId: (await player(CARDS.accepted)).userId });
        await addParticipant(first.db, id, { userId: (await player(CARDS.debitRefused)).userId });
        ids.push(id);
      }
      // Two servers, each with its own pool and its own provider object, on one database.
      const settle = (db: Database) => runSettlement(db, createCardProvider(db, paymentsConfigFromEnv()));
      const reports = await Promise.all([
        settle(first.db),
        settle(second.db),
        settle(first.db),
        settle(second.db),
      ]);
      expect(reports.reduce((sum, r) => sum + r.reservations, 0)).toBe(12);
      expect(reports.reduce((sum, r) => sum + r.shares, 0)).toBe(36);
      expect(reports.reduce((sum, r) => sum + r.debits.length, 0)).toBe(36);
      for (const [n, id] of ids.entries()) {
        const shares = await sharesOf(second.db, id);
        expect(shares.map((s) => s.status)).toEqual(['paid', 'paid', 'rectify']);
        expect(shares.reduce((sum, s) => sum + s.amountCents, 0)).toBe(1000 + n);
        expect(shares.every((s) => s.attempts === 1)).toBe(true);
      }
      // One order and one provider debit per share.
      const orders = await second.db.select().from(paymentOrders).where(eq(paymentOrders.purpose, 'share'));
      expect(orders).toHaveLength(36);
      const debits = await second.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.operation, 'DEBIT'));
      expect(debits).toHaveLength(36);
      expect(new Set(debits.map((d) => d.orderId)).size).toBe(36);
    } finally {
      await first.close();
      await second.close();
      await created.drop();
    }
  });
});
