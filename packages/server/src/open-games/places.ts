// The places an open game offers and how many of them are taken: only the players accepted through the
// public link count against `nb_places_offertes` (the organiser's friends keep the other places).
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { openGamePlayers, participantAnswers, reservationParticipants } from '../db/schema.ts';
import type { Executor } from '../reservations/waiting-lines.ts';

/**
 * How many players accepted through the public link are still accepted on `reservationId`, leaving out
 * `except` (the contacts answering now).
 */
export async function joinedThroughLink(
  db: Executor,
  reservationId: string,
  except: readonly number[] = [],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(openGamePlayers)
    .innerJoin(
      reservationParticipants,
      and(
        eq(reservationParticipants.reservationId, openGamePlayers.reservationId),
        eq(reservationParticipants.contactId, openGamePlayers.contactId),
      ),
    )
    .where(
      and(
        eq(openGamePlayers.reservationId, reservationId),
        eq(openGamePlayers.status, 'joined'),
        eq(reservationParticipants.answer, participantAnswers.accepted),
        except.length > 0 ? notInArray(openGamePlayers.contactId, [...except]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The places left to strangers: the offered ones not yet taken through the link, never more than the
 * reservation itself has left (`reservationFree`: places minus accepted minus held for the waiting list).
 *
 * @example openPlacesLeft({ offered: 2, joined: 1, reservationFree: 3 }) // 1
 */
export function openPlacesLeft(counts: { offered: number; joined: number; reservationFree: number }): number {
  return Math.max(0, Math.min(counts.offered - counts.joined, counts.reservationFree));
}
