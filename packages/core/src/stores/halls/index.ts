import { atom, computed, type ReadableAtom } from 'nanostores';
import { getConfig, productNames } from '../../config';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { UNKNOWN_ERROR_MESSAGE } from '../../messages';
import { readBlacklist } from '../../storage';
import { mapHall, mapHallPage } from './mapper';
import type { Hall, HallsState, WireHall } from './types';

const initialState: HallsState = { list: [], isFetched: false, isLoading: false, error: null };
const $state = atom<HallsState>(initialState);
const $blacklist = atom<number[]>([]);
let loadCount = 0;

/**
 * The hall list and its flags (spec 2 sections 2 and 7).
 *
 * @example $halls.subscribe(({ list, isFetched }) => ...)
 */
export const $halls: ReadableAtom<HallsState> = $state;

/**
 * The halls a visitor sees: active ones only, minus the local blacklist as it was at the last load
 * (spec 2 section 2).
 */
// Pure: a bundle that only fetches one hall (the planning's script tag) drops it and nanostores' computed.
export const $visibleHalls: ReadableAtom<Hall[]> = /* @__PURE__ */ computed(
  [$state, $blacklist],
  ({ list }, blacklist) => list.filter((hall) => hall.isActive && !blacklist.includes(hall.id)),
);

/**
 * Loads the hall list (`GET v2 /multisalle`, answer `{ multisalleListe }`) and re-reads the blacklist.
 * Never rejects: a failure has shown its toast and is kept in `error`, with `isFetched` true and the
 * previous list kept. When loads overlap, the last one wins.
 *
 * @example await loadHalls(); $visibleHalls.get()
 */
export async function loadHalls(): Promise<void> {
  const { routeSegment, listField, productKey } = productNames();
  const current = ++loadCount;
  $blacklist.set(readBlacklist());
  $state.set({ ...$state.get(), isFetched: false, isLoading: true });
  try {
    const answer = await apiRequest<Record<string, unknown>>('v2', `/${routeSegment}`);
    const wireList = answer?.[listField];
    const list = Array.isArray(wireList)
      ? (wireList as WireHall[]).map((wire) => mapHall(wire, productKey))
      : [];
    if (current === loadCount) $state.set({ list, isFetched: true, isLoading: false, error: null });
  } catch (error) {
    if (current !== loadCount) return;
    const message = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
    $state.set({ ...$state.get(), isFetched: true, isLoading: false, error: message });
  }
}

/** How long the elements of a page share one answer of a hall's detail, in ms. */
export const HALL_SHARE_MS = 30_000;

// Shared answers by API base and key, per `fetch` (each test's fake server has its own).
const sharedHalls = new WeakMap<object, Map<string, { at: number; answer: Promise<Hall | undefined> }>>();
const globalFetchKey = {};

/**
 * One hall by its key (`GET v2 /multisalle/detail?sCle=`). Resolves `undefined` when the server answers
 * 404 (after its toast, unless `silent`) or nothing; other failures reject with an `ApiError`.
 *
 * @param options.silent - no toast on a failure. @default false
 * @example const hall = await fetchHallByKey('padel-park');
 */
export function fetchHallByKey(key: string, options: { silent?: boolean } = {}): Promise<Hall | undefined> {
  // Two elements of one page (a planning and its open games, two sports) make one request for the hall: the
  // answer is shared for HALL_SHARE_MS, a failure is not kept.
  const { apiBase, fetch } = getConfig();
  const byBase = sharedHalls.get(fetch ?? globalFetchKey) ?? new Map();
  sharedHalls.set(fetch ?? globalFetchKey, byBase);
  const id = `${apiBase} ${key}`;
  const known = byBase.get(id);
  if (known && Date.now() - known.at < HALL_SHARE_MS) return known.answer;
  const answer = requestHall(key, options);
  byBase.set(id, { at: Date.now(), answer });
  answer.catch(() => byBase.delete(id));
  return answer;
}

/**
 * One hall by its key with its public page (`GET v2 /multisalle/detail?sCle=`): the hall, its description
 * and the gallery's photos its console sent, its own safety video. Not shared with {@link fetchHallByKey}:
 * only the hall page asks for it, once per visit.
 *
 * @example const hall = await fetchHallPage('padel-park'); hall?.photos // [{ url, alt }]
 */
export function fetchHallPage(key: string): Promise<Hall | undefined> {
  return requestHall(key, {}, mapHallPage);
}

async function requestHall(
  key: string,
  options: { silent?: boolean },
  map = mapHall,
): Promise<Hall | undefined> {
  const { routeSegment, idField, productKey } = productNames();
  let answer: Record<string, unknown> | undefined;
  try {
    answer = await apiRequest<Record<string, unknown>>('v2', `/${routeSegment}/detail`, {
      query: { sCle: key },
      silent: options.silent === true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
  // The detail answer is the hall itself, or the hall wrapped under the product word.
  const wire = answer && idField in answer ? answer : answer?.[productKey];
  if (!wire || typeof wire !== 'object' || !(idField in wire)) return undefined;
  return map(wire as WireHall, productKey);
}

/** Back to the initial state: empty list, `isFetched` false (e.g. on logout or in tests). */
export function resetHalls(): void {
  loadCount += 1;
  $state.set(initialState);
  $blacklist.set([]);
}

export { DEFAULT_VISIBLE_DAYS, mapHall, mapHallPage, mapSport } from './mapper';
export type {
  Hall,
  HallAddress,
  HallCoordinates,
  HallPhoto,
  HallService,
  HallsState,
  Sport,
  WireHall,
  WireSport,
} from './types';
