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

export interface DaySession {
  reservationId: string;
  courtId: number;
  sport: string;
  /** ISO with the hall's offset: `2027-03-16T19:00:00+01:00`. */
  startsAt: string;
  endsAt: string;
  maxPlaces: number;
  organiser: { lastName: string; firstName: string; phone: string | null } | null;
  participants: DayPerson[];
}

/** The hall's day: its courts in order and the sessions that start that day. */
export interface HallDay {
  /** `AAAA-MM-JJ`. */
  date: string;
  courts: DayCourt[];
  sessions: DaySession[];
}

export interface WireDay {
  date: string;
  zones: { idZone: number; libelle: string; zonesPartagees: number[] }[];
  seances: {
    idReservation: string;
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
    })),
  };
}
