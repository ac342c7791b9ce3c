// `nIdCreneau`: slots are derived, not stored, so their id packs what the server needs to find one again.

/** Slot starts are counted in 5-minute steps from this instant (every opening time is on a 5-minute mark). */
const EPOCH_MS = Date.UTC(2020, 0, 1);
const STEP_MS = 5 * 60_000;
/** 2^28 five-minute steps: about 2,550 years of starts per zone offer. */
const STARTS_PER_OFFER = 2 ** 28;
/** Keeps ids under 2^53, so JavaScript numbers carry them exactly. */
const MAX_OFFER_ID = 2 ** 25 - 1;

/** What a slot id decodes to: the zone offer (`zone_sports` row: zone, sport, type) and the start. */
export interface SlotKey {
  zoneSportId: number;
  startsAt: Date;
}

/**
 * Encodes a slot as a stable positive integer: the same zone offer and start always give the same id.
 *
 * @example
 * ```ts
 * const id = encodeSlotId({ zoneSportId: 3, startsAt: new Date('2026-11-23T08:00:00Z') });
 * decodeSlotId(id); // { zoneSportId: 3, startsAt: 2026-11-23T08:00:00.000Z }
 * ```
 */
export function encodeSlotId({ zoneSportId, startsAt }: SlotKey): number {
  const steps = (startsAt.getTime() - EPOCH_MS) / STEP_MS;
  if (!Number.isInteger(steps) || steps < 0 || steps >= STARTS_PER_OFFER) {
    throw new RangeError(`Slot start ${startsAt.toISOString()} is not on a 5-minute mark after 2020`);
  }
  if (!Number.isInteger(zoneSportId) || zoneSportId < 1 || zoneSportId > MAX_OFFER_ID) {
    throw new RangeError(`Zone offer id ${zoneSportId} out of range`);
  }
  return zoneSportId * STARTS_PER_OFFER + steps;
}

/**
 * Decodes a slot id, or `undefined` when the number cannot be one (the caller still checks the slot exists).
 *
 * @example `decodeSlotId(805306368)?.zoneSportId // 3`
 */
export function decodeSlotId(id: number): SlotKey | undefined {
  if (!Number.isSafeInteger(id) || id < STARTS_PER_OFFER) return undefined;
  const zoneSportId = Math.floor(id / STARTS_PER_OFFER);
  if (zoneSportId > MAX_OFFER_ID) return undefined;
  return { zoneSportId, startsAt: new Date(EPOCH_MS + (id % STARTS_PER_OFFER) * STEP_MS) };
}
