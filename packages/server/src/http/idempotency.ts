import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { AuthEnv } from '../accounts/index.ts';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError, conflictError } from './errors.ts';
import { VALIDATION_DESCRIPTION } from './validation.ts';

/** French messages of the idempotency refusals. */
export const idempotencyMessages = {
  invalidKey: "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères imprimables.",
  otherRequest: "Cette clé d'idempotence a déjà servi pour une autre requête.",
  inProgress: 'Une requête identique est en cours, veuillez réessayer.',
} as const;

/** The header a client sends once per attempt; a retry of that attempt sends the same value again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The optional header as the OpenAPI document shows it (`request: { headers: IdempotencyHeaderSchema }`). */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({
      // The key and the param name must be the same string (lower case: Hono reads headers that way).
      param: { name: 'idempotency-key', in: 'header' },
      description:
        'Une valeur par tentative (1 à 255 caractères imprimables)\u00a0: une requête rejouée avec la même clé ' +
        'reçoit la première réponse (en-tête `Idempotent-Replayed: true`) sans rien refaire.',
      example: '5f0c7a2e-6b1d-4c44-9a43-0d2f3b0c9e11',
    }),
});

/** Options of {@link idempotency}. */
export interface IdempotencyOptions {
  db: Database;
  /** Names the route in the key, e.g. `POST /panier/valide`: one key may serve two routes. */
  scope: string;
  /**
   * The server's clock: rows are dated by it (staleness, and the retention purge after a week).
   * @default systemClock
   */
  clock?: Clock;
  /**
   * How long a duplicate waits for the first request's answer before a 409.
   * @default 10_000
   */
  maxWaitMs?: number;
  /**
   * A pending row not touched for this long is a request whose process died (killed, crashed): a retry may
   * take it over. A running request touches its row every third of this time.
   * @default STALE_AFTER_MS (15 s)
   */
  staleAfterMs?: number;
}

const POLL_MS = 50;

/**
 * {@link IdempotencyOptions.staleAfterMs}'s default: IDEMPOTENCY_STALE_AFTER_MS, else 15 s. The fault tests
 * set it short for the server processes they kill, so a retry does not wait 15 s for a dead request's row.
 */
export const STALE_AFTER_MS = Number(process.env.IDEMPOTENCY_STALE_AFTER_MS) || 15_000;
const PRINTABLE_KEY = /^[\x20-\x7e]{1,255}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function invalidKeyError(): ApiError {
  const message = idempotencyMessages.invalidKey;
  return new ApiError(422, {
    detail: message,
    violations: [{ propertyPath: IDEMPOTENCY_HEADER, message }],
    description: VALIDATION_DESCRIPTION,
  });
}

function otherRequestError(): ApiError {
  const message = idempotencyMessages.otherRequest;
  return new ApiError(422, {
    detail: message,
    violations: [{ propertyPath: IDEMPOTENCY_HEADER, message }],
    description: VALIDATION_DESCRIPTION,
  });
}

/** The stored body: JSON when the answer was JSON, else its text, or null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Middleware of a secure write route (after `requireAuth`): with an `Idempotency-Key` header, the first
 * request per (caller, scope, key) runs and its answer (2xx or 4xx) is stored; a retry, or a duplicate sent
 * while it runs, gets that answer back instead of running again. A 5xx stores nothing, so a retry may run.
 * The same key with another body is refused (422). Duplicates wait by polling, never inside a transaction:
 * PGlite has one connection, which the first request needs to finish.
 *
 * @example
 * ```ts
 * middleware: [accounts.requireAuth('v2'), idempotency({ db, clock, scope: 'POST /panier/valide' })] as const,
 * ```
 */
export function idempotency(options: IdempotencyOptions): MiddlewareHandler<AuthEnv> {
  const { db, scope, clock = systemClock, maxWaitMs = 10_000, staleAfterMs = STALE_AFTER_MS } = options;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!PRINTABLE_KEY.test(key)) throw invalidKeyError();
    const { userId } = c.get('caller');
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${c.req.path}\n${body}`).digest('hex');
    const sameKey = and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.key, key),
    );

    const deadline = clock.nowMs() + maxWaitMs;
    for (;;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, scope, key, requestHash, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) {
        // While the request runs its row stays fresh; a process killed mid-request stops touching it, so
        // the player's retry with the same key runs once the row is stale instead of waiting on a dead one.
        const heartbeat = setInterval(() => {
          void db
            .update(idempotencyKeys)
            .set({ createdAt: clock.now() })
            .where(and(eq(idempotencyKeys.id, claimed.id), isNull(idempotencyKeys.statusCode)))
            .catch(() => undefined);
        }, staleAfterMs / 3);
        try {
          await next();
        } finally {
          clearInterval(heartbeat);
        }
        if (c.res.status >= 500) {
          await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
        } else {
          await db
            .update(idempotencyKeys)
            .set({ statusCode: c.res.status, responseBody: await readBody(c.res) })
            .where(eq(idempotencyKeys.id, claimed.id));
        }
        return;
      }
      const [stored] = await db.select().from(idempotencyKeys).where(sameKey);
      // Gone between the insert and the select: the first request failed (5xx); try to run it again.
      if (!stored) continue;
      if (stored.requestHash !== requestHash) throw otherRequestError();
      if (stored.statusCode !== null) {
        c.header('Idempotent-Replayed', 'true');
        if (stored.responseBody === null) return c.body(null, stored.statusCode as StatusCode);
        return c.json(stored.responseBody, stored.statusCode as ContentfulStatusCode);
      }
      if (clock.nowMs() - stored.createdAt.getTime() > staleAfterMs) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.id, stored.id),
              isNull(idempotencyKeys.statusCode),
              lt(idempotencyKeys.createdAt, new Date(clock.nowMs() - staleAfterMs)),
            ),
          );
        continue;
      }
      if (clock.nowMs() >= deadline) throw conflictError(idempotencyMessages.inProgress);
      await sleep(POLL_MS);
    }
  };
}
