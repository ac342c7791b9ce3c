import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's opening hours (`rules` permission: owners and managers), the wire's French names
 * turned into English ones here (the server's schemas are in packages/server/src/routes/staff-hours.ts).
 */

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** One opening range of a day, `HH:MM` in the hall's wall time (a closing may be `24:00`). */
export interface HoursRange {
  opens: string;
  closes: string;
}

/** A court's week: its ranges by ISO weekday; a day without any is closed. */
export interface CourtWeek {
  courtId: number;
  label: string;
  days: Record<number, HoursRange[]>;
}

/** An exceptional day: the whole hall closed, or every court open that weekday at these hours. */
export type ExceptionDay =
  | { date: string; isClosed: true }
  | ({ date: string; isClosed: false } & HoursRange);

export interface OpeningHours {
  /** The hall's today (`AAAA-MM-JJ`): exceptional days start there. */
  today: string;
  courts: CourtWeek[];
  exceptions: ExceptionDay[];
}

/** A reservation to come that new hours would leave out (a 409), in the hall's wall time. */
export interface OutsideReservation {
  reservationId: string;
  courtId: number;
  startsAt: string;
  endsAt: string;
}

/** What to do with the reservations the new hours leave out. */
export type OutsideChoice = 'conserver' | 'annuler';

type WireDay = { jour: number; ouverture: string; fermeture: string } | { jour: number; ferme: true };
type WireException = { date: string; ferme: true } | { date: string; ouverture: string; fermeture: string };
interface WireHours {
  aujourdhui: string;
  terrains: { idZone: number; nom: string; jours: WireDay[] }[];
  exceptions: WireException[];
}

const hoursOf = (wire: WireHours): OpeningHours => ({
  today: wire.aujourdhui,
  courts: wire.terrains.map((court) => ({
    courtId: court.idZone,
    label: court.nom,
    days: Object.fromEntries(
      weekdays.map((weekday) => [
        weekday,
        court.jours.flatMap((day) =>
          day.jour === weekday && 'ouverture' in day ? [{ opens: day.ouverture, closes: day.fermeture }] : [],
        ),
      ]),
    ),
  })),
  exceptions: wire.exceptions.map((day) =>
    'ferme' in day
      ? { date: day.date, isClosed: true as const }
      : { date: day.date, isClosed: false as const, opens: day.ouverture, closes: day.fermeture },
  ),
});

const wireWeek = (court: CourtWeek) => ({
  idZone: court.courtId,
  jours: weekdays.flatMap((jour): WireDay[] => {
    const ranges = court.days[jour] ?? [];
    if (ranges.length === 0) return [{ jour, ferme: true }];
    return ranges.map((range) => ({ jour, ouverture: range.opens, fermeture: range.closes }));
  }),
});

const wireException = (day: ExceptionDay): WireException =>
  day.isClosed
    ? { date: day.date, ferme: true }
    : { date: day.date, ouverture: day.opens, fermeture: day.closes };

/** `GET salles/{cle}/horaires`: each court's week and the exceptional days to come. */
export async function fetchOpeningHours(hallKey: string, signal?: AbortSignal): Promise<OpeningHours> {
  return hoursOf(await staffCall<WireHours>(`${hallPath(hallKey)}/horaires`, { signal }));
}

/**
 * `PUT salles/{cle}/horaires`: replaces the weeks of `courts` (the others keep theirs) and the exceptional
 * days. A 409 (a {@link StaffApiError} whose body lists `reservations`) names the games left outside until
 * `outside` says what to do with them.
 */
export async function saveOpeningHours(
  hallKey: string,
  change: { courts: CourtWeek[]; exceptions: ExceptionDay[]; outside?: OutsideChoice; motif?: string },
): Promise<OpeningHours & { cancelled: string[] }> {
  const wire = await staffCall<WireHours & { reservationsAnnulees: string[] }>(
    `${hallPath(hallKey)}/horaires`,
    {
      method: 'PUT',
      body: {
        terrains: change.courts.map(wireWeek),
        exceptions: change.exceptions.map(wireException),
        ...(change.outside ? { reservationsHorsHoraires: change.outside } : {}),
        ...(change.motif ? { motif: change.motif } : {}),
      },
    },
  );
  return { ...hoursOf(wire), cancelled: wire.reservationsAnnulees };
}

/** The reservations a 409's body names, or none. */
export function outsideReservationsOf(body: unknown): OutsideReservation[] {
  const listed = (body as { reservations?: unknown } | null)?.reservations;
  if (!Array.isArray(listed)) return [];
  return listed.map((row: { idReservation: string; idZone: number; debut: string; fin: string }) => ({
    reservationId: row.idReservation,
    courtId: row.idZone,
    startsAt: row.debut,
    endsAt: row.fin,
  }));
}
