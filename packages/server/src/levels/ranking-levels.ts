import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts } from '../db/schema.ts';
import { type PlayerLevel, readLevels } from './read-levels.ts';

/**
 * The levels of a ranking's contacts in a sport at `now`, by contact id, as `viewerUserId` may see them: their
 * own level always, others' unless they hid it. Family contacts (no account) have none.
 *
 * @example const levels = await rankingLevels(db, [12, 15], padelId, callerUserId, clock.now());
 */
export async function rankingLevels(
  db: Database,
  contactIds: number[],
  sportId: number,
  viewerUserId: number,
  now: Date,
): Promise<Map<number, PlayerLevel>> {
  if (contactIds.length === 0) return new Map();
  const owners = await db
    .select({ contactId: contacts.id, userId: contacts.userId })
    .from(contacts)
    .where(inArray(contacts.id, contactIds));
  const accounts = owners.filter((row): row is { contactId: number; userId: number } => row.userId !== null);
  const ids = accounts.map((row) => String(row.userId));
  const [shown, own] = await Promise.all([
    readLevels(db, ids, sportId, { respectHidden: true, now }),
    readLevels(db, [String(viewerUserId)], sportId, { now }),
  ]);
  const levels = new Map<number, PlayerLevel>();
  for (const { contactId, userId } of accounts) {
    const level = userId === viewerUserId ? own.get(String(userId)) : shown.get(String(userId));
    if (level) levels.set(contactId, level);
  }
  return levels;
}
