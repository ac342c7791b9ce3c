/** The places where the fault tests stop the server in the middle of a write (`FAULT_PAUSE_AT`). */
export type FaultPoint = 'booking-validate' | 'invitation-answer' | 'settlement-shares' | 'settlement-debit';

/** The line printed on stdout when a pause is reached; the fault tests kill the process when they read it. */
export const FAULT_PAUSED_MARKER = 'FAULT_PAUSED_AT';

/**
 * Test-only hook: when `NODE_ENV=test` and `FAULT_PAUSE_AT` names this point, prints
 * `FAULT_PAUSED_AT <point>` and never resolves, so a test can SIGKILL the server exactly there (inside the
 * transaction that is writing). Anywhere else, or in any other environment, it resolves at once.
 *
 * @example await pauseForFault('booking-validate');
 */
export function pauseForFault(point: FaultPoint): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.FAULT_PAUSE_AT !== point) return Promise.resolve();
  console.log(`${FAULT_PAUSED_MARKER} ${point}`);
  return new Promise(() => {});
}
