import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, updated when it changes. False where `matchMedia` does not exist
 * (server rendering, old test environments).
 *
 * @example const isSmall = useMediaQuery('(max-width: 640px)');
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
