/*
 * The hall's day as `GET /api/gestion/salles/{cle}/jour` sends it (packages/server/src/routes/staff-day.ts),
 * and the same in plain English names for the console.
 */

export interface DayCourt {
  id: number;
  label: string;
  /** The courts sharing its ground. */
  sharedWith: number[];
}

export interface DayPerson {
  id: number;
  lastName: string;
  firstName: string;
  pseudonym: string;
  phone: string | null;
  isOrganiser: boolean;
  answer: 'accepte' | 'refuse' | 'en-attente';
  share: 'payee' | 'a-venir' | 'a-regulariser' | null;
  /** ISO with the hall's offset; null until the door (or the desk) let them in. */
  arrivedAt: string | null;
}

/** A booking taken at the desk, paid on site. */
export interface DeskBooking {
  id: number;
  customer: string;
  priceCents: number;
  /** The staff member who took it; null when unknown. */
  takenBy: string | null;
}

/** A court (or the whole floor, `courtId` null) closed to players over a range. */
export interface DayClosure {
  id: number;
  courtId: number | null;
  /** ISO with the hall's offset. */
  startsAt: string;
  endsAt: string;
  reason: string;
  /** The weekly series it belongs to; null for a single closure. */
  seriesId: string | null;
}

export interface DaySession {
  /** Null for a desk booking of a customer who is no player. */
  reservationId: string | null;
  /** A key for the session's card, whatever its kind. */
  key: string;
  courtId: number;
  sport: string;
  /** ISO with the hall's offset: `2027-03-16T19:00:00+01:00`. */
  startsAt: string;
  endsAt: string;
  maxPlaces: number;
  organiser: { lastName: string; firstName: string; phone: string | null } | null;
  participants: DayPerson[];
  desk: DeskBooking | null;
}

/** The hall's day: its courts in order and the sessions that start that day. */
export interface HallDay {
  /** `AAAA-MM-JJ`. */
  date: string;
  courts: DayCourt[];
  sessions: DaySession[];
  closures: DayClosure[];
}

export interface WireDay {
  date: string;
  zones: { idZone: number; libelle: string; zonesPartagees: number[] }[];
  seances: {
    idReservation: string | null;
    idZone: number;
    sport: string;
    debut: string;
    fin: string;
    placesMax: number;
    organisateur: { nom: string; prenom: string; portable: string | null } | null;
    participants: {
      idParticipant: number;
      nom: string;
      prenom: string;
      pseudo: string;
      portable: string | null;
      organisateur: boolean;
      reponse: DayPerson['answer'];
      part: DayPerson['share'];
      arrive: string | null;
    }[];
    guichet?: { idGuichet: number; client: string; prix: number; prisPar: string | null } | null;
  }[];
  fermetures?: {
    id: number;
    idZone: number | null;
    debut: string;
    fin: string;
    motif: string;
    serie: string | null;
  }[];
}

/** The day `HallDay` of a wire answer (exported for the tests' fixtures). */
export function readHallDay(wire: WireDay): HallDay {
  return {
    date: wire.date,
    courts: wire.zones.map((zone) => ({
      id: zone.idZone,
      label: zone.libelle,
      sharedWith: zone.zonesPartagees,
    })),
    sessions: wire.seances.map((session) => ({
      reservationId: session.idReservation,
      key:
        session.idReservation ??
        `guichet-${session.guichet?.idGuichet ?? `${session.idZone}-${session.debut}`}`,
      courtId: session.idZone,
      sport: session.sport,
      startsAt: session.debut,
      endsAt: session.fin,
      maxPlaces: session.placesMax,
      organiser: session.organisateur && {
        lastName: session.organisateur.nom,
        firstName: session.organisateur.prenom,
        phone: session.organisateur.portable,
      },
      participants: session.participants.map((person) => ({
        id: person.idParticipant,
        lastName: person.nom,
        firstName: person.prenom,
        pseudonym: person.pseudo,
        phone: person.portable,
        isOrganiser: person.organisateur,
        answer: person.reponse,
        share: person.part,
        arrivedAt: person.arrive,
      })),
      desk: session.guichet
        ? {
            id: session.guichet.idGuichet,
            customer: session.guichet.client,
            priceCents: session.guichet.prix,
            takenBy: session.guichet.prisPar,
          }
        : null,
    })),
    closures: (wire.fermetures ?? []).map((closure) => ({
      id: closure.id,
      courtId: closure.idZone,
      startsAt: closure.debut,
      endsAt: closure.fin,
      reason: closure.motif,
      seriesId: closure.serie,
    })),
  };
}
