import { getConfig } from '@multisalle/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { type DeviceKeyError, deviceUrl } from './hall-api.ts';
import { applyHallEvent, emptyFeed, type HallFeed } from './hall-feed-state.ts';
import { openHallStream, type StreamStatus } from './hall-stream.ts';
import type { SseEvent } from './sse-parser.ts';

/** What {@link useHallFeed} gives a page. */
export interface HallFeedView {
  feed: HallFeed;
  status: StreamStatus;
}

/**
 * Follows the hall's stream (`GET /salle/{id}/flux`) while the page is shown: the feed rebuilt from
 * `etat` on every (re)connection and kept up to date by the other events, and the connection's state for
 * the « Reconnexion… » banner. A refused key calls `onKeyRefused` once and stops.
 *
 * @example const { feed, status } = useHallFeed(hall.id, deviceKey, forgetKey);
 */
export function useHallFeed(
  hallId: number,
  deviceKey: string,
  onKeyRefused: (error: DeviceKeyError) => void,
): HallFeedView {
  // The time of arrival travels with the event: a reducer must give the same answer when React runs it
  // twice.
  const [feed, dispatch] = useReducer(
    (state: HallFeed, { event, atMs }: { event: SseEvent; atMs: number }) =>
      applyHallEvent(state, event, atMs),
    emptyFeed,
  );
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const refused = useRef(onKeyRefused);
  refused.current = onKeyRefused;

  useEffect(() => {
    const stream = openHallStream({
      url: deviceUrl(`/salle/${hallId}/flux`),
      deviceKey,
      fetch: getConfig().fetch,
      onEvent: (event) => dispatch({ event, atMs: Date.now() }),
      onStatus: setStatus,
      onKeyRefused: (error) => refused.current(error),
    });
    return () => stream.close();
  }, [hallId, deviceKey]);

  return { feed, status };
}
