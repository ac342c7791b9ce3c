import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conventions, conventionValidationItems, conventionValidations } from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';
import { sanitizeConventionOnServer } from './convention-html.ts';

/** The most conventions a hall asks before booking. */
export const MAX_HALL_CONVENTIONS = 10;

/** The most checkboxes of one convention. */
export const MAX_CONVENTION_ITEMS = 10;

/** French texts of the hall's conventions. */
export const hallConventionMessages = {
  emptyAfterCleaning:
    'Le texte de la convention est vide une fois nettoyé\u00a0: seules les balises de mise en forme sont gardées (paragraphes, titres, listes, liens, gras…).',
  unknownConvention: "Cette convention n'existe pas dans cette salle.",
  changedMeanwhile:
    "Cette convention vient d'être modifiée ou retirée par quelqu'un d'autre\u00a0: rechargez la page pour voir sa version actuelle.",
  tooMany: `La salle demande déjà ${MAX_HALL_CONVENTIONS} conventions\u00a0: retirez-en une avant d'en ajouter.`,
} as const;

/** A convention of the hall as the console reads it: its current version. */
export interface HallConventionView {
  idConvention: number;
  titre: string;
  /** Sanitised HTML (spec 2 section 5). */
  contenu: string;
  validations: { libelle: string }[];
  /** When this version was written (ISO instant). */
  versionDu: string;
  /** The id of the version this one replaced, or null. */
  remplace: number | null;
  /** How many players have validated this version. */
  validationsJoueurs: number;
}

/** A convention as the console writes it. */
export interface ConventionText {
  title: string;
  html: string;
  itemLabels: string[];
}

