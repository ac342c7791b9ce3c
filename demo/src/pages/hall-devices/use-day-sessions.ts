import { useEffect, useMemo, useState } from 'react';
import type { Device } from './DevicePage.tsx';
import { fetchDaySessions, isDeviceKeyError } from './hall-api.ts';
import { type HallFeed, withArrival } from './hall-feed-state.ts';
import type { HallSession } from './hall-wire.ts';

/** The reception's list of the day: loading, loaded (with the arrivals since), or failed. */
export interface DaySessionsView {
  sessions: HallSession[] | null;
  error: string | null;
}

/**
 * The day's sessions of the hall (`GET /salle/{id}/seances?date=`), fetched again on each `etat` of the
 * stream (a reconnection: entries made while it was down are in the new list) and at midnight, with the
 * stream's entries ticked as they come.
 *
 * @example const { sessions } = useDaySessions(device, feed, dayText(now, timeZone));
 */
export function useDaySessions(device: Device, feed: HallFeed, day: string): DaySessionsView {
  const [fetched, setFetched] = useState<HallSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { hall, deviceKey, onKeyRefused } = device;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `etat` (syncCount) is what asks for the list again.
  useEffect(() => {
    const controller = new AbortController();
    fetchDaySessions(hall.id, day, deviceKey, controller.signal).then(
      (answer) => {
        setFetched(answer.sessions);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (isDeviceKeyError(failure)) onKeyRefused(failure);
        else setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [hall.id, deviceKey, day, feed.syncCount, onKeyRefused]);

  const sessions = useMemo(
    () => (fetched ? feed.arrivals.reduce(withArrival, fetched) : null),
    [fetched, feed.arrivals],
  );
  return { sessions, error };
}
