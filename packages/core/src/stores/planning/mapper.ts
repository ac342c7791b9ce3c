import type { Slot, SlotStatus, WireSlot } from './types';

const statuses: Record<WireSlot['sStatut'], SlotStatus> = {
  disponible: 'available',
  reserve: 'booked',
  panier: 'inCart',
};

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A wire slot to a {@link Slot}: the only place that knows the slot's wire names. An unknown status
 * counts as booked, so it can never be picked.
 *
 * @example mapSlot({ nIdCreneau: 7, sStatut: 'disponible', fTarif: 5000, ... }).priceCents // 5000
 */
export function mapSlot(wire: WireSlot): Slot {
  return {
    id: wire.nIdCreneau,
    zoneId: wire.nIdZone,
    zoneLabel: wire.sLibelleZone,
    startsAt: new Date(wire.dtDateHeureDebut),
    endsAt: new Date(wire.dtDateHeureFin),
    durationMinutes: wire.dureeCreneau,
    status: statuses[wire.sStatut] ?? 'booked',
    type: wire.typeCreneau ?? 'court',
    priceCents: wire.fTarif,
    perPersonCents: wire.tarifIndividuel,
    oldPriceCents: countOrNull(wire.prixBarre),
    recommendedPlayers: wire.nbPersonneConseille,
    maxParticipants: countOrNull(wire.nbParticipantMax),
    filled: countOrNull(wire.remplissage),
    level: wire.typeCreneau === 'cours' ? textOrNull(wire.niveau) : null,
  };
}
