// Answering an invitation: the player and their family contacts accept, refuse or say maybe. The places are
// counted under a row lock on the reservation, and the database's trigger (migration 0009) refuses any
// accept that would overflow `nb_place_max` even if some other code forgot the lock.

import { reservationStateTexts } from '@multisalle/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, participantAnswers, reservationParticipants, reservations } from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import type { FaultHook } from '../fault-points.ts';
import { announceSessionChange } from '../hall-stream/announce.ts';
import { planAcceptConfirmations, planAnswersDigest, planRemovalNotice } from '../notices/plan-notices.ts';
import { checkOpenJoin, recordOpenJoins } from '../open-games/join-rules.ts';
import { linkOf } from '../open-games/link.ts';
import { checkAcceptConditions } from './accept-conditions.ts';
import type { InvitationMailer } from './invitation-mails.ts';
import { acceptsAnswers, reservationState } from './lifecycle.ts';
import { checkDiscountChoices, recordDiscountChoices } from './participant-discounts.ts';
import { lockReservation, openWaitingLines, placesHeldForOthers } from './waiting-lines.ts';
import { markTaken, offerFreedPlaces, type PlaceOffer, sendPlaceOffers } from './waiting-list.ts';

/** French messages of the answers. */
export const answerMessages = {
  organiserAccepts:
    "Vous êtes l'organisateur de cette réservation\u00a0: votre participation est déjà acceptée.",
  linkClosed: "L'organisateur ne partage plus le lien de cette invitation.",
  notOrganiser: "Seul l'organisateur peut retirer un participant.",
  organiserStays: "L'organisateur ne peut pas être retiré de sa réservation.",
} as const;

/**
 * One answer of the submit (spec 1 « Response submit item »): `idUser` is a contact id; `discounts` the
 * status-based discounts chosen with an accept (none when absent).
 */
export interface AnswerItem {
  idUser: number;
  reponse: 0 | 1 | 2;
  discounts?: readonly number[];
}

/** What an answer needs besides the database: the mailer of the place offers, and the app's fault hook. */
export interface AnswerDeps extends InvitationMailer {
  /** Awaited inside the answer's transaction (`invitation-answer`); none in production. */
  faultPoint?: FaultHook | undefined;
}

/** Who answers: the signed-in account. */
export interface Answerer {
  userId: number;
  contactId: number;
}

/** The state refusal of a reservation that takes no more answers, in the invitation page's words. */
function closedError(state: ReturnType<typeof reservationState>): Refusal {
  if (state === 'finalisee') return new Refusal('conflict', reservationStateTexts.finalisee.detail);
  if (state === 'cancelled') return new Refusal('conflict', reservationStateTexts.cancelled.detail);
  if (state === 'on_going') return new Refusal('conflict', reservationStateTexts.on_going.title);
  return new Refusal('conflict', reservationStateTexts.finished.detail);
}

/** True when PostgreSQL refused the row for the places guard of migration 0009. */
function isPlacesFull(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { constraint, message } = e as { constraint?: string; message?: string };
    if (constraint === 'reservation_places_full' || /is full/.test(message ?? '')) return true;
  }
  return false;
}

/**
 * Records the answers of a signed-in player for themselves and their family contacts on the reservation
 * reached by the invitation link (`reservationId` + `token`). Answers must still be open (`validate`), each
 * `idUser` must be the caller's own contact or one of their family, and accepting must fit in the places
 * left: RESERVATION-019 otherwise, and nothing is written. An accept also needs the caller to meet the
 * hall's conditions (conventions, phone, safety video, saved card: `checkAcceptConditions`), else a 403
 * names the first one missing (`MULTISALLE-003` to `006`) and nothing is written.
 */
