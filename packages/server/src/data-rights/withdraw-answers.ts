// Inside the erasure's transaction: the deleted person's answers (and their family's) to games not played yet
// are withdrawn, the places they held go to the waiting lists, and each organiser is told once, after
// the commit, in a mail that names nobody.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  participantAnswers,
  reservationParticipants,
  reservations,
  users,
  waitingListEntries,
} from '../db/schema.ts';
import { describeWhen, type InvitationMailer } from '../reservations/invitation-mails.ts';
import { findReservation } from '../reservations/invitation-view.ts';
import type { Transaction } from '../reservations/waiting-lines.ts';
import { offerFreedPlaces, type PlaceOffer, sendPlaceOffers } from '../reservations/waiting-list.ts';
import { withdrawalMail } from './messages.ts';

/** An organiser to tell that answers to their reservation were withdrawn. */
export interface WithdrawalNotice {
  reservationId: string;
  organiserUserId: number;
  freedPlaces: number;
}

/** What the withdrawal leaves to do once the transaction has committed. */
export interface Withdrawal {
  offers: PlaceOffer[];
  notices: WithdrawalNotice[];
}

/**
 * Withdraws, under each reservation's row lock (the lock the answers take), every line of `subject` on a
 * reservation that has not started and is not settled, and their waiting lines everywhere. Lines on games
 * already played stay, for the other players' history and the accounts.
 */
export async function withdrawComingAnswers(
  tx: Transaction,
  subject: { userId: number; contactIds: number[] },
  now: Date,
): Promise<Withdrawal> {
  const theirs = or(
    eq(reservationParticipants.userId, subject.userId),
    inArray(reservationParticipants.contactId, subject.contactIds),
  );
  const answered = tx
    .select({ id: reservationParticipants.reservationId })
    .from(reservationParticipants)
    .where(theirs);
  const waiting = tx
    .select({ id: waitingListEntries.reservationId })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.userId, subject.userId));
  // Locked in id order, as every other path locks one reservation at a time: no deadlock between them.
  const coming = await tx
    .select()
    .from(reservations)
    .where(
      and(
        gt(reservations.startsAt, now),
        isNull(reservations.settledAt),
        or(inArray(reservations.id, answered), inArray(reservations.id, waiting)),
      ),
    )
    .orderBy(reservations.id)
    .for('update');
  await tx.delete(waitingListEntries).where(eq(waitingListEntries.userId, subject.userId));
  if (coming.length === 0) return { offers: [], notices: [] };
  const removed = await tx
    .delete(reservationParticipants)
    .where(
      and(
        theirs,
        inArray(
          reservationParticipants.reservationId,
          coming.map((r) => r.id),
        ),
      ),
    )
    .returning({
      reservationId: reservationParticipants.reservationId,
      answer: reservationParticipants.answer,
    });
  const offers: PlaceOffer[] = [];
  const notices: WithdrawalNotice[] = [];
  for (const reservation of coming) {
    offers.push(...(await offerFreedPlaces(tx, reservation, now)));
    const lines = removed.filter((line) => line.reservationId === reservation.id);
    // A refusal changes nothing for the organiser; an accept or a maybe does.
    const mattered = lines.filter((line) => line.answer !== participantAnswers.declined);
    if (mattered.length === 0 || reservation.status !== 'validate') continue;
    if (reservation.organiserUserId === subject.userId) continue;
    notices.push({
      reservationId: reservation.id,
      organiserUserId: reservation.organiserUserId,
      freedPlaces: mattered.filter((line) => line.answer === participantAnswers.accepted).length,
    });
  }
  return { offers, notices };
}

/** After the commit: the places offered to the waiting lists, and one mail per organiser and reservation. */
export async function announceWithdrawal(
  db: Database,
  mail: InvitationMailer & { brand: string },
  withdrawal: Withdrawal,
): Promise<void> {
  await sendPlaceOffers(db, mail, withdrawal.offers);
  const link = `${mail.siteUrl}/profile?q=reservation`;
  for (const notice of withdrawal.notices) {
    const found = await findReservation(db, notice.reservationId);
    const [organiser] = await db
      .select({ email: users.email, pseudo: contacts.pseudonym })
      .from(users)
      .innerJoin(contacts, eq(contacts.userId, users.id))
      .where(and(eq(users.id, notice.organiserUserId), isNull(users.deletedAt)));
    if (!found || !organiser) continue;
    const { subject, text } = withdrawalMail({
      organiserPseudonym: organiser.pseudo,
      brand: mail.brand,
      sport: found.sport.label,
      hall: found.hall.name,
      when: describeWhen(found.reservation),
      freedPlaces: notice.freedPlaces,
      link,
    });
    await mail.mailer.sendMail({ to: organiser.email, subject, text, links: [link] });
  }
}
