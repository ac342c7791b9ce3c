import { sql } from 'drizzle-orm';
import type { Logger } from '../logging/index.ts';
import type { Database } from './client.ts';

/** How long a start waits for PostgreSQL by default (`DATABASE_START_TIMEOUT_MS`). */
export const DATABASE_START_TIMEOUT_MS = 60_000;

/** The database never answered within the start's wait. */
export class DatabaseNeverAnswered extends Error {
  constructor(readonly waitedMs: number) {
    super(
      `La base de données n'a pas répondu en ${Math.round(waitedMs / 1000)} s\u00a0: le serveur s'arrête.`,
    );
    this.name = 'DatabaseNeverAnswered';
  }
}

/**
 * Waits for the database to answer `select 1` at start: a PostgreSQL still starting, or a moment out of
 * reach (a restart of both, a network cut), is tried again after 0.5 s, 1 s, 2 s... (10 s at most between
 * two), each failure one log line with its code (never the connection string), until `timeoutMs`; then
 * throws {@link DatabaseNeverAnswered}. A start no longer dies on its first refused connection.
 *
 * @example await waitForDatabase(opened.db, { log, timeoutMs: 60_000 });
 */
export async function waitForDatabase(
  db: Database,
  { log, timeoutMs = DATABASE_START_TIMEOUT_MS }: { log: Logger; timeoutMs?: number },
): Promise<void> {
  const started = Date.now();
  let delayMs = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql`select 1`);
      if (attempt > 1)
        log.info({ tentative: attempt }, 'base de données\u00a0: elle répond, le démarrage continue');
      return;
    } catch (error) {
      const waitedMs = Date.now() - started;
      if (waitedMs + delayMs > timeoutMs) throw new DatabaseNeverAnswered(waitedMs);
      // The pool wraps what the driver threw: its code (ECONNREFUSED, 57P03…) is on the error or its cause.
      const failure = error as { code?: unknown; cause?: { code?: unknown } };
      const code = failure.code ?? failure.cause?.code;
      log.warn(
        { tentative: attempt, prochainEssaiMs: delayMs, code: typeof code === 'string' ? code : undefined },
        'base de données\u00a0: pas de réponse au démarrage, nouvel essai',
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 10_000);
    }
  }
}
