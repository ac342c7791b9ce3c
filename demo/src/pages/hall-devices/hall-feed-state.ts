import {
  type Arrival,
  type CourtScore,
  type DeviceHall,
  type HallSession,
  parseData,
  readArrival,
  readNotice,
  readScore,
  readSnapshot,
  type SessionNotice,
} from './hall-wire.ts';
import type { SseEvent } from './sse-parser.ts';

/** What the hall's stream has told a page so far. */
export interface HallFeed {
  /** How many `etat` have arrived: 0 until the first, then one more per (re)connection or booking change. */
  syncCount: number;
  hall: DeviceHall | null;
  /** Server clock minus this device's clock, from the last `etat` (a TV's clock is often wrong). */
  clockOffsetMs: number;
  /** Today's sessions not ended, as of the last `etat`, with the arrivals since. */
  sessions: HallSession[];
  /** The last score of each court. */
  scores: CourtScore[];
  /** The clock's last word on each session (`seance`), newest last. */
  notices: SessionNotice[];
  /** The door's allowed entries since the page opened, newest last (bounded). */
  arrivals: Arrival[];
}

export const emptyFeed: HallFeed = {
  syncCount: 0,
  hall: null,
  clockOffsetMs: 0,
  sessions: [],
  scores: [],
  notices: [],
  arrivals: [],
};

/** Arrivals kept: a busy evening's worth, so a page open for days does not grow. */
const MAX_ARRIVALS = 200;
const MAX_NOTICES = 50;

/**
 * The sessions with one arrival ticked: the first participant of that pseudonym not yet arrived. Applying
 * the same arrival twice changes nothing (the stream's echo of an entry the page already knows, or a list
 * fetched after the entry), and counts never go down.
 *
 * @example sessions = arrivals.reduce(withArrival, fetchedSessions);
 */
export function withArrival(sessions: HallSession[], arrival: Arrival): HallSession[] {
  const index = sessions.findIndex((session) => session.reservationId === arrival.reservationId);
  const session = sessions[index];
  if (!session) return sessions;
  const isKnown = session.participants.some(
    (participant) => participant.pseudonym === arrival.pseudonym && participant.arrivedAt !== null,
  );
  let participants = session.participants;
  if (!isKnown) {
    const waiting = participants.findIndex(
      (participant) => participant.pseudonym === arrival.pseudonym && participant.arrivedAt === null,
    );
    participants =
      waiting === -1
        ? [...participants, { pseudonym: arrival.pseudonym, arrivedAt: arrival.arrivedAt }]
        : participants.map((participant, at) =>
            at === waiting ? { ...participant, arrivedAt: arrival.arrivedAt } : participant,
          );
  }
  const arrivedCount = Math.max(session.arrivedCount, arrival.arrivedCount);
  const expectedCount = Math.max(session.expectedCount, arrival.expectedCount);
  if (
    participants === session.participants &&
    arrivedCount === session.arrivedCount &&
    expectedCount === session.expectedCount
  ) {
    return sessions;
  }
  const next = [...sessions];
  next[index] = { ...session, participants, arrivedCount, expectedCount };
  return next;
}

/**
 * The feed after one event of the stream; events it does not know (`programme`, `arret`, a future one) or
 * whose data it cannot read leave it as it was.
 *
 * @param receivedAtMs - this device's clock when the event came (for the server clock offset).
 */
export function applyHallEvent(feed: HallFeed, event: SseEvent, receivedAtMs = Date.now()): HallFeed {
  const data = parseData(event.data);
  switch (event.type) {
    case 'etat': {
      const snapshot = readSnapshot(data);
      if (!snapshot) return feed;
      return {
        ...feed,
        syncCount: feed.syncCount + 1,
        hall: snapshot.hall,
        clockOffsetMs: snapshot.serverNow.getTime() - receivedAtMs,
        // Arrivals already known stay ticked, whatever order the snapshot and the entries came in.
        sessions: feed.arrivals.reduce(withArrival, snapshot.sessions),
        scores: snapshot.scores,
      };
    }
    case 'entree': {
      const arrival = readArrival(data);
      if (!arrival) return feed;
      return {
        ...feed,
        sessions: withArrival(feed.sessions, arrival),
        arrivals: [...feed.arrivals, arrival].slice(-MAX_ARRIVALS),
      };
    }
    case 'seance': {
      const notice = readNotice(data);
      if (!notice) return feed;
      const notices = feed.notices.filter(
        (known) => !(known.reservationId === notice.reservationId && known.moment === notice.moment),
      );
      return {
        ...feed,
        notices: [...notices, notice].slice(-MAX_NOTICES),
        sessions:
          notice.moment === 'ended'
            ? feed.sessions.filter((session) => session.reservationId !== notice.reservationId)
            : feed.sessions,
      };
    }
    case 'score': {
      const score = readScore(data);
      if (!score) return feed;
      return {
        ...feed,
        scores: [...feed.scores.filter((known) => known.court.id !== score.court.id), score],
      };
    }
    default:
      return feed;
  }
}
