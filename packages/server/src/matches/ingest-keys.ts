import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallIngestKeys, halls } from '../db/schema.ts';

/** The header a hall's tablet sends its key in. */
export const INGEST_KEY_HEADER = 'X-Cle-Salle';

/** SHA-256 of a key, in hex: the only form the database keeps. */
export function hashIngestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The development key of a seeded hall: derived from its `cle`, so the browser tests and a developer can
 * compute it (documented in `matches/README.md`). Only written to the database outside production.
 *
 * @example devHallIngestKey('padel-park') // 'dev-padel-park-…' (32 hex characters after the prefix)
 */
export function devHallIngestKey(hallKey: string): string {
  const digest = createHash('sha256').update(`multisalle-tablette:${hallKey}`, 'utf8').digest('hex');
  return `dev-${hallKey}-${digest.slice(0, 32)}`;
}

/**
 * Gives a hall a new random key and returns it: the one time it is readable. Replaces the previous key.
 *
 * @example const key = await issueHallIngestKey(db, hallId); // hand it to the hall's tablets
 */
export async function issueHallIngestKey(db: Database, hallId: number): Promise<string> {
  const key = `salle-${randomBytes(24).toString('base64url')}`;
  await storeKey(db, hallId, key);
  return key;
}

async function storeKey(db: Database, hallId: number, key: string): Promise<void> {
  const keyHash = hashIngestKey(key);
  await db
    .insert(hallIngestKeys)
    .values({ hallId, keyHash })
    .onConflictDoUpdate({ target: hallIngestKeys.hallId, set: { keyHash, createdAt: new Date() } });
}

/**
 * Writes the development key of every hall that has no key yet (never in production).
 *
 * @returns the keys it wrote, by hall `cle`.
 */
export async function ensureDevHallKeys(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: halls.id, key: halls.key, keyHash: hallIngestKeys.keyHash })
    .from(halls)
    .leftJoin(hallIngestKeys, eq(hallIngestKeys.hallId, halls.id));
  const written: Record<string, string> = {};
  for (const row of rows) {
    if (row.keyHash) continue;
    const key = devHallIngestKey(row.key);
    await storeKey(db, row.id, key);
    written[row.key] = key;
  }
  return written;
}

/** The hall a key belongs to, or `undefined` for a missing or unknown key. */
export async function hallOfIngestKey(db: Database, key: string | undefined): Promise<number | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ hallId: hallIngestKeys.hallId })
    .from(hallIngestKeys)
    .where(eq(hallIngestKeys.keyHash, hashIngestKey(key)));
  return row?.hallId;
}
