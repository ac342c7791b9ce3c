import { z } from '@hono/zod-openapi';
import {
  appliedDiscounts,
  cartDiscountCents,
  toWireDiscount,
  WireDiscountSchema,
} from '../booking-rules/index.ts';
import type { Database } from '../db/client.ts';
import { formatZoned } from '../planning/local-time.ts';
import { encodeSlotId } from '../planning/slot-id.ts';
import type { ProductNames } from '../product.ts';
import { type CartLine, listCartLines, openCart } from './cart-repository.ts';
import { sellsPlaces } from './hold-rules.ts';
import { findOffer, findSlot, placesLeft } from './slot-lookup.ts';

/** The cart on the wire (`GET /panier` and every call that answers "the cart"). */
export function cartSchema(names: ProductNames) {
  const capitalised = names.idField.slice(2);
  const line = z
    .object({
      id: z.number().int(),
      nIdCreneau: z.number().int().openapi({
        description: 'Le créneau de la ligne, même identifiant que dans le planning (creneaux).',
      }),
      [names.idField]: z.number().int(),
      [`libelle${capitalised}`]: z.string(),
      typeCreneau: z.enum(['terrain', 'place', 'cours']).nullable(),
      sport: z.object({ idSport: z.number().int(), libelle: z.string() }),
      tarif: z.number().int().openapi({ description: 'Total de la ligne en centimes.', example: 4800 }),
      quantite: z.number().int(),
      nbPlaceConseille: z.number().int(),
      date_heure_debut: z.string().openapi({ example: '2026-11-23T09:00:00+01:00' }),
      date_heure_fin: z.string().openapi({ example: '2026-11-23T10:30:00+01:00' }),
      dureeCreneau: z.number().int().openapi({ description: 'Minutes.' }),
      nb_place: z.number().int().nullable().openapi({ description: 'Places restantes (place, cours).' }),
      description: z
        .object({
          img: z.string().nullable().openapi({
            description: 'Image du cours (chemin /media/...).',
            example: '/media/courses/badminton-cours.svg',
          }),
          niveau: z.string().nullable().openapi({ example: 'Niveau avancé' }),
          encadrant: z.string().nullable().openapi({ description: "Nom de l'encadrant du cours." }),
          content: z.string().nullable().openapi({
            description:
              'Présentation du cours en HTML, à nettoyer avant affichage (balises de la spec 2 §5).',
          }),
        })
        .nullable()
        .openapi({ description: 'Pour une ligne cours\u00a0; null pour un terrain ou une place.' }),
    })
    .openapi('LignePanier');
  return z
    .object({
      uuid: z.string().uuid(),
      dtExpiration: z
        .string()
        .nullable()
        .openapi({ description: 'Fin de la réservation temporaire la plus proche (15 minutes par ajout).' }),
      tarif: z.number().int().openapi({ description: 'Total en centimes, réductions déduites.' }),
      contenu: z.array(line),
      reductions: z.array(WireDiscountSchema),
      v2: z.literal(true),
    })
    .openapi('Panier');
}

/** A line's `description`: the class's facts for a `cours` line, `null` for any other (spec 2 section 3). */
export function lineDescription({ course }: Pick<CartLine, 'course'>) {
  if (!course) return null;
  return {
    img: course.imageUrl,
    niveau: course.level,
    encadrant: course.coachName,
    content: course.contentHtml,
  };
}

/** The earliest hold end of a cart's lines, or `undefined` for an empty cart. */
export function earliestExpiry(lines: readonly CartLine[]): CartLine | undefined {
  return lines.reduce<CartLine | undefined>(
    (first, line) => (!first || line.line.holdExpiresAt < first.line.holdExpiresAt ? line : first),
    undefined,
  );
}

/** A line's total: places × unit price for `place`/`cours`, the slot price otherwise. */
export function lineTotalCents({ line, slotType }: Pick<CartLine, 'line' | 'slotType'>): number {
  return sellsPlaces(slotType) ? line.unitPriceCents * line.quantity : line.unitPriceCents;
}

/** How many players the line's price is shared between: the places taken, or the sport's recommendation. */
export function recommendedPlaces({ line, slotType, sport }: CartLine): number {
  return sellsPlaces(slotType) ? line.quantity : sport.recommendedPlayers;
}

/** Places a line could still take beyond what other players booked or hold (`null` for a whole zone). */
async function placesLeftFor(
  db: Database,
  cartId: string,
  entry: CartLine,
  now: Date,
): Promise<number | null> {
  if (!sellsPlaces(entry.slotType)) return null;
  const offer = await findOffer(db, entry.line.zoneSportId);
  if (!offer) return 0;
  const slot = await findSlot(db, offer, entry.line.startsAt, { kind: 'others', now, cartId });
  return slot ? placesLeft(slot) : 0;
}

/**
 * The caller's cart as the wire carries it (opened when they have none): lines, total after the discounts
 * of the booking rules, and `dtExpiration`, the earliest hold end.
 *
 * @example
 * ```ts
 * return c.json(await cartAnswer(db, names, caller.userId), 200);
 * ```
 */
export async function cartAnswer(db: Database, names: ProductNames, userId: number, now = new Date()) {
  const cart = await openCart(db, userId);
  const lines = await listCartLines(db, cart.id);
  const capitalised = names.idField.slice(2);
  const contenu = [];
  for (const entry of lines) {
    const { line, hall, sport } = entry;
    contenu.push({
      id: line.id,
      // The planning's own id for the slot, so a client matches a line to its slot (spec 2 section 4).
      nIdCreneau: encodeSlotId({ zoneSportId: line.zoneSportId, startsAt: line.startsAt }),
      [names.idField]: hall.id,
      [`libelle${capitalised}`]: hall.name,
      typeCreneau: entry.slotType,
      sport: { idSport: sport.id, libelle: sport.label },
      tarif: lineTotalCents(entry),
      quantite: line.quantity,
      nbPlaceConseille: recommendedPlaces(entry),
      date_heure_debut: formatZoned(line.startsAt, hall.timezone),
      date_heure_fin: formatZoned(line.endsAt, hall.timezone),
      dureeCreneau: Math.round((line.endsAt.getTime() - line.startsAt.getTime()) / 60_000),
      nb_place: await placesLeftFor(db, cart.id, entry, now),
      description: lineDescription(entry),
    });
  }
  const subtotal = lines.reduce((sum, entry) => sum + lineTotalCents(entry), 0);
  const discount = lines.length === 0 ? 0 : await cartDiscountCents(db, cart.id, subtotal, now);
  const first = earliestExpiry(lines);
  return {
    uuid: cart.id,
    dtExpiration: first ? formatZoned(first.line.holdExpiresAt, first.hall.timezone) : null,
    tarif: Math.max(0, subtotal - discount),
    contenu,
    reductions: (await appliedDiscounts(db, cart.id)).map(toWireDiscount),
    v2: true as const,
  };
}
