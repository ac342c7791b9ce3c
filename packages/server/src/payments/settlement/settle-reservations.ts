import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { payments, reservations } from '../../db/schema.ts';
import type { FaultHook } from '../../fault-points.ts';
import { computeShares } from './compute-shares.ts';

/** What one pass of {@link settleDueReservations} wrote. */
export interface SettledCount {
  reservations: number;
  shares: number;
}

const BATCH = 20;

/**
 * Writes the shares of every reservation that has ended and must be paid (statut `validate`, never
 * cancelled, `paiement_requis`, not settled yet), and stamps `settled_at`, in one transaction per batch.
 * Two processes may run it at once: `FOR UPDATE SKIP LOCKED` gives each reservation to one of them, and the
 * unique (reservation, player) with `ON CONFLICT DO NOTHING` would catch anything that slipped through.
 * Shares of 0 cents are paid as written; the others start `coming`, to be debited. Rows are dated by
 * `clock` (the server's).
 *
 * @example `const { reservations, shares } = await settleDueReservations(db, clock.now(), clock);`
 */
export async function settleDueReservations(
  db: Database,
  now: Date,
  clock: Clock = systemClock,
  faultPoint?: FaultHook,
): Promise<SettledCount> {
  const count: SettledCount = { reservations: 0, shares: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: reservations.id,
          organiserUserId: reservations.organiserUserId,
          totalCents: reservations.totalCents,
          isBillShared: reservations.isBillShared,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.status, 'validate'),
            isNull(reservations.cancelledAt),
            eq(reservations.isPaymentRequired, true),
            isNull(reservations.settledAt),
            lte(reservations.endsAt, now),
          ),
        )
        .orderBy(asc(reservations.endsAt), asc(reservations.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const sharesByReservation = await computeShares(tx, due);
      const writtenAt = clock.now();
      const rows = due.flatMap((reservation) =>
        (sharesByReservation.get(reservation.id) ?? []).map((share) => ({
          reservationId: reservation.id,
          userId: share.userId,
          amountCents: share.amountCents,
          persons: share.persons,
          status: share.amountCents === 0 ? ('paid' as const) : ('coming' as const),
          paidAt: share.amountCents === 0 ? writtenAt : null,
        })),
      );
      const inserted =
        rows.length === 0
          ? []
          : await tx.insert(payments).values(rows).onConflictDoNothing().returning({ id: payments.id });
      await faultPoint?.('settlement-shares');
      await tx
        .update(reservations)
        .set({ settledAt: writtenAt })
        .where(
          inArray(
            reservations.id,
            due.map((r) => r.id),
          ),
        );
      return { reservations: due.length, shares: inserted.length };
    });
    if (!batch) return count;
    count.reservations += batch.reservations;
    count.shares += batch.shares;
  }
}
