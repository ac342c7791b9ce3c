import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contacts,
  halls,
  participantAnswers,
  payments,
  refunds,
  reservationParticipants,
  reservations,
  sports,
  zones,
} from '../../db/schema.ts';
import { computeShares } from './compute-shares.ts';

/** The three lists of MES PAIEMENTS. */
export const paymentListTypes = ['past', 'rectify', 'coming'] as const;
export type PaymentListType = (typeof paymentListTypes)[number];

/** One line of a player's payment list: a share, or the refund of one (a game the hall cancelled). */
export interface PaymentLine {
  /** The share's id; for a share not written yet (`coming`), its reservation's id; a refund's own id. */
  id: number | string;
  kind: 'share' | 'refund';
  /**
   * A refund's progress: asked (`pending`, also while its job tries again), `done`, or `refused` by the card
   * provider (the player is told to see the hall); null for a share.
   */
  refundStatus: 'pending' | 'done' | 'refused' | null;
  /** When a refund was asked (the hall cancelled the game). */
  refundRequestedAt: Date | null;
  /** When a refund was done. */
  refundedAt: Date | null;
  reservationId: string;
  amountCents: number;
  status: 'coming' | 'processing' | 'paid' | 'rectify';
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  paidAt: Date | null;
  persons: number;
  sportLabel: string;
  hallId: number;
  hallName: string;
  comment: string | null;
  failureReason: string | null;
}

const reservationColumns = {
  reservationId: reservations.id,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  timezone: halls.timezone,
  sportLabel: sports.label,
  hallId: halls.id,
  hallName: halls.name,
};

async function writtenShares(db: Database, userId: number, where: SQL | undefined, order: SQL[]) {
  const rows = await db
    .select({
      ...reservationColumns,
      id: payments.id,
      amountCents: payments.amountCents,
      status: payments.status,
      paidAt: payments.paidAt,
      persons: payments.persons,
      comment: payments.comment,
      failureReason: payments.failureReason,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(and(eq(payments.userId, userId), where))
    .orderBy(...order);
  return rows.map((row) => ({
    ...row,
    kind: 'share' as const,
    refundStatus: null,
    refundRequestedAt: null,
    refundedAt: null,
  })) satisfies PaymentLine[];
}

/** The player's refunds, each its own line: the refunded share's game, its amount, asked or done. */
async function refundLines(db: Database, userId: number): Promise<PaymentLine[]> {
  const rows = await db
    .select({
      ...reservationColumns,
      id: refunds.id,
      amountCents: refunds.amountCents,
      status: refunds.status,
      requestedAt: refunds.requestedAt,
      doneAt: refunds.doneAt,
      paidAt: payments.paidAt,
      persons: payments.persons,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(reservations, eq(reservations.id, refunds.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(eq(refunds.userId, userId));
  return rows.map(({ requestedAt, doneAt, status, ...row }) => ({
    ...row,
    kind: 'refund' as const,
    // The share was debited; the line says where its refund is.
    status: 'paid' as const,
    refundStatus:
      status === 'succeeded'
        ? ('done' as const)
        : status === 'failed'
          ? ('refused' as const)
          : ('pending' as const),
    refundRequestedAt: requestedAt,
    refundedAt: status === 'succeeded' ? doneAt : null,
    comment: null,
    failureReason: null,
  }));
}

/** When a `past` line happened: a debit's date, a refund's (done, or asked). */
const pastDate = (line: PaymentLine) =>
  (line.refundedAt ?? line.refundRequestedAt ?? line.paidAt ?? new Date(0)).getTime();

/** Reservations not settled yet that `userId` will pay a share of, with that share estimated as of now. */
async function estimatedShares(db: Database, userId: number): Promise<PaymentLine[]> {
  // Where the player, or a family contact of theirs, has accepted (an organiser is an accepted participant).
  const involved = db
    .select({ id: reservationParticipants.reservationId })
    .from(reservationParticipants)
    .leftJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(
      and(
        eq(reservationParticipants.answer, participantAnswers.accepted),
        or(eq(reservationParticipants.userId, userId), eq(contacts.parentUserId, userId)),
      ),
    );
  const open = await db
    .select({
      ...reservationColumns,
      organiserUserId: reservations.organiserUserId,
      totalCents: reservations.totalCents,
      isBillShared: reservations.isBillShared,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(
      and(
        eq(reservations.status, 'validate'),
        isNull(reservations.cancelledAt),
        eq(reservations.isPaymentRequired, true),
        isNull(reservations.settledAt),
        or(eq(reservations.organiserUserId, userId), inArray(reservations.id, involved)),
      ),
    )
    .orderBy(asc(reservations.startsAt));
  const shares = await computeShares(
    db,
    open.map((r) => ({ ...r, id: r.reservationId })),
  );
  return open.flatMap((reservation) => {
    const share = shares.get(reservation.reservationId)?.find((s) => s.userId === userId);
    if (!share) return [];
    const { organiserUserId: _o, totalCents: _t, isBillShared: _b, ...place } = reservation;
    return [
      {
        ...place,
        id: reservation.reservationId,
        amountCents: share.amountCents,
        status: 'coming' as const,
        paidAt: null,
        persons: share.persons,
        comment: null,
        failureReason: null,
        kind: 'share' as const,
        refundStatus: null,
        refundRequestedAt: null,
        refundedAt: null,
      },
    ];
  });
}

/**
 * A player's payment list: `past` (paid shares and the refunds of shares of games the hall cancelled,
 * latest first), `rectify` (failed debits to regenerate, latest first) or `coming` (shares written but not
 * debited yet, then reservations not settled yet with the share the player would owe as of now, soonest
 * first). A cancelled game's share that was never debited is owed no more: it leaves the lists.
 *
 * @example `const lines = await listPayments(db, userId, 'rectify');`
 */
export async function listPayments(
  db: Database,
  userId: number,
  type: PaymentListType,
): Promise<PaymentLine[]> {
  if (type === 'past') {
    const [paid, refunded] = await Promise.all([
      writtenShares(db, userId, eq(payments.status, 'paid'), [desc(payments.paidAt)]),
      refundLines(db, userId),
    ]);
    return [...paid, ...refunded].sort((a, b) => pastDate(b) - pastDate(a));
  }
  if (type === 'rectify') {
    return writtenShares(db, userId, and(eq(payments.status, 'rectify'), isNull(payments.cancelledAt)), [
      desc(payments.updatedAt),
    ]);
  }
  // A debit under way when its game was cancelled still shows, until it ends (paid and refunded, or not).
  const stillOwed = or(
    eq(payments.status, 'processing'),
    and(eq(payments.status, 'coming'), isNull(payments.cancelledAt)),
  );
  const pending = await writtenShares(db, userId, stillOwed, [asc(reservations.startsAt)]);
  // A written share is listed under its reservation's id, as the estimate it replaces was.
  const written = pending.map((line) => ({ ...line, id: line.reservationId }));
  return [...written, ...(await estimatedShares(db, userId))];
}
