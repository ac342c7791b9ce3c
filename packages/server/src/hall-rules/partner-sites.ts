import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallPartnerOrigins } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** French texts of the console's partner sites. */
export const partnerSiteMessages = {
  notOrigin:
    "L'adresse du site doit être une origine http ou https sans chemin, par exemple https://www.mairie-exemple.fr.",
  unknownSite: "Ce site partenaire n'est pas enregistré pour cette salle.",
} as const;

/** A partner site as the console lists it: the origin a player may be sent back to after signing in. */
export interface PartnerSiteView {
  origine: string;
  ajouteLe: string;
}

/** The partner sites registered for a hall, by origin. */
export async function partnerSitesOf(db: Database, hallId: number): Promise<PartnerSiteView[]> {
  const rows = await db
    .select({ origin: hallPartnerOrigins.origin, createdAt: hallPartnerOrigins.createdAt })
    .from(hallPartnerOrigins)
    .where(eq(hallPartnerOrigins.hallId, hallId))
    .orderBy(asc(hallPartnerOrigins.origin));
  return rows.map((row) => ({ origine: row.origin, ajouteLe: row.createdAt.toISOString() }));
}

/**
 * Registers a partner site's origin for the hall (an owner, from the console): a player who signs in from a
 * page of that site is offered the way back to it. Registering it again changes nothing and records
 * nothing. Answers whether it was new.
 *
 * @example await addPartnerSite(db, hallId, 'https://www.mairie-exemple.fr', staff, now);
 */
export async function addPartnerSite(
  db: Database,
  hallId: number,
  origin: string,
  actor: StaffActor,
  now: Date,
): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(hallPartnerOrigins)
      .values({ hallId, origin, createdAt: now })
      .onConflictDoNothing()
      .returning({ origin: hallPartnerOrigins.origin });
    if (inserted.length === 0) return false;
    await recordStaffAction(tx, hallId, actor, 'site-partenaire.ajout', { origine: origin }, now);
    return true;
  });
}

/** Removes a partner site of the hall: its pages are no longer offered the way back. */
export async function removePartnerSite(
  db: Database,
  hallId: number,
  origin: string,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(hallPartnerOrigins)
      .where(and(eq(hallPartnerOrigins.hallId, hallId), eq(hallPartnerOrigins.origin, origin)))
      .returning({ origin: hallPartnerOrigins.origin });
    if (removed.length === 0) throw new Refusal('not-found', partnerSiteMessages.unknownSite);
    await recordStaffAction(tx, hallId, actor, 'site-partenaire.retrait', { origine: origin }, now);
  });
}
