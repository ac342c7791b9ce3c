// The handlers of the notice jobs: a fan-out job plans one `…-to` job per account (each sent once, retried
// alone), and a `…-to` job checks the game as it stands now before it sends anything.

import { formatPriceCents } from '@multisalle/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  participantAnswers,
  paymentAliases,
  payments,
  refunds,
  reservationParticipants,
  reservations,
} from '../db/schema.ts';
import { planJobs } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/run-jobs.ts';
import { reservationCalendar } from '../reservations/agenda.ts';
import { type GameFacts, loadGameFacts } from './game-facts.ts';
import { hallNewsNoticeHandlers } from './hall-news-notices.ts';
import type { NoticeDeps } from './notice-deps.ts';
import { openGameNoticeHandlers } from './open-game-notices.ts';
import { ANSWERS_WINDOW_MS, gameGroup, noticeKinds } from './plan-notices.ts';
import { readChoices } from './preferences.ts';
import { isQuietHour, smsSendingTime } from './quiet-hours.ts';
import { acceptedRecipients, organiserOf, type Recipient, recipientsByIds } from './recipients.ts';
import { answersDigestSms, hallCancellationSms } from './sms/sms-texts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The mails' words and layouts, loaded with the first notice sent: react-email's components weigh about
 * half a second to import, which every process (and every server test) paid at start for nothing.
 */
let composing: Promise<typeof import('./compose.tsx')> | undefined;
const compose = () => {
  composing ??= import('./compose.tsx');
  return composing;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** How a digest line says an answer. */
const answerWords: Record<number, string> = {
  [participantAnswers.accepted]: 'a accepté',
  [participantAnswers.declined]: 'a décliné',
  [participantAnswers.maybe]: 'a répondu peut-être',
};

/**
 * The digest's lines, one per person with their latest answer of the window, and the game's count now.
 * A person who answered then changed their mind within the window appears once, with the last answer.
 */
async function digestOf(db: Database, reservationId: string, answered: unknown) {
  const latest = new Map<number, number>();
  for (const item of Array.isArray(answered) ? answered : []) {
    const contactId = int((item as { contactId?: unknown }).contactId);
    const answer = int((item as { answer?: unknown }).answer);
    if (contactId > 0 && answer in answerWords) {
      latest.delete(contactId);
      latest.set(contactId, answer);
    }
  }
  const names = latest.size
    ? await db
        .select({ id: contacts.id, pseudonym: contacts.pseudonym, firstName: contacts.firstName })
        .from(contacts)
        .where(inArray(contacts.id, [...latest.keys()]))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.pseudonym || n.firstName || 'Un joueur']));
  const lines = [...latest].map(
    ([contactId, answer]) => `${nameOf.get(contactId) ?? 'Un joueur'} ${answerWords[answer]}`,
  );
  const [reservation] = await db
    .select({ maxPlaces: reservations.maxPlaces })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const accepted = await db
    .select({ id: reservationParticipants.id })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, reservationId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    );
  return { lines, accepted: accepted.length, maxPlaces: reservation?.maxPlaces ?? 0 };
}

/**
 * The 15-minute window of a digest's answers, from its first answer's time (the window its job was
 * planned for): the key of the digest's SMS, sent once.
 */
function answersWindowOf(answered: unknown): number {
  const first = Array.isArray(answered) ? (answered[0] as { at?: unknown } | undefined) : undefined;
  return Math.floor(Date.parse(text(first?.at)) / ANSWERS_WINDOW_MS);
}

/** A share as its notice reads it now, with the last digits of its owner's saved card. */
async function shareOf(db: Database, paymentId: number) {
  const [share] = await db
    .select({
      userId: payments.userId,
      amountCents: payments.amountCents,
      status: payments.status,
      lastOrderId: payments.lastOrderId,
      failureReason: payments.failureReason,
      maskedPan: paymentAliases.maskedPan,
    })
    .from(payments)
    .leftJoin(paymentAliases, eq(paymentAliases.userId, payments.userId))
    .where(eq(payments.id, paymentId));
  return share;
}

/** One child job per recipient, run at once. */
async function fanOut(
  db: Database,
  kind: string,
  key: string,
  reservationId: string,
  payload: Record<string, unknown>,
  people: Recipient[],
  now: Date,
) {
  await planJobs(
    db,
    people.map((person) => ({
      kind,
      payload: { ...payload, reservationId, userId: person.userId },
      runAt: now,
      dedupeKey: `${key}:user:${person.userId}`,
      groupKey: gameGroup(reservationId),
    })),
  );
}

