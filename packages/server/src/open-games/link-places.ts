// What the public link of an open game leaves to a stranger, for the waiting list and the invitation read.
import type { reservations } from '../db/schema.ts';
import type { Executor } from '../reservations/waiting-lines.ts';
import { refuseBlocked } from './join-rules.ts';
import { openGameOf } from './link.ts';
import { joinedThroughLink, openPlacesLeft } from './places.ts';

/**
 * The places left to `userId` coming through the public link of `reservation`, given the reservation's own
 * free places (`reservationFree`). A blocked player gets the 403 of the block.
 */
export async function openPlacesOnLink(
  db: Executor,
  reservation: Pick<typeof reservations.$inferSelect, 'id' | 'organiserUserId'>,
  userId: number | undefined,
  reservationFree: number,
): Promise<number> {
  if (userId !== undefined) await refuseBlocked(db, reservation.organiserUserId, userId);
  const game = await openGameOf(db, reservation.id);
  if (!game) return 0;
  const joined = await joinedThroughLink(db, reservation.id);
  return openPlacesLeft({ offered: game.placesOffered, joined, reservationFree });
}
