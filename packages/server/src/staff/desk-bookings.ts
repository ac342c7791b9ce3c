import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { lockHallZones } from '../cart/hall-lock.ts';
import { sellsPlaces } from '../cart/hold-rules.ts';
import { canTake, findOffer, findSlot } from '../cart/slot-lookup.ts';
import type { Database } from '../db/client.ts';
import {
  bookings,
  contacts,
  deskBookings,
  participantAnswers,
  reservationParticipants,
  reservations,
  users,
  zoneSports,
  zones,
} from '../db/schema.ts';
import { CatalogueError, InvalidField, Refusal } from '../domain-errors/index.ts';
import { announceBookingChange } from '../hall-stream/announce.ts';
import { publishSlotChange } from '../live/index.ts';
import { planBookingNotices } from '../notices/plan-notices.ts';
import { formatZoned } from '../planning/local-time.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';
import { staffMessages } from './messages.ts';

/** A booking asked for at the desk: a court, a sport, the slot's start and end, and who it is for. */
export interface DeskBookingRequest {
  zoneId: number;
  sportId: number;
  startsAt: Date;
  endsAt: Date;
  customer: { name: string; phone: string; email?: string | undefined };
}

/** What the desk gets back. */
export interface DeskBooking {
  idGuichet: number;
  /** The reservation of the player found by the email or the phone; null for a customer who is no player. */
  idReservation: string | null;
  debut: string;
  fin: string;
  /** The slot's price, paid at the desk, in cents. */
  prix: number;
}

/**
 * Books a free slot at the desk for a named customer, paid on site, as one action: the hall's zones are
 * locked as a booking from the site locks them, the slot must be one the planning shows, not ended, and free
 * of bookings, holds and closures. A customer found among the players (email or phone) gets a reservation
 * of their own, with its confirmation and reminders; the slot is taken for everyone at once (open
 * plannings, the hall's screens and equipment). Recorded with who took it.
 *
 * @example await bookAtDesk(db, hall, { zoneId, sportId, startsAt, endsAt, customer }, actor, now);
 */
export async function bookAtDesk(
  db: Database,
  hall: { hallId: number; timezone: string },
  request: DeskBookingRequest,
  actor: StaffActor,
  now: Date,
): Promise<DeskBooking> {
  const [offerRow] = await db
    .select({ id: zoneSports.id })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .where(
      and(
        eq(zoneSports.zoneId, request.zoneId),
        eq(zoneSports.sportId, request.sportId),
        eq(zones.hallId, hall.hallId),
      ),
    );
  const offer = offerRow && (await findOffer(db, offerRow.id));
  if (!offer) throw new InvalidField('idSport', staffMessages.unknownOffer);
  if (sellsPlaces(offer.slotType)) throw new InvalidField('idSport', staffMessages.placesOnline);
  if (request.endsAt <= now) throw new InvalidField('fin', staffMessages.slotEnded);
  const player = await findPlayer(db, request.customer);

  const booked = await db.transaction(async (tx) => {
    await lockHallZones(tx, [hall.hallId]);
    const slot = await findSlot(tx, offer, request.startsAt, { kind: 'all', now });
    if (!slot) throw new InvalidField('debut', staffMessages.noSuchSlot);
    if (slot.endsAt.getTime() !== request.endsAt.getTime()) {
      throw new InvalidField('fin', staffMessages.slotEndsAt(formatZoned(slot.endsAt, hall.timezone)));
    }
    if (!canTake(slot, 1)) throw new CatalogueError('CRENEAU-006');
    const [booking] = await tx
      .insert(bookings)
      .values({ zoneId: offer.zoneId, sportId: offer.sportId, startsAt: slot.startsAt, endsAt: slot.endsAt })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking insert returned nothing');
    let reservationId: string | null = null;
    if (player) {
      const recommended = Math.max(1, offer.sport.recommendedPlayers);
      const [reservation] = await tx
        .insert(reservations)
        .values({
          bookingId: booking.id,
          organiserUserId: player.userId,
          zoneId: offer.zoneId,
          sportId: offer.sportId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          maxPlaces: offer.maxParticipants ?? offer.sport.recommendedPlayers,
          // Paid at the desk: the settlement never debits it.
          isPaymentRequired: false,
          totalCents: slot.priceCents,
          pricePerPersonCents: Math.round(slot.priceCents / recommended),
        })
        .returning({ id: reservations.id });
      if (!reservation) throw new Error('reservation insert returned nothing');
      reservationId = reservation.id;
      await tx.insert(reservationParticipants).values({
        reservationId,
        userId: player.userId,
        contactId: player.contactId,
        isOrganiser: true,
        answer: participantAnswers.accepted,
      });
      await planBookingNotices(tx, { reservationId, startsAt: slot.startsAt }, now);
    }
    const [desk] = await tx
      .insert(deskBookings)
      .values({
        hallId: hall.hallId,
        bookingId: booking.id,
        reservationId,
        customerName: request.customer.name,
        customerPhone: request.customer.phone,
        customerEmail: request.customer.email ?? null,
        customerUserId: player?.userId ?? null,
        priceCents: slot.priceCents,
        takenByStaffId: actor.staffId,
        createdAt: now,
      })
      .returning({ id: deskBookings.id });
    if (!desk) throw new Error('desk booking insert returned nothing');
    const answer: DeskBooking = {
      idGuichet: desk.id,
      idReservation: reservationId,
      debut: formatZoned(slot.startsAt, hall.timezone),
      fin: formatZoned(slot.endsAt, hall.timezone),
      prix: slot.priceCents,
    };
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'reservation.guichet',
      { ...answer, idZone: offer.zoneId, sport: offer.sport.label, client: request.customer.name },
      now,
    );
    return answer;
  });
  publishSlotChange(db, hall.hallId);
  announceBookingChange(db, hall.hallId, [request.startsAt]);
  return booked;
}

