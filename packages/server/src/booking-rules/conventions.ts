import { and, asc, count, eq, inArray, isNull, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  conventions,
  type conventionTriggers,
  conventionValidationItems,
  conventionValidations,
} from '../db/schema.ts';

/** When a convention is asked for (`declencheur`). */
export type ConventionTrigger = (typeof conventionTriggers)[number];

/** A convention with its checkbox labels, in display order. */
export interface Convention {
  id: number;
  hallId: number | null;
  title: string;
  contentHtml: string;
  trigger: ConventionTrigger;
  itemLabels: string[];
}

/** The player has not validated the convention yet. */
function notValidatedBy(db: Database, userId: number): SQL {
  return notExists(
    db
      .select({ one: conventionValidations.conventionId })
      .from(conventionValidations)
      .where(
        and(eq(conventionValidations.conventionId, conventions.id), eq(conventionValidations.userId, userId)),
      ),
  );
}

/**
 * The conventions a player has still to validate: a hall's (`hallId` a number), or the general-public ones
 * (`hallId` null), optionally only those of one trigger, in display order.
 *
 * @example `await conventionsToValidate(db, userId, { hallId: 1, trigger: 'reservation' })`
 */
export async function conventionsToValidate(
  db: Database,
  userId: number,
  filter: { hallId: number | null; trigger?: ConventionTrigger },
): Promise<Convention[]> {
  const rows = await db
    .select()
    .from(conventions)
    .where(
      and(
        filter.hallId === null ? isNull(conventions.hallId) : eq(conventions.hallId, filter.hallId),
        filter.trigger ? eq(conventions.trigger, filter.trigger) : undefined,
        isNull(conventions.withdrawnAt),
        notValidatedBy(db, userId),
      ),
    )
    .orderBy(asc(conventions.position), asc(conventions.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(conventionValidationItems)
    .where(
      inArray(
        conventionValidationItems.conventionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(conventionValidationItems.position), asc(conventionValidationItems.id));
  return rows.map((row) => ({
    id: row.id,
    hallId: row.hallId,
    title: row.title,
    contentHtml: row.contentHtml,
    trigger: row.trigger,
    itemLabels: items.filter((item) => item.conventionId === row.id).map((item) => item.label),
  }));
}

/**
 * The convention with this id while it is asked, or `undefined`: a version replaced or withdrawn from the
 * hall's console is no longer validated (its player is asked the current one).
 */
export async function findConvention(
  db: Database,
  id: number,
): Promise<typeof conventions.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(conventions)
    .where(and(eq(conventions.id, id), isNull(conventions.withdrawnAt)));
  return row;
}

/** Records that a player validated a convention; validating twice keeps the first date. */
export async function recordValidation(db: Database, userId: number, conventionId: number): Promise<void> {
  await db.insert(conventionValidations).values({ userId, conventionId }).onConflictDoNothing();
}

/**
 * Records that a player accepted, on the sign-up form, the general conditions in force: every
 * general-public convention asked at login (no hall, trigger `connexion`) as it stands now. A convention's
 * row is one version of its text (a new text is a new row), so the ids and the date recorded say which
 * version was accepted, and the first login does not ask for it a second time; a later version still is.
 *
 * @returns the ids of the conventions recorded.
 * @example `await acceptGeneralConventions(db, created.userId)`
 */
export async function acceptGeneralConventions(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(
      and(isNull(conventions.hallId), eq(conventions.trigger, 'connexion'), isNull(conventions.withdrawnAt)),
    );
  if (rows.length === 0) return [];
  await db
    .insert(conventionValidations)
    .values(rows.map((row) => ({ userId, conventionId: row.id })))
    .onConflictDoNothing();
  return rows.map((row) => row.id);
}

/**
 * How many of the conventions a hall requires before booking (trigger `reservation`) the player has not
 * validated in their current version; `panier/valide` refuses while it is above 0.
 *
 * @example
 * ```ts
 * if ((await missingConventions(db, userId, hallId)) > 0) throw new Refusal('forbidden', cartMessages.conventions);
 * ```
 */
export async function missingConventions(db: Database, userId: number, hallId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conventions)
    .where(
      and(
        eq(conventions.hallId, hallId),
        eq(conventions.trigger, 'reservation'),
        isNull(conventions.withdrawnAt),
        notValidatedBy(db, userId),
      ),
    );
  return row?.n ?? 0;
}
