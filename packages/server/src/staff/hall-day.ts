import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  contacts,
  deskBookings,
  doorEntries,
  participantAnswers,
  payments,
  reservationParticipants,
  reservations,
  sports,
  staffMembers,
  zoneOverlaps,
  zones,
} from '../db/schema.ts';
import { addDays, formatZoned, type LocalDate, zonedInstant } from '../planning/local-time.ts';
import { type ClosureView, listClosures } from './closures.ts';

/** A court of the day: its id, label, and the courts sharing its ground (the floor and its sub-courts). */
export interface DayZone {
  idZone: number;
  libelle: string;
  zonesPartagees: number[];
}

/** A person of a session as the reception sees them. */
export interface DayParticipant {
  idParticipant: number;
  nom: string;
  prenom: string;
  pseudo: string;
  portable: string | null;
  organisateur: boolean;
  /** `accepte`, `refuse` or `en-attente` (the invitation's answer). */
  reponse: 'accepte' | 'refuse' | 'en-attente';
  /** The participant's own share: `payee`, `a-venir`, `a-regulariser`, or null when they owe none. */
  part: 'payee' | 'a-venir' | 'a-regulariser' | null;
  /** When the door (or the desk) let them in, in the hall's time; null until then. */
  arrive: string | null;
}

/** How a booking taken at the desk was taken: for whom, its price paid on site, by whom. */
export interface DeskInfo {
  idGuichet: number;
  client: string;
  /** In cents, paid on site. */
  prix: number;
  /** The staff member's address, or null when they left the hall's staff records. */
  prisPar: string | null;
}

/** One session of the day: a player's reservation, or a booking taken at the desk for a customer. */
export interface DaySession {
  /** Null for a desk booking of a customer who is no player. */
  idReservation: string | null;
  idZone: number;
  sport: string;
  debut: string;
  fin: string;
  placesMax: number;
  organisateur: { nom: string; prenom: string; portable: string | null } | null;
  participants: DayParticipant[];
  /** Set when the desk took it (walk-in or phone); null for a booking made online. */
  guichet: DeskInfo | null;
}

/** The hall's day (`GET /api/gestion/salles/{cle}/jour`). */
export interface HallDay {
  date: LocalDate;
  zones: DayZone[];
  seances: DaySession[];
  /** The closures that meet the day (maintenance, tournament...), by start. */
  fermetures: ClosureView[];
}

const answerWords = {
  [participantAnswers.accepted]: 'accepte',
  [participantAnswers.declined]: 'refuse',
  [participantAnswers.maybe]: 'en-attente',
} as const;

const shareWords = {
  paid: 'payee',
  coming: 'a-venir',
  processing: 'a-venir',
  rectify: 'a-regulariser',
} as const;

/**
 * The day `date` of a hall in its time zone: every court, and every session that starts that day with its
 * organiser, its participants, their answers, shares and arrivals, and the closures that meet the day.
 * Cancelled sessions are left out.
 *
 * @example const day = await hallDay(db, { hallId, timezone: 'Europe/Paris' }, '2026-11-28');
 */
export async function hallDay(
  db: Database,
  hall: { hallId: number; timezone: string },
  date: LocalDate,
): Promise<HallDay> {
  const [day] = await hallDays(db, hall, date, 1);
  if (!day) throw new Error(`No day ${date} read.`);
  return day;
}

/** The most days one read of {@link hallDays} covers: a week. */
export const MAX_HALL_DAYS = 7;

/**
 * `count` days of a hall from `from`, each as {@link hallDay} writes it, read with one set of queries for
 * the whole range (the week page asks seven at once).
 *
 * @example const week = await hallDays(db, hall, '2026-11-23', 7);
 */
