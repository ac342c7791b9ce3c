// The hall's refunds as its managers follow them in the console: every refund of the hall's games, and a
// refund given up (the provider refused it, or stayed out of reach through every try) asked again.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { contacts, halls, refunds, reservations, zones } from '../../db/schema.ts';
import { Refusal } from '../../domain-errors/index.ts';
import { planJobs } from '../../jobs/job-queue.ts';
import { gameGroup } from '../../notices/plan-notices.ts';
import { formatZoned } from '../../planning/local-time.ts';
import { recordStaffAction, type StaffActor } from '../../staff/audit.ts';
import { REFUND_JOB } from './request-refunds.ts';

/** A refund's state as the console names it. */
export type RefundState = 'en-cours' | 'effectue' | 'echec';

const stateOf = { pending: 'en-cours', succeeded: 'effectue', failed: 'echec' } as const;
const statusOf = { 'en-cours': 'pending', effectue: 'succeeded', echec: 'failed' } as const;

/** One refund of the hall, as `GET /api/gestion/salles/{cle}/remboursements` lists it. */
export interface HallRefundView {
  id: string;
  statut: RefundState;
  montantCentimes: number;
  joueur: string;
  idReservation: string;
  terrain: string;
  debut: string;
  demandeLe: string;
  faitLe: string | null;
  tentatives: number;
  erreur: { code: string; message: string } | null;
}

export const hallRefundMessages = {
  unknown: "Ce remboursement n'existe pas dans cette salle.",
  notFailed:
    'Seul un remboursement en échec peut être relancé\u00a0: celui-ci est en cours ou déjà effectué.',
} as const;

/** The most refunds one list shows, newest first. */
export const MAX_LISTED_REFUNDS = 200;

function refundsOfHall(db: Database, hallId: number, where?: SQL) {
  return db
    .select({
      id: refunds.id,
      status: refunds.status,
      amountCents: refunds.amountCents,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      reservationId: refunds.reservationId,
      court: zones.label,
      startsAt: reservations.startsAt,
      timezone: halls.timezone,
      requestedAt: refunds.requestedAt,
      doneAt: refunds.doneAt,
      attempts: refunds.attempts,
      errorCode: refunds.errorCode,
      errorMessage: refunds.errorMessage,
    })
    .from(refunds)
    .innerJoin(reservations, eq(reservations.id, refunds.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(contacts, eq(contacts.userId, refunds.userId))
    .where(where ? and(eq(zones.hallId, hallId), where) : eq(zones.hallId, hallId))
    .orderBy(desc(refunds.requestedAt), desc(refunds.id))
    .limit(MAX_LISTED_REFUNDS);
}

function toView(row: Awaited<ReturnType<typeof refundsOfHall>>[number]): HallRefundView {
  return {
    id: row.id,
    statut: stateOf[row.status],
    montantCentimes: row.amountCents,
    joueur: `${row.firstName} ${row.lastName}`,
    idReservation: row.reservationId,
    terrain: row.court,
    // The hall's wall time with its offset, as the console's day writes a session's start.
    debut: formatZoned(row.startsAt, row.timezone),
    demandeLe: row.requestedAt.toISOString(),
    faitLe: row.doneAt?.toISOString() ?? null,
    tentatives: row.attempts,
    erreur: row.status === 'failed' ? { code: row.errorCode ?? '', message: row.errorMessage ?? '' } : null,
  };
}

/**
 * The hall's refunds, newest asked first (at most {@link MAX_LISTED_REFUNDS}), all or in one state.
 *
 * @example const failed = await hallRefunds(db, hallId, 'echec');
 */
export async function hallRefunds(
  db: Database,
  hallId: number,
  state?: RefundState,
): Promise<HallRefundView[]> {
  const rows = await refundsOfHall(db, hallId, state ? eq(refunds.status, statusOf[state]) : undefined);
  return rows.map(toView);
}

/**
 * Asks a failed refund of the hall again: back to pending with its tries counted from zero and its error
 * cleared, its job planned now, the action in the audit trail, all in one transaction. Only a failed
 * refund moves (a conditional update): two managers retrying at once plan one job. Its id is still the
 * provider's idempotency key, so a refund that in fact went through the first time is not made twice.
 *
 * @example await retryRefund(db, hallId, refundId, { staffId, email }, clock);
 */
export async function retryRefund(
  db: Database,
  hallId: number,
  refundId: string,
  actor: StaffActor,
  clock: Clock = systemClock,
): Promise<HallRefundView> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [refund] = await refundsOfHall(tx as unknown as Database, hallId, eq(refunds.id, refundId));
    if (!refund) throw new Refusal('not-found', hallRefundMessages.unknown);
    const [moved] = await tx
      .update(refunds)
      .set({ status: 'pending', attempts: 0, errorCode: null, errorMessage: null, doneAt: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed')))
      .returning({ id: refunds.id });
    if (!moved) throw new Refusal('conflict', hallRefundMessages.notFailed);
    await planJobs(tx, [
      {
        kind: REFUND_JOB,
        payload: { refundId },
        runAt: now,
        // The first job's key stays taken by its finished row: each retry is a job of its own.
        dedupeKey: `refund:${refundId}:relance:${now.getTime()}`,
        groupKey: gameGroup(refund.reservationId),
      },
    ]);
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'paiement.relance',
      {
        idRemboursement: refundId,
        idReservation: refund.reservationId,
        montantCentimes: refund.amountCents,
        joueur: `${refund.firstName} ${refund.lastName}`,
        erreurPrecedente: refund.errorMessage,
      },
      now,
    );
    return toView({
      ...refund,
      status: 'pending',
      attempts: 0,
      errorCode: null,
      errorMessage: null,
      doneAt: null,
    });
  });
}
