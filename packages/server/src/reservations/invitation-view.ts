// What the invitation page and MES RÉSERVATIONS read of a reservation: its details in the hall's time
// zone, its state from the clock, its participants with their answers, and what the caller may do.
import { timingSafeEqual } from 'node:crypto';
import type { WireArrival, WireInvitation, WireReservation, WireReservationLine } from '@multisalle/core';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  halls,
  participantAnswers,
  reservationParticipants,
  reservations,
  sports,
  zones,
} from '../db/schema.ts';
import { entryKey, firstEntries } from '../door/first-entries.ts';
import { linkOf } from '../open-games/link.ts';
import { openPlacesOnLink } from '../open-games/link-places.ts';
import { formatZoned } from '../planning/local-time.ts';
import { reservationState } from './lifecycle.ts';
import { discountsByParticipant } from './participant-discounts.ts';
import { isHolding, openWaitingLines, placesHeldForOthers } from './waiting-lines.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** The reservation row with its hall and sport, or `undefined`. */
export async function findReservation(db: Database, id: string) {
  const [row] = await db
    .select({
      reservation: reservations,
      hall: { id: halls.id, name: halls.name, key: halls.key, city: halls.city, timezone: halls.timezone },
      skipPaymentStep: halls.skipPaymentStep,
      sport: { id: sports.id, label: sports.label },
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(eq(reservations.id, id));
  return row;
}

/** The reservation with its hall's postal address on one line (the calendar event's location). */
export async function findReservationWithAddress(db: Database, id: string) {
  const found = await findReservation(db, id);
  if (!found) return undefined;
  const [hall] = await db
    .select({
      street: halls.street,
      complement: halls.complement,
      postalCode: halls.postalCode,
      city: halls.city,
      entryOpensMinutesBefore: halls.entryOpensMinutesBefore,
    })
    .from(halls)
    .where(eq(halls.id, found.hall.id));
  const address = hall
    ? [hall.street, hall.complement, `${hall.postalCode} ${hall.city}`].filter(Boolean).join(', ')
    : found.hall.city;
  return { ...found, address, entryOpensMinutesBefore: hall?.entryOpensMinutesBefore ?? 0 };
}

/** The participants of some reservations, organiser first, then in the order they joined. */
export async function participantsOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      lineId: reservationParticipants.id,
      reservationId: reservationParticipants.reservationId,
      contactId: contacts.id,
      userId: reservationParticipants.userId,
      parentUserId: contacts.parentUserId,
      pseudonym: contacts.pseudonym,
      lastName: contacts.lastName,
      firstName: contacts.firstName,
      isOrganiser: reservationParticipants.isOrganiser,
      answer: reservationParticipants.answer,
      pinCode: reservationParticipants.pinCode,
    })
    .from(reservationParticipants)
    .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(inArray(reservationParticipants.reservationId, reservationIds))
    .orderBy(asc(reservationParticipants.reservationId), asc(reservationParticipants.id));
}

type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

const asAnswer = (value: number) => (value === 1 || value === 2 ? value : 0) as 0 | 1 | 2;

/** The number of accepted participants, family included: what fills `nbPlaceMax`. */
export const acceptedCount = (participants: readonly { answer: number }[]) =>
  participants.filter((p) => p.answer === participantAnswers.accepted).length;

