import { HALL_TIME_ZONE, productNames } from '@multisalle/core';

/*
 * The hall's wire (« Contract between the hall's server API and the hall's pages »): the shapes
 * the server sends, read here at the edge and turned into plain English names for the pages. A value of
 * the wrong shape is dropped, never shown half-read.
 */

/** A court or a sport: its id and its name. */
export interface Named {
  id: string;
  name: string;
}

/** The hall a device belongs to. */
export interface DeviceHall {
  id: number;
  key: string;
  name: string;
  /** IANA time zone of the hall's clock, e.g. `Europe/Paris`. */
  timeZone: string;
}

/** One accepted participant: pseudonym only (the screens hang in a public hall). */
export interface Participant {
  pseudonym: string;
  arrivedAt: Date | null;
}

/** A session of the day. */
export interface HallSession {
  reservationId: string;
  startsAt: Date;
  endsAt: Date;
  court: Named;
  sport: Named;
  participants: Participant[];
  arrivedCount: number;
  expectedCount: number;
}

/** A court's live score, as its tablet last sent it. */
export interface CourtScore {
  court: Named;
  reservationId: string | null;
  teams: [string, string];
  periods: { team1: number; team2: number }[];
  /** The current game's points ("15", "AV"), when the sport has games. */
  currentGame: { team1: string; team2: string } | null;
  isFinished: boolean;
  updatedAt: Date;
}

/** `etat`: everything a screen shows, on connect and after a booking change. */
export interface HallSnapshot {
  /** The server's clock when it sent this. */
  serverNow: Date;
  hall: DeviceHall;
  sessions: HallSession[];
  scores: CourtScore[];
}

/** `entree`: an allowed entry at the door. */
export interface Arrival {
  reservationId: string;
  pseudonym: string;
  arrivedAt: Date;
  court: Named;
  arrivedCount: number;
  expectedCount: number;
}

/** `seance`: what the clock says about a session. */
export type SessionMoment = 'starting-soon' | 'started' | 'ending-soon' | 'ended';

export interface SessionNotice {
  moment: SessionMoment;
  reservationId: string;
  court: Named;
  sport: Named;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
}

type Wire = Record<string, unknown>;

const isObject = (value: unknown): value is Wire => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const instant = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
};
const named = (value: unknown): Named | null => {
  if (!isObject(value)) return null;
  const id = text(value.id);
  const name = text(value.nom);
  return id === null || name === null ? null : { id, name };
};
const listOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];

/** `salle: { idMultisalle, cle, nom, fuseau }` (the id field follows the product word). */
export function readHall(value: unknown): DeviceHall | null {
  if (!isObject(value)) return null;
  const id = count(value[productNames().idField]);
  const key = text(value.cle);
  const name = text(value.nom);
  if (id === null || key === null || name === null) return null;
  return { id, key, name, timeZone: text(value.fuseau) ?? HALL_TIME_ZONE };
}

/** One `Seance`. */
export function readSession(value: unknown): HallSession | null {
  if (!isObject(value)) return null;
  const reservationId = text(value.idReservation);
  const startsAt = instant(value.debut);
  const endsAt = instant(value.fin);
  const court = named(value.terrain);
  const sport = named(value.sport);
  if (!reservationId || !startsAt || !endsAt || !court || !sport) return null;
  const participants = listOf(value.participants, (item): Participant | null => {
    const pseudonym = isObject(item) ? text(item.pseudo) : null;
    return pseudonym === null || !isObject(item) ? null : { pseudonym, arrivedAt: instant(item.arriveLe) };
  });
  const arrivedCount =
    count(value.arrives) ?? participants.filter((participant) => participant.arrivedAt).length;
  const expectedCount = count(value.attendus) ?? participants.length;
  return { reservationId, startsAt, endsAt, court, sport, participants, arrivedCount, expectedCount };
}

/** One `Score`. */
export function readScore(value: unknown): CourtScore | null {
  if (!isObject(value)) return null;
  const court = named(value.terrain);
  const teams = listOf(value.equipes, (team) => (isObject(team) ? text(team.nom) : null));
  if (!court || teams.length !== 2) return null;
  const periods = listOf(value.periodes, (period) => {
    if (!isObject(period)) return null;
    const team1 = count(period.equipe1);
    const team2 = count(period.equipe2);
    return team1 === null || team2 === null ? null : { team1, team2 };
  });
  const game = isObject(value.enCours) ? value.enCours : null;
  const gameTeam1 = game ? text(game.equipe1) : null;
  const gameTeam2 = game ? text(game.equipe2) : null;
  return {
    court,
    reservationId: text(value.idReservation),
    teams: [teams[0] ?? '', teams[1] ?? ''],
    periods,
    currentGame: gameTeam1 !== null && gameTeam2 !== null ? { team1: gameTeam1, team2: gameTeam2 } : null,
    isFinished: value.termine === true,
    updatedAt: instant(value.majLe) ?? new Date(),
  };
}

/** The `etat` event. */
export function readSnapshot(value: unknown): HallSnapshot | null {
  if (!isObject(value)) return null;
  const hall = readHall(value.salle);
  if (!hall) return null;
  return {
    serverNow: instant(value.maintenant) ?? new Date(),
    hall,
    sessions: listOf(value.seances, readSession),
    scores: listOf(value.scores, readScore),
  };
}

/** The `entree` event. */
export function readArrival(value: unknown): Arrival | null {
  if (!isObject(value)) return null;
  const reservationId = text(value.idReservation);
  const pseudonym = text(value.pseudo);
  const arrivedAt = instant(value.arriveLe);
  const court = named(value.terrain);
  const arrivedCount = count(value.arrives);
  const expectedCount = count(value.attendus);
  if (!reservationId || pseudonym === null || !arrivedAt || !court) return null;
  if (arrivedCount === null || expectedCount === null) return null;
  return { reservationId, pseudonym, arrivedAt, court, arrivedCount, expectedCount };
}

const moments: Record<string, SessionMoment> = {
  'debut-proche': 'starting-soon',
  debut: 'started',
  'fin-proche': 'ending-soon',
  fin: 'ended',
};

/** The `seance` event. */
export function readNotice(value: unknown): SessionNotice | null {
  if (!isObject(value)) return null;
  const moment = moments[text(value.moment) ?? ''];
  const reservationId = text(value.idReservation);
  const court = named(value.terrain);
  const sport = named(value.sport);
  const startsAt = instant(value.debut);
  const endsAt = instant(value.fin);
  if (!moment || !reservationId || !court || !sport || !startsAt || !endsAt) return null;
  return { moment, reservationId, court, sport, startsAt, endsAt, minutes: count(value.minutes) ?? 0 };
}

/** Parses an event's `data` as JSON, `undefined` when it is not JSON. */
export function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
