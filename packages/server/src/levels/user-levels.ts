import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, levelSettings, playerLevels } from '../db/schema.ts';
import { type PlayerLevel, shownLevel } from './read-levels.ts';

/**
 * The levels of a contact by sport as they stand at `now`, for its owner's own statistics (a hidden level is
 * still shown to its owner). A family contact has no account and so no level: the map is empty.
 *
 * @example const bySport = await contactLevels(db, contactId, clock.now()); bySport.get(padelId)?.niveau
 */
export async function contactLevels(
  db: Database,
  contactId: number,
  now: Date,
): Promise<Map<number, PlayerLevel>> {
  const rows = await db
    .select({
      sportId: playerLevels.sportId,
      rating: playerLevels.rating,
      deviation: playerLevels.deviation,
      volatility: playerLevels.volatility,
      lastMatchAt: playerLevels.lastMatchAt,
      matchesCount: playerLevels.matchesCount,
    })
    .from(playerLevels)
    .innerJoin(contacts, eq(contacts.userId, playerLevels.userId))
    .where(eq(contacts.id, contactId));
  return new Map(
    rows.filter((row) => row.matchesCount > 0).map((row) => [row.sportId, shownLevel(row, now)]),
  );
}

/**
 * Whether a player hid their level from others (MON COMPTE; no row: shown).
 *
 * @example if (await isLevelHidden(db, userId)) …
 */
export async function isLevelHidden(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ hidden: levelSettings.isLevelHidden })
    .from(levelSettings)
    .where(eq(levelSettings.userId, userId));
  return row?.hidden ?? false;
}

/**
 * Hides or shows a player's level to others.
 *
 * @example await setLevelHidden(db, userId, true);
 */
export async function setLevelHidden(db: Database, userId: number, hidden: boolean): Promise<void> {
  await db
    .insert(levelSettings)
    .values({ userId, isLevelHidden: hidden })
    .onConflictDoUpdate({
      target: levelSettings.userId,
      set: { isLevelHidden: hidden, updatedAt: new Date() },
    });
}
