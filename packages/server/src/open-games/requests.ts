// A player outside an open game's level range asks to join; the organiser accepts or declines;
// each side is told by a notice (notices/open-game-notices.ts).
// An accepted request lets the player join through the public link like anyone in the range: the answer
// still asks the hall's conditions and counts the places, so an approval never holds a place.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { openGamePlayers, participantAnswers, reservationParticipants, reservations } from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { planJoinRequestNotice, planRequestDecisionNotice } from '../notices/plan-notices.ts';
import { acceptsAnswers, reservationState } from '../reservations/lifecycle.ts';
import { lockReservation } from '../reservations/waiting-lines.ts';
import {
  isInRange,
  levelOf,
  MAX_OPEN_GAMES_PER_PLAYER,
  openGamesOfPlayer,
  refuseBlocked,
} from './join-rules.ts';
import { linkOf, openGameOf } from './link.ts';
import { openGameMessages } from './messages.ts';

/**
 * Records the caller's request to join the open game reached by its public link (`token`). Only through
 * the public link of an open game taking answers; not for a blocked player, one already in, one who asked
 * already or was declined, one whose level fits (they join directly), nor one in 3 open games already.
 */
export async function askToJoin(
  db: Database,
  request: { reservationId: string; token: string; caller: { userId: number; contactId: number } },
  now = new Date(),
): Promise<void> {
  const { caller } = request;
  await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    if ((await linkOf(tx, reservation, request.token)) !== 'open')
      throw new CatalogueError('RESERVATION-001');
    if (!acceptsAnswers(reservationState(reservation, now)))
      throw new Refusal('conflict', openGameMessages.notOpen);
    if (reservation.organiserUserId === caller.userId)
      throw new Refusal('conflict', openGameMessages.alreadyIn);
    await refuseBlocked(tx, reservation.organiserUserId, caller.userId);
    const [playing] = await tx
      .select({ id: reservationParticipants.id })
      .from(reservationParticipants)
      .where(
        and(
          eq(reservationParticipants.reservationId, reservation.id),
          eq(reservationParticipants.contactId, caller.contactId),
          eq(reservationParticipants.answer, participantAnswers.accepted),
        ),
      );
    if (playing) throw new Refusal('conflict', openGameMessages.alreadyIn);
    const [line] = await tx
      .select({ status: openGamePlayers.status })
      .from(openGamePlayers)
      .where(
        and(
          eq(openGamePlayers.reservationId, reservation.id),
          eq(openGamePlayers.contactId, caller.contactId),
        ),
      );
    if (line?.status === 'declined') throw new Refusal('forbidden', openGameMessages.declined);
    if (line?.status === 'requested' || line?.status === 'approved')
      throw new Refusal('conflict', openGameMessages.alreadyAsked);
    const game = await openGameOf(tx, reservation.id);
    if (game && isInRange(await levelOf(tx, caller.userId, reservation.sportId), game))
      throw new Refusal('conflict', openGameMessages.levelFits);
    if ((await openGamesOfPlayer(tx, caller.userId, reservation.id, now)) >= MAX_OPEN_GAMES_PER_PLAYER)
      throw new Refusal('conflict', openGameMessages.tooManyGames);
    await tx
      .insert(openGamePlayers)
      .values({
        reservationId: reservation.id,
        userId: caller.userId,
        contactId: caller.contactId,
        status: 'requested',
      })
      .onConflictDoUpdate({
        target: [openGamePlayers.reservationId, openGamePlayers.contactId],
        set: { status: 'requested', createdAt: now, decidedAt: null },
      });
    // The organiser is told, in the same transaction: a request that rolls back is never announced.
    await planJoinRequestNotice(tx, { reservationId: reservation.id, contactId: caller.contactId }, now);
  });
}

/** The organiser accepts (`approved`) or declines a request; any other player gets 403 RESERVATION-017. */
export async function decideRequest(
  db: Database,
  request: { reservationId: string; callerUserId: number; contactId: number; isAccepted: boolean },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    if (reservation.organiserUserId !== request.callerUserId) throw new CatalogueError('RESERVATION-017');
    const decided = await tx
      .update(openGamePlayers)
      .set({ status: request.isAccepted ? 'approved' : 'declined', decidedAt: now })
      .where(
        and(
          eq(openGamePlayers.reservationId, reservation.id),
          eq(openGamePlayers.contactId, request.contactId),
          eq(openGamePlayers.status, 'requested'),
        ),
      )
      .returning({ userId: openGamePlayers.userId });
    const [line] = decided;
    if (!line) throw new Refusal('conflict', openGameMessages.noRequest);
    // The player is told of the decision (a notice each way).
    if (line.userId !== null)
      await planRequestDecisionNotice(
        tx,
        {
          reservationId: reservation.id,
          contactId: request.contactId,
          userId: line.userId,
          isAccepted: request.isAccepted,
        },
        now,
      );
  });
}

/** Where the caller stands on an open game reached by its public link (`GET partie_ouverte/demande/etat`). */
export interface RequestStanding {
  niveauMin: number | null;
  niveauMax: number | null;
  /** The caller's level in the game's sport (their own, hidden or not); `null` without a recorded match. */
  niveau: number | null;
  /** Whether the caller may join directly (their level fits, or the game has no range). */
  dansLaFourchette: boolean;
  /** The caller's request or join: `requested`, `approved`, `declined`, `joined`; `null` for none. */
  demande: (typeof openGamePlayers.$inferSelect)['status'] | null;
}

/**
 * The caller's standing on the open game of the public link `token`: the range, their level, whether it
 * fits, and their request. 404 RESERVATION-001 when the link is not an open game's (or it is closed).
 *
 * @example const standing = await requestStanding(db, { reservationId, token, caller });
 */
export async function requestStanding(
  db: Database,
  request: { reservationId: string; token: string; caller: { userId: number; contactId: number } },
): Promise<RequestStanding> {
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, request.reservationId));
  if (!reservation || (await linkOf(db, reservation, request.token)) !== 'open')
    throw new CatalogueError('RESERVATION-001');
  const game = await openGameOf(db, reservation.id);
  if (!game) throw new CatalogueError('RESERVATION-001');
  const level = await levelOf(db, request.caller.userId, reservation.sportId);
  const [line] = await db
    .select({ status: openGamePlayers.status })
    .from(openGamePlayers)
    .where(
      and(
        eq(openGamePlayers.reservationId, reservation.id),
        eq(openGamePlayers.contactId, request.caller.contactId),
      ),
    );
  return {
    niveauMin: game.levelMin,
    niveauMax: game.levelMax,
    niveau: level ?? null,
    dansLaFourchette: isInRange(level, game),
    demande: line?.status ?? null,
  };
}