/** The game for the player's agenda, attached to a confirmation. */
const gameAttachment = (calendar: string) => ({
  filename: 'partie.ics',
  content: calendar,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

/**
 * The notice jobs' handlers, for {@link runDueJobs}.
 *
 * @example await runDueJobs(db, createNoticeHandlers(db, deps), { now });
 */
export function createNoticeHandlers(db: Database, deps: NoticeDeps): Record<string, JobHandler> {
  const game = (payload: Record<string, unknown>) =>
    loadGameFacts(db, text(payload.reservationId), deps.siteUrl);
  const context = (person: Recipient) => ({
    brand: deps.brand,
    to: person.email,
    pseudonym: person.pseudonym,
    accountUrl: `${deps.siteUrl}/profile?q=profile`,
  });
  const stillAccepted = async (facts: GameFacts, userId: number) =>
    (await acceptedRecipients(db, facts.reservationId)).find((person) => person.userId === userId);

  return {
    // Open games: a request to join, and the organiser's decision.
    ...openGameNoticeHandlers(db, deps, compose),

    async [noticeKinds.bookingConfirmed](payload) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled) return;
      const organiserId = await organiserOf(db, facts.reservationId);
      const [organiser] = await recipientsByIds(db, organiserId === undefined ? [] : [organiserId]);
      if (!organiser) return;
      const mail = await (await compose()).bookingConfirmedMail(facts, context(organiser));
      const calendar = await reservationCalendar(db, facts.reservationId, deps.siteUrl);
      await deps.mailer.deliverMail({
        ...mail,
        attachments: calendar ? [gameAttachment(calendar)] : [],
      });
    },

    async [noticeKinds.acceptConfirmedTo](payload) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled) return;
      // An accept taken back before the job ran: nothing to confirm.
      const person = await stillAccepted(facts, int(payload.userId));
      if (!person) return;
      const mail = await (await compose()).acceptConfirmedMail(facts, context(person));
      const calendar = await reservationCalendar(db, facts.reservationId, deps.siteUrl);
      await deps.mailer.deliverMail({ ...mail, attachments: calendar ? [gameAttachment(calendar)] : [] });
    },

    async [noticeKinds.reminder](payload, { now }) {
      const facts = await game(payload);
      // A game cancelled since (its reminders were called off), or moved by the development route
      // `commence-dans`: this reminder is not for the game as it stands.
      if (!facts || facts.isCancelled || facts.startsAt.toISOString() !== text(payload.startsAt)) return;
      const key = `reminder:${int(payload.hoursBefore)}:${facts.reservationId}:${facts.startsAt.getTime()}`;
      const people = await acceptedRecipients(db, facts.reservationId);
      await fanOut(
        db,
        noticeKinds.reminderTo,
        key,
        facts.reservationId,
        { hoursBefore: int(payload.hoursBefore) },
        people,
        now,
      );
    },

    async [noticeKinds.reminderTo](payload, { now }) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const person = await stillAccepted(facts, int(payload.userId));
      if (!person) return;
      const choices = await readChoices(db, person.userId);
      // The 2 h reminder goes by SMS to a verified phone, except in the quiet hours (then by mail).
      const isSms =
        int(payload.hoursBefore) <= 2 && choices.rappels.sms && person.isPhoneVerified && !isQuietHour(now);
      if (isSms && person.phone) {
        await deps.sms.send({ to: person.phone, text: (await compose()).reminderSms(facts, deps.brand) });
        return;
      }
      if (!choices.rappels.mail) return;
      // Not strictly transactional: a one-click unsubscribe (RFC 8058) with a signed link.
      const token = unsubscribeToken(await deps.signingKey(), person.userId, 'rappels');
      const unsubscribeUrl = `${deps.siteUrl}/api/v2/notifications/desabonnement/${token}`;
      const mail = await (await compose()).reminderMail(facts, { ...context(person), unsubscribeUrl });
      await deps.mailer.deliverMail({
        ...mail,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },

    async [noticeKinds.gameCancelled](payload, { now }) {
      const facts = await game(payload);
      if (!facts) return;
      const people = await acceptedRecipients(db, facts.reservationId);
      await fanOut(
        db,
        noticeKinds.gameCancelledTo,
        `game-cancelled:${facts.reservationId}`,
        facts.reservationId,
        {},
        people,
        now,
      );
    },

    async [noticeKinds.answersDigest](payload, { now }) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const digest = await digestOf(db, facts.reservationId, payload.answers);
      if (digest.lines.length === 0) return;
      const organiserId = await organiserOf(db, facts.reservationId);
      const [organiser] = await recipientsByIds(db, organiserId === undefined ? [] : [organiserId]);
      if (!organiser) return;
      const { reponses } = await readChoices(db, organiser.userId);
      // The SMS is a job of its own, planned before the mail goes (a retry plans it once): in the quiet
      // hours it waits for 8:00 while the mail goes now.
      const window = answersWindowOf(payload.answers);
      if (reponses.sms && organiser.isPhoneVerified && organiser.phone && Number.isFinite(window)) {
        await planJobs(db, [
          {
            kind: noticeKinds.answersDigestSms,
            payload: {
              reservationId: facts.reservationId,
              userId: organiser.userId,
              answers: payload.answers,
            },
            runAt: smsSendingTime(now),
            dedupeKey: `answers-sms:${facts.reservationId}:${window}`,
            groupKey: gameGroup(facts.reservationId),
          },
        ]);
      }
      if (!reponses.mail) return;
      // Not strictly transactional: a one-click unsubscribe (RFC 8058) for the answers' kind.
      const token = unsubscribeToken(await deps.signingKey(), organiser.userId, 'reponses');
      const unsubscribeUrl = `${deps.siteUrl}/api/v2/notifications/desabonnement/${token}`;
      const mail = await (await compose()).answersDigestMail(
        facts,
        { ...context(organiser), unsubscribeUrl },
        digest,
      );
      await deps.mailer.deliverMail({
        ...mail,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },

    async [noticeKinds.answersDigestSms](payload, { now }) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const userId = int(payload.userId);
      const [organiser] = await recipientsByIds(db, [userId]);
      // Turned off since, the phone no longer verified, or no longer the organiser: nothing to send.
      if (!organiser?.phone || !organiser.isPhoneVerified) return;
      if ((await organiserOf(db, facts.reservationId)) !== userId) return;
      if (!(await readChoices(db, userId)).reponses.sms) return;
      // A retry that fell in the quiet hours waits for 8:00.
      if (isQuietHour(now)) return { runAgainAt: smsSendingTime(now) };
      const digest = await digestOf(db, facts.reservationId, payload.answers);
      if (digest.lines.length === 0) return;
      const sms = answersDigestSms(
        facts,
        { answers: digest.lines.length, accepted: digest.accepted, maxPlaces: digest.maxPlaces },
        { brand: deps.brand, url: facts.reservationsUrl },
      );
      await deps.sms.send({ to: organiser.phone, text: sms });
    },

    async [noticeKinds.cardExpiring](payload, { now }) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      if (!person) return;
      const expiryText = `${String(int(payload.expiryMonth)).padStart(2, '0')}/${int(payload.expiryYear)}`;
      await deps.mailer.deliverMail(
        await (await compose()).cardExpiringMail(facts, context(person), { expiryText }),
      );
    },

    // A share's debit: told only if the share still stands as that order left it (a refused share already
    // regularised by the time the job runs gets its receipt from the new order instead).
    async [noticeKinds.paymentReceipt](payload) {
      const share = await shareOf(db, int(payload.paymentId));
      if (share?.status !== 'paid' || share.lastOrderId !== text(payload.orderId)) return;
      const facts = await game(payload);
      const [person] = await recipientsByIds(db, [share.userId]);
      if (!facts || !person) return;
      const cardDigits = share.maskedPan ? share.maskedPan.slice(-4) : null;
      const amountText = formatPriceCents(share.amountCents);
      await deps.mailer.deliverMail(
        await (await compose()).paymentReceiptMail(facts, context(person), { amountText, cardDigits }),
      );
    },

    async [noticeKinds.paymentRefused](payload) {
      const share = await shareOf(db, int(payload.paymentId));
      if (share?.status !== 'rectify' || share.lastOrderId !== text(payload.orderId)) return;
      const facts = await game(payload);
      const [person] = await recipientsByIds(db, [share.userId]);
      if (!facts || !person) return;
      const amountText = formatPriceCents(share.amountCents);
      await deps.mailer.deliverMail(
        await (await compose()).paymentRefusedMail(facts, context(person), {
          amountText,
          reason: share.failureReason,
        }),
      );
    },

    async [noticeKinds.removedTo](payload, { now }) {
      const facts = await game(payload);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      // Invited again since: nothing to tell.
      if (await stillAccepted(facts, int(payload.userId))) return;
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      if (person) await deps.mailer.deliverMail(await (await compose()).removedMail(facts, context(person)));
    },

    // A hall's news (« Nouvelles des salles »): fanned out, then one mail per player who chose it.
    ...hallNewsNoticeHandlers(db, deps, compose),

    async [noticeKinds.gameCancelledTo](payload, { now }) {
      const facts = await game(payload);
      if (!facts) return;
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      if (!person) return;
      // A game cancelled after it was settled: the player's debited share is refunded (asked with the
      // cancellation, so it is known by now).
      const [refunded] = await db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.reservationId, facts.reservationId), eq(refunds.userId, person.userId)));
      // A debit under way when the game was cancelled asks its refund only if it ends paid.
      const [underWay] = refunded?.cents
        ? []
        : await db
            .select({ amountCents: payments.amountCents })
            .from(payments)
            .where(
              and(
                eq(payments.reservationId, facts.reservationId),
                eq(payments.userId, person.userId),
                eq(payments.status, 'processing'),
              ),
            );
      const refund = refunded?.cents
        ? { amountText: formatPriceCents(refunded.cents), isUnderWay: false }
        : underWay
          ? { amountText: formatPriceCents(underWay.amountCents), isUnderWay: true }
          : null;
      await deps.mailer.deliverMail(
        await (await compose()).gameCancelledMail(facts, context(person), refund),
      );
      // Cancelled by the hall, maybe on the day: an SMS too to a verified phone whose player takes the games'
      // SMS, outside the quiet hours (the mail says it all in any case).
      const choices = await readChoices(db, person.userId);
      if (
        facts.hallCancellationReason &&
        choices.rappels.sms &&
        person.isPhoneVerified &&
        person.phone &&
        !isQuietHour(now)
      ) {
        await deps.sms.send({ to: person.phone, text: hallCancellationSms(facts, deps.brand) });
      }
    },
  };
}