/** The wire form of a reservation and its participants at `now`. */
export function toWireReservation(
  found: NonNullable<Awaited<ReturnType<typeof findReservation>>>,
  participants: ParticipantRow[],
  now: Date,
  heldForOthers = 0,
): WireReservation {
  const { reservation, hall, sport } = found;
  const state = reservationState(reservation, now);
  const starts = formatZoned(reservation.startsAt, hall.timezone);
  const ends = formatZoned(reservation.endsAt, hall.timezone);
  const byAccount = new Map(
    participants.filter((p) => p.userId !== null).map((p) => [p.userId, p.pseudonym]),
  );
  const organiser = participants.find((p) => p.isOrganiser);
  return {
    id_reservation: reservation.id,
    statut: state,
    reservation: {
      statut: state,
      date: starts.slice(0, 10),
      heureDebut: starts.slice(11, 16),
      heureFin: ends.slice(11, 16),
      dureeCreneau: Math.round((reservation.endsAt.getTime() - reservation.startsAt.getTime()) / 60_000),
      nbPlaceMax: reservation.maxPlaces,
      // Places held for the waiting list's first in line are not left for the reader.
      nbPlaceRestante: Math.max(0, reservation.maxPlaces - acceptedCount(participants) - heldForOthers),
      paiementRequis: reservation.isPaymentRequired,
      tarifParPersonne: reservation.pricePerPersonCents,
      partagePaiement: reservation.isBillShared,
    },
    activite: { id: sport.id, libelle: sport.label },
    product: { id: hall.id, libelle: hall.name, cle: hall.key, ville: hall.city },
    participants: participants.map((p) => ({
      id: p.contactId,
      pseudo: p.pseudonym,
      nom: p.lastName,
      prenom: p.firstName,
      identifiant: p.pseudonym,
      organisateur: p.isOrganiser,
      reponse: asAnswer(p.answer),
      ajoutePar: p.parentUserId === null ? null : (byAccount.get(p.parentUserId) ?? null),
    })),
    organisateur: organiser?.pseudonym ?? '',
    ignorerEtapePaiement: found.skipPaymentStep,
    jeton_diffusion: reservation.isLinkSharingAllowed,
  };
}

/** The caller's family contacts (contacts without an account, attached to the caller's account). */
export async function familyOf(db: Database, userId: number) {
  return db
    .select({ id: contacts.id, pseudonym: contacts.pseudonym })
    .from(contacts)
    .where(eq(contacts.parentUserId, userId))
    .orderBy(asc(contacts.pseudonym));
}

/**
 * The invitation page's read: the reservation whose link token is `token`, with the caller's part in it.
 * `undefined` when no reservation has that id and token (the page says « Réservation inexistante »).
 */
export async function readInvitation(
  db: Database,
  query: { reservationId: string; token: string; caller?: { userId: number; contactId: number } },
  now = new Date(),
): Promise<WireInvitation | undefined> {
  const found = await findReservation(db, query.reservationId);
  const link = found ? await linkOf(db, found.reservation, query.token) : undefined;
  if (!found || !link) return undefined;
  const participants = await participantsOf(db, [found.reservation.id]);
  const { caller } = query;
  const lines = await openWaitingLines(db, [found.reservation.id]);
  const wire = toWireReservation(
    found,
    participants,
    now,
    placesHeldForOthers(lines, now, caller?.contactId),
  );
  // Through an open game's public link, the places left are those offered to strangers.
  if (link === 'open')
    wire.reservation.nbPlaceRestante = await openPlacesOnLink(
      db,
      found.reservation,
      undefined,
      wire.reservation.nbPlaceRestante,
    );
  const inLine = lines.filter((l) => l.status === 'waiting');
  const position = inLine.findIndex((l) => l.contactId === caller?.contactId) + 1;
  const held = lines.find((l) => l.contactId === caller?.contactId && isHolding(l, now));
  const listeAttente = {
    enAttente: inLine.length,
    position: position > 0 ? position : null,
    placeReserveeJusqua: held?.offerExpiresAt?.toISOString() ?? null,
  };
  const lienPartieOuverte = link === 'open';
  if (!caller) return { ...wire, moi: null, famille: [], listeAttente, lienPartieOuverte };
  const mine = participants.find((p) => p.contactId === caller.contactId);
  const answers = new Map(participants.map((p) => [p.contactId, asAnswer(p.answer)]));
  const family = await familyOf(db, caller.userId);
  const [phone] = await db
    .select({ number: contacts.phone, isVerified: contacts.isPhoneVerified })
    .from(contacts)
    .where(eq(contacts.id, caller.contactId));
  // The discounts the caller chose with their accept, so the page shows that choice again.
  const chosen = mine ? await discountsByParticipant(db, [found.reservation.id]) : undefined;
  return {
    ...wire,
    moi: {
      idContact: caller.contactId,
      reponse: mine ? asAnswer(mine.answer) : null,
      organisateur: found.reservation.organiserUserId === caller.userId,
      reductions: (chosen?.get(mine?.lineId ?? -1) ?? []).map((discount) => discount.id),
      portable: phone?.number ?? '',
      portableVerifie: phone?.isVerified ?? false,
    },
    famille: family.map((f) => ({ id: f.id, pseudo: f.pseudonym, reponse: answers.get(f.id) ?? null })),
    listeAttente,
    lienPartieOuverte,
  };
}

