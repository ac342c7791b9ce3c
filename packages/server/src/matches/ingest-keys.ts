// The tablets' key of `POST /parties`: a device of scope `tablette` (hall-devices/). The
// names below are kept for the ingest, the season's seed and their tests.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallDevices } from '../db/schema.ts';
import { devHallKey, hashDeviceKey } from '../hall-devices/device-keys.ts';
import { addDevice, deviceOfKey } from '../hall-devices/device-repository.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { ingestMessages } from './ingest-checks.ts';

export { ensureDevHallKeys } from '../hall-devices/dev-keys.ts';

/** The header a hall's tablet sends its key in (`Authorization: Bearer <key>` works too). */
export const INGEST_KEY_HEADER = 'X-Cle-Salle';

/** SHA-256 of a key, in hex: the only form the database keeps. */
export const hashIngestKey = hashDeviceKey;

/** The development key of a seeded hall (every scope), derived from its `cle`: see `devHallKey`. */
export const devHallIngestKey = devHallKey;

/**
 * Gives a hall a new tablet key (a device of scope `tablette`) and returns it: the one time it is readable.
 * Replaces the previous hall-wide key, the development one included; operators add per-tablet keys with
 * `npm run device -- add <hall> <name> --scope tablette` instead.
 *
 * @example const key = await issueHallIngestKey(db, hallId); // hand it to the hall's tablets
 */
export async function issueHallIngestKey(db: Database, hallId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(hallDevices)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(hallDevices.hallId, hallId),
          inArray(hallDevices.origin, ['ingest', 'development']),
          isNull(hallDevices.revokedAt),
        ),
      );
    const { key } = await addDevice(tx, {
      hallId,
      name: 'Tablettes de la salle',
      scopes: ['tablette'],
      origin: 'ingest',
    });
    return key;
  });
}

/** What a key may do on the ingest: the hall it records for, or why it may not (a French 403). */
export type IngestKeyCheck = { hallId: number } | { refusal: string };

/**
 * The hall a tablet's key records matches for: a live device of scope `tablette`.
 *
 * @example const check = await checkIngestKey(db, c.req.header(INGEST_KEY_HEADER));
 */
export async function checkIngestKey(db: Database, key: string | undefined): Promise<IngestKeyCheck> {
  const device = await deviceOfKey(db, key);
  if (!device) return { refusal: ingestMessages.badKey };
  if (!device.scopes.includes('tablette')) return { refusal: deviceMessages.missingScope.tablette };
  return { hallId: device.hallId };
}
