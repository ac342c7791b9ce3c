// The waiting list of a full reservation (beyond the spec: « Me prévenir si une place se libère »). A
// player joins while no place is left; when one frees (a refusal, a removal, an expired hold), the first
// in line gets a mail and the place is held for them 30 minutes, then it passes to the next. Every change
// runs under the reservation's row lock, the same lock the answers take, so holds and accepts never race.

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  PLACE_HOLD_MS,
  participantAnswers,
  reservationParticipants,
  reservations,
  users,
  waitingListEntries,
} from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { repeatEvery } from '../jobs/repeat-every.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';
import { linkOf } from '../open-games/link.ts';
import { openPlacesOnLink } from '../open-games/link-places.ts';
import { answerWords } from './answer-words.ts';
import { describeWhen, type InvitationMailer, mailTime } from './invitation-mails.ts';
import { findReservation } from './invitation-view.ts';
import { acceptsAnswers, reservationState } from './lifecycle.ts';
import {
  type Executor,
  lockReservation,
  openWaitingLines,
  placesHeldForOthers,
  type Transaction,
} from './waiting-lines.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** French messages of the waiting list. */
export const waitingListMessages = {
  alreadyPlaying: 'Vous participez déjà à cette réservation.',
  placeFree: "Une place est libre\u00a0: acceptez l'invitation pour la prendre.",
  notOnList: "Vous n'êtes pas sur la liste d'attente de cette réservation.",
  closed: "Les réponses à cette réservation sont closes\u00a0: la liste d'attente aussi.",
  linkClosed: "L'organisateur ne partage plus le lien de cette invitation.",
} as const;

/** A place held for a player: whom to write to, and until when. */
export interface PlaceOffer {
  reservationId: string;
  userId: number;
  contactId: number;
  expiresAt: Date;
}

async function acceptedOn(tx: Executor, reservationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, reservationId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Under the reservation's lock: ends the holds that ran out, then offers each free place to the next in
 * line, held 30 minutes. Returns the new offers, for {@link sendPlaceOffers} once the transaction commits.
 * A reservation that takes no more answers offers nothing.
 */
export async function offerFreedPlaces(
  tx: Transaction,
  reservation: ReservationRow,
  now: Date,
): Promise<PlaceOffer[]> {
  await tx
    .update(waitingListEntries)
    .set({ status: 'expired' })
    .where(
      and(
        eq(waitingListEntries.reservationId, reservation.id),
        eq(waitingListEntries.status, 'offered'),
        lte(waitingListEntries.offerExpiresAt, now),
      ),
    );
  if (!acceptsAnswers(reservationState(reservation, now))) {
    // Answers are closed for good: nobody will get a place, and the timer need not look again.
    await tx
      .update(waitingListEntries)
      .set({ status: 'expired', offerExpiresAt: null })
      .where(
        and(
          eq(waitingListEntries.reservationId, reservation.id),
          inArray(waitingListEntries.status, ['waiting', 'offered']),
        ),
      );
    return [];
  }
  const lines = await openWaitingLines(tx, [reservation.id]);
  const free =
    reservation.maxPlaces - (await acceptedOn(tx, reservation.id)) - placesHeldForOthers(lines, now);
  if (free <= 0) return [];
  const expiresAt = new Date(now.getTime() + PLACE_HOLD_MS);
  const next = lines.filter((l) => l.status === 'waiting').slice(0, free);
  const offers: PlaceOffer[] = [];
  for (const line of next) {
    await tx
      .update(waitingListEntries)
      .set({ status: 'offered', offerExpiresAt: expiresAt })
      .where(
        and(
          eq(waitingListEntries.reservationId, reservation.id),
          eq(waitingListEntries.contactId, line.contactId),
        ),
      );
    offers.push({ reservationId: reservation.id, userId: line.userId, contactId: line.contactId, expiresAt });
  }
  return offers;
}

/**
 * Writes to each player a place was offered to: the place is theirs until the hold ends, and the mail's
 * first link accepts the invitation. Runs after the transaction (the outbox write must not wait on it).
 */
export async function sendPlaceOffers(db: Database, deps: InvitationMailer, offers: PlaceOffer[]) {
  for (const offer of offers) {
    const found = await findReservation(db, offer.reservationId);
    const [player] = await db
      .select({ email: users.email, pseudo: contacts.pseudonym })
      .from(users)
      .innerJoin(contacts, eq(contacts.userId, users.id))
      .where(eq(users.id, offer.userId));
    if (!found || !player) continue;
    const { reservation, hall, sport } = found;
    const page = `${deps.siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`;
    const accept = `${page}/${answerWords[2]}/${offer.contactId}`;
    await deps.mailer.sendMail({
      to: player.email,
      subject: `Une place s'est libérée\u00a0: ${sport.label} à ${hall.name}, ${describeWhen(reservation)}`,
      text: [
        `Bonjour ${player.pseudo},`,
        '',
        `Une place s'est libérée pour le ${sport.label} à ${hall.name} ${describeWhen(reservation)}.`,
        `Elle vous est réservée jusqu'à ${mailTime(offer.expiresAt)}\u00a0: acceptez l'invitation pour la prendre.`,
        '',
        `Accepter\u00a0: ${accept}`,
        `Voir l'invitation\u00a0: ${page}`,
      ].join('\n'),
      links: [accept, page],
    });
  }
}

/** Who joins or leaves: the signed-in account and its own contact. */
export interface WaitingPlayer {
  userId: number;
  contactId: number;
}

/**
 * Puts the caller in line on the reservation reached by the link. Only while answers are open, only when
 * no place is left for them (else they should accept), never for a player who already accepted. Joining
 * again keeps one's place in line; after leaving or an expired hold, it is the back of the line.
 * Returns the caller's position, 1 for the first in line.
 */
export async function joinWaitingList(
  db: Database,
  request: { reservationId: string; token: string; caller: WaitingPlayer },
  now = new Date(),
): Promise<{ position: number }> {
  const { caller } = request;
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    const link = await linkOf(tx, reservation, request.token);
    if (!link) throw new CatalogueError('RESERVATION-001');
    if (!acceptsAnswers(reservationState(reservation, now)))
      throw new Refusal('conflict', waitingListMessages.closed);
    const [mine] = await tx
      .select({ answer: reservationParticipants.answer })
      .from(reservationParticipants)
      .where(
        and(
          eq(reservationParticipants.reservationId, reservation.id),
          eq(reservationParticipants.contactId, caller.contactId),
        ),
      );
    if (link === 'invitation' && !reservation.isLinkSharingAllowed && !mine)
      throw new Refusal('forbidden', waitingListMessages.linkClosed);
    if (mine?.answer === participantAnswers.accepted)
      throw new Refusal('conflict', waitingListMessages.alreadyPlaying);
    const lines = await openWaitingLines(tx, [reservation.id]);
    let free =
      reservation.maxPlaces -
      (await acceptedOn(tx, reservation.id)) -
      placesHeldForOthers(lines, now, caller.contactId);
    // Through an open game's public link, « full » is when the places offered to strangers are taken.
    if (link === 'open') free = await openPlacesOnLink(tx, reservation, caller.userId, free);
    if (free > 0) throw new Refusal('conflict', waitingListMessages.placeFree);
    if (!lines.some((l) => l.contactId === caller.contactId)) {
      await tx
        .insert(waitingListEntries)
        .values({
          reservationId: reservation.id,
          userId: caller.userId,
          contactId: caller.contactId,
          joinedAt: now,
        })
        .onConflictDoUpdate({
          target: [waitingListEntries.reservationId, waitingListEntries.contactId],
          set: { status: 'waiting', joinedAt: now, offerExpiresAt: null },
        });
    }
    const inLine = (await openWaitingLines(tx, [reservation.id])).filter((l) => l.status === 'waiting');
    return { position: inLine.findIndex((l) => l.contactId === caller.contactId) + 1 };
  });
}

