// Planning a game's notices, in the transaction of the change that causes them: booked (confirmation,
// reminders 24 h and 2 h before), cancelled (reminders called off, everyone told). Nothing in the product
// moves a booked game (no reservation change, no hall-side change): a feature that does must call off the
// game's reminders and plan them again at the new start, in its own transaction.
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema.ts';
import { cancelJobs, type JobExecutor, type PlannedJob, planJobs } from '../jobs/job-queue.ts';

/** The kinds of notice jobs. A `…-to` job sends one notice to one account; the others fan out. */
export const noticeKinds = {
  bookingConfirmed: 'notice.booking-confirmed',
  acceptConfirmedTo: 'notice.accept-confirmed-to',
  reminder: 'notice.reminder',
  reminderTo: 'notice.reminder-to',
  gameCancelled: 'notice.game-cancelled',
  gameCancelledTo: 'notice.game-cancelled-to',
  answersDigest: 'notice.answers-digest',
  answersDigestSms: 'notice.answers-digest-sms',
  cardExpiring: 'notice.card-expiring',
  removedTo: 'notice.removed-to',
  paymentReceipt: 'notice.payment-receipt',
  paymentRefused: 'notice.payment-refused',
  hallNews: 'notice.hall-news',
  hallNewsTo: 'notice.hall-news-to',
  hallNewsSmsTo: 'notice.hall-news-sms-to',
  joinRequest: 'notice.join-request',
  requestDecisionTo: 'notice.request-decision-to',
} as const;

/** The reminders before a game, in hours (24 h by mail, 2 h by SMS when allowed). */
export const REMINDER_HOURS = [24, 2] as const;
const HOUR = 3_600_000;

/** The group of a game's jobs. */
export const gameGroup = (reservationId: string) => `reservation:${reservationId}`;

/** The reminders of a game that starts at `startsAt`, those still in the future at `now`. */
function reminders(reservationId: string, startsAt: Date, now: Date): PlannedJob[] {
  return REMINDER_HOURS.map((hoursBefore) => ({
    hoursBefore,
    runAt: new Date(startsAt.getTime() - hoursBefore * HOUR),
  }))
    .filter(({ runAt }) => runAt.getTime() > now.getTime())
    .map(({ hoursBefore, runAt }) => ({
      kind: noticeKinds.reminder,
      payload: { reservationId, hoursBefore, startsAt: startsAt.toISOString() },
      runAt,
      // The start is part of the key: a game planned again at another start gets its own reminders, once.
      dedupeKey: `reminder:${hoursBefore}:${reservationId}:${startsAt.getTime()}`,
      groupKey: gameGroup(reservationId),
    }));
}

/**
 * A game was booked: the organiser's confirmation now, the reminders before it.
 *
 * @example await planBookingNotices(tx, { reservationId, startsAt }, now);
 */
export async function planBookingNotices(
  executor: JobExecutor,
  game: { reservationId: string; startsAt: Date },
  now = new Date(),
): Promise<void> {
  await planJobs(executor, [
    {
      kind: noticeKinds.bookingConfirmed,
      payload: { reservationId: game.reservationId },
      runAt: now,
      dedupeKey: `booking-confirmed:${game.reservationId}`,
      groupKey: gameGroup(game.reservationId),
    },
    ...reminders(game.reservationId, game.startsAt, now),
  ]);
}

/**
 * Players accepted an invitation: each one's own confirmation (the game, the hall's address, his QR link, the
 * .ics), once per player and game whatever the answers after (an accept, a refusal, an accept again).
 *
 * @example await planAcceptConfirmations(tx, reservationId, [caller.userId], now);
 */
export async function planAcceptConfirmations(
  executor: JobExecutor,
  reservationId: string,
  userIds: number[],
  now = new Date(),
): Promise<void> {
  await planJobs(
    executor,
    userIds.map((userId) => ({
      kind: noticeKinds.acceptConfirmedTo,
      payload: { reservationId, userId },
      runAt: now,
      dedupeKey: `accept-confirmed:${reservationId}:${userId}`,
      groupKey: gameGroup(reservationId),
    })),
  );
}

/**
 * A game was cancelled: its reminders are called off, and everyone accepted is told.
 *
 * @example await planCancellationNotices(tx, reservationId, now);
 */
export async function planCancellationNotices(
  executor: JobExecutor,
  reservationId: string,
  now = new Date(),
) {
  await cancelJobs(executor, gameGroup(reservationId), noticeKinds.reminder, now);
  await planJobs(executor, [
    {
      kind: noticeKinds.gameCancelled,
      payload: { reservationId },
      runAt: now,
      dedupeKey: `game-cancelled:${reservationId}`,
      groupKey: gameGroup(reservationId),
    },
  ]);
}

