import type { Env, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { appliedMigrations, knownMigrations, schemaPosition } from '../db/migration-status.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.ts';

/** How long `/readyz` waits for the database before it says the process is not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The French reasons `/readyz` gives with its 503. */
export const readinessMessages = {
  database: 'La base de données ne répond pas.',
  migrations: "La base de données n'est pas encore à jour (migrations en cours).",
  stopping: "Le serveur s'arrête\u00a0: les requêtes passent par un autre serveur.",
} as const;

/** What `/readyz` adds, still 200, when a newer version has migrated the database (expand, then contract). */
export const schemaAheadMessage = (applied: number, known: number) =>
  `Une version plus récente a migré la base (${applied} migrations, ${known} connues de ce serveur)\u00a0: ce serveur reste compatible, mettez-le à jour.`;

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
 *   It answers 503 at once while the process drains before it stops. A schema ahead of this code (a newer
 *   version migrated it) is still ready, with `schemaEnAvance` and a French `description`.
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
  const known = knownMigrations();
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
      applied = await withTimeout(appliedMigrations(db), timeoutMs);
    } catch {
      return notReady(readinessMessages.database);
    }
    const position = schemaPosition(applied, known);
    if (position === 'derriere') return notReady(readinessMessages.migrations);
    // Ahead is still ready: a newer version's migrations only add (README « Migrations »), so this process
    // serves on; the probe says so, for the operator who forgot to update it.
    if (position === 'en-avance')
      return c.json({
        statut: 'pret',
        migrations: applied,
        migrationsConnues: known,
        schemaEnAvance: true,
        description: schemaAheadMessage(applied, known),
      });
    return c.json({ statut: 'pret', migrations: applied, migrationsConnues: known });
  });
}