/** Takes the caller off the list; a place they were holding goes to the next in line (mailed). */
export async function leaveWaitingList(
  db: Database,
  deps: InvitationMailer,
  request: { reservationId: string; token: string; caller: WaitingPlayer },
  now = new Date(),
): Promise<void> {
  const offers = await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    if (!(await linkOf(tx, reservation, request.token))) throw new CatalogueError('RESERVATION-001');
    const left = await tx
      .update(waitingListEntries)
      .set({ status: 'left', offerExpiresAt: null })
      .where(
        and(
          eq(waitingListEntries.reservationId, reservation.id),
          eq(waitingListEntries.contactId, request.caller.contactId),
          inArray(waitingListEntries.status, ['waiting', 'offered']),
        ),
      )
      .returning({ id: waitingListEntries.id });
    if (left.length === 0) throw new Refusal('conflict', waitingListMessages.notOnList);
    return offerFreedPlaces(tx, reservation, now);
  });
  await sendPlaceOffers(db, deps, offers);
}

/**
 * Marks the lines of players who just accepted as `taken` (under the answer's lock): whether they came
 * from the mail's link or found a place by themselves, they are in and off the list.
 */
export async function markTaken(tx: Transaction, reservationId: string, contactIds: number[]) {
  if (contactIds.length === 0) return;
  await tx
    .update(waitingListEntries)
    .set({ status: 'taken', offerExpiresAt: null })
    .where(
      and(
        eq(waitingListEntries.reservationId, reservationId),
        inArray(waitingListEntries.contactId, contactIds),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    );
}

/**
 * Ends the holds that ran out and offers the free places of every reservation with someone in line: the
 * server runs it every minute, so a hold passes to the next even if nobody opens the page. Returns how
 * many places were offered.
 */
export async function sweepWaitingLists(db: Database, deps: InvitationMailer, now = new Date()) {
  const rows = await db
    .selectDistinct({ id: waitingListEntries.reservationId })
    .from(waitingListEntries)
    .where(inArray(waitingListEntries.status, ['waiting', 'offered']));
  let offered = 0;
  for (const { id } of rows) offered += await offerPlacesOf(db, deps, id, now);
  return offered;
}

/**
 * Offers the places free on one reservation to its waiting list now (under the reservation's row lock) and
 * mails the offers; for a change made outside an answer, such as a deleted family member. Returns how
 * many offers went out.
 */
export async function offerPlacesOf(
  db: Database,
  deps: InvitationMailer,
  reservationId: string,
  now = new Date(),
): Promise<number> {
  const offers = await db.transaction(async (tx) => {
    const [reservation] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    return reservation ? offerFreedPlaces(tx, reservation, now) : [];
  });
  await sendPlaceOffers(db, deps, offers);
  return offers.length;
}

/**
 * Runs {@link sweepWaitingLists} every `intervalMs` (60 s) in the server process (see {@link repeatEvery}),
 * at the time of `clock` (the server's). Returns a stop function.
 */
export function startWaitingListTimer(
  db: Database,
  deps: InvitationMailer,
  {
    intervalMs = 60_000,
    clock = systemClock,
    log = defaultLogger(),
  }: { intervalMs?: number; clock?: Clock; log?: Logger } = {},
): () => void {
  return repeatEvery(
    intervalMs,
    'Waiting list run',
    async () => {
      const offered = await sweepWaitingLists(db, deps, clock.now());
      if (offered > 0) log.info({ offered }, `Waiting lists: ${offered} place(s) offered.`);
    },
    log,
  );
}
