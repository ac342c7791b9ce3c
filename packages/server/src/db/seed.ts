import { count, sql } from 'drizzle-orm';
import { systemClock } from '../clock/index.ts';
import type { Database } from './client.ts';
import { hallServices, hallSports, halls, sports } from './schema.ts';
import { seedBookingRules } from './seed-booking-rules.ts';
import { seedHalls, seedService, seedSports } from './seed-data.ts';
import { seedPartnerOrigins } from './seed-partner-origins.ts';
import { seedPlanning } from './seed-planning.ts';

/** Any constant shared by every server process: it names the advisory lock that serialises seeding. */
const SEED_LOCK_ID = 7_310_001;

/**
 * Fills an empty database with the demo halls, sports, services and partner sites, their bookings placed in
 * the days after `now` (the server's clock). Does nothing when halls exist, so it can run at every start;
 * several processes starting together on one PostgreSQL seed it once.
 *
 * @returns `true` when it seeded, `false` when the database already had halls.
 * @example
 * ```ts
 * if (await seedDatabase(db, clock.now())) console.log('Données de démonstration créées');
 * ```
 */
export async function seedDatabase(db: Database, now: Date = systemClock.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(halls);
    if ((existing?.n ?? 0) > 0) return false;

    await tx
      .insert(sports)
      .values([...seedSports])
      .onConflictDoNothing({ target: sports.label });
    const allSports = await tx.select({ id: sports.id, label: sports.label }).from(sports);
    const sportIds = new Map(allSports.map((sport) => [sport.label, sport.id]));

    for (const { services, sportLabels, ...hall } of seedHalls) {
      const [created] = await tx.insert(halls).values(hall).returning({ id: halls.id });
      if (!created) throw new Error(`Seed: hall ${hall.key} was not created`);
      await tx
        .insert(hallServices)
        .values(services.map((name, position) => ({ hallId: created.id, position, ...seedService(name) })));
      await tx.insert(hallSports).values(
        sportLabels.map((label, position) => {
          const sportId = sportIds.get(label);
          if (sportId === undefined) throw new Error(`Seed: unknown sport ${label}`);
          return { hallId: created.id, sportId, position };
        }),
      );
    }
    await seedPlanning(tx, sportIds, now);
    await seedBookingRules(tx);
    await seedPartnerOrigins(tx);
    return true;
  });
}
