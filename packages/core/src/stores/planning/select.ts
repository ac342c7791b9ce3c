import { madeOnFirstUse } from '../../performance/made-on-first-use';
import { hallDay } from '../../rules/hall-days';
import type { Slot } from './types';

// Courts in French order with their numbers as numbers ('Court 2' before 'Court 10'). One collator for
// every comparison: `localeCompare` with options builds a new one each call (a week sorts thousands).
const courtNames = madeOnFirstUse(() => new Intl.Collator('fr', { numeric: true }));

/**
 * What the calendar shows: only slots that have not started yet (spec 2 section 4).
 *
 * @example calendarSlots(slots, new Date())
 */
export function calendarSlots(slots: readonly Slot[], now: Date): Slot[] {
  return slots.filter((slot) => slot.startsAt.getTime() > now.getTime());
}

/**
 * What the list shows: only `disponible` and `panier` slots (spec 2 section 4), and, as in the calendar,
 * only those that have not started yet.
 *
 * @example listSlots(slots, new Date())
 */
export function listSlots(slots: readonly Slot[], now: Date): Slot[] {
  return calendarSlots(slots, now).filter((slot) => slot.status === 'available' || slot.status === 'inCart');
}

/**
 * Marks as in the cart the slots the host says are selected, matched by id (spec 2 section 4).
 *
 * @example withSelection(slots, [12, 15])
 */
export function withSelection(slots: readonly Slot[], selectedIds: readonly number[] | undefined): Slot[] {
  if (!selectedIds || selectedIds.length === 0) return [...slots];
  const selected = new Set(selectedIds);
  return slots.map((slot) => (selected.has(slot.id) ? { ...slot, status: 'inCart' } : slot));
}

/**
 * Slots grouped by their day in the halls' time zone, days in order, slots by start then zone.
 *
 * @example slotsByDay(slots).get('2026-11-23')
 */
export function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const sorted = [...slots].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.zoneLabel.localeCompare(b.zoneLabel),
  );
  const days = new Map<string, Slot[]>();
  for (const slot of sorted) {
    const day = hallDay(slot.startsAt);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** A slot and the column it takes among overlapping slots of its day. */
export interface LaidOutSlot {
  slot: Slot;
  /** 0-based column among `lanes`. */
  lane: number;
  /** How many columns the day needs so that overlapping slots sit side by side. */
  lanes: number;
}

/**
 * Places one day's slots in side-by-side columns so that overlapping slots (other courts at the same
 * time) never cover each other: each slot takes the first column free at its start.
 *
 * @example layOutDay(slotsOfMonday).map(({ lane }) => lane) // [0, 1, 0, 1]
 */
export function layOutDay(slots: readonly Slot[]): LaidOutSlot[] {
  const sorted = [...slots].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.zoneLabel.localeCompare(b.zoneLabel),
  );
  const laneEnds: number[] = [];
  const placed = sorted.map((slot) => {
    let lane = laneEnds.findIndex((end) => end <= slot.startsAt.getTime());
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = slot.endsAt.getTime();
    return { slot, lane };
  });
  return placed.map((entry) => ({ ...entry, lanes: laneEnds.length }));
}

/** Courts of one day that share a start and an end, and the column the group takes. */
export interface LaidOutGroup {
  /** One slot per court, by court label; a group of one is a lone slot. */
  slots: Slot[];
  /** 0-based column among `lanes`. */
  lane: number;
  /**
   * How many columns the group shares its width with: those of its cluster, the groups that overlap it
   * directly or through others. A group that overlaps nothing has the day's whole width (1).
   */
  lanes: number;
}

/**
 * Places one day's slots for the week calendar: the courts that share a start and an end make one group
 * (so a day with eight courts at 18:00 takes one column, not eight slivers); overlapping groups sit side
 * by side, each cluster of overlapping groups with its own number of columns, so that one long class at
 * 18:00 narrows the evening only, not the whole day.
 *
 * @example layOutDayGroups(padelMonday).map(({ slots, lane, lanes }) => [slots.length, lane, lanes]) // [[2, 0, 1], ...]
 */
export function layOutDayGroups(slots: readonly Slot[]): LaidOutGroup[] {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = `${slot.startsAt.getTime()}-${slot.endsAt.getTime()}`;
    const group = groups.get(key);
    if (group) group.push(slot);
    else groups.set(key, [slot]);
  }
  // The day's few court names ranked once: thousands of slots then sort by a number, not by the collator.
  const rank = new Map(
    [...new Set(slots.map((slot) => slot.zoneLabel))]
      .sort(courtNames().compare)
      .map((label, index) => [label, index]),
  );
  const rankOf = (slot: Slot) => rank.get(slot.zoneLabel) ?? 0;
  const sorted = [...groups.values()]
    .map((group) => group.sort((a, b) => rankOf(a) - rankOf(b)))
    .sort((a, b) => (a[0]?.startsAt.getTime() ?? 0) - (b[0]?.startsAt.getTime() ?? 0));
  const placed: LaidOutGroup[] = [];
  let cluster: LaidOutGroup[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    placed.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const group of sorted) {
    const startsAt = group[0]?.startsAt.getTime() ?? 0;
    const endsAt = group[0]?.endsAt.getTime() ?? startsAt;
    if (startsAt >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= startsAt);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = endsAt;
    clusterEnd = cluster.length === 0 ? endsAt : Math.max(clusterEnd, endsAt);
    cluster.push({ slots: group, lane, lanes: 0 });
  }
  closeCluster();
  return placed;
}
