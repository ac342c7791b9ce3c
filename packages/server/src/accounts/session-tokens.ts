import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

/** The two API bases; a token is only accepted on the base it was issued for (its `aud`). */
export type ApiBase = 'admin' | 'v2';

/** Lifetime of a session token. */
export const SESSION_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** The one algorithm accepted: `none`, RS256 with a public key as secret and the like are refused. */
const ALGORITHMS = ['HS256'];

/** Who a valid token speaks for. */
export interface Caller {
  userId: number;
  contactId: number;
  /** The token's `jti`, to revoke it on logout. */
  tokenId: string;
}

/** What issuing and checking tokens needs. */
export interface SessionTokenOptions {
  db: Database;
  signingKey: () => Promise<Uint8Array>;
  tokenCutoff: Date;
  /** The server's clock: tokens are issued at its time and expire by it. */
  clock: Clock;
}

/**
 * Issues a signed session token for a base and records its `jti`.
 *
 * @example
 * ```ts
 * const token = await issueSessionToken(options, { userId: 1, contactId: 1 }, 'v2');
 * ```
 */
export async function issueSessionToken(
  { db, signingKey, clock }: SessionTokenOptions,
  subject: { userId: number; contactId: number },
  base: ApiBase,
): Promise<string> {
  const tokenId = randomUUID();
  const issuedAt = Math.floor(clock.nowMs() / 1000);
  const expiresAt = issuedAt + SESSION_TOKEN_TTL_SECONDS;
  await db.insert(sessions).values({
    tokenId,
    userId: subject.userId,
    audience: base,
    issuedAt: new Date(issuedAt * 1000),
    expiresAt: new Date(expiresAt * 1000),
  });
  return new SignJWT({ nIdContact: subject.contactId, userId: subject.userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(tokenId)
    .setAudience(base)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/**
 * Checks a token for a base: signature (HS256 only), expiry, audience, the cut-off date, and that its
 * session is neither revoked nor of a deleted account. Returns `undefined` for any failure.
 */
export async function verifySessionToken(
  { db, signingKey, tokenCutoff, clock }: SessionTokenOptions,
  token: string,
  base: ApiBase,
): Promise<Caller | undefined> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ALGORITHMS,
      audience: base,
      currentDate: clock.now(),
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  const { jti, iat, userId, nIdContact } = payload;
  if (typeof jti !== 'string' || typeof iat !== 'number') return undefined;
  if (!Number.isInteger(userId) || !Number.isInteger(nIdContact)) return undefined;
  if (iat * 1000 < tokenCutoff.getTime()) return undefined;
  if (!/^[0-9a-f-]{36}$/i.test(jti)) return undefined;
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenId, jti), isNull(sessions.revokedAt), isNull(users.deletedAt)));
  if (!session || session.userId !== userId) return undefined;
  return { userId: userId as number, contactId: nIdContact as number, tokenId: jti };
}

/** Revokes one token (logout) at `now`. */
export async function revokeSessionToken(db: Database, tokenId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenId, tokenId));
}

/** Revokes every token of an account (password change, account deletion) at `now`. */
export async function revokeAllSessions(
  db: Pick<Database, 'update'>,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