/** The player an email or a phone number given at the desk belongs to, if any (an active account). */
async function findPlayer(
  db: Database,
  customer: DeskBookingRequest['customer'],
): Promise<{ userId: number; contactId: number } | undefined> {
  const email = customer.email?.trim().toLowerCase();
  const [found] = await db
    .select({ userId: users.id, contactId: contacts.id })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .where(
      and(
        isNotNull(users.activatedAt),
        sql`${users.deletedAt} is null`,
        email
          ? sql`(lower(${users.email}) = ${email} or ${contacts.phone} = ${customer.phone})`
          : eq(contacts.phone, customer.phone),
      ),
    )
    .limit(1);
  return found;
}

/**
 * Cancels a booking taken at the desk for a customer who is no player (the hall's own, any time, with a
 * motif): its slot is free again for everyone at once. One made for a player is a reservation and is
 * cancelled as one (its players told); `reservationId` says so. Cancelling it again changes nothing.
 * Answers whether this call cancelled it.
 *
 * @example await cancelDeskBooking(db, hall, { deskBookingId: 12, reason: 'Client absent' }, actor, now);
 */
export async function cancelDeskBooking(
  db: Database,
  hall: { hallId: number; timezone: string },
  request: { deskBookingId: number; reason: string },
  actor: StaffActor,
  now: Date,
): Promise<{ isCancelled: boolean } | { reservationId: string }> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reservationId: deskBookings.reservationId, bookingId: bookings.id, status: bookings.status })
      .from(deskBookings)
      .innerJoin(bookings, eq(bookings.id, deskBookings.bookingId))
      .where(and(eq(deskBookings.id, request.deskBookingId), eq(deskBookings.hallId, hall.hallId)))
      .for('update', { of: bookings });
    if (!found) throw new Refusal('not-found', staffMessages.unknownDeskBooking);
    if (found.reservationId !== null) return { reservationId: found.reservationId };
    if (found.status === 'cancelled') return { isCancelled: false, startsAt: null };
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, found.bookingId))
      .returning({ startsAt: bookings.startsAt });
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'reservation.annulation',
      { idGuichet: request.deskBookingId, motif: request.reason },
      now,
    );
    return { isCancelled: true, startsAt: cancelled?.startsAt ?? null };
  });
  if ('reservationId' in outcome) return outcome;
  if (outcome.startsAt) {
    publishSlotChange(db, hall.hallId);
    announceBookingChange(db, hall.hallId, [outcome.startsAt]);
  }
  return { isCancelled: outcome.isCancelled };
}
