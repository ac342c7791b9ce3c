import type { GeoPoint } from '@multisalle/core';
import { useCallback, useState } from 'react';

/** How long the browser may look for the position before we say it is unavailable. */
export const POSITION_TIMEOUT_MS = 10_000;

/** A position the browser found this long ago is still good enough to sort halls by town. */
export const POSITION_MAX_AGE_MS = 10 * 60_000;

/** `GeolocationPositionError.PERMISSION_DENIED`: the player (or the browser's settings) said no. */
const PERMISSION_DENIED = 1;

/**
 * Where the player's position stands: not asked, being asked, known, refused by the player, or not
 * available (no geolocation in the browser, no fix, too slow).
 */
export type PlayerPosition =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * The player's position, asked only when `ask` is called (a button press, never on load) and kept in this
 * component's state alone: nothing is stored, so it is forgotten with the page. `forget` goes back to
 * `idle`.
 *
 * @example const { state, ask, forget } = usePlayerPosition();
 */
export function usePlayerPosition() {
  const [state, setState] = useState<PlayerPosition>({ status: 'idle' });

  const ask = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A town-level fix is enough to sort halls: no GPS warm-up on a phone.
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  }, []);

  const forget = useCallback(() => setState({ status: 'idle' }), []);

  return { state, ask, forget };
}
