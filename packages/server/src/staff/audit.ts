import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAudit } from '../db/schema.ts';

/** Who did something in a hall: a signed-in staff member, or the `npm run staff` command. */
export interface StaffActor {
  staffId: number | null;
  email: string;
}

/** The actions the audit trail records, by their wire name. */
export type StaffAction =
  | 'personnel.ajout'
  | 'personnel.role'
  | 'personnel.retrait'
  | 'fermeture.ajout'
  | 'fermeture.suppression'
  | 'reservation.guichet'
  | 'reservation.annulation'
  | 'paiement.remboursement'
  | 'paiement.relance'
  | 'entree.manuelle'
  | 'regle.porte'
  | 'regle.horaires'
  | 'regle.tarifs'
  | 'reduction.ajout'
  | 'reduction.retrait'
  | 'actualite.publication'
  | 'actualite.retrait'
  | 'appareil.ajout'
  | 'appareil.revocation'
  | 'site-partenaire.ajout'
  | 'site-partenaire.retrait'
  | 'fiche.description'
  | 'fiche.video'
  | 'fiche.photo.ajout'
  | 'fiche.photo.texte'
  | 'fiche.photo.ordre'
  | 'fiche.photo.retrait'
  | 'convention.ajout'
  | 'convention.modification'
  | 'convention.retrait';

/**
 * Records one staff action at `at` (the server's clock), in the same transaction as the action itself when
 * `db` is one: no action without its line, no line without its action.
 *
 * @example await recordStaffAction(tx, hallId, actor, 'personnel.ajout', { email, role }, clock.now());
 */
export async function recordStaffAction(
  db: Pick<Database, 'insert'>,
  hallId: number,
  actor: StaffActor,
  action: StaffAction,
  details: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.insert(staffAudit).values({
    hallId,
    staffId: actor.staffId,
    staffEmail: actor.email,
    action,
    details,
    at,
  });
}

/** One line of the audit trail as the console reads it. */
export interface AuditLine {
  id: number;
  quand: string;
  qui: string;
  action: string;
  details: Record<string, unknown>;
}

/** The hall's audit trail, newest first, `limit` lines older than line `before` (a page). */
export async function listStaffActions(
  db: Database,
  hallId: number,
  { limit, before }: { limit: number; before?: number },
): Promise<AuditLine[]> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(
      before === undefined
        ? eq(staffAudit.hallId, hallId)
        : and(eq(staffAudit.hallId, hallId), lt(staffAudit.id, before)),
    )
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    quand: row.at.toISOString(),
    qui: row.staffEmail,
    action: row.action,
    details: row.details,
  }));
}
