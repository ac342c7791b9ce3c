// The fault tests' hook: the real server, started as a child process with FAULT_PAUSE_AT, stops at that
// point inside its write and says so, so that the test can SIGKILL it exactly there.
import type { FaultHook, FaultPoint } from '../../fault-points.ts';

/** The line printed on stdout when a pause is reached; the fault tests kill the process when they read it. */
export const FAULT_PAUSED_MARKER = 'FAULT_PAUSED_AT';

/** The environment variable naming the point where the server started by the fault tests stops. */
export const FAULT_PAUSE_VARIABLE = 'FAULT_PAUSE_AT';

const faultPoints: readonly FaultPoint[] = [
  'booking-validate',
  'invitation-answer',
  'settlement-shares',
  'settlement-debit',
];

/**
 * A hook that, at `point`, prints `FAULT_PAUSED_AT <point>` and never resolves (the transaction stays open
 * until the process is killed); at any other point it goes on at once.
 *
 * @example createApp({ db, faultPoint: pauseAt('booking-validate') });
 */
export function pauseAt(point: FaultPoint): FaultHook {
  return (reached) => {
    if (reached !== point) return Promise.resolve();
    console.log(`${FAULT_PAUSED_MARKER} ${reached}`);
    return new Promise(() => {});
  };
}

/**
 * The hook `main.ts` gives the app when the fault tests start it: {@link pauseAt} the point that
 * `FAULT_PAUSE_AT` names, under `NODE_ENV=test` only; `undefined` otherwise (no hook at all).
 *
 * @example const faultPoint = faultHookFromEnv(process.env);
 */
export function faultHookFromEnv(env: NodeJS.ProcessEnv): FaultHook | undefined {
  const point = env[FAULT_PAUSE_VARIABLE];
  if (env.NODE_ENV !== 'test' || !point) return undefined;
  const known = faultPoints.find((one) => one === point);
  if (!known)
    throw new Error(`${FAULT_PAUSE_VARIABLE}: unknown fault point « ${point} » (${faultPoints.join(', ')}).`);
  return pauseAt(known);
}
