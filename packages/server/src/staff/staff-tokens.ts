import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { staffMembers, staffSessions } from '../db/schema.ts';

/**
 * The audience of a staff token. Players' tokens carry `v2` or `admin`: each kind is refused on the other's
 * routes by the audience alone, before any table is read.
 */
export const STAFF_AUDIENCE = 'gestion';

/** A staff session lasts a working day and a half: the reception signs in each morning. */
export const STAFF_TOKEN_TTL_SECONDS = 36 * 3600;

/** Who a valid staff token speaks for. */
export interface StaffCaller {
  staffId: number;
  email: string;
  /** The token's `jti`, to revoke it on sign-out. */
  tokenId: string;
}

/** What issuing and checking staff tokens needs: the players' signing key and the server's clock. */
export interface StaffTokenOptions {
  db: Database;
  signingKey: () => Promise<Uint8Array>;
  clock: Clock;
}

/** Issues a signed staff token and records its `jti`. */
export async function issueStaffToken(
  { db, signingKey, clock }: StaffTokenOptions,
  staffId: number,
): Promise<string> {
  const tokenId = randomUUID();
  const issuedAt = Math.floor(clock.nowMs() / 1000);
  const expiresAt = issuedAt + STAFF_TOKEN_TTL_SECONDS;
  await db.insert(staffSessions).values({
    tokenId,
    staffId,
    issuedAt: new Date(issuedAt * 1000),
    expiresAt: new Date(expiresAt * 1000),
  });
  return new SignJWT({ staffId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(tokenId)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/**
 * Checks a staff token: signature (HS256 only), expiry, audience, and that its session is not revoked.
 * Returns `undefined` for any failure.
 */
export async function verifyStaffToken(
  { db, signingKey, clock }: StaffTokenOptions,
  token: string,
): Promise<StaffCaller | undefined> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      audience: STAFF_AUDIENCE,
      currentDate: clock.now(),
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  const { jti, staffId } = payload;
  if (typeof jti !== 'string' || !/^[0-9a-f-]{36}$/i.test(jti) || !Number.isInteger(staffId)) {
    return undefined;
  }
  const [session] = await db
    .select({ staffId: staffSessions.staffId, email: staffMembers.email })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenId, jti), isNull(staffSessions.revokedAt)));
  if (!session || session.staffId !== staffId) return undefined;
  return { staffId: session.staffId, email: session.email, tokenId: jti };
}

/** Revokes one staff token (sign-out) at `now`. */
export async function revokeStaffToken(db: Database, tokenId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.tokenId, tokenId));
}

/** Revokes every token of a staff member (a new password) at `now`. */
export async function revokeStaffSessions(
  db: Pick<Database, 'update'>,
  staffId: number,
  now: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
