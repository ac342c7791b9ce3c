import { atom, type ReadableAtom } from 'nanostores';
import { productNames } from '../../config';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { UNKNOWN_ERROR_MESSAGE } from '../../messages';
import { type EventSourceClass, watchHallSlots } from './live';
import { mapSlot } from './mapper';
import { sameFields } from './same-fields';
import type { LoadSlotsParams, PlanningState, Slot, WireSlot, WireSlotsAnswer } from './types';

const initialState: PlanningState = { slots: [], isLoading: false, error: null, range: null };

/** One planning panel's slots and the action that loads them. */
export interface PlanningStore {
  /** The slots, the loading flag, the last error and the days loaded. */
  $planning: ReadableAtom<PlanningState>;
  /**
   * Loads the slots of a hall and sport (`GET v2 creneaux/{productKey}/{id}/debut/{start}/duree/{days}
   * ?activite=&gp=1`, spec 2 section 7). Never rejects: a failure has shown its toast and is kept in
   * `error`, with the previous slots kept. When loads overlap, the last one wins.
   */
  loadSlots(params: LoadSlotsParams): Promise<void>;
  /**
   * Keeps the slots live while the planning is shown: on each change of the loaded hall's slots (its
   * server-sent events stream) the same window loads again, quietly (no toast, slots kept on a failure).
   * Follows the hall of the last `loadSlots`. Returns the function that stops it.
   */
  watchChanges(): () => void;
  /** Back to the initial state. */
  reset(): void;
}

/** Options of {@link createPlanningStore}. */
export interface PlanningStoreOptions {
  /** The `EventSource` of live slots (a fake one in tests). @default `globalThis.EventSource` */
  EventSource?: EventSourceClass;
}

/**
 * A store for one planning panel: each panel on a page gets its own, so two halls can show side by side.
 *
 * @example
 * const planning = createPlanningStore();
 * await planning.loadSlots({ hallId: 1, sportId: 2, start: '2026-11-23', days: 7 });
 * planning.$planning.get().slots
 */
export function createPlanningStore(options: PlanningStoreOptions = {}): PlanningStore {
  const $state = atom<PlanningState>(initialState);
  let loadCount = 0;
  let shown: LoadSlotsParams | null = null;
  let watchers = 0;
  let watchedHall: number | undefined;
  let stopWatching = () => {};
  // The last answer's slots by id, with the wire they came from. A reload maps only the slots whose
  // fields changed and keeps the others' objects, so the planning re-renders only those (a live change
  // of one slot in a week of 2,000).
  let known = new Map<number, [WireSlot, Slot]>();

  function mapKeeping(wireSlots: WireSlot[]): Slot[] {
    const next = new Map<number, [WireSlot, Slot]>();
    const slots = wireSlots.map((wire) => {
      const kept = known.get(wire.nIdCreneau);
      const slot = kept && sameFields(kept[0], wire) ? kept[1] : mapSlot(wire);
      next.set(wire.nIdCreneau, [wire, slot]);
      return slot;
    });
    known = next;
    return slots;
  }

  // Opens the stream of the shown hall while someone watches, and switches it when the hall changes.
  function follow(): void {
    const hallId = watchers > 0 ? shown?.hallId : undefined;
    if (hallId === watchedHall) return;
    stopWatching();
    watchedHall = hallId;
    stopWatching =
      hallId === undefined
        ? () => {}
        : watchHallSlots(
            hallId,
            () => {
              if (shown) void load(shown, true);
            },
            options.EventSource,
          );
  }

  async function load(params: LoadSlotsParams, isQuiet: boolean): Promise<void> {
    const { hallId, sportId, start, days } = params;
    const current = ++loadCount;
    shown = params;
    follow();
    $state.set({ ...$state.get(), isLoading: true, error: isQuiet ? $state.get().error : null });
    const { routeSegment } = productNames();
    const path = `/creneaux/${routeSegment}/${hallId}/debut/${start}/duree/${days}`;
    try {
      const answer = await apiRequest<WireSlotsAnswer>('v2', path, {
        query: { activite: sportId, gp: 1 },
        silent: isQuiet,
      });
      if (current !== loadCount) return;
      const wireSlots = Array.isArray(answer?.creneaux) ? answer.creneaux : [];
      $state.set({
        slots: mapKeeping(wireSlots),
        isLoading: false,
        error: null,
        range: answer ? { start: answer.dateStart, end: answer.dateEnd } : null,
      });
    } catch (error) {
      if (current !== loadCount) return;
      const message = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
      $state.set({ ...$state.get(), isLoading: false, error: isQuiet ? $state.get().error : message });
    }
  }

  return {
    $planning: $state,
    loadSlots: (params) => load(params, false),
    watchChanges() {
      watchers += 1;
      follow();
      let isWatching = true;
      return () => {
        if (!isWatching) return;
        isWatching = false;
        watchers -= 1;
        follow();
      };
    },
    reset() {
      loadCount += 1;
      shown = null;
      known = new Map();
      follow();
      $state.set(initialState);
    },
  };
}

const $reloadCount = atom(0);

/**
 * Grows by one on each {@link requestPlanningReload}: planning panels watch it and load their slots
 * again (spec 2 section 2: the planning reloads on a signal from the header or the slot list).
 */
export const $planningReload: ReadableAtom<number> = $reloadCount;

/**
 * Asks every planning panel of the page to load its slots again (e.g. after a cart change).
 *
 * @example await removeFromCart(line); requestPlanningReload();
 */
export function requestPlanningReload(): void {
  $reloadCount.set($reloadCount.get() + 1);
}

export type { EventSourceClass, EventSourceLike } from './live';
export { mapSlot } from './mapper';
export { sameFields } from './same-fields';
export {
  calendarSlots,
  type LaidOutGroup,
  type LaidOutSlot,
  layOutDay,
  layOutDayGroups,
  listSlots,
  slotsByDay,
  withSelection,
} from './select';
export { planningTexts } from './texts';
export type {
  LoadSlotsParams,
  PlanningState,
  Slot,
  SlotRange,
  SlotStatus,
  SlotType,
  WireSlot,
  WireSlotsAnswer,
} from './types';
export { isDayVisible, type PlanningWeek, planningWeeks, visibleWindow } from './weeks';
