import { z } from '@hono/zod-openapi';
import type { Slot } from './derive-slots.ts';
import { formatZoned } from './local-time.ts';

/** A slot on the wire (the slots contract: spec 2 section 3, Slot). */
export const WireSlotSchema = z
  .object({
    nIdCreneau: z.number().int().openapi({ description: 'Identifiant stable, décodé par le serveur seul.' }),
    nIdZone: z.number().int(),
    sLibelleZone: z.string().openapi({ example: 'Terrain de padel 1' }),
    dtDateHeureDebut: z.string().openapi({ example: '2026-11-23T09:00:00+01:00' }),
    dtDateHeureFin: z.string().openapi({ example: '2026-11-23T10:30:00+01:00' }),
    dureeCreneau: z.number().int().openapi({ description: 'Durée en minutes.', example: 90 }),
    sStatut: z.enum(['disponible', 'reserve', 'panier']),
    typeCreneau: z
      .enum(['terrain', 'place', 'cours'])
      .optional()
      .openapi({ description: 'Absent pour un terrain simple.' }),
    fTarif: z.number().int().openapi({ description: 'Prix du créneau entier, en centimes.', example: 4800 }),
    tarifIndividuel: z
      .number()
      .int()
      .openapi({ description: 'fTarif / nbPersonneConseille, arrondi au centime.', example: 1200 }),
    prixBarre: z.number().int().nullable().openapi({ description: 'Ancien prix barré, en centimes.' }),
    nbPersonneConseille: z.number().int(),
    nbParticipantMax: z.number().int().nullable(),
    remplissage: z.number().int().nullable(),
    niveau: z
      .string()
      .optional()
      .openapi({ description: "Niveau d'un cours, absent sinon.", example: 'Niveau avancé' }),
  })
  .openapi('Creneau');

/** A slot as the wire carries it. */
export type WireSlot = z.infer<typeof WireSlotSchema>;

/**
 * Maps a derived slot to the wire. `panier` arrives with the cart: until then a slot is `disponible` or
 * `reserve`.
 *
 * @example
 * ```ts
 * toWireSlot(slot, { timeZone: 'Europe/Paris', recommendedPlayers: 4 });
 * ```
 */
export function toWireSlot(
  slot: Slot,
  { timeZone, recommendedPlayers }: { timeZone: string; recommendedPlayers: number },
): WireSlot {
  return {
    nIdCreneau: slot.id,
    nIdZone: slot.zoneId,
    sLibelleZone: slot.zoneLabel,
    dtDateHeureDebut: formatZoned(slot.startsAt, timeZone),
    dtDateHeureFin: formatZoned(slot.endsAt, timeZone),
    dureeCreneau: slot.minutes,
    sStatut: slot.isBooked ? 'reserve' : 'disponible',
    ...(slot.slotType ? { typeCreneau: slot.slotType } : {}),
    fTarif: slot.priceCents,
    tarifIndividuel: Math.round(slot.priceCents / Math.max(1, recommendedPlayers)),
    prixBarre: slot.oldPriceCents,
    nbPersonneConseille: recommendedPlayers,
    nbParticipantMax: slot.maxParticipants,
    remplissage: slot.participants,
    ...(slot.level ? { niveau: slot.level } : {}),
  };
}
