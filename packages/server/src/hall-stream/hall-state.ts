import type { Database } from '../db/client.ts';
import { latestScores } from '../live-score/court-scores.ts';
import { formatZoned, localDateOf } from '../planning/local-time.ts';
import { dayBounds, type HallInfo, loadSessions, toWireSeance, wireHall } from './hall-sessions.ts';
import type { WireHallState } from './wire.ts';

/**
 * The `etat` event: the hall, today's sessions not ended yet (in the hall's time zone) with who has
 * arrived, and today's last score of each court. A screen that (re)connects shows it and is up to date.
 *
 * @example stream.send('etat', await hallState(db, hall, 'idMultisalle', new Date()));
 */
export async function hallState(
  db: Database,
  hall: HallInfo,
  idField: string,
  now: Date,
): Promise<WireHallState> {
  const { from, to } = dayBounds(hall, localDateOf(now, hall.timeZone));
  const sessions = await loadSessions(db, hall.id, { startsFrom: from, startsBefore: to, endsAfter: now });
  return {
    maintenant: formatZoned(now, hall.timeZone),
    salle: wireHall(hall, idField),
    seances: sessions.map((session) => toWireSeance(session, hall.timeZone)),
    scores: await latestScores(db, hall, from),
  };
}

/** What two states must differ in to be worth sending again: everything but the time. */
export function stateKey(state: WireHallState): string {
  return JSON.stringify({ seances: state.seances, scores: state.scores });
}
