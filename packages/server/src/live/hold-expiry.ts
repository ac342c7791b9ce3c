import { systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { publishSlotChange } from './registry.ts';

// Past the hold's end, so the planning's reload already sees the slot free (a hold ending at t is free at t).
const AFTER_END_MS = 100;
// setTimeout fires at once beyond this (about 24.8 days); no hold lasts that long.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Publishes a slot change of `hallId` when a hold ends, so open plannings show the slot free again. `now` is
 * the server's clock's time (the hold's end is in that time); the timer then runs in real time, as that clock
 * does. The timer lives in the process that made the hold and does not keep it alive: a restart loses it,
 * and the planning then shows the freed slot at its next load.
 *
 * @example `publishWhenHoldEnds(db, hall.id, holdEnd(now), now);`
 */
export function publishWhenHoldEnds(
  db: Database,
  hallId: number,
  holdExpiresAt: Date,
  now: Date = systemClock.now(),
): void {
  const delay = holdExpiresAt.getTime() - now.getTime() + AFTER_END_MS;
  if (delay > MAX_TIMER_MS) return;
  const timer = setTimeout(() => publishSlotChange(db, hallId), Math.max(0, delay));
  timer.unref?.();
}
