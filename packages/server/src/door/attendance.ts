import { and, countDistinct, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { doorEntries, halls } from '../db/schema.ts';
import { formatZoned } from '../planning/local-time.ts';

/** A participant's attendance: the sessions the hall's door let them in to. */
export interface Attendance {
  /** Sessions entered (each once, whatever the number of doors or scans). */
  sessions: number;
  /** The latest entry (ISO 8601 with the hall's offset), or `null` before the first. */
  lastEntryAt: string | null;
}

/**
 * How many sessions a contact (a player or a family member) came to, counted from the door's allowed
 * decisions (« the participant's entry counts as attendance in statistics »), online or offline.
 *
 * @example await attendanceOf(db, 42) // { sessions: 3, lastEntryAt: '2026-11-25T18:32:10+01:00' }
 */
export async function attendanceOf(db: Database, contactId: number): Promise<Attendance> {
  const entered = and(
    eq(doorEntries.contactId, contactId),
    eq(doorEntries.isAllowed, true),
    isNotNull(doorEntries.reservationId),
  );
  const [counted] = await db
    .select({ sessions: countDistinct(doorEntries.reservationId) })
    .from(doorEntries)
    .where(entered);
  const sessions = Number(counted?.sessions ?? 0);
  if (sessions === 0) return { sessions: 0, lastEntryAt: null };
  const [last] = await db
    .select({ at: doorEntries.decidedAt, timeZone: halls.timezone })
    .from(doorEntries)
    .innerJoin(halls, eq(halls.id, doorEntries.hallId))
    .where(entered)
    .orderBy(desc(doorEntries.decidedAt))
    .limit(1);
  return { sessions, lastEntryAt: last ? formatZoned(last.at, last.timeZone) : null };
}
