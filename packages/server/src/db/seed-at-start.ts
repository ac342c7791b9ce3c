import { type Clock, systemClock } from '../clock/index.ts';
import { backfillLevels } from '../levels/backfill.ts';
import { type OpenedDatabase, withAdvisoryLock } from './client.ts';
import { seedDatabase } from './seed.ts';
import { seedAccounts } from './seed-accounts.ts';
import { grantSeedDiscounts } from './seed-booking-rules.ts';
import { isDemoSeedWanted } from './seed-demo.ts';
import { type SeededMatches, seedMatches } from './seed-matches.ts';
import { seedPartnerOrigins } from './seed-partner-origins.ts';

/**
 * Any constant shared by every server process: it names the advisory lock that serialises the start's
 * seeding. Not `seed.ts`'s own lock, which `seedDatabase` takes inside (another session holding the same id
 * would wait for itself).
 */
const START_SEED_LOCK_ID = 7_310_002;

/** What {@link seedAtStart} did, for the start's log. */
export interface StartSeeding {
  /** The demo halls were created (the database had none). */
  halls: boolean;
  /** How many demo players were created. */
  players: number;
  /** The season of matches and the development ingest keys written. */
  matches: SeededMatches;
}

/** What a start without the demo seeds: nothing. */
const NOTHING_SEEDED: StartSeeding = { halls: false, players: 0, matches: { devKeys: {}, matches: 0 } };

/**
 * Every seeding step a server runs at start (halls, demo players, their discounts, the demo partner sites, the season of matches),
 * each of which does nothing when its data is there. Only when `demo` is true (`SEED_DEMO`, see
 * `isDemoSeedWanted`: by default outside production, never in production unless asked): otherwise it writes
 * no demo row at all, and only fills what an older database lacks (the levels). On PostgreSQL the steps run under one session advisory
 * lock, held on a connection of its own: several processes starting together on an empty database would
 * otherwise each find the demo players missing and insert them twice (the second start crashing on
 * `users_email_unique`). The first process seeds; the others wait, then find the work done. What is placed
 * relative to today (coming bookings, the season of matches) is placed around the day of `clock`.
 *
 * @example
 * ```ts
 * await migrateDatabase(opened);
 * const { halls, players } = await seedAtStart(opened, { clock, demo: isDemoSeedWanted(process.env) });
 * ```
 */
export async function seedAtStart(
  { db, kind }: Pick<OpenedDatabase, 'db' | 'kind'>,
  { clock = systemClock, demo = isDemoSeedWanted(process.env) }: { clock?: Clock; demo?: boolean } = {},
): Promise<StartSeeding> {
  if (!demo) {
    // A database recorded before the levels existed gets them once (no demo data involved).
    await backfillLevels(db);
    return NOTHING_SEEDED;
  }
  const seedAll = async (): Promise<StartSeeding> => {
    const now = clock.now();
    const halls = await seedDatabase(db, now);
    const players = await seedAccounts(db, now);
    await grantSeedDiscounts(db);
    // A database seeded before partner sites existed gets the demo ones once.
    await seedPartnerOrigins(db);
    const matches = await seedMatches(db, { now });
    // A database recorded before the levels existed gets them once.
    await backfillLevels(db);
    return { halls, players, matches };
  };
  // PGlite is one process per data directory by construction.
  if (kind === 'pglite') return seedAll();
  return withAdvisoryLock(db, START_SEED_LOCK_ID, seedAll);
}