/**
 * A share's debit ended, paid or refused: its owner is told once (a receipt, or the way to regularise). The
 * order is part of the key: a share refused, then regularised by a new order, gets a notice for each.
 *
 * @example await planPaymentNotice(tx, { paymentId, orderId, reservationId, status: 'paid' });
 */
export async function planPaymentNotice(
  executor: JobExecutor,
  debit: { paymentId: number; orderId: string; reservationId: string; status: 'paid' | 'rectify' },
  now = new Date(),
): Promise<void> {
  const kind = debit.status === 'paid' ? noticeKinds.paymentReceipt : noticeKinds.paymentRefused;
  await planJobs(executor, [
    {
      kind,
      payload: { paymentId: debit.paymentId, orderId: debit.orderId, reservationId: debit.reservationId },
      runAt: now,
      dedupeKey: `${kind}:${debit.paymentId}:${debit.orderId}`,
      groupKey: gameGroup(debit.reservationId),
    },
  ]);
}

/** The organiser hears of the answers at most once per this window (not one notice per click). */
export const ANSWERS_WINDOW_MS = 15 * 60_000;

/** One answer as the organiser's digest tells it. */
export interface DigestAnswer {
  contactId: number;
  answer: number;
}

/**
 * Answers to a game's invitation: added to the organiser's digest of the current 15-minute window, sent
 * when the window ends. The window's job is planned by its first answer; the next answers of the window
 * join its list while it waits (a job already sent is left alone: a later answer is in the next window).
 *
 * @example await planAnswersDigest(tx, reservationId, [{ contactId: 12, answer: 2 }], now);
 */
export async function planAnswersDigest(
  executor: JobExecutor,
  reservationId: string,
  answers: DigestAnswer[],
  now = new Date(),
): Promise<void> {
  if (answers.length === 0) return;
  const window = Math.floor(now.getTime() / ANSWERS_WINDOW_MS);
  const answered = answers.map((a) => ({ ...a, at: now.toISOString() }));
  await executor
    .insert(jobs)
    .values({
      kind: noticeKinds.answersDigest,
      payload: { reservationId, answers: answered },
      runAt: new Date((window + 1) * ANSWERS_WINDOW_MS),
      dedupeKey: `answers:${reservationId}:${window}`,
      groupKey: gameGroup(reservationId),
    })
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        payload: sql`jsonb_set(${jobs.payload}, '{answers}', (${jobs.payload} -> 'answers') || (excluded.payload -> 'answers'))`,
        updatedAt: now,
      },
      setWhere: sql`${jobs.state} = 'pending'`,
    });
}

/**
 * The organiser removed a player from their game: the player is told (their family members went with them).
 *
 * @example await planRemovalNotice(tx, reservationId, userId, now);
 */
export async function planRemovalNotice(
  executor: JobExecutor,
  reservationId: string,
  userId: number,
  now = new Date(),
): Promise<void> {
  await planJobs(executor, [
    {
      kind: noticeKinds.removedTo,
      payload: { reservationId, userId },
      runAt: now,
      dedupeKey: `removed:${reservationId}:${userId}:${now.getTime()}`,
      groupKey: gameGroup(reservationId),
    },
  ]);
}

/**
 * A player outside an open game's level range asked to join: the organiser is told, with the
 * player's pseudonym and level. A request asked again after a decline gets its own notice (`now` in the key).
 *
 * @example await planJoinRequestNotice(tx, { reservationId, contactId }, now);
 */
export async function planJoinRequestNotice(
  executor: JobExecutor,
  request: { reservationId: string; contactId: number },
  now = new Date(),
): Promise<void> {
  await planJobs(executor, [
    {
      kind: noticeKinds.joinRequest,
      payload: request,
      runAt: now,
      dedupeKey: `join-request:${request.reservationId}:${request.contactId}:${now.getTime()}`,
      groupKey: gameGroup(request.reservationId),
    },
  ]);
}

/**
 * The organiser accepted or declined a request to join their open game: the player is told.
 *
 * @example await planRequestDecisionNotice(tx, { reservationId, contactId, userId, isAccepted: true }, now);
 */
export async function planRequestDecisionNotice(
  executor: JobExecutor,
  decision: { reservationId: string; contactId: number; userId: number; isAccepted: boolean },
  now = new Date(),
): Promise<void> {
  await planJobs(executor, [
    {
      kind: noticeKinds.requestDecisionTo,
      payload: decision,
      runAt: now,
      dedupeKey: `request-decision:${decision.reservationId}:${decision.contactId}:${now.getTime()}`,
      groupKey: gameGroup(decision.reservationId),
    },
  ]);
}
