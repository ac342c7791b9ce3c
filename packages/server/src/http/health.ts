import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Env, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.ts';

/** How long `/readyz` waits for the database before it says the process is not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The French reasons `/readyz` gives with its 503. */
export const readinessMessages = {
  database: 'La base de données ne répond pas.',
  migrations: 'La base de données n’est pas encore à jour (migrations en cours).',
  stopping: 'Le serveur s’arrête : les requêtes passent par un autre serveur.',
} as const;

/** How many migrations this code expects applied: the entries of the generated journal. */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolvePromise(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The probes of a load balancer or an orchestrator, outside the API bases and never cached:
 * - `GET /healthz`: the process answers (no database call), `{ "statut": "ok" }`;
 * - `GET /readyz`: the database answers within {@link READINESS_TIMEOUT_MS} and holds every migration this
 *   code knows; else 503 with `Retry-After` and a French `description`, so traffic goes to another process.
 *   It answers 503 at once while the process drains before it stops.
 *
 * @example mountHealth(app, db);
 */
export function mountHealth<E extends Env>(
  app: Hono<E>,
  db: Database,
  {
    timeoutMs = READINESS_TIMEOUT_MS,
    isDraining = () => false,
  }: {
    timeoutMs?: number /** True during a clean stop (ops/graceful-stop.ts): 503 at once. */;
    isDraining?: () => boolean;
  } = {},
): void {
  const expected = expectedMigrations();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ statut: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const notReady = (description: string) => {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ statut: 'indisponible', description }, 503);
    };
    if (isDraining()) return notReady(readinessMessages.stopping);
    let applied: number;
    try {
      // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
      const result = (await withTimeout(
        db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
        timeoutMs,
      )) as { rows: { applied: number }[] };
      applied = Number(result.rows[0]?.applied ?? 0);
    } catch {
      return notReady(readinessMessages.database);
    }
    if (applied < expected) return notReady(readinessMessages.migrations);
    return c.json({ statut: 'pret', migrations: applied });
  });
}
