import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls, safetyAttestations } from '../db/schema.ts';

/**
 * Whether the player may book in the hall as far as the safety video goes: true when the hall does not
 * require the video (`videoSecuriteRequise` false), else when the player sent an attestation for it.
 *
 * @example
 * ```ts
 * if (!(await hasSafetyAttestation(db, userId, hallId))) throw new Refusal('forbidden', cartMessages.safetyVideo);
 * ```
 */
export async function hasSafetyAttestation(db: Database, userId: number, hallId: number): Promise<boolean> {
  const [hall] = await db
    .select({ isRequired: halls.safetyVideoRequired })
    .from(halls)
    .where(eq(halls.id, hallId));
  if (!hall?.isRequired) return true;
  const [attestation] = await db
    .select({ id: safetyAttestations.id })
    .from(safetyAttestations)
    .where(and(eq(safetyAttestations.userId, userId), eq(safetyAttestations.hallId, hallId)))
    .limit(1);
  return attestation !== undefined;
}

/** Records a player's attestation that they watched a hall's safety video, on the date and time they sent. */
export async function recordSafetyAttestation(
  db: Database,
  attestation: { userId: number; hallId: number; watchedOn: string; watchedAtTime: string },
): Promise<void> {
  await db.insert(safetyAttestations).values(attestation);
}
