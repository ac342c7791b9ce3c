/**
 * The server's one clock. Every rule that depends on the time (holds, "today", tokens' and codes' expiries,
 * rate-limit windows, the door's window, notices, settlement, retention...) reads it; the app is given one
 * as it is given its database (`createApp({ db, clock })`), and so are the timers of main.ts.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in milliseconds since the epoch (`now().getTime()`). */
  nowMs(): number;
}

/** The system's clock: the real time. */
export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
};

/**
 * A clock that reads `instant` when it is made and then runs on at the speed of `base` (the system's by
 * default): a server started at a chosen moment, whose holds still end 15 real minutes later.
 *
 * @example const clock = clockStartingAt(new Date('2027-03-28T01:50:00+01:00')); // 10 min before DST
 */
export function clockStartingAt(instant: Date, base: Clock = systemClock): Clock {
  const offsetMs = instant.getTime() - base.nowMs();
  if (Number.isNaN(offsetMs)) throw new RangeError('clockStartingAt: invalid instant');
  const nowMs = () => base.nowMs() + offsetMs;
  return { now: () => new Date(nowMs()), nowMs };
}

/** The environment variable that starts the server's clock at a chosen instant (outside production). */
export const CLOCK_START_VARIABLE = 'CLOCK_START';

// An ISO 8601 date and time with an explicit offset (Z or ±hh:mm): an instant, never a local time that
// depends on the machine's time zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The clock the environment asks for: `CLOCK_START=<ISO instant with offset>` starts it at that instant
 * ({@link clockStartingAt}); unset or empty, the system's clock. Throws an `Error` with a French message that
 * names the variable when the value is no such instant, or when it is set in production (there the server's
 * clock is the system's).
 *
 * @example const clock = clockFromEnv(process.env, { isProduction: process.env.NODE_ENV === 'production' });
 */
export function clockFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  { isProduction }: { isProduction: boolean },
): Clock {
  const value = env[CLOCK_START_VARIABLE]?.trim();
  if (!value) return systemClock;
  if (isProduction)
    throw new Error(
      `${CLOCK_START_VARIABLE} est refusé en production\u00a0: l'horloge du serveur y est celle du système.`,
    );
  const instant = new Date(value);
  if (!ISO_INSTANT.test(value) || Number.isNaN(instant.getTime()))
    throw new Error(
      `${CLOCK_START_VARIABLE} doit être un instant ISO 8601 avec son décalage, par exemple 2027-03-28T01:50:00+01:00 (reçu\u00a0: « ${value} »).`,
    );
  return clockStartingAt(instant);
}
