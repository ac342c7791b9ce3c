// An organiser keeps a player out of all their open games (abuse): the player's public-link
// answers, requests and waiting-list joins are refused with a French 403, and their pending requests on
// the organiser's games are declined.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, openGameBlocks, openGamePlayers, reservations } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { openGameMessages } from './messages.ts';

/** The account of a contact id, or a 409 when the contact has no account (a family member) or none is found. */
async function accountOf(db: Database, contactId: number): Promise<number> {
  const [row] = await db.select({ userId: contacts.userId }).from(contacts).where(eq(contacts.id, contactId));
  if (!row || row.userId === null) throw new Refusal('conflict', openGameMessages.unknownPlayer);
  return row.userId;
}

/** Blocks the player whose contact is `contactId` from the organiser's open games (blocking twice is no error). */
export async function blockPlayer(
  db: Database,
  request: { organiserUserId: number; contactId: number },
  now = new Date(),
): Promise<void> {
  const blockedUserId = await accountOf(db, request.contactId);
  if (blockedUserId === request.organiserUserId) throw new Refusal('conflict', openGameMessages.selfBlock);
  await db.transaction(async (tx) => {
    await tx
      .insert(openGameBlocks)
      .values({ organiserUserId: request.organiserUserId, blockedUserId })
      .onConflictDoNothing();
    const own = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.organiserUserId, request.organiserUserId));
    await tx
      .update(openGamePlayers)
      .set({ status: 'declined', decidedAt: now })
      .where(
        and(
          eq(openGamePlayers.userId, blockedUserId),
          inArray(openGamePlayers.status, ['requested', 'approved']),
          inArray(openGamePlayers.reservationId, own),
        ),
      );
  });
}

/** Lifts the block. */
export async function unblockPlayer(db: Database, request: { organiserUserId: number; contactId: number }) {
  const blockedUserId = await accountOf(db, request.contactId);
  await db
    .delete(openGameBlocks)
    .where(
      and(
        eq(openGameBlocks.organiserUserId, request.organiserUserId),
        eq(openGameBlocks.blockedUserId, blockedUserId),
      ),
    );
}
