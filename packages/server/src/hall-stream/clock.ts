import { type Clock, systemClock } from '../clock/index.ts';
import type { SessionMoment } from './wire.ts';

/**
 * How often each process checks the clock for the sessions of the halls it has screens of, in ms.
 * @default 15000
 */
export const HALL_CLOCK_TICK_MS = 15_000;

/**
 * How long before a start and an end the screens are told (« commence dans 5 minutes »), in minutes.
 * @default 5
 */
export const NOTICE_MINUTES = 5;

const NOTICE_MS = NOTICE_MINUTES * 60_000;

/** The clock of the hall streams: the time, and how often it is read. Tests pass their own. */
export interface HallClock {
  now: () => Date;
  tickMs: number;
}

/**
 * The hall streams' clock of a server's clock, read every `tickMs`.
 *
 * @example const streams = hallStreams(db, hallClock(accounts.clock));
 */
export function hallClock(clock: Clock, tickMs: number = HALL_CLOCK_TICK_MS): HallClock {
  return { now: () => clock.now(), tickMs };
}

/** The system's clock, read every {@link HALL_CLOCK_TICK_MS}. */
export const realHallClock: HallClock = hallClock(systemClock);

/** What the clock needs of a session. */
export interface TimedSession {
  startsAt: Date;
  endsAt: Date;
}

/** A moment of a session that the clock passed. */
export interface PassedMoment<T extends TimedSession> {
  moment: SessionMoment;
  session: T;
  at: Date;
  /** Minutes announced with it: {@link NOTICE_MINUTES} for the notices, 0 at the start and the end. */
  minutes: number;
}

/**
 * The moments of `sessions` that fall in `(after, upTo]`, in time order: each is announced once by the
 * tick that passes it, whatever the tick's length; a moment before the first tick of a stream is not.
 *
 * @example momentsBetween(sessions, lastTick, now) // [{ moment: 'debut-proche', session, at, minutes: 5 }]
 */
export function momentsBetween<T extends TimedSession>(
  sessions: readonly T[],
  after: Date,
  upTo: Date,
): PassedMoment<T>[] {
  const passed: PassedMoment<T>[] = [];
  for (const session of sessions) {
    const start = session.startsAt.getTime();
    const end = session.endsAt.getTime();
    const candidates: [SessionMoment, number, number][] = [
      ['debut-proche', start - NOTICE_MS, NOTICE_MINUTES],
      ['debut', start, 0],
      ['fin-proche', end - NOTICE_MS, NOTICE_MINUTES],
      ['fin', end, 0],
    ];
    for (const [moment, at, minutes] of candidates) {
      if (at > after.getTime() && at <= upTo.getTime())
        passed.push({ moment, session, at: new Date(at), minutes });
    }
  }
  return passed.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** How far before a start the clock looks for sessions (its earliest notice), in ms. */
export const CLOCK_NOTICE_MS = NOTICE_MS;
