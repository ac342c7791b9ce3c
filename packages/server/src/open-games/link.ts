// Which link a player came through: the invitation link (its token is the organiser's to share) or the
// open game's public link (its own token, valid only while the game is open). Closing a game must close the
// public way in without breaking the links the organiser already sent to friends, hence two tokens.
import { eq } from 'drizzle-orm';
import { openGames, type reservations } from '../db/schema.ts';
import type { Executor } from '../reservations/waiting-lines.ts';
import { sameSecret } from './same-secret.ts';

/** `invitation`: the reservation's own link; `open`: an open game's public link. */
export type LinkKind = 'invitation' | 'open';

/** The open game row of a reservation (open or closed), or `undefined`. */
export async function openGameOf(db: Executor, reservationId: string) {
  const [row] = await db.select().from(openGames).where(eq(openGames.reservationId, reservationId));
  return row;
}

/**
 * The link `token` opens on `reservation`, or `undefined` when it opens nothing (the callers answer
 * RESERVATION-001). A closed game's public token opens nothing.
 *
 * @example if (!(await linkOf(tx, reservation, token))) throw new CatalogueError('RESERVATION-001')
 */
export async function linkOf(
  db: Executor,
  reservation: Pick<typeof reservations.$inferSelect, 'id' | 'invitationToken'>,
  token: string,
): Promise<LinkKind | undefined> {
  if (sameSecret(reservation.invitationToken, token)) return 'invitation';
  const game = await openGameOf(db, reservation.id);
  if (game && game.closedAt === null && sameSecret(game.publicToken, token)) return 'open';
  return undefined;
}
