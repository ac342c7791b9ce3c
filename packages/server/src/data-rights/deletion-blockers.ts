// What holds an account deletion back: money the account still owes or will owe. Erasing the person then
// would leave a game without its organiser or a share nobody can be asked for; the player settles first.
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  participantAnswers,
  payments,
  refunds,
  reservationParticipants,
  reservations,
} from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { Executor } from '../reservations/waiting-lines.ts';
import { dataRightsMessages } from './messages.ts';

/**
 * Throws the French 409 of the first reason the account cannot be erased yet at `now`:
 * - it organises a reservation not cancelled, not settled, and still to play or to be paid;
 * - one of its shares is not paid (`coming`, `processing`, `rectify`), or it accepted (for itself or its
 *   family) a paid game already started whose shares are not written yet;
 * - a refund to its card is under way: erased, the player could no longer see it arrive, nor the hall reach
 *   them should it fail (a refund given up does not hold the deletion: the hall follows it in its console).
 */
export async function refuseWhileOwing(
  db: Executor,
  subject: { userId: number; contactIds: number[] },
  now: Date,
): Promise<void> {
  const [organised] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.organiserUserId, subject.userId),
        eq(reservations.status, 'validate'),
        isNull(reservations.settledAt),
        or(gt(reservations.startsAt, now), eq(reservations.isPaymentRequired, true)),
      ),
    )
    .limit(1);
  if (organised) throw new Refusal('conflict', dataRightsMessages.organisesGames);
  const [unpaid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.userId, subject.userId), inArray(payments.status, ['coming', 'processing', 'rectify'])),
    )
    .limit(1);
  const [unsettled] = await db
    .select({ id: reservations.id })
    .from(reservationParticipants)
    .innerJoin(reservations, eq(reservations.id, reservationParticipants.reservationId))
    .where(
      and(
        or(
          eq(reservationParticipants.userId, subject.userId),
          inArray(reservationParticipants.contactId, subject.contactIds),
        ),
        eq(reservationParticipants.answer, participantAnswers.accepted),
        eq(reservations.status, 'validate'),
        eq(reservations.isPaymentRequired, true),
        isNull(reservations.settledAt),
        lte(reservations.startsAt, now),
      ),
    )
    .limit(1);
  if (unpaid || unsettled) throw new Refusal('conflict', dataRightsMessages.paymentPending);
  const [refunding] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.userId, subject.userId), eq(refunds.status, 'pending')))
    .limit(1);
  if (refunding) throw new Refusal('conflict', dataRightsMessages.refundPending);
}