/** Compares the link's token in constant time (the token is the link's only secret). */
export function tokenMatches(reservation: Pick<ReservationRow, 'invitationToken'>, token: string): boolean {
  const expected = Buffer.from(reservation.invitationToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The participants the door let in, with when they first came in (ISO 8601, the hall's offset). */
function arrivalsOf(
  participants: readonly ParticipantRow[],
  arrived: ReadonlyMap<string, Date>,
  timeZone: string,
): WireArrival[] {
  return participants.flatMap((p) => {
    const at = arrived.get(entryKey(p.reservationId, p.contactId));
    return at ? [{ idContact: p.contactId, arriveLe: formatZoned(at, timeZone) }] : [];
  });
}

/** The reservations a player is on (organiser or participant, family contacts excluded), newest first. */
export async function reservationsOfUser(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<WireReservationLine[]> {
  const rows = await db
    .selectDistinct({ id: reservations.id, startsAt: reservations.startsAt })
    .from(reservations)
    .leftJoin(reservationParticipants, eq(reservationParticipants.reservationId, reservations.id))
    .where(
      or(
        eq(reservations.organiserUserId, userId),
        and(isNotNull(reservationParticipants.userId), eq(reservationParticipants.userId, userId)),
      ),
    )
    .orderBy(asc(reservations.startsAt));
  const ids = rows.map((r) => r.id);
  const participants = await participantsOf(db, ids);
  const waiting = await openWaitingLines(db, ids);
  const [me] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId));
  // Who came in through the hall's door: the organiser's to see, as the reception does.
  const arrived = await firstEntries(db, ids);
  const list: WireReservationLine[] = [];
  for (const id of ids) {
    const found = await findReservation(db, id);
    if (!found) continue;
    const own = participants.filter((p) => p.reservationId === id);
    const lines = waiting.filter((l) => l.reservationId === id);
    const wire = toWireReservation(found, own, now, placesHeldForOthers(lines, now, me?.id));
    const isOrganiser = found.reservation.organiserUserId === userId;
    const mine = own.find((p) => p.userId === userId);
    list.push({
      ...wire,
      aVenir: found.reservation.endsAt.getTime() > now.getTime() && wire.statut !== 'cancelled',
      organisateurMoi: isOrganiser,
      maReponse: mine ? asAnswer(mine.answer) : null,
      // Every player on it came through the link or was sent it: they keep it (the calendar file, the
      // page). A closed link still admits nobody new, whoever shares it: the server checks on answering.
      jetonInvitation: found.reservation.invitationToken,
      monCodePin: mine?.pinCode ?? null,
      listeAttente: isOrganiser
        ? lines.map((l) => ({
            pseudo: l.pseudonym,
            placeReserveeJusqua: isHolding(l, now) ? (l.offerExpiresAt?.toISOString() ?? null) : null,
          }))
        : [],
      arrivees: isOrganiser ? arrivalsOf(own, arrived, found.hall.timezone) : [],
    });
  }
  return list;
}
