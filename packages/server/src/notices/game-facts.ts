// What every notice about a game says: the hall, the court, the sport, when (Paris time), the price and
// how it is shared, and the absolute links of the site.
import { cancellableUntilText, formatPriceCents } from '@multisalle/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { zones } from '../db/schema.ts';
import { describeWhen } from '../reservations/invitation-mails.ts';
import { findReservationWithAddress } from '../reservations/invitation-view.ts';

/** A game as notices describe it. */
export interface GameFacts {
  reservationId: string;
  hallName: string;
  /** The court's label, when the game has one (« Terrain de padel 2 »). */
  courtLabel?: string;
  sportLabel: string;
  startsAt: Date;
  endsAt: Date;
  isCancelled: boolean;
  /** The hall's motif when the hall cancelled the game (its console); absent for the organiser's. */
  hallCancellationReason?: string;
  /** « le mardi 1er décembre de 18h00 à 19h30 ». */
  whenText: string;
  /** « 12 rue des Sports, 36000 Châteauroux ». */
  hallAddress: string;
  /** How long before the start the door lets the participants in (the hall's door window). */
  entryOpensMinutesBefore: number;
  /**
   * Until when the organiser may cancel (48 h before the start, Paris time in words: « mardi 1er décembre à
   * 19h15 »), or `null` for a game booked less than 48 h before its start: it can no longer be cancelled.
   */
  cancellableUntilText: string | null;
  priceText: string;
  sharingText: string;
  invitationUrl: string;
  reservationsUrl: string;
  paymentsUrl: string;
}

/**
 * The facts of a reservation, `undefined` when it no longer exists.
 *
 * @example const game = await loadGameFacts(db, id, 'https://multisalle.fr');
 */
export async function loadGameFacts(db: Database, reservationId: string, siteUrl: string) {
  const found = await findReservationWithAddress(db, reservationId);
  if (!found) return undefined;
  const { reservation, hall, sport } = found;
  const [zone] = await db.select({ label: zones.label }).from(zones).where(eq(zones.id, reservation.zoneId));
  const total = formatPriceCents(reservation.totalCents);
  const sharingText = !reservation.isPaymentRequired
    ? "Le règlement se fait à l'accueil de la salle."
    : reservation.isBillShared
      ? `Le total est partagé à parts égales entre les participants acceptés et débité sur la carte de chacun après la partie (${formatPriceCents(reservation.pricePerPersonCents)} par personne au complet).`
      : 'Le total est débité sur votre carte après la partie.';
  const facts: GameFacts = {
    reservationId,
    hallName: hall.name,
    courtLabel: zone?.label,
    sportLabel: sport.label,
    startsAt: reservation.startsAt,
    endsAt: reservation.endsAt,
    isCancelled: reservation.status === 'cancelled' || reservation.cancelledAt !== null,
    ...(reservation.hallCancellationReason
      ? { hallCancellationReason: reservation.hallCancellationReason }
      : {}),
    whenText: describeWhen(reservation),
    hallAddress: found.address,
    entryOpensMinutesBefore: found.entryOpensMinutesBefore,
    cancellableUntilText: cancellableUntilText(reservation.startsAt, reservation.createdAt),
    priceText: total,
    sharingText,
    invitationUrl: `${siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`,
    reservationsUrl: `${siteUrl}/profile?q=reservation`,
    paymentsUrl: `${siteUrl}/profile?q=reglements`,
  };
  return facts;
}
