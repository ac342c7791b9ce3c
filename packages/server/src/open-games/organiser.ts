// The organiser's side of an open game: open it (or change what it offers), close it, and see
// it with the requests and the players who came through the public link.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, openGamePlayers, openGames, reservations } from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { readLevels } from '../levels/read-levels.ts';
import { acceptedCount, participantsOf } from '../reservations/invitation-view.ts';
import { acceptsAnswers, reservationState } from '../reservations/lifecycle.ts';
import {
  type Executor,
  lockReservation,
  openWaitingLines,
  placesHeldForOthers,
  type Transaction,
} from '../reservations/waiting-lines.ts';
import { openGameOf } from './link.ts';
import { openGameMessages } from './messages.ts';
import { joinedThroughLink, openPlacesLeft } from './places.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** What the organiser offers: places, an optional 1–7 level range, a plain-text message (≤ 280). */
export interface OpenGameTerms {
  placesOffered: number;
  levelMin: number | null;
  levelMax: number | null;
  message: string;
}

/** The reservation, locked, when `userId` organises it; else 404 RESERVATION-001 or 403 RESERVATION-017. */
async function lockOwnReservation(tx: Transaction, reservationId: string, userId: number) {
  const reservation = await lockReservation(tx, reservationId);
  if (reservation.organiserUserId !== userId) throw new CatalogueError('RESERVATION-017');
  return reservation;
}

/** The reservation's own free places at `now`: places minus accepted minus held for the waiting list. */
export async function reservationFree(db: Executor, reservation: ReservationRow, now: Date) {
  const participants = await participantsOf(db as Database, [reservation.id]);
  const held = placesHeldForOthers(await openWaitingLines(db, [reservation.id]), now);
  return Math.max(0, reservation.maxPlaces - acceptedCount(participants) - held);
}

/**
 * Opens the game (or changes what it offers while open): only its organiser, only while it takes answers,
 * and never more places than the reservation has left beside those already taken through the link.
 * Reopening a closed game keeps its public link.
 */
export async function openGame(
  db: Database,
  request: { reservationId: string; callerUserId: number; terms: OpenGameTerms },
  now = new Date(),
): Promise<void> {
  const { terms } = request;
  await db.transaction(async (tx) => {
    const reservation = await lockOwnReservation(tx, request.reservationId, request.callerUserId);
    if (!acceptsAnswers(reservationState(reservation, now)))
      throw new Refusal('conflict', openGameMessages.closedAnswers);
    const joined = await joinedThroughLink(tx, reservation.id);
    if (terms.placesOffered > (await reservationFree(tx, reservation, now)) + joined)
      throw new Refusal('conflict', openGameMessages.tooManyOffered);
    const values = {
      placesOffered: terms.placesOffered,
      levelMin: terms.levelMin,
      levelMax: terms.levelMax,
      message: terms.message,
      openedAt: now,
      closedAt: null,
    };
    await tx
      .insert(openGames)
      .values({ reservationId: reservation.id, ...values })
      .onConflictDoUpdate({ target: openGames.reservationId, set: values });
  });
}

/** Closes the game: its public link admits nobody new; players already in stay. Closing twice is no error. */
export async function closeGame(
  db: Database,
  request: { reservationId: string; callerUserId: number },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const reservation = await lockOwnReservation(tx, request.reservationId, request.callerUserId);
    await tx
      .update(openGames)
      .set({ closedAt: now })
      .where(and(eq(openGames.reservationId, reservation.id), isNull(openGames.closedAt)));
  });
}

/**
 * The organiser's view of the game: whether it is open, its public link's token, what it offers, the places
 * left to strangers, and the players who came through the link or asked (pseudonym, level, status).
 */
export async function organiserView(
  db: Database,
  request: { reservationId: string; callerUserId: number },
  now = new Date(),
) {
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, request.reservationId));
  if (!reservation) throw new CatalogueError('RESERVATION-001');
  if (reservation.organiserUserId !== request.callerUserId) throw new CatalogueError('RESERVATION-017');
  const game = await openGameOf(db, reservation.id);
  if (!game) return { ouverte: false as const, partie: null };
  const joined = await joinedThroughLink(db, reservation.id);
  const free = await reservationFree(db, reservation, now);
  const lines = await db
    .select({
      contactId: openGamePlayers.contactId,
      userId: openGamePlayers.userId,
      pseudonym: contacts.pseudonym,
      ownUserId: contacts.userId,
      status: openGamePlayers.status,
    })
    .from(openGamePlayers)
    .innerJoin(contacts, eq(contacts.id, openGamePlayers.contactId))
    .where(eq(openGamePlayers.reservationId, reservation.id))
    .orderBy(openGamePlayers.id);
  const levels = await readLevels(
    db,
    lines.map((l) => String(l.userId)),
    reservation.sportId,
    { respectHidden: true },
  );
  return {
    ouverte: game.closedAt === null,
    partie: {
      jetonPartie: game.publicToken,
      lien: `/invitation/${reservation.id}/${game.publicToken}`,
      nbPlacesOffertes: game.placesOffered,
      nbPlacesLibres:
        game.closedAt === null
          ? openPlacesLeft({ offered: game.placesOffered, joined, reservationFree: free })
          : 0,
      niveauMin: game.levelMin,
      niveauMax: game.levelMax,
      message: game.message,
      joueurs: lines.map((l) => {
        // A family contact has no level of their own: only the account's line shows one.
        const level = l.ownUserId === l.userId ? levels.get(String(l.userId)) : undefined;
        return {
          idContact: l.contactId,
          pseudo: l.pseudonym,
          niveau: level?.niveau ?? null,
          provisoire: level?.provisoire ?? null,
          statut: l.status,
        };
      }),
    },
  };
}
