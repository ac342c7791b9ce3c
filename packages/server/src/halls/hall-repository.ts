import { asc, type Column, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
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

/**
 * A table's column as `"table"."column"`: Drizzle leaves columns unqualified in a one-table select,
 * which would make the correlated subqueries below compare the wrong `id`.
 */
function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A JSON object of a table's columns under their TypeScript names, for `json_agg`. */
function jsonObjectOf(columns: Record<string, Column>): SQL {
  const pairs = Object.entries(columns).map(([name, column]) => sql`${name}::text, ${qualified(column)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Services and sports of each hall as JSON arrays in display order, so a list is one query. */
const detailColumns = {
  services: sql<HallService[]>`coalesce((
    select json_agg(${jsonObjectOf({ label: hallServices.label, iconUrl: hallServices.iconUrl })}
      order by ${qualified(hallServices.position)})
    from ${hallServices} where ${qualified(hallServices.hallId)} = ${qualified(halls.id)}), '[]'::json)`,
  sports: sql<HallSport[]>`coalesce((
    select json_agg(${jsonObjectOf(getTableColumns(sports))} order by ${qualified(hallSports.position)})
    from ${hallSports} inner join ${sports} on ${qualified(sports.id)} = ${qualified(hallSports.sportId)}
    where ${qualified(hallSports.hallId)} = ${qualified(halls.id)}), '[]'::json)`,
};

function selectHalls(db: Database) {
  const { createdAt: _createdAt, ...hallColumns } = getTableColumns(halls);
  return db.select({ ...hallColumns, ...detailColumns }).from(halls);
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
  return selectHalls(db).orderBy(asc(halls.id));
}

/** The hall with this key, or `undefined`. @example `await findHallByKey(db, 'padel-park')` */
export async function findHallByKey(db: Database, key: string): Promise<Hall | undefined> {
  const [hall] = await selectHalls(db).where(eq(halls.key, key));
  return hall;
}
