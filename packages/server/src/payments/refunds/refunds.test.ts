import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createPlayer } from '../../cart/cart-test-helpers.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import {
  paymentOrders,
  payments,
  refunds,
  reservations,
  sandboxTransactions,
  zones,
} from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed.ts';
import { cancelReservation } from '../../reservations/cancel-reservation.ts';
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { createCardProvider, PaymentProviderError, paymentsConfigFromEnv } from '../index.ts';
import { insertCardToken } from '../sandbox/store.ts';
import { saveSandboxCard } from '../sandbox/test-cards.ts';
import { runSettlement } from '../settlement/index.ts';
import { addParticipant, insertReservation } from '../settlement/settlement-test-helpers.ts';
import { runRefunds } from './index.ts';

// Refund rules: R7 a refund is made once per refund id; R8 never more than was debited, and only of a
// debit the provider made and paid; R9 a cancellation racing the settlement leaves no share debited and
// unrefunded, and refunds none twice.

const HOUR = 3_600_000;
const customer = { reference: '42', email: 'joueur@multisalle.fr' };

describe("the sandbox provider's refunds", () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    db = testDb.db;
  });
  afterAll(() => testDb.close());

  /** A paid sandbox debit of `amountCents`: its transaction uuid and order id. */
  async function paidDebit(amountCents: number) {
    const provider = createCardProvider(db, paymentsConfigFromEnv());
    const card = await insertCardToken(db, {
      behaviour: 'accepted',
      maskedPan: '497010XXXXXX0014',
      expiry: { month: 12, year: 2030 },
    });
    const orderId = randomUUID();
    const answer = await provider.debitAlias({
      orderId,
      amountCents,
      paymentMethodToken: card.token,
      customer,
    });
    const uuid = answer.transactions[0]?.uuid ?? '';
    return { provider, orderId, uuid };
  }

  it('R7: refunds a debit once however often the same refund is asked, as a credit linked to it', async () => {
    const { provider, orderId, uuid } = await paidDebit(1250);
    const request = { refundId: randomUUID(), transactionId: uuid, orderId, amountCents: 1250 };
    const first = await provider.refund(request);
    const again = await Promise.all([provider.refund(request), provider.refund(request)]);
    expect(again).toEqual([first, first]);
    const credits = await db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.parentUuid, uuid), eq(sandboxTransactions.operation, 'CREDIT')));
    expect(credits.map((c) => [c.uuid, c.amountCents, c.status])).toEqual([
      [first.refundTransactionId, 1250, 'PAID'],
    ]);
  });

  it('R8: refuses a second refund of a refunded debit, more than was debited, and a debit it never made', async () => {
    const { provider, orderId, uuid } = await paidDebit(900);
    await expect(
      provider.refund({ refundId: randomUUID(), transactionId: uuid, orderId, amountCents: 901 }),
    ).rejects.toThrow(PaymentProviderError);
    await provider.refund({ refundId: randomUUID(), transactionId: uuid, orderId, amountCents: 900 });
    await expect(
      provider.refund({ refundId: randomUUID(), transactionId: uuid, orderId, amountCents: 900 }),
    ).rejects.toMatchObject({ code: 'INT_903' });
    await expect(
      provider.refund({ refundId: randomUUID(), transactionId: 'inconnue', orderId, amountCents: 900 }),
    ).rejects.toMatchObject({ code: 'PSP_010' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a cancellation racing the settlement (PostgreSQL)', () => {
  it('R9: leaves no share debited and unrefunded, and refunds none twice, whichever ends first', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    const first = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    const second = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    try {
      await migrateDatabase(first);
      await seedDatabase(first.db);
      const app = createApp({ db: first.db });
      const player = async () => {
        const p = await createPlayer(first.db, { isReady: false });
        await saveSandboxCard(app, p.token, '4970100000000014');
        return p;
      };
      const ids: string[] = [];
      for (let n = 0; n < 8; n += 1) {
        const organiser = await player();
        const id = await insertReservation(first.db, organiser.userId, {
          totalCents: 2000 + n,
          // Ended in turn, the first first: the settlement takes them in this order.
          startsAt: new Date(Date.now() - (20 - 2 * n) * HOUR),
        });
        await addParticipant(first.db, id, { userId: (await player()).userId });
        ids.push(id);
      }
      const [zone] = await first.db
        .select({ hallId: zones.hallId })
        .from(reservations)
        .innerJoin(zones, eq(zones.id, reservations.zoneId))
        .where(eq(reservations.id, ids[0] ?? ''));
      const cancel = (db: Database, id: string) =>
        cancelReservation(
          db,
          id,
          { kind: 'hall', hallId: zone?.hallId ?? 0, reason: "Fuite d'eau" },
          new Date(),
        );

      // The hall cancels while the settlement runs: two games while their shares are being written (the
      // cancellation waits for them), then, at each debit sent, the game of a share whose debit is under
      // way; a second server settles at the same time.
      const cancellations: Promise<unknown>[] = [];
      const faultPoint = async (point: string) => {
        if (point === 'settlement-shares' && cancellations.length === 0) {
          cancellations.push(cancel(second.db, ids[0] ?? ''), cancel(second.db, ids[1] ?? ''));
        }
        if (point === 'settlement-debit') {
          const [underWay] = await second.db
            .select({ reservationId: payments.reservationId })
            .from(payments)
            .where(and(eq(payments.status, 'processing'), isNull(payments.cancelledAt)))
            .limit(1);
          if (!underWay) return;
          const cancelled = cancel(second.db, underWay.reservationId);
          cancellations.push(cancelled);
          await cancelled;
        }
      };
      const providerOf = (db: Database) => createCardProvider(db, paymentsConfigFromEnv());
      await Promise.all([
        runSettlement(first.db, providerOf(first.db), { faultPoint }),
        runSettlement(second.db, providerOf(second.db)),
      ]);
      await Promise.all(cancellations);
      for (const id of ids) await cancel(second.db, id);
      // Nothing more is debited afterwards; the refunds are carried out by two servers at once.
      const late = await runSettlement(first.db, providerOf(first.db), { staleProcessingMs: 0 });
      expect(late.debits.filter((d) => d.status === 'paid')).toEqual([]);
      await Promise.all([
        runRefunds(first.db, providerOf(first.db)),
        runRefunds(second.db, providerOf(second.db)),
      ]);

      const shares = await first.db.select().from(payments).where(inArray(payments.reservationId, ids));
      expect(shares).toHaveLength(16);
      let debited = 0;
      let refundedByTheirDebit = 0;
      for (const share of shares) {
        expect(share.cancelledAt).not.toBeNull();
        const orders = await first.db
          .select({ id: paymentOrders.id })
          .from(paymentOrders)
          .where(eq(paymentOrders.paymentId, share.id));
        const debits = orders.length
          ? await first.db
              .select()
              .from(sandboxTransactions)
              .where(
                and(
                  inArray(
                    sandboxTransactions.orderId,
                    orders.map((o) => o.id),
                  ),
                  eq(sandboxTransactions.operation, 'DEBIT'),
                  eq(sandboxTransactions.status, 'PAID'),
                ),
              )
          : [];
        const asked = await first.db.select().from(refunds).where(eq(refunds.paymentId, share.id));
        expect(debits.length).toBeLessThanOrEqual(1);
        const [debit] = debits;
        if (!debit) {
          expect(asked).toEqual([]);
          continue;
        }
        debited += 1;
        expect(asked.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', debit.amountCents]]);
        // A debit under way at the cancellation asks its refund as it ends, dated like the payment.
        if (asked[0]?.requestedAt.getTime() === share.paidAt?.getTime()) refundedByTheirDebit += 1;
        const credits = await first.db
          .select()
          .from(sandboxTransactions)
          .where(
            and(eq(sandboxTransactions.parentUuid, debit.uuid), eq(sandboxTransactions.operation, 'CREDIT')),
          );
        expect(credits.map((c) => c.amountCents)).toEqual([debit.amountCents]);
      }
      // Every way happened: shares debited then refunded (by the cancellation, or by the debit under way
      // when it ended), and shares never debited.
      expect(debited).toBeGreaterThan(0);
      expect(debited).toBeLessThan(16);
      expect(refundedByTheirDebit).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
      await created.drop();
    }
  });
});
