import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls } from '../db/schema.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** The most minutes before its start a session's door may open (the `halls_entry_opens` check). */
export const MAX_DOOR_OPENS_MINUTES_BEFORE = 240;

/**
 * Moves a hall's door window: players are let in from `minutesBefore` minutes before their session. The
 * door, the reception's manifest and the courts' live scores read the column on each decision, so the new
 * window holds at once. Audited with the window it replaced.
 *
 * @example await setDoorWindow(db, hall.hallId, 45, staff, clock.now());
 */
export async function setDoorWindow(
  db: Database,
  hallId: number,
  minutesBefore: number,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ minutes: halls.entryOpensMinutesBefore })
      .from(halls)
      .where(eq(halls.id, hallId))
      .for('update');
    await tx.update(halls).set({ entryOpensMinutesBefore: minutesBefore }).where(eq(halls.id, hallId));
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'regle.porte',
      { ouvertureMinutesAvant: minutesBefore, avant: before?.minutes ?? null },
      now,
    );
  });
}

/** A hall's door window, in minutes before a session's start. */
export async function doorWindowOf(db: Database, hallId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: halls.entryOpensMinutesBefore })
    .from(halls)
    .where(eq(halls.id, hallId));
  return row?.minutes ?? 0;
}
