import type { Cart, CartLine, Reservation, WireCart, WireCartLine, WireValidateAnswer } from './types';

/** A wire cart line with plain names. */
export function mapCartLine(line: WireCartLine): CartLine {
  return {
    id: line.id,
    hallId: line.idMultisalle,
    hallLabel: line.libelleMultisalle,
    type: line.typeCreneau ?? 'court',
    sportId: line.sport.idSport,
    sportLabel: line.sport.libelle,
    priceCents: line.tarif,
    quantity: line.quantite,
    recommendedPlaces: line.nbPlaceConseille,
    startsAt: new Date(line.date_heure_debut),
    endsAt: new Date(line.date_heure_fin),
    durationMinutes: line.dureeCreneau,
    placesLeft: line.nb_place,
    description: line.description
      ? {
          imageUrl: line.description.img,
          level: line.description.niveau,
          coach: line.description.encadrant,
          content: line.description.content,
        }
      : null,
  };
}

/** A wire cart with plain names; lines in start order. */
export function mapCart(cart: WireCart): Cart {
  const lines = (Array.isArray(cart.contenu) ? cart.contenu : []).map(mapCartLine);
  lines.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    uuid: cart.uuid,
    holdExpiresAt: cart.dtExpiration ? new Date(cart.dtExpiration) : null,
    totalCents: cart.tarif,
    lines,
    discounts: Array.isArray(cart.reductions) ? cart.reductions : [],
  };
}

/** The reservations of a validated cart, plain names. */
export function mapReservations(answer: WireValidateAnswer): Reservation[] {
  return (answer.reservations ?? []).map((reservation) => ({
    id: reservation.id_reservation,
    date: reservation.date,
    startTime: reservation.heureDebut,
    endTime: reservation.heureFin,
    isPaymentRequired: reservation.paiementRequis,
    perPersonCents: reservation.tarifParPersonne,
    maxPlaces: reservation.nbPlaceMax,
  }));
}
