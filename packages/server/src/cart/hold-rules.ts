// Holds: a cart line keeps its slot for the player a fixed time (spec 2: the 15 min lock), computed from
// `hold_expires_at`, so no background job frees anything.

/** How long adding (or extending) keeps a slot for the player, in minutes. */
export const CART_HOLD_MINUTES = 15;

const MINUTE_MS = 60_000;

/**
 * The end of a hold that starts now.
 *
 * @example `holdEnd(new Date('2026-11-23T09:00:00Z')) // 2026-11-23T09:15:00Z`
 */
export function holdEnd(now: Date): Date {
  return new Date(now.getTime() + CART_HOLD_MINUTES * MINUTE_MS);
}

/** Whether a hold still keeps its slot at `now` (the end instant itself is already free). */
export function isHeld(holdExpiresAt: Date, now: Date): boolean {
  return holdExpiresAt.getTime() > now.getTime();
}

/** Whether a slot type sells places (`quantite` up to the places left) rather than the whole zone. */
export function sellsPlaces(slotType: string | null): boolean {
  return slotType === 'place' || slotType === 'cours';
}
