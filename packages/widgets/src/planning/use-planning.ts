import {
  $planningReload,
  createPlanningStore,
  hallDay,
  type PlanningState,
  type Slot,
  withSelection,
} from '@multisalle/core';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';

/** What {@link usePlanning} needs to load a planning. */
export interface UsePlanningOptions {
  hallId: number;
  sportId: number;
  visibleDays: number;
  selectedSlotIds?: number[] | undefined;
}

/** The panel's slots (selection applied), its flags, and the clock it judges "past" by. */
export interface UsePlanningResult extends PlanningState {
  /**
   * True until the first answer (or failure) for this hall, sport and window arrives. A reload of the
   * same planning (after a cart change) keeps the slots on screen instead, so a phone's open days and
   * the focused slot survive it.
   */
  isPending: boolean;
  now: Date;
  /** Today in the halls' time zone, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * A store's value, like `@nanostores/react`'s `useStore` without its key filters: the script-tag bundle
 * has a 28 KB budget and this is all the planning needs.
 */
function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}

/** The clock, ticking every minute so slots drop out of the calendar once they start. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * One panel's planning: its own store, loaded for the whole visible window from today, and loaded again
 * when the hall, sport or day changes or when {@link requestPlanningReload} is called.
 *
 * @example const { slots, isPending, now } = usePlanning({ hallId: 1, sportId: 2, visibleDays: 7 });
 */
export function usePlanning({
  hallId,
  sportId,
  visibleDays,
  selectedSlotIds,
}: UsePlanningOptions): UsePlanningResult {
  const [store] = useState(createPlanningStore);
  const state = useAtom(store.$planning);
  const reloadCount = useAtom($planningReload);
  const now = useNow();
  const today = hallDay(now);

  // The planning the slots on screen belong to; a load for another one shows the spinner.
  const key = `${hallId}/${sportId}/${today}/${visibleDays}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  // Live slots: while the panel is shown, a change of its hall's slots reloads them (spinner-free).
  useEffect(() => store.watchChanges(), [store]);

  // A layout effect: the slots call leaves before the first paint instead of a frame after it.
  useLayoutEffect(() => {
    // reloadCount is read so that each reload request runs this effect again.
    void reloadCount;
    let isCurrent = true;
    void store.loadSlots({ hallId, sportId, start: today, days: Math.max(1, visibleDays) }).then(() => {
      if (isCurrent) setLoadedKey(key);
    });
    return () => {
      isCurrent = false;
    };
  }, [store, key, hallId, sportId, today, visibleDays, reloadCount]);

  const selectionKey = selectedSlotIds?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is compared by its ids.
  const slots: Slot[] = useMemo(
    () => withSelection(state.slots, selectedSlotIds),
    [state.slots, selectionKey],
  );
  const isPending = loadedKey !== key;
  return { ...state, slots, isPending, now, today };
}
