// Inviting past teammates: who they are, the participant line « attente » each invitation opens, and the
// mail with the answer links (the invitation page, the answer chosen) and the calendar file's link.

import { firstOfMonth, formatHallTime, formatTimeRange } from '@multisalle/core';
import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Mailer } from '../accounts/outbox.ts';
import type { Database } from '../db/client.ts';
import { contacts, participantAnswers, reservationParticipants, reservations, users } from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { answerWords } from './answer-words.ts';
import { findReservation } from './invitation-view.ts';
import { acceptsAnswers, reservationState, reservationStateTexts } from './lifecycle.ts';

/** A player who played with the caller before (`GET v2 anciens_equipiers`). */
export interface PastTeammate {
  idUser: number;
  idContact: number;
  pseudo: string;
}

/**
 * The accounts that accepted a reservation the caller also accepted, most recent first, at most 50.
 *
 * @example await pastTeammates(db, caller.userId)
 */
export async function pastTeammates(db: Database, userId: number): Promise<PastTeammate[]> {
  const mine = db
    .select({ id: reservationParticipants.reservationId })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.userId, userId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    );
  const rows = await db
    .select({
      idUser: reservationParticipants.userId,
      idContact: contacts.id,
      pseudo: contacts.pseudonym,
      startsAt: reservations.startsAt,
    })
    .from(reservationParticipants)
    .innerJoin(reservations, eq(reservations.id, reservationParticipants.reservationId))
    .innerJoin(contacts, eq(contacts.userId, reservationParticipants.userId))
    // A deleted account keeps its lines on played games, anonymised: nobody can invite it again.
    .innerJoin(users, and(eq(users.id, reservationParticipants.userId), isNull(users.deletedAt)))
    .where(
      and(
        inArray(reservationParticipants.reservationId, mine),
        isNotNull(reservationParticipants.userId),
        ne(reservationParticipants.userId, userId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    )
    .orderBy(desc(reservations.startsAt));
  const seen = new Map<number, PastTeammate>();
  for (const row of rows) {
    if (row.idUser !== null && !seen.has(row.idUser))
      seen.set(row.idUser, { idUser: row.idUser, idContact: row.idContact, pseudo: row.pseudo });
  }
  return [...seen.values()].slice(0, 50);
}

/** What {@link inviteTeammates} needs beyond the database. */
export interface InvitationMailer {
  mailer: Mailer;
  siteUrl: string;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Paris',
});
/** « le mardi 1er décembre de 18h00 à 19h30 », the session's day and times in a mail (times as the site writes them). */
export const describeWhen = (reservation: { startsAt: Date; endsAt: Date }) =>
  `le ${firstOfMonth(dateFormat.format(reservation.startsAt))} ${formatTimeRange(reservation.startsAt, reservation.endsAt)}`;

/** « 18h30 », a time of the day in a mail. */
export const mailTime = (at: Date) => formatHallTime(at);

/** « mardi 1er décembre à 19h15 », an instant in a mail (Paris time, times as the site writes them). */
export const describeInstant = (at: Date) => `${firstOfMonth(dateFormat.format(at))} à ${formatHallTime(at)}`;

/**
 * The organiser invites past teammates (`POST v2 invitation/ancien_equipier`): each one who really played
 * with them gets a participant line « attente » (once) and a mail with the answer links and the calendar.
 * Ids that are not the caller's past teammates are refused: nothing is sent then.
 */
export async function inviteTeammates(
  db: Database,
  deps: InvitationMailer,
  request: { reservationId: string; organiserUserId: number; userIds: number[] },
  now = new Date(),
): Promise<void> {
  const found = await findReservation(db, request.reservationId);
  if (!found) throw new CatalogueError('RESERVATION-001');
  const { reservation, hall, sport } = found;
  if (reservation.organiserUserId !== request.organiserUserId) throw new CatalogueError('RESERVATION-017');
  const state = reservationState(reservation, now);
  if (!acceptsAnswers(state)) throw new Refusal('conflict', reservationStateTexts.finalisee.detail);
  const teammates = new Map((await pastTeammates(db, request.organiserUserId)).map((t) => [t.idUser, t]));
  const invited = [...new Set(request.userIds)].map((id) => teammates.get(id));
  if (invited.some((t) => t === undefined)) throw new CatalogueError('CONTACT-007');

  const [organiser] = await db
    .select({ pseudo: contacts.pseudonym })
    .from(contacts)
    .where(eq(contacts.userId, request.organiserUserId));
  const when = describeWhen(reservation);
  const page = `${deps.siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`;
  const agenda = `${deps.siteUrl}/api/v2/reservation/${reservation.id}/agenda.ics?invitation=${reservation.invitationToken}`;
  for (const teammate of invited) {
    if (!teammate) continue;
    await db
      .insert(reservationParticipants)
      .values({
        reservationId: reservation.id,
        userId: teammate.idUser,
        contactId: teammate.idContact,
        answer: participantAnswers.maybe,
      })
      .onConflictDoNothing();
    const [account] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, teammate.idUser));
    if (!account) continue;
    const links = [
      `${page}/${answerWords[2]}/${teammate.idContact}`,
      `${page}/${answerWords[1]}/${teammate.idContact}`,
      `${page}/${answerWords[0]}/${teammate.idContact}`,
      agenda,
    ];
    await deps.mailer.sendMail({
      to: account.email,
      subject: `Invitation\u00a0: ${sport.label} à ${hall.name}, ${when}`,
      text: [
        `Bonjour ${teammate.pseudo},`,
        '',
        `${organiser?.pseudo ?? 'Un joueur'} vous invite à jouer au ${sport.label} à ${hall.name} ${when}.`,
        '',
        `Accepter\u00a0: ${links[0]}`,
        `Refuser\u00a0: ${links[1]}`,
        `Peut-être\u00a0: ${links[2]}`,
        '',
        `Ajouter à mon agenda\u00a0: ${agenda}`,
      ].join('\n'),
      links,
    });
  }
}
