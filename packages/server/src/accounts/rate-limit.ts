import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { accountMessages } from './messages.ts';

/** A limit: at most `limit` counted hits per fixed window of `windowMs`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits of the accounts area, per account and per client address. The counters live in the database
 * (design.md: no state in the process), so every server process shares them.
 */
export const rateLimitRules = {
  /** 5 failed logins per 15 minutes per account (email or pseudonym). */
  loginPerAccount: { name: 'login-account', limit: 5, windowMs: 15 * MINUTE },
  /** 20 failed logins per 15 minutes per client address. */
  loginPerAddress: { name: 'login-address', limit: 20, windowMs: 15 * MINUTE },
  /** 3 reset requests per hour per email address. */
  resetPerAccount: { name: 'reset-account', limit: 3, windowMs: 60 * MINUTE },
  /** 10 reset requests per hour per client address. */
  resetPerAddress: { name: 'reset-address', limit: 10, windowMs: 60 * MINUTE },
  /** 3 SMS codes per 15 minutes per account. */
  smsPerAccount: { name: 'sms-account', limit: 3, windowMs: 15 * MINUTE },
  /** 10 SMS codes per hour per client address. */
  smsPerAddress: { name: 'sms-address', limit: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

function counterOf(rule: RateLimitRule, subject: string, now: number) {
  return {
    key: `${rule.name}:${subject.toLowerCase()}`,
    windowStart: new Date(Math.floor(now / rule.windowMs) * rule.windowMs),
  };
}

/**
 * Counts one hit at `now` (the server's clock: it picks the window) and tells whether the limit is now exceeded. Counting first (an atomic upsert) means
 * concurrent attempts cannot all slip under the limit.
 *
 * @example
 * ```ts
 * if (await hitRateLimit(db, rateLimitRules.loginPerAccount, email, clock.now())) throw tooManyAttempts();
 * ```
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  const { key, windowStart } = counterOf(rule, subject, now.getTime());
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  return (row?.hits ?? 0) > rule.limit;
}

/** Takes back a hit that should not count, e.g. a login that succeeded. */
export async function releaseRateLimitHit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  const { key, windowStart } = counterOf(rule, subject, now.getTime());
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** The 429 of the wire contract. */
export function tooManyAttemptsError(): Refusal {
  return new Refusal('too-many-requests', accountMessages.tooManyAttempts);
}

/**
 * The caller's address: the first `X-Forwarded-For` hop behind a trusted proxy, else the socket's address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