export async function answerInvitation(
  db: Database,
  deps: AnswerDeps,
  request: { reservationId: string; token: string; answers: AnswerItem[]; caller: Answerer },
  now = new Date(),
): Promise<void> {
  const { caller, answers } = request;
  const contactIds = [...new Set(answers.map((a) => a.idUser))];
  const family = contactIds.filter((id) => id !== caller.contactId);
  if (family.length > 0) {
    const own = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, family), eq(contacts.parentUserId, caller.userId)));
    if (own.length !== family.length) throw new CatalogueError('CONTACT-007');
  }
  let offers: PlaceOffer[] = [];
  try {
    offers = await db.transaction(async (tx) => {
      // The lock makes concurrent answers on one reservation count the places one after the other.
      const [reservation] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, request.reservationId))
        .for('update');
      // The invitation link, or an open game's public link with its own rules below.
      const link = reservation ? await linkOf(tx, reservation, request.token) : undefined;
      if (!reservation || !link) throw new CatalogueError('RESERVATION-001');
      const state = reservationState(reservation, now);
      if (!acceptsAnswers(state)) throw closedError(state);
      const isOrganiser = reservation.organiserUserId === caller.userId;
      const own = answers.find((a) => a.idUser === caller.contactId);
      if (isOrganiser && own && own.reponse !== participantAnswers.accepted)
        throw new Refusal('forbidden', answerMessages.organiserAccepts);

      const current = await tx
        .select()
        .from(reservationParticipants)
        .where(eq(reservationParticipants.reservationId, reservation.id));
      const onIt = new Map(current.filter((p) => p.contactId !== null).map((p) => [p.contactId, p]));
      if (link === 'invitation' && !reservation.isLinkSharingAllowed && !onIt.has(caller.contactId))
        throw new Refusal('forbidden', answerMessages.linkClosed);

      const answering = new Set(contactIds);
      const acceptedElsewhere = current.filter(
        (p) => p.answer === participantAnswers.accepted && !answering.has(p.contactId ?? -1),
      ).length;
      const accepting = answers.filter((a) => a.reponse === participantAnswers.accepted);
      // Places held for the waiting list's first in line are theirs until the hold ends.
      const held = placesHeldForOthers(await openWaitingLines(tx, [reservation.id]), now, caller.contactId);
      if (acceptedElsewhere + accepting.length + held > reservation.maxPlaces)
        throw new CatalogueError('RESERVATION-019');
      const joining = accepting
        .filter((a) => onIt.get(a.idUser)?.answer !== participantAnswers.accepted)
        .map((a) => a.idUser);
      if (link === 'open') await checkOpenJoin(tx, { reservation, caller, joining }, now);
      const organiserLine = current.find((p) => p.isOrganiser);
      const chosenDiscounts = await checkDiscountChoices(
        tx,
        reservation,
        caller.userId,
        organiserLine?.contactId ?? null,
        answers.map((a) => ({ ...a, discounts: a.discounts ?? [] })),
        now,
      );
      // Every accept (the player's own, the family members they pay for) asks what the invitation
      // page asks, whatever sent it; the organiser's own line was accepted by booking. A refusal needs nothing.
      if (accepting.some((a) => !onIt.get(a.idUser)?.isOrganiser))
        await checkAcceptConditions(tx, caller, reservation);

      // Refusals and maybes first: a player who swaps a family member for themselves frees the place first.
      const ordered = [...answers].sort((a, b) => a.reponse - b.reponse);
      for (const answer of ordered) {
        const existing = onIt.get(answer.idUser);
        if (existing) {
          if (existing.isOrganiser) continue;
          await tx
            .update(reservationParticipants)
            .set({ answer: answer.reponse })
            .where(eq(reservationParticipants.id, existing.id));
        } else {
          await tx.insert(reservationParticipants).values({
            reservationId: reservation.id,
            userId: answer.idUser === caller.contactId ? caller.userId : null,
            contactId: answer.idUser,
            answer: answer.reponse,
          });
        }
      }
      await deps.faultPoint?.('invitation-answer');
      await recordDiscountChoices(
        tx,
        reservation.id,
        answers.filter((a) => !onIt.get(a.idUser)?.isOrganiser).map((a) => a.idUser),
        chosenDiscounts,
      );
      if (link === 'open') await recordOpenJoins(tx, reservation.id, caller.userId, joining, now);
      await markTaken(
        tx,
        reservation.id,
        accepting.map((a) => a.idUser),
      );
      // The organiser hears of the answers in a digest, never of their own.
      if (!isOrganiser) {
        await planAnswersDigest(
          tx,
          reservation.id,
          answers.map((a) => ({ contactId: a.idUser, answer: a.reponse })),
          now,
        );
        // The player who accepts gets a confirmation of his own (the organiser had his at the booking).
        if (own?.reponse === participantAnswers.accepted)
          await planAcceptConfirmations(tx, reservation.id, [caller.userId], now);
      }
      // A refusal or a maybe may have freed a place: the waiting list's next in line gets it.
      return offerFreedPlaces(tx, reservation, now);
    });
  } catch (error) {
    if (isPlacesFull(error)) throw new CatalogueError('RESERVATION-019');
    throw error;
  }
  // The hall's screens count who is expected (« 3 joueurs sur 4 »).
  announceSessionChange(db, request.reservationId);
  await sendPlaceOffers(db, deps, offers);
}

/**
 * The organiser removes a participant (`reservation/suppression`): never themselves, and only while the
 * reservation takes answers. Removing a player also removes the family contacts they added.
 */
export async function removeParticipant(
  db: Database,
  mail: InvitationMailer,
  request: { reservationId: string; participantContactId: number; callerUserId: number },
  now = new Date(),
): Promise<void> {
  const offers = await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    if (reservation.organiserUserId !== request.callerUserId)
      throw new Refusal('forbidden', answerMessages.notOrganiser);
    const state = reservationState(reservation, now);
    if (!acceptsAnswers(state)) throw closedError(state);
    const [participant] = await tx
      .select()
      .from(reservationParticipants)
      .where(
        and(
          eq(reservationParticipants.reservationId, reservation.id),
          eq(reservationParticipants.contactId, request.participantContactId),
        ),
      );
    if (!participant) throw new CatalogueError('RESERVATION-009');
    if (participant.isOrganiser) throw new Refusal('forbidden', answerMessages.organiserStays);
    const removed = [participant.id];
    if (participant.userId !== null) {
      const family = await tx
        .select({ id: reservationParticipants.id })
        .from(reservationParticipants)
        .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
        .where(
          and(
            eq(reservationParticipants.reservationId, reservation.id),
            eq(contacts.parentUserId, participant.userId),
          ),
        );
      removed.push(...family.map((f) => f.id));
    }
    await tx.delete(reservationParticipants).where(inArray(reservationParticipants.id, removed));
    if (participant.userId !== null) await planRemovalNotice(tx, reservation.id, participant.userId, now);
    return offerFreedPlaces(tx, reservation, now);
  });
  announceSessionChange(db, request.reservationId);
  await sendPlaceOffers(db, mail, offers);
}

/** The organiser opens or closes the invitation link (`partage_lien_invitation`). */
export async function setLinkSharing(
  db: Database,
  request: { reservationId: string; allowed: boolean; callerUserId: number },
): Promise<void> {
  const [reservation] = await db
    .select({ organiser: reservations.organiserUserId })
    .from(reservations)
    .where(eq(reservations.id, request.reservationId));
  if (!reservation) throw new CatalogueError('RESERVATION-001');
  if (reservation.organiser !== request.callerUserId) throw new CatalogueError('RESERVATION-017');
  await db
    .update(reservations)
    .set({ isLinkSharingAllowed: request.allowed })
    .where(eq(reservations.id, request.reservationId));
}
