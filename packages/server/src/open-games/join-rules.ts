// What the public link of an open game asks on top of an invitation answer: the organiser has
// not blocked the player, the player's level is in the range (or the organiser approved their request),
// the player is in at most 3 open games of others at once, and the places offered are not all taken.
// Called by `answerInvitation` under the reservation's row lock, before anything is written.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  openGameBlocks,
  openGamePlayers,
  participantAnswers,
  reservationParticipants,
  type reservations,
} from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { readLevels } from '../levels/read-levels.ts';
import type { Executor, Transaction } from '../reservations/waiting-lines.ts';
import { openGameOf } from './link.ts';
import { openGameMessages } from './messages.ts';
import { joinedThroughLink } from './places.ts';

/** The most open games of others a player may be in at once (joined or asked). */
export const MAX_OPEN_GAMES_PER_PLAYER = 3;

/** Names the advisory lock that makes one player's joins count one after the other. */
const PLAYER_LOCK_SPACE = 26_026;

type ReservationRow = typeof reservations.$inferSelect;

/** Whether `level` is in the game's range; no bound means no limit on that side. */
export function isInRange(
  level: number | undefined,
  range: { levelMin: number | null; levelMax: number | null },
) {
  if (range.levelMin === null && range.levelMax === null) return true;
  if (level === undefined) return false;
  return (
    (range.levelMin === null || level >= range.levelMin) &&
    (range.levelMax === null || level <= range.levelMax)
  );
}

/** 403 when the organiser of `organiserUserId`'s games blocked `userId`. */
export async function refuseBlocked(db: Executor, organiserUserId: number, userId: number) {
  const [row] = await db
    .select({ id: openGameBlocks.blockedUserId })
    .from(openGameBlocks)
    .where(
      and(eq(openGameBlocks.organiserUserId, organiserUserId), eq(openGameBlocks.blockedUserId, userId)),
    );
  if (row) throw new Refusal('forbidden', openGameMessages.blocked);
}

/** The caller's level in the game's sport, their hidden level included (the check is not a display). */
export async function levelOf(db: Executor, userId: number, sportId: number) {
  // readLevels takes the database; a transaction has the same query builder, and reading inside it keeps
  // PGlite's single connection free of a second, waiting query.
  const levels = await readLevels(db as Database, [String(userId)], sportId);
  return levels.get(String(userId))?.niveau;
}

/**
 * The open games of others `userId` is in at `now` (accepted through the link, or asking), `reservationId`
 * left out. Takes the player's advisory lock first, so that two joins of one player at once count in turn.
 */
export async function openGamesOfPlayer(tx: Transaction, userId: number, reservationId: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK_SPACE}, ${userId})`);
  // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
  const result = (await tx.execute(sql`
    select count(distinct g.reservation_id)::int as n
    from open_game_players g
    join reservations r on r.id = g.reservation_id
    left join reservation_participants p
      on p.reservation_id = g.reservation_id and p.contact_id = g.contact_id
    where g.user_id = ${userId}
      and g.reservation_id <> ${reservationId}
      and r.organiser_user_id <> ${userId}
      and r.statut = 'validate'
      and r.starts_at > ${now.toISOString()}
      and (g.statut in ('requested', 'approved') or (g.statut = 'joined' and p.reponse = ${participantAnswers.accepted}))`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The caller's own line on the game, if any. */
async function lineOf(db: Executor, reservationId: string, contactId: number) {
  const [row] = await db
    .select()
    .from(openGamePlayers)
    .where(and(eq(openGamePlayers.reservationId, reservationId), eq(openGamePlayers.contactId, contactId)));
  return row;
}

/**
 * Refuses an accept through the public link that the open game does not allow; `joining` are the contacts
 * accepting now who were not accepted before. Blocked: 403; level out of range and not approved: 403 (the
 * player may ask, `askToJoin`); in 3 open games already: 409; places offered all taken: 409
 * RESERVATION-019, the same « complet » as a full reservation, so the page offers the waiting list.
 */
export async function checkOpenJoin(
  tx: Transaction,
  request: {
    reservation: ReservationRow;
    caller: { userId: number; contactId: number };
    joining: readonly number[];
  },
  now: Date,
): Promise<void> {
  const { reservation, caller, joining } = request;
  if (joining.length === 0) return;
  const game = await openGameOf(tx, reservation.id);
  if (!game) throw new CatalogueError('RESERVATION-001');
  await refuseBlocked(tx, reservation.organiserUserId, caller.userId);
  const own = await lineOf(tx, reservation.id, caller.contactId);
  const [already] = await tx
    .select({ answer: reservationParticipants.answer })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, reservation.id),
        eq(reservationParticipants.contactId, caller.contactId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    );
  const isVouchedFor = already !== undefined || own?.status === 'joined' || own?.status === 'approved';
  if (!isVouchedFor && !isInRange(await levelOf(tx, caller.userId, reservation.sportId), game))
    throw new Refusal('forbidden', openGameMessages.outsideLevel);
  if (reservation.organiserUserId !== caller.userId) {
    const inGames = await openGamesOfPlayer(tx, caller.userId, reservation.id, now);
    if (inGames >= MAX_OPEN_GAMES_PER_PLAYER) throw new Refusal('conflict', openGameMessages.tooManyGames);
  }
  const joined = await joinedThroughLink(tx, reservation.id, joining);
  if (joined + joining.length > game.placesOffered) throw new CatalogueError('RESERVATION-019');
}

/** Marks the contacts that just accepted through the public link as `joined` (counted in the places offered). */
export async function recordOpenJoins(
  tx: Transaction,
  reservationId: string,
  userId: number,
  contactIds: readonly number[],
  now: Date,
) {
  if (contactIds.length === 0) return;
  await tx
    .insert(openGamePlayers)
    .values(contactIds.map((contactId) => ({ reservationId, userId, contactId, status: 'joined' as const })))
    .onConflictDoUpdate({
      target: [openGamePlayers.reservationId, openGamePlayers.contactId],
      set: { status: 'joined', decidedAt: now },
    });
}
