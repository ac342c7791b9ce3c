import { productNames } from '@multisalle/core';
import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * « Réserver au guichet »'s calls: the hall's sports and free slots from the public planning (`/api/v2`, no
 * token), and the booking itself (`/api/gestion`). Loaded with the form only.
 */

/** A booking at the desk: a slot of the planning and the customer, paid on site. */
export interface DeskBookingRequest {
  courtId: number;
  sportId: number;
  startsAt: string;
  endsAt: string;
  customer: { name: string; phone: string; email?: string };
}

/** `POST salles/{cle}/reservations` (every role): paid on site. */
export async function bookAtDesk(hallKey: string, request: DeskBookingRequest): Promise<void> {
  const { email, name, phone } = request.customer;
  await staffCall(`${hallPath(hallKey)}/reservations`, {
    method: 'POST',
    body: {
      idZone: request.courtId,
      idSport: request.sportId,
      debut: request.startsAt,
      fin: request.endsAt,
      client: { nom: name, portable: phone, ...(email ? { email } : {}) },
      paiement: 'sur-place',
    },
  });
}

/** A sport the hall offers, as its public page reads it. */
export interface HallSport {
  id: number;
  label: string;
}

/** `GET /api/v2/multisalle/detail?sCle=` (public): the hall's id and the sports it offers. */
export async function fetchHallSports(hallKey: string, signal?: AbortSignal) {
  const names = productNames();
  const wire = await staffCall<Record<string, unknown> & { sports: { idSport: number; libelle: string }[] }>(
    `/${names.routeSegment}/detail`,
    { api: 'v2', query: { sCle: hallKey }, signal },
  );
  return {
    hallId: Number(wire[names.idField]),
    sports: wire.sports.map((sport): HallSport => ({ id: sport.idSport, label: sport.libelle })),
  };
}

/** A free slot of the public planning. */
export interface FreeSlot {
  courtId: number;
  courtLabel: string;
  startsAt: string;
  endsAt: string;
  priceCents: number;
}

/** `GET /api/v2/creneaux/multisalle/{id}/debut/{date}/duree/1?activite=` (public): the day's free slots. */
export async function fetchFreeSlots(
  hallId: number,
  date: string,
  sportId: number,
  signal?: AbortSignal,
): Promise<FreeSlot[]> {
  const wire = await staffCall<{
    creneaux: {
      nIdZone: number;
      sLibelleZone: string;
      dtDateHeureDebut: string;
      dtDateHeureFin: string;
      sStatut: string;
      typeCreneau?: string;
      fTarif: number;
    }[];
  }>(`/creneaux/${productNames().routeSegment}/${hallId}/debut/${date}/duree/1`, {
    api: 'v2',
    query: { activite: sportId, gp: 1 },
    signal,
  });
  return (
    wire.creneaux
      // The places of a session or a course are booked online: the desk takes whole courts only.
      .filter(
        (slot) =>
          slot.sStatut === 'disponible' &&
          (!slot.typeCreneau || slot.typeCreneau === 'terrain') &&
          slot.dtDateHeureDebut.startsWith(date),
      )
      .map((slot) => ({
        courtId: slot.nIdZone,
        courtLabel: slot.sLibelleZone,
        startsAt: slot.dtDateHeureDebut,
        endsAt: slot.dtDateHeureFin,
        priceCents: slot.fTarif,
      }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.courtLabel.localeCompare(b.courtLabel))
  );
}
