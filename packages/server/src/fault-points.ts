/**
 * The points inside a write's transaction where the fault tests stop the server, to kill it there: a
 * booking's reservations written before their organiser, an invitation's answers before their discounts,
 * a settlement's shares before their stamp, a share's debit order before the provider is asked.
 */
export type FaultPoint = 'booking-validate' | 'invitation-answer' | 'settlement-shares' | 'settlement-debit';

/**
 * Awaited at each {@link FaultPoint}, inside its transaction; the write goes on when it resolves. Given to
 * `createApp` (`faultPoint`) and to the settlement by the fault tests only; production has none.
 *
 * @default undefined (no pause anywhere)
 * @example const faultPoint: FaultHook = (point) => (point === 'booking-validate' ? new Promise(() => {}) : Promise.resolve());
 */
export type FaultHook = (point: FaultPoint) => Promise<void>;