/** The hall's conventions asked before booking, current versions only, in the order they are asked. */
export async function hallConventionViews(db: Database, hallId: number): Promise<HallConventionView[]> {
  const rows = await db
    .select()
    .from(conventions)
    .where(and(eq(conventions.hallId, hallId), isNull(conventions.withdrawnAt)))
    .orderBy(asc(conventions.position), asc(conventions.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select()
    .from(conventionValidationItems)
    .where(inArray(conventionValidationItems.conventionId, ids))
    .orderBy(asc(conventionValidationItems.position), asc(conventionValidationItems.id));
  const counts = await db
    .select({ id: conventionValidations.conventionId, n: count() })
    .from(conventionValidations)
    .where(inArray(conventionValidations.conventionId, ids))
    .groupBy(conventionValidations.conventionId);
  return rows.map((row) => ({
    idConvention: row.id,
    titre: row.title,
    contenu: row.contentHtml,
    validations: items
      .filter((item) => item.conventionId === row.id)
      .map((item) => ({ libelle: item.label })),
    versionDu: row.createdAt.toISOString(),
    remplace: row.replacesId,
    validationsJoueurs: Number(counts.find((found) => found.id === row.id)?.n ?? 0),
  }));
}

/** The text as kept: the HTML sanitised, refused when nothing readable is left. */
async function cleaned(text: ConventionText): Promise<ConventionText> {
  const html = await sanitizeConventionOnServer(text.html);
  const readable = html.replace(/<(?!img\b)[^>]*>/gi, '').trim();
  if (readable === '' && !/<img\b/i.test(html))
    throw new InvalidField('contenu', hallConventionMessages.emptyAfterCleaning);
  return { ...text, html };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertVersion(
  tx: Transaction,
  hallId: number,
  text: ConventionText,
  version: { position: number; replacesId: number | null; now: Date },
): Promise<number> {
  const [created] = await tx
    .insert(conventions)
    .values({
      hallId,
      title: text.title,
      contentHtml: text.html,
      trigger: 'reservation',
      position: version.position,
      replacesId: version.replacesId,
      createdAt: version.now,
    })
    .returning({ id: conventions.id });
  if (!created) throw new Error('the convention was not stored');
  if (text.itemLabels.length > 0)
    await tx
      .insert(conventionValidationItems)
      .values(text.itemLabels.map((label, position) => ({ conventionId: created.id, label, position })));
  return created.id;
}

/**
 * Adds a convention the hall's players validate before booking, asked after the others. Its HTML is
 * sanitised before it is stored. Audited (`convention.ajout`).
 *
 * @example await addHallConvention(db, hallId, { title: 'Règlement', html: '<p>…</p>', itemLabels: ['J'ai lu'] }, staff, now);
 */
export async function addHallConvention(
  db: Database,
  hallId: number,
  text: ConventionText,
  actor: StaffActor,
  now: Date,
): Promise<HallConventionView[]> {
  const clean = await cleaned(text);
  await db.transaction(async (tx) => {
    // The hall's current versions, locked: two additions at once cannot pass the cap.
    const current = await tx
      .select({ id: conventions.id, position: conventions.position })
      .from(conventions)
      .where(and(eq(conventions.hallId, hallId), isNull(conventions.withdrawnAt)))
      .for('update');
    if (current.length >= MAX_HALL_CONVENTIONS) throw new Refusal('conflict', hallConventionMessages.tooMany);
    const position = Math.max(-1, ...current.map((row) => row.position)) + 1;
    const id = await insertVersion(tx, hallId, clean, { position, replacesId: null, now });
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'convention.ajout',
      { idConvention: id, titre: clean.title },
      now,
    );
  });
  return hallConventionViews(db, hallId);
}

/**
 * Changes a convention. Players validate a version: a new title, text or checkbox is a new version (a new
 * row, new id, the old one withdrawn with its validations kept), so every player is asked to validate it
 * again before their next booking; the same text again changes nothing and asks no one. Editing a version
 * that was replaced or withdrawn meanwhile is refused (409), nothing written. Audited
 * (`convention.modification`) with both ids.
 *
 * @returns the hall's conventions as they now stand.
 */
export async function editHallConvention(
  db: Database,
  hallId: number,
  conventionId: number,
  text: ConventionText,
  actor: StaffActor,
  now: Date,
): Promise<HallConventionView[]> {
  const clean = await cleaned(text);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(conventions)
      .where(and(eq(conventions.id, conventionId), eq(conventions.hallId, hallId)))
      .for('update');
    if (!before) throw new Refusal('not-found', hallConventionMessages.unknownConvention);
    if (before.withdrawnAt) throw new Refusal('conflict', hallConventionMessages.changedMeanwhile);
    const items = await tx
      .select({ label: conventionValidationItems.label })
      .from(conventionValidationItems)
      .where(eq(conventionValidationItems.conventionId, conventionId))
      .orderBy(asc(conventionValidationItems.position), asc(conventionValidationItems.id));
    const isSame =
      before.title === clean.title &&
      before.contentHtml === clean.html &&
      items.length === clean.itemLabels.length &&
      items.every((item, index) => item.label === clean.itemLabels[index]);
    if (isSame) return;
    await tx.update(conventions).set({ withdrawnAt: now }).where(eq(conventions.id, conventionId));
    const id = await insertVersion(tx, hallId, clean, {
      position: before.position,
      replacesId: conventionId,
      now,
    });
    const [validated] = await tx
      .select({ n: count() })
      .from(conventionValidations)
      .where(eq(conventionValidations.conventionId, conventionId));
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'convention.modification',
      { idConvention: id, remplace: conventionId, titre: clean.title, aRevalider: Number(validated?.n ?? 0) },
      now,
    );
  });
  return hallConventionViews(db, hallId);
}

/**
 * Withdraws a convention: no longer asked before booking; the validations players gave stay recorded.
 * Audited (`convention.retrait`).
 */
export async function removeHallConvention(
  db: Database,
  hallId: number,
  conventionId: number,
  actor: StaffActor,
  now: Date,
): Promise<HallConventionView[]> {
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(conventions)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(conventions.id, conventionId),
          eq(conventions.hallId, hallId),
          isNull(conventions.withdrawnAt),
        ),
      )
      .returning({ title: conventions.title });
    if (!withdrawn[0]) throw new Refusal('not-found', hallConventionMessages.unknownConvention);
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'convention.retrait',
      { idConvention: conventionId, titre: withdrawn[0].title },
      now,
    );
  });
  return hallConventionViews(db, hallId);
}
