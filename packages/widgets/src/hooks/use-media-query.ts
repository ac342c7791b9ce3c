import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, updated when it changes. False where `matchMedia` does not exist
 * (server rendering, old test environments).
 *
 * @example const isSmall = useMediaQuery('(max-width: 640px)');
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query, read on each render: a `matchMedia` call per render cost the planning
  // milliseconds on every reload.
  const list = useMemo(() => globalThis.matchMedia?.(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
