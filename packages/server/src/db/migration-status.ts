import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './client.ts';

/**
 * How many migrations this version of the code carries: the entries of the generated journal. A database may
 * hold fewer (not migrated yet) or more (a newer version migrated it during a rolling update: migrations
 * expand before they contract, so this version keeps working on it; README « Migrations »).
 */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database holds (0 before the first one made drizzle's table). */
export async function appliedMigrations(db: Database): Promise<number> {
  // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return 0;
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

/** Where the database's schema stands against this code: `derriere` needs `npm run migrate`. */
export type SchemaPosition = 'a-jour' | 'derriere' | 'en-avance';

export function schemaPosition(applied: number, known: number): SchemaPosition {
  if (applied < known) return 'derriere';
  return applied > known ? 'en-avance' : 'a-jour';
}
