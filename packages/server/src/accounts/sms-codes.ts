import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { smsCodes } from '../db/schema.ts';

/** How long an SMS code is valid. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong tries after which a code is dead. */
export const SMS_CODE_MAX_FAILURES = 5;

function hashCode(userId: number, phone: string, code: string): string {
  return createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');
}

/**
 * Creates a 6-digit code for an account and a phone at `now` (valid {@link SMS_CODE_TTL_MS} from then), and
 * voids its earlier codes.
 *
 * @returns the code in clear, to send by SMS.
 */
export async function createSmsCode(db: Database, userId: number, phone: string, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.userId, userId), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({
      userId,
      phone,
      codeHash: hashCode(userId, phone, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks a code at `now`: right, it is used up and `true` comes back; wrong, one try is counted (the fifth voids it).
 */
export async function checkSmsCode(
  db: Database,
  userId: number,
  phone: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, userId),
        eq(smsCodes.phone, phone),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.failedAttempts, SMS_CODE_MAX_FAILURES),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!current) return false;
  if (current.codeHash !== hashCode(userId, phone, code)) {
    await db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, current.id));
    return false;
  }
  // The `where` makes two concurrent right answers consume it once.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsCodes.id, current.id),
        isNull(smsCodes.usedAt),
        lt(smsCodes.failedAttempts, SMS_CODE_MAX_FAILURES),
      ),
    )
    .returning({ id: smsCodes.id });
  return used.length > 0;
}
