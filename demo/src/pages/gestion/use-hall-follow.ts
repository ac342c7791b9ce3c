import { getConfig } from '@multisalle/core';
import { useEffect, useRef } from 'react';
import { openHallStream } from '../hall-devices/hall-stream.ts';
import { readStaffToken, staffApiBase } from './staff-session.ts';

/** The hall's events after which the day is read again: an entry, a booking, a cancellation, a move. */
const CHANGES = new Set(['etat', 'entree', 'programme', 'seance']);

/** Several events of one change (a booking sends `etat` and `programme`) make one reading of the day. */
const SETTLE_MS = 300;

/**
 * Keeps the day of the console live: follows the hall's stream (`GET /api/gestion/salles/{cle}/flux`, the
 * staff token as bearer, read with fetch as the hall's screens read theirs) and calls `onChange` after each
 * change of the hall: a booking made online, an entry at the door, a cancellation by another desk. The
 * first `etat` of the first connection is the day already shown; the one after a reconnection may carry
 * what was missed, so it reads the day again. A refused token stops the stream: the page's next call
 * takes the member to the sign-in.
 *
 * @example useHallFollow(hallKey, () => void refresh());
 */
export function useHallFollow(hallKey: string, onChange: () => void): void {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const token = readStaffToken();
    if (!token || !hallKey) return;
    let isFirstState = true;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const config = getConfig();
    const stream = openHallStream({
      url: `${staffApiBase()}/salles/${encodeURIComponent(hallKey)}/flux`,
      deviceKey: token,
      ...(config.fetch ? { fetch: config.fetch } : {}),
      onEvent: (event) => {
        if (!CHANGES.has(event.type)) return;
        if (event.type === 'etat' && isFirstState) {
          isFirstState = false;
          return;
        }
        clearTimeout(settle);
        settle = setTimeout(() => onChangeRef.current(), SETTLE_MS);
      },
      onKeyRefused: () => {},
    });
    return () => {
      clearTimeout(settle);
      stream.close();
    };
  }, [hallKey]);
}
