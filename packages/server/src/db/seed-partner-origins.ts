import { count, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { hallPartnerOrigins, halls } from './schema.ts';

/**
 * The demo partner sites of the seeded halls: a club and a town hall that paste a hall's planning into
 * their own pages. A player who signs in from one of them is offered the way back to it.
 */
export const seedPartnerOriginsByHall: Readonly<Record<string, readonly string[]>> = {
  'padel-park': ['https://www.padel-club-tilleuls.fr', 'https://www.ville-deols.fr'],
  'multisalle-chateauroux': ['https://www.chateauroux-metropole.fr'],
  'multisalle-ajaccio': ['https://www.ajaccio.fr'],
};

/**
 * Registers the demo partner origins of the seeded halls, once: it does nothing when the table holds any
 * row, so an origin an operator removed is not brought back at the next start. Runs with the halls' seed
 * on a new database, and at start on a database seeded before the table existed.
 *
 * @returns how many origins it registered.
 * @example
 * ```ts
 * await seedPartnerOrigins(db); // 4 on a new database, 0 afterwards
 * ```
 */
export async function seedPartnerOrigins(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(hallPartnerOrigins);
  if ((existing?.n ?? 0) > 0) return 0;
  const seeded = await db
    .select({ id: halls.id, key: halls.key })
    .from(halls)
    .where(inArray(halls.key, Object.keys(seedPartnerOriginsByHall)));
  const rows = seeded.flatMap(({ id, key }) =>
    (seedPartnerOriginsByHall[key] ?? []).map((origin) => ({ hallId: id, origin })),
  );
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(hallPartnerOrigins)
    .values(rows)
    .onConflictDoNothing()
    .returning({ origin: hallPartnerOrigins.origin });
  return inserted.length;
}
