import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallDevices, halls } from '../db/schema.ts';
import { ALL_SCOPES, devHallKey, hashDeviceKey } from './device-keys.ts';

/** The name a hall's development key is listed under. */
export const DEV_DEVICE_NAME = 'Clé de développement';

/**
 * Outside production, gives every hall that has no hall-wide key (development, or the tablets' issued key)
 * its development key, with every scope. A development key revoked by hand comes back at the next start:
 * it is derived from the hall's public `cle`, so it guards nothing a developer could not recompute.
 *
 * @returns the keys it wrote, by hall `cle`.
 * @example for (const [hall, key] of Object.entries(await ensureDevHallKeys(db))) console.log(hall, key);
 */
export async function ensureDevHallKeys(db: Database): Promise<Record<string, string>> {
  const hallRows = await db.select({ id: halls.id, key: halls.key }).from(halls);
  const keyed = await db
    .select({ hallId: hallDevices.hallId })
    .from(hallDevices)
    .where(and(inArray(hallDevices.origin, ['development', 'ingest']), isNull(hallDevices.revokedAt)));
  const hasKey = new Set(keyed.map((row) => row.hallId));
  const written: Record<string, string> = {};
  for (const hall of hallRows) {
    if (hasKey.has(hall.id)) continue;
    const key = devHallKey(hall.key);
    const keyHash = hashDeviceKey(key);
    await db
      .insert(hallDevices)
      .values({
        hallId: hall.id,
        name: DEV_DEVICE_NAME,
        scopes: [...ALL_SCOPES],
        origin: 'development',
        keyHash,
      })
      .onConflictDoUpdate({
        target: hallDevices.keyHash,
        set: { revokedAt: null, scopes: [...ALL_SCOPES] },
        // Only the hall's own development key is brought back; a hash of another hall's row is left alone.
        setWhere: eq(hallDevices.hallId, hall.id),
      });
    written[hall.key] = key;
  }
  return written;
}
