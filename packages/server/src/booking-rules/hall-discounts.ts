// A hall's discount codes from its console (« Réductions »): listed with their uses and state, created,
// withdrawn (never deleted: their uses stay countable), each change audited and seen by players at once.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { uniqueViolation } from '../accounts/user-repository.ts';
import type { Database } from '../db/client.ts';
import { discounts } from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { addDays, type LocalDate, localDateOf, zonedInstant } from '../planning/local-time.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';
import { type DiscountState, discountStateAt, discountUses } from './discount-uses.ts';
import type { DiscountRow } from './discounts.ts';

/** French texts of the console's discount codes. */
export const hallDiscountMessages = {
  unknown: "Ce code de réduction n'existe pas dans cette salle.",
  codeTaken: (code: string) => `Le code ${code} existe déjà\u00a0: choisissez-en un autre.`,
  endPassed: "La date de fin est déjà passée\u00a0: choisissez aujourd'hui ou plus tard.",
  endBeforeStart: 'La date de fin vient avant la date de début.',
} as const;

/** The hall a code belongs to, and its time zone (its days are the hall's). */
export interface DiscountHall {
  hallId: number;
  timezone: string;
}

/** A code as the console lists it (`GET .../reductions`). */
export interface HallDiscountView {
  idReduction: number;
  code: string;
  libelle: string;
  pourcentage: number | null;
  montantCentimes: number | null;
  cumulable: boolean;
  limiteUtilisations: number | null;
  utilisations: number;
  /** Its first day and its last, in the hall's time zone (`AAAA-MM-JJ`); null: no bound. */
  du: LocalDate | null;
  au: LocalDate | null;
  creeLe: string;
  retireeLe: string | null;
  etat: DiscountState;
}

/** A new code: a percentage or an amount, an optional limit and days. */
export interface NewHallDiscount {
  code: string;
  percent: number | null;
  amountCents: number | null;
  maxUses: number | null;
  from: LocalDate | null;
  until: LocalDate | null;
  isCumulative: boolean;
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;

function view(row: DiscountRow, uses: number, timezone: string, now: Date): HallDiscountView {
  return {
    idReduction: row.id,
    code: row.code ?? '',
    libelle: row.label,
    pourcentage: row.percent,
    montantCentimes: row.amountCents,
    cumulable: row.isCumulative,
    limiteUtilisations: row.maxUses,
    utilisations: uses,
    du: row.validFrom ? localDateOf(row.validFrom, timezone) : null,
    // The last instant belongs to the last day.
    au: row.endsAt ? localDateOf(new Date(row.endsAt.getTime() - 1), timezone) : null,
    creeLe: row.createdAt.toISOString(),
    retireeLe: row.withdrawnAt?.toISOString() ?? null,
    etat: discountStateAt(row, uses, now),
  };
}

const ofHall = (hallId: number) => and(eq(discounts.hallId, hallId), isNotNull(discounts.code));

/**
 * The hall's code discounts, newest first, withdrawn ones included; never another hall's or a global one.
 *
 * @example const codes = await hallDiscountViews(db, { hallId, timezone }, clock.now());
 */
export async function hallDiscountViews(
  db: Database,
  hall: DiscountHall,
  now: Date,
): Promise<HallDiscountView[]> {
  const rows = await db
    .select()
    .from(discounts)
    .where(ofHall(hall.hallId))
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
  const uses = await discountUses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => view(row, uses.get(row.id) ?? 0, hall.timezone, now));
}

/**
 * Creates a code for the hall (upper case; codes are unique whatever their case, across halls since a
 * player types one without naming a hall): its days become the first instant of `from` and the last of
 * `until` in the hall's time zone. Audited in the same transaction.
 *
 * @example await createHallDiscount(db, hall, { code: 'NOEL', percent: 10, amountCents: null, maxUses: 50, from: null, until: '2026-12-31', isCumulative: false }, staff, now);
 */
export async function createHallDiscount(
  db: Database,
  hall: DiscountHall,
  input: NewHallDiscount,
  actor: StaffActor,
  now: Date,
): Promise<HallDiscountView> {
  const code = input.code.trim().toUpperCase();
  if (input.until !== null && input.until < localDateOf(now, hall.timezone))
    throw new InvalidField('au', hallDiscountMessages.endPassed);
  if (input.from !== null && input.until !== null && input.until < input.from)
    throw new InvalidField('au', hallDiscountMessages.endBeforeStart);
  const value = input.percent !== null ? `${input.percent}\u00a0%` : euros(input.amountCents ?? 0);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(discounts)
        .values({
          label: `Code ${code}\u00a0: ${value}`,
          code,
          hallId: hall.hallId,
          percent: input.percent,
          amountCents: input.amountCents,
          isCumulative: input.isCumulative,
          isCodeCumulable: input.isCumulative,
          maxUses: input.maxUses,
          validFrom: input.from === null ? null : zonedInstant(input.from, 0, hall.timezone),
          endsAt:
            input.until === null
              ? null
              : new Date(zonedInstant(addDays(input.until, 1), 0, hall.timezone).getTime() - 1),
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('discount insert returned nothing');
      await recordStaffAction(
        tx,
        hall.hallId,
        actor,
        'reduction.ajout',
        {
          idReduction: created.id,
          code,
          pourcentage: input.percent,
          montantCentimes: input.amountCents,
          limiteUtilisations: input.maxUses,
          du: input.from,
          au: input.until,
        },
        now,
      );
      return created;
    });
    return view(row, 0, hall.timezone, now);
  } catch (error) {
    if (uniqueViolation(error) === 'discounts_code_unique')
      throw new Refusal('conflict', hallDiscountMessages.codeTaken(code));
    throw error;
  }
}

/**
 * Withdraws one of the hall's codes: players can no longer apply it, carts holding it no longer count it,
 * its uses stay. Another hall's code, a global one or a status-based discount is not found. Withdrawing it
 * again keeps the first date and records nothing.
 *
 * @example await withdrawHallDiscount(db, hall, 12, staff, clock.now());
 */
export async function withdrawHallDiscount(
  db: Database,
  hall: DiscountHall,
  discountId: number,
  actor: StaffActor,
  now: Date,
): Promise<HallDiscountView> {
  const row = await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(discounts)
      .set({ withdrawnAt: now })
      .where(and(eq(discounts.id, discountId), ofHall(hall.hallId), isNull(discounts.withdrawnAt)))
      .returning();
    if (!withdrawn) {
      const [found] = await tx
        .select()
        .from(discounts)
        .where(and(eq(discounts.id, discountId), ofHall(hall.hallId)));
      if (!found) throw new Refusal('not-found', hallDiscountMessages.unknown);
      return found;
    }
    const uses = (await discountUses(tx, [withdrawn.id])).get(withdrawn.id) ?? 0;
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'reduction.retrait',
      { idReduction: withdrawn.id, code: withdrawn.code, utilisations: uses },
      now,
    );
    return withdrawn;
  });
  const uses = (await discountUses(db, [row.id])).get(row.id) ?? 0;
  return view(row, uses, hall.timezone, now);
}
