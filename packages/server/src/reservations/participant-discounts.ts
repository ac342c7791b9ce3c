// The discount choice of the invitation page (spec 1: « A payment section and a discount choice appear only
// when paiementRequis is true and the user (or a family member) accepts »; each answer item carries
// `discounts`). A player picks among the status-based discounts granted to them in the reservation's hall;
// the settlement takes them off the part of the share of each person they chose them for.

import { and, asc, eq, inArray } from 'drizzle-orm';
import { canCombine, type DiscountRow, grantedDiscounts } from '../booking-rules/discounts.ts';
import {
  discounts,
  participantAnswers,
  participantDiscounts,
  reservationParticipants,
  type reservations,
  zones,
} from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { Executor, Transaction } from './waiting-lines.ts';

/** French refusals of a discount choice (422, `{ description }`). */
export const participantDiscountMessages = {
  noPayment: "Cette réservation ne demande pas de paiement\u00a0: aucune réduction ne s'y applique.",
  notShared:
    "L'organisateur règle seul cette réservation\u00a0: aucune réduction ne s'applique à votre réponse.",
  onlyWithAccept: "Une réduction ne s'applique qu'à une participation acceptée.",
  organiser: "L'organisateur choisit ses réductions dans son panier, avant de valider la réservation.",
  notGranted: 'Cette réduction ne vous est pas accordée dans cette salle, ou elle a expiré.',
  notCombinable: 'Ces réductions ne sont pas cumulables.',
} as const;

function refuse(description: string): Refusal {
  return new Refusal('invalid', description);
}

/** One answer item as far as discounts go: whose answer (contact id), the answer, the chosen ids. */
export interface DiscountChoice {
  idUser: number;
  reponse: 0 | 1 | 2;
  discounts: readonly number[];
}

/**
 * Checks the discounts chosen with the answers of `payerUserId` (who pays for every person they answer for)
 * and returns them by contact id. Refused (422, nothing written) when the reservation asks no payment or
 * is not shared, when a discount comes with anything but an accept or with the organiser's own answer, when
 * one is not granted to the payer in the reservation's hall (or has expired), or when two of one answer
 * cannot be combined.
 */
export async function checkDiscountChoices(
  tx: Executor,
  reservation: typeof reservations.$inferSelect,
  payerUserId: number,
  organiserContactId: number | null,
  answers: readonly DiscountChoice[],
  now = new Date(),
): Promise<Map<number, DiscountRow[]>> {
  const chosen = new Map<number, DiscountRow[]>();
  const withDiscounts = answers.filter((a) => a.discounts.length > 0);
  if (withDiscounts.length === 0) return chosen;
  if (!reservation.isPaymentRequired) throw refuse(participantDiscountMessages.noPayment);
  if (!reservation.isBillShared) throw refuse(participantDiscountMessages.notShared);
  if (withDiscounts.some((a) => a.reponse !== participantAnswers.accepted))
    throw refuse(participantDiscountMessages.onlyWithAccept);
  if (withDiscounts.some((a) => a.idUser === organiserContactId))
    throw refuse(participantDiscountMessages.organiser);

  const [zone] = await tx
    .select({ hallId: zones.hallId })
    .from(zones)
    .where(eq(zones.id, reservation.zoneId));
  const granted = new Map(
    (await grantedDiscounts(tx, payerUserId, zone?.hallId ?? -1, now)).map((d) => [d.id, d]),
  );
  for (const answer of withDiscounts) {
    const rows = [...new Set(answer.discounts)].map((id) => granted.get(id));
    if (rows.some((row) => row === undefined)) throw refuse(participantDiscountMessages.notGranted);
    const list = rows as DiscountRow[];
    for (const [index, a] of list.entries()) {
      for (const b of list.slice(index + 1)) {
        if (!canCombine(a, b)) throw refuse(participantDiscountMessages.notCombinable);
      }
    }
    chosen.set(answer.idUser, list);
  }
  return chosen;
}

/**
 * Replaces the discounts of the answered persons' lines on a reservation with the checked choice: an
 * answer without discounts (or a refusal, a maybe) clears what that person had.
 */
export async function recordDiscountChoices(
  tx: Transaction,
  reservationId: string,
  answeredContactIds: readonly number[],
  chosen: ReadonlyMap<number, readonly DiscountRow[]>,
): Promise<void> {
  if (answeredContactIds.length === 0) return;
  const lines = await tx
    .select({ id: reservationParticipants.id, contactId: reservationParticipants.contactId })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, reservationId),
        inArray(reservationParticipants.contactId, [...answeredContactIds]),
      ),
    );
  if (lines.length === 0) return;
  await tx.delete(participantDiscounts).where(
    inArray(
      participantDiscounts.participantId,
      lines.map((line) => line.id),
    ),
  );
  const rows = lines.flatMap((line) =>
    (chosen.get(line.contactId ?? -1) ?? []).map((discount) => ({
      participantId: line.id,
      discountId: discount.id,
    })),
  );
  if (rows.length > 0) await tx.insert(participantDiscounts).values(rows);
}

/**
 * The discounts chosen on the participant lines of some reservations, by participant line id. Discounts
 * past their end date still count: they were usable when chosen.
 */
export async function discountsByParticipant(
  db: Executor,
  reservationIds: readonly string[],
): Promise<Map<number, DiscountRow[]>> {
  const result = new Map<number, DiscountRow[]>();
  if (reservationIds.length === 0) return result;
  const rows = await db
    .select({ participantId: participantDiscounts.participantId, discount: discounts })
    .from(participantDiscounts)
    .innerJoin(discounts, eq(discounts.id, participantDiscounts.discountId))
    .innerJoin(reservationParticipants, eq(reservationParticipants.id, participantDiscounts.participantId))
    .where(inArray(reservationParticipants.reservationId, [...reservationIds]))
    .orderBy(asc(participantDiscounts.participantId), asc(discounts.id));
  for (const row of rows) {
    const list = result.get(row.participantId) ?? [];
    list.push(row.discount);
    result.set(row.participantId, list);
  }
  return result;
}
