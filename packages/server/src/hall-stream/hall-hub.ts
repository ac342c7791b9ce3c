import type { Database } from '../db/client.ts';
import { slotBus } from '../live/index.ts';
import { formatZoned } from '../planning/local-time.ts';
import { CLOCK_NOTICE_MS, type HallClock, momentsBetween } from './clock.ts';
import type { HallEvent, HallEventBus } from './hall-event-bus.ts';
import { type HallInfo, type HallSession, loadSessions } from './hall-sessions.ts';
import { hallState, stateKey } from './hall-state.ts';
import type { WireSessionMoment } from './wire.ts';

/** One open stream, as the hub sees it: somewhere to send an event. */
export interface HallStreamClient {
  send(event: string, data: unknown): void;
}

/** The streams of one hall in this process, fed once for all of them. */
export interface HallHub {
  add(client: HallStreamClient): void;
  /** Removes a stream; the last one out stops the hub (its subscriptions and its clock). */
  remove(client: HallStreamClient): void;
  /** The `etat` a new stream was just sent: the next change is compared with it. */
  noteState(key: string): void;
  readonly size: number;
  dispose(): void;
}

/**
 * How far back each tick looks again for moments it has not announced, in ms: a write that commits just
 * after a tick read the database is seen by the next ones.
 */
const CLOCK_LOOKBACK_MS = 30_000;

/** Bookings often change in bursts (a validation of several lines, the slot bus, then ours): one `etat`. */
const STATE_DEBOUNCE_MS = 50;

function momentEvent(
  moment: ReturnType<typeof momentsBetween<HallSession>>[number],
  timeZone: string,
): WireSessionMoment {
  const { session } = moment;
  return {
    moment: moment.moment,
    idReservation: session.reservationId,
    terrain: { id: session.court.id, nom: session.court.name },
    sport: { id: session.sport.id, nom: session.sport.name },
    debut: formatZoned(session.startsAt, timeZone),
    fin: formatZoned(session.endsAt, timeZone),
    minutes: moment.minutes,
  };
}

/**
 * The hub of one hall's streams in this process: it follows the hall's slot changes (a booking made or
 * cancelled, any process) and the hall's events (entries, scores, booking days), reads the clock every
 * `clock.tickMs` for the sessions' moments, and sends each stream what concerns it. It exists only while a
 * stream of the hall is open; its timers never keep the process alive.
 *
 * @example const hub = createHallHub({ db, hall, idField, clock, bus, onIdle: () => hubs.delete(key) });
 */
export function createHallHub(input: {
  db: Database;
  hall: HallInfo;
  idField: string;
  clock: HallClock;
  bus: HallEventBus;
  onIdle: () => void;
}): HallHub {
  const { db, hall, idField, clock, bus } = input;
  const clients = new Set<HallStreamClient>();
  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) client.send(event, data);
  };

  let lastStateKey: string | undefined;
  let stateTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshState = () => {
    if (stateTimer) return;
    stateTimer = setTimeout(() => {
      stateTimer = undefined;
      hallState(db, hall, idField, clock.now())
        .then((state) => {
          const key = stateKey(state);
          if (key === lastStateKey) return;
          lastStateKey = key;
          broadcast('etat', state);
        })
        .catch((error: unknown) => console.error('Hall stream: could not read the state:', error));
    }, STATE_DEBOUNCE_MS);
    stateTimer.unref?.();
  };

  const onEvent = (event: HallEvent) => {
    if (event.type === 'entree' || event.type === 'score') broadcast(event.type, event.data);
    if (event.type === 'reservations') {
      for (const date of event.dates) broadcast('programme', { date });
    }
    // Entries and scores change the state too, but they came with their data: no need to read it again.
    if (event.type === 'reservations' || event.type === 'seances' || event.type === 'resync') refreshState();
  };
  // The slot bus says when a booking of the hall is made or cancelled, through any process.
  const stopSlots = slotBus(db).subscribe(hall.id, refreshState);
  const stopEvents = bus.subscribe(hall.id, onEvent);

  const startedAt = clock.now().getTime();
  let lastTick = startedAt;
  /** Moments already announced (session, moment, instant), so a window read twice sends each once. */
  const announced = new Map<string, number>();
  let isTicking = false;
  const tick = async () => {
    if (isTicking) return;
    isTicking = true;
    try {
      const now = clock.now();
      // Back to the last tick, and further back by CLOCK_LOOKBACK_MS: a booking or a move committed just
      // after a tick read the database may carry a moment that tick's window already passed (a session
      // booked to start in exactly 5 minutes). Never before the hub started: no news of before.
      const from = new Date(Math.max(startedAt, Math.min(lastTick, now.getTime() - CLOCK_LOOKBACK_MS)));
      if (now <= from) return;
      const sessions = await loadSessions(db, hall.id, {
        momentsAfter: from,
        momentsUpTo: now,
        noticeMs: CLOCK_NOTICE_MS,
      });
      const passed = momentsBetween(sessions, from, now).filter((moment) => {
        const key = `${moment.session.reservationId}:${moment.moment}:${moment.at.getTime()}`;
        if (announced.has(key)) return false;
        announced.set(key, moment.at.getTime());
        return true;
      });
      for (const moment of passed) broadcast('seance', momentEvent(moment, hall.timeZone));
      // An ended session leaves the screens' list.
      if (passed.some((moment) => moment.moment === 'fin')) refreshState();
      lastTick = now.getTime();
      for (const [key, at] of announced) if (at <= from.getTime()) announced.delete(key);
    } catch (error) {
      // The same window is read again at the next tick.
      console.error('Hall stream: clock tick failed:', error);
    } finally {
      isTicking = false;
    }
  };
  const clockTimer = setInterval(() => void tick(), clock.tickMs);
  clockTimer.unref?.();

  let isDisposed = false;
  const dispose = () => {
    if (isDisposed) return;
    isDisposed = true;
    clearInterval(clockTimer);
    if (stateTimer) clearTimeout(stateTimer);
    stopSlots();
    stopEvents();
    clients.clear();
  };

  return {
    add: (client) => clients.add(client),
    remove(client) {
      clients.delete(client);
      if (clients.size > 0) return;
      dispose();
      input.onIdle();
    },
    noteState(key) {
      lastStateKey = key;
    },
    get size() {
      return clients.size;
    },
    dispose,
  };
}
