// The export's booking part: the reservations the caller organised or answered (with only their own and
// their family's answers: never another player's), their waiting lines, carts and the door's records.
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  cartDiscounts,
  cartLines,
  carts,
  contacts,
  discounts,
  halls,
  participantDiscounts,
  reservationParticipants,
  reservations,
  sports,
  waitingListEntries,
  zones,
} from '../db/schema.ts';
import { answerWords } from '../reservations/answer-words.ts';
import { reservationState } from '../reservations/lifecycle.ts';
import type { MyData } from './export-schema.ts';

/** Whose data an export gathers: the account, its own contact and its family contacts. */
export interface DataSubject {
  userId: number;
  contactId: number;
  familyContactIds: number[];
}

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** The lines of the subject (their own, their family's) on any reservation. */
const subjectLines = (subject: DataSubject) =>
  or(
    eq(reservationParticipants.userId, subject.userId),
    inArray(reservationParticipants.contactId, [subject.contactId, ...subject.familyContactIds]),
  );

/** The reservations the subject organised or has a line on, newest first, with their own answers. */
export async function collectReservations(
  db: Database,
  subject: DataSubject,
  now: Date,
): Promise<MyData['reservations']> {
  const lines = await db
    .select({
      id: reservationParticipants.id,
      reservationId: reservationParticipants.reservationId,
      contactId: reservationParticipants.contactId,
      userId: reservationParticipants.userId,
      answer: reservationParticipants.answer,
      pinCode: reservationParticipants.pinCode,
      createdAt: reservationParticipants.createdAt,
      pseudonym: contacts.pseudonym,
    })
    .from(reservationParticipants)
    .leftJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(subjectLines(subject))
    .orderBy(asc(reservationParticipants.id));
  const chosen = lines.length
    ? await db
        .select({ participantId: participantDiscounts.participantId, label: discounts.label })
        .from(participantDiscounts)
        .innerJoin(discounts, eq(discounts.id, participantDiscounts.discountId))
        .where(
          inArray(
            participantDiscounts.participantId,
            lines.map((line) => line.id),
          ),
        )
    : [];
  const reservationIds = [...new Set(lines.map((line) => line.reservationId))];
  const rows = await db
    .select({ reservation: reservations, hall: halls.name, sport: sports.label, zone: zones.label })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(
      reservationIds.length
        ? or(eq(reservations.organiserUserId, subject.userId), inArray(reservations.id, reservationIds))
        : eq(reservations.organiserUserId, subject.userId),
    )
    .orderBy(desc(reservations.startsAt));
  return rows.map(({ reservation, hall, sport, zone }) => ({
    idReservation: reservation.id,
    role: reservation.organiserUserId === subject.userId ? 'organisateur' : 'participant',
    salle: hall,
    sport,
    terrain: zone,
    debut: iso(reservation.startsAt),
    fin: iso(reservation.endsAt),
    statut: reservationState(reservation, now),
    nbPlaceMax: reservation.maxPlaces,
    paiementRequis: reservation.isPaymentRequired,
    partageFrais: reservation.isBillShared,
    montantTotalCents: reservation.totalCents,
    tarifParPersonneCents: reservation.pricePerPersonCents,
    annuleeLe: isoOrNull(reservation.cancelledAt),
    creeLe: iso(reservation.createdAt),
    reponses: lines
      .filter((line) => line.reservationId === reservation.id)
      .map((line) => ({
        idContact: line.contactId,
        qui: line.contactId === subject.contactId || line.userId === subject.userId ? 'vous' : 'famille',
        pseudo: line.pseudonym,
        reponse: answerWords[line.answer as 0 | 1 | 2] ?? 'attente',
        codePin: line.pinCode,
        reductions: chosen.filter((c) => c.participantId === line.id).map((c) => c.label),
        enregistreeLe: iso(line.createdAt),
      })),
  }));
}

/** The subject's lines on waiting lists. */
export async function collectWaitingLines(db: Database, userId: number): Promise<MyData['listeAttente']> {
  const rows = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.userId, userId))
    .orderBy(asc(waitingListEntries.id));
  return rows.map((row) => ({
    idReservation: row.reservationId,
    statut: row.status,
    inscritLe: iso(row.joinedAt),
    offreExpireLe: isoOrNull(row.offerExpiresAt),
  }));
}

/** The subject's carts, open or validated, with their lines and applied discounts. */
export async function collectCarts(db: Database, userId: number): Promise<MyData['paniers']> {
  const cartRows = await db
    .select()
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(asc(carts.createdAt));
  if (cartRows.length === 0) return [];
  const cartIds = cartRows.map((cart) => cart.id);
  const lineRows = await db
    .select({ line: cartLines, hall: halls.name, sport: sports.label, zone: zones.label })
    .from(cartLines)
    .innerJoin(zones, eq(zones.id, cartLines.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, cartLines.sportId))
    .where(inArray(cartLines.cartId, cartIds))
    .orderBy(asc(cartLines.id));
  const applied = await db
    .select({ cartId: cartDiscounts.cartId, label: discounts.label })
    .from(cartDiscounts)
    .innerJoin(discounts, eq(discounts.id, cartDiscounts.discountId))
    .where(inArray(cartDiscounts.cartId, cartIds));
  return cartRows.map((cart) => ({
    idPanier: cart.id,
    partageFrais: cart.isBillShared,
    creeLe: iso(cart.createdAt),
    valideLe: isoOrNull(cart.validatedAt),
    lignes: lineRows
      .filter(({ line }) => line.cartId === cart.id)
      .map(({ line, hall, sport, zone }) => ({
        salle: hall,
        sport,
        terrain: zone,
        debut: iso(line.startsAt),
        fin: iso(line.endsAt),
        prixUnitaireCents: line.unitPriceCents,
        quantite: line.quantity,
      })),
    reductions: applied.filter((a) => a.cartId === cart.id).map((a) => a.label),
  }));
}
