// The export's notice choices (« Mes notifications »): what the player chose by kind and channel,
// the defaults when they never chose, and the kinds that cannot be turned off.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { noticePreferences } from '../db/schema.ts';
import { readChoices } from '../notices/preferences.ts';
import type { MyData } from './export-schema.ts';

/** The caller's notice choices, as « Mes notifications » shows them. */
export async function collectPreferences(db: Database, userId: number): Promise<MyData['notifications']> {
  const choices = await readChoices(db, userId);
  const [row] = await db
    .select({ updatedAt: noticePreferences.updatedAt })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return {
    ...choices,
    paiements: { mail: true, sms: false, modifiable: false },
    annulations: { mail: true, sms: false, modifiable: false },
    choisiesLe: row ? row.updatedAt.toISOString() : null,
  };
}
