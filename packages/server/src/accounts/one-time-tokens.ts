import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

/** What a one-time token is for. */
export type OneTimeTokenKind = 'activation' | 'reset' | 'email-confirmation';

/** How long each kind stays valid. Reset links expire within the hour. */
export const ONE_TIME_TOKEN_TTL_MS: Readonly<Record<OneTimeTokenKind, number>> = {
  activation: 7 * 24 * 3600 * 1000,
  reset: 3600 * 1000,
  'email-confirmation': 7 * 24 * 3600 * 1000,
};

/** The stored form of a token: its SHA-256, so a database leak gives no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a token of 256 random bits valid {@link ONE_TIME_TOKEN_TTL_MS} from `now`, stores its hash and
 * returns the token itself (to put in a link).
 *
 * @example
 * ```ts
 * const token = await createOneTimeToken(db, { userId, kind: 'reset' }, clock.now());
 * ```
 */
export async function createOneTimeToken(
  db: Pick<Database, 'insert'>,
  { userId, kind, payload }: { userId: number; kind: OneTimeTokenKind; payload?: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    userId,
    kind,
    payload,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** A stored token as found by {@link findOneTimeToken}. */
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/** Finds a token of a kind by its clear value, used or not, expired or not (callers tell the cases apart). */
export async function findOneTimeToken(
  db: Database,
  token: string,
  kind: OneTimeTokenKind,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)));
  return row;
}

/** Whether a token row can still be used at `now`. */
export function isUsable(row: OneTimeTokenRow, now: Date): boolean {
  return row.usedAt === null && row.expiresAt > now;
}

/**
 * Marks a token used at `now` if it still is usable then: the `where` makes two concurrent uses yield one winner.
 *
 * @returns the consumed row, or `undefined` when it was unknown, used or expired.
 */
export async function consumeOneTimeToken(
  db: Pick<Database, 'update'>,
  token: string,
  kind: OneTimeTokenKind,
  now: Date,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
