import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallServices, hallSports, halls, sports } from '../db/schema.ts';

/** A sport as a hall offers it. */
export type HallSport = typeof sports.$inferSelect;

/** A service listed on a hall's page. */
export interface HallService {
  label: string;
  iconUrl: string;
}

/** A hall with its sports and services, in display order. */
export interface Hall extends Omit<typeof halls.$inferSelect, 'createdAt'> {
  sports: HallSport[];
  services: HallService[];
}

async function withDetails(db: Database, rows: (typeof halls.$inferSelect)[]): Promise<Hall[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [serviceRows, sportRows] = await Promise.all([
    db
      .select()
      .from(hallServices)
      .where(inArray(hallServices.hallId, ids))
      .orderBy(asc(hallServices.position)),
    db
      .select({ hallId: hallSports.hallId, sport: sports })
      .from(hallSports)
      .innerJoin(sports, eq(sports.id, hallSports.sportId))
      .where(inArray(hallSports.hallId, ids))
      .orderBy(asc(hallSports.position)),
  ]);
  return rows.map(({ createdAt: _createdAt, ...hall }) => ({
    ...hall,
    services: serviceRows
      .filter((service) => service.hallId === hall.id)
      .map(({ label, iconUrl }) => ({ label, iconUrl })),
    sports: sportRows.filter((row) => row.hallId === hall.id).map((row) => row.sport),
  }));
}

/**
 * Every hall, inactive ones included (the client filters on `active`), in creation order.
 *
 * @example
 * ```ts
 * const all = await listHalls(db);
 * ```
 */
export async function listHalls(db: Database): Promise<Hall[]> {
  return withDetails(db, await db.select().from(halls).orderBy(asc(halls.id)));
}

/** The hall with this key, or `undefined`. @example `await findHallByKey(db, 'padel-park')` */
export async function findHallByKey(db: Database, key: string): Promise<Hall | undefined> {
  const [hall] = await withDetails(db, await db.select().from(halls).where(eq(halls.key, key)));
  return hall;
}