export async function hallDays(
  db: Database,
  hall: { hallId: number; timezone: string },
  from: LocalDate,
  count: number,
): Promise<HallDay[]> {
  const dates = Array.from({ length: Math.min(Math.max(count, 1), MAX_HALL_DAYS) }, (_, n) =>
    addDays(from, n),
  );
  const bounds = dates.map((date) => ({
    date,
    start: zonedInstant(date, 0, hall.timezone),
    end: zonedInstant(addDays(date, 1), 0, hall.timezone),
  }));
  const dayStart = bounds[0]?.start ?? zonedInstant(from, 0, hall.timezone);
  const dayEnd = bounds.at(-1)?.end ?? dayStart;
  const hallZones = await db
    .select({ id: zones.id, label: zones.label })
    .from(zones)
    .where(eq(zones.hallId, hall.hallId))
    .orderBy(asc(zones.position), asc(zones.id));
  const zoneIds = hallZones.map((zone) => zone.id);
  if (zoneIds.length === 0) return dates.map((date) => ({ date, zones: [], seances: [], fermetures: [] }));

  const [overlaps, closures, sessions, desk] = await Promise.all([
    db.select().from(zoneOverlaps).where(inArray(zoneOverlaps.zoneId, zoneIds)),
    listClosures(db, hall, { from: dayStart, to: dayEnd }),
    db
      .select({
        id: reservations.id,
        zoneId: reservations.zoneId,
        sport: sports.label,
        startsAt: reservations.startsAt,
        endsAt: reservations.endsAt,
        maxPlaces: reservations.maxPlaces,
      })
      .from(reservations)
      .innerJoin(sports, eq(sports.id, reservations.sportId))
      .where(
        and(
          inArray(reservations.zoneId, zoneIds),
          eq(reservations.status, 'validate'),
          gte(reservations.startsAt, dayStart),
          lt(reservations.startsAt, dayEnd),
        ),
      )
      .orderBy(asc(reservations.startsAt), asc(reservations.zoneId)),
    db
      .select({
        id: deskBookings.id,
        reservationId: deskBookings.reservationId,
        customerName: deskBookings.customerName,
        customerPhone: deskBookings.customerPhone,
        priceCents: deskBookings.priceCents,
        takenBy: staffMembers.email,
        zoneId: bookings.zoneId,
        sport: sports.label,
        recommendedPlayers: sports.recommendedPlayers,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(deskBookings)
      .innerJoin(bookings, eq(bookings.id, deskBookings.bookingId))
      .innerJoin(sports, eq(sports.id, bookings.sportId))
      .leftJoin(staffMembers, eq(staffMembers.id, deskBookings.takenByStaffId))
      .where(
        and(
          eq(deskBookings.hallId, hall.hallId),
          ne(bookings.status, 'cancelled'),
          gte(bookings.startsAt, dayStart),
          lt(bookings.startsAt, dayEnd),
        ),
      ),
  ]);
  const deskInfo = (row: (typeof desk)[number]): DeskInfo => ({
    idGuichet: row.id,
    client: row.customerName,
    prix: row.priceCents,
    prisPar: row.takenBy,
  });
  const deskOfReservation = new Map(
    desk.filter((row) => row.reservationId !== null).map((row) => [row.reservationId, deskInfo(row)]),
  );
  const sessionIds = sessions.map((session) => session.id);
  const [people, shares, arrivals] =
    sessionIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({
              id: reservationParticipants.id,
              reservationId: reservationParticipants.reservationId,
              userId: reservationParticipants.userId,
              contactId: reservationParticipants.contactId,
              isOrganiser: reservationParticipants.isOrganiser,
              answer: reservationParticipants.answer,
              lastName: contacts.lastName,
              firstName: contacts.firstName,
              pseudonym: contacts.pseudonym,
              phone: contacts.phone,
            })
            .from(reservationParticipants)
            .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
            .where(inArray(reservationParticipants.reservationId, sessionIds))
            .orderBy(asc(reservationParticipants.id)),
          db
            .select({
              reservationId: payments.reservationId,
              userId: payments.userId,
              status: payments.status,
            })
            .from(payments)
            .where(inArray(payments.reservationId, sessionIds)),
          db
            .select({
              reservationId: doorEntries.reservationId,
              contactId: doorEntries.contactId,
              decidedAt: doorEntries.decidedAt,
            })
            .from(doorEntries)
            .where(and(inArray(doorEntries.reservationId, sessionIds), eq(doorEntries.isAllowed, true)))
            .orderBy(asc(doorEntries.decidedAt)),
        ]);

  const shareOf = new Map(shares.map((share) => [`${share.reservationId}/${share.userId}`, share.status]));
  const arrivalOf = new Map<string, Date>();
  for (const entry of arrivals) {
    const key = `${entry.reservationId}/${entry.contactId}`;
    if (!arrivalOf.has(key)) arrivalOf.set(key, entry.decidedAt);
  }
  const at = (instant: Date) => formatZoned(instant, hall.timezone);
  const dayZones = hallZones.map((zone) => ({
    idZone: zone.id,
    libelle: zone.label,
    zonesPartagees: overlaps
      .filter((overlap) => overlap.zoneId === zone.id)
      .map((overlap) => overlap.otherZoneId)
      .sort((a, b) => a - b),
  }));
  const daySessions: DaySession[] = [
    ...sessions.map((session) => {
      const participants = people
        .filter((person) => person.reservationId === session.id)
        .map((person): DayParticipant => {
          const share = person.userId === null ? undefined : shareOf.get(`${session.id}/${person.userId}`);
          const arrival = arrivalOf.get(`${session.id}/${person.contactId}`);
          return {
            idParticipant: person.id,
            nom: person.lastName,
            prenom: person.firstName,
            pseudo: person.pseudonym,
            portable: person.phone,
            organisateur: person.isOrganiser,
            reponse: answerWords[person.answer as keyof typeof answerWords] ?? 'en-attente',
            part: share ? shareWords[share] : null,
            arrive: arrival ? at(arrival) : null,
          };
        });
      const organiser = participants.find((person) => person.organisateur);
      return {
        idReservation: session.id,
        idZone: session.zoneId,
        sport: session.sport,
        debut: at(session.startsAt),
        fin: at(session.endsAt),
        placesMax: session.maxPlaces,
        organisateur: organiser
          ? { nom: organiser.nom, prenom: organiser.prenom, portable: organiser.portable }
          : null,
        participants,
        guichet: deskOfReservation.get(session.id) ?? null,
      };
    }),
    ...desk
      .filter((row) => row.reservationId === null)
      .map(
        (row): DaySession => ({
          idReservation: null,
          idZone: row.zoneId,
          sport: row.sport,
          debut: at(row.startsAt),
          fin: at(row.endsAt),
          placesMax: row.recommendedPlayers,
          organisateur: { nom: row.customerName, prenom: '', portable: row.customerPhone },
          participants: [],
          guichet: deskInfo(row),
        }),
      ),
  ].sort((a, b) => a.debut.localeCompare(b.debut) || a.idZone - b.idZone);
  // Each day keeps the sessions that start in it and the closures that meet it.
  return bounds.map(({ date, start, end }) => ({
    date,
    zones: dayZones,
    seances: daySessions.filter((session) => {
      const startsAt = Date.parse(session.debut);
      return startsAt >= start.getTime() && startsAt < end.getTime();
    }),
    fermetures: closures.filter(
      (closure) => Date.parse(closure.debut) < end.getTime() && Date.parse(closure.fin) > start.getTime(),
    ),
  }));
}
