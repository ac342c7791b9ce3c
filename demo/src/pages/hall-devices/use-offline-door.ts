import { productNames, readStored, writeStored } from '@multisalle/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Device } from './DevicePage.tsx';
import {
  type EntryDecision,
  fetchManifest,
  isDeviceKeyError,
  isDeviceOfflineError,
  sendOfflineEntries,
} from './hall-api.ts';
import { type DoorManifest, decideOffline, lineOf, PIN_PATTERN, sha256Hex } from './offline-decision.ts';
import {
  enqueue,
  flushQueue,
  newEntryId,
  type QueueStore,
  readQueue,
  retryDelayMs,
} from './offline-queue.ts';

/** How often the day's manifest is asked again (with its ETag: a 304 while nothing changed). */
export const MANIFEST_PERIOD_MS = 60_000;

/** The manifest as kept in this browser, with the entries let in here since it was read. */
interface HeldManifest {
  day: string;
  etag: string | null;
  manifest: DoorManifest;
  /** QR digest → when this reader let it in (ISO), online or not. */
  enteredHere: Record<string, string>;
}

const storageKey = (kind: string, hallKey: string) => `${productNames().productKey}-${kind}:${hallKey}`;

function readHeld(hallKey: string): HeldManifest | null {
  try {
    const held = JSON.parse(readStored(storageKey('manifeste', hallKey)) ?? 'null') as HeldManifest | null;
    return held && Array.isArray(held.manifest?.entrees) ? held : null;
  } catch {
    return null;
  }
}

/** The queue of decisions made offline, in localStorage (survives a reload without network). */
export const queueStore = (hallKey: string): QueueStore => ({
  read: () => readStored(storageKey('entrees-hors-ligne', hallKey)),
  write: (value) => writeStored(storageKey('entrees-hors-ligne', hallKey), value),
});

/**
 * The reception's door when the server is out of reach: keeps the day's manifest fresh (on load, then every
 * minute with `If-None-Match`, kept in localStorage so a reload offline still has it), decides from it when
 * an entry call fails for want of network, queues those decisions and sends them in one batch once the
 * network is back (retried 2 s, 4 s… up to a minute apart).
 *
 * @example const door = useOfflineDoor(device, { day, timeZone, clockOffsetMs });
 */
export function useOfflineDoor(
  device: Device,
  { day, timeZone, clockOffsetMs }: { day: string; timeZone: string; clockOffsetMs: number },
) {
  const { hall, deviceKey } = device;
  const [isOffline, setIsOffline] = useState(() => globalThis.navigator?.onLine === false);
  const [pendingCount, setPendingCount] = useState(() => readQueue(queueStore(hall.key)).length);
  const held = useRef<HeldManifest | null>(readHeld(hall.key));
  const settings = useRef({ timeZone, clockOffsetMs });
  settings.current = { timeZone, clockOffsetMs };
  const flushing = useRef({
    isBusy: false,
    failures: 0,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  const nowMs = useCallback(() => Date.now() + settings.current.clockOffsetMs, []);

  const keep = useCallback(
    (next: HeldManifest) => {
      held.current = next;
      writeStored(storageKey('manifeste', hall.key), JSON.stringify(next));
    },
    [hall.key],
  );

  const flush = useCallback(async () => {
    const state = flushing.current;
    const store = queueStore(hall.key);
    if (state.isBusy || readQueue(store).length === 0) return;
    state.isBusy = true;
    clearTimeout(state.timer);
    try {
      await flushQueue(store, (entries) => sendOfflineEntries(hall.id, entries, deviceKey), Date.now());
      state.failures = 0;
      setIsOffline(false);
    } catch (error) {
      if (isDeviceOfflineError(error)) setIsOffline(true);
      if (!isDeviceKeyError(error)) {
        state.failures += 1;
        state.timer = setTimeout(() => void flush(), retryDelayMs(state.failures));
      }
    } finally {
      state.isBusy = false;
      setPendingCount(readQueue(store).length);
    }
  }, [hall.id, hall.key, deviceKey]);

  const refresh = useCallback(async () => {
    const current = held.current?.day === day ? held.current : null;
    try {
      const answer = await fetchManifest(hall.id, day, deviceKey, current?.etag);
      setIsOffline(false);
      // A new manifest carries the entries the server has: those let in here are in its `entreLe` once sent.
      if (answer) keep({ day, ...answer, enteredHere: current?.enteredHere ?? {} });
      void flush();
    } catch (error) {
      if (isDeviceOfflineError(error)) setIsOffline(true);
    }
  }, [hall.id, day, deviceKey, keep, flush]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), MANIFEST_PERIOD_MS);
    const onOnline = () => void refresh();
    const onOffline = () => setIsOffline(true);
    globalThis.addEventListener?.('online', onOnline);
    globalThis.addEventListener?.('offline', onOffline);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener?.('online', onOnline);
      globalThis.removeEventListener?.('offline', onOffline);
    };
  }, [refresh]);
  useEffect(() => () => clearTimeout(flushing.current.timer), []);

  /** Decides `code` from the manifest, queues the decision; `null` when there is no manifest (or no Web Crypto). */
  const decide = useCallback(
    async (code: string): Promise<EntryDecision | null> => {
      setIsOffline(true);
      const digest = await sha256Hex(code);
      const current = held.current;
      if (!digest || !current) return null;
      const now = new Date(nowMs());
      const { timeZone: zone } = settings.current;
      const isPin = PIN_PATTERN.test(code);
      const decision = decideOffline(current.manifest, {
        digest,
        isPin,
        now,
        timeZone: zone,
        enteredHere: current.enteredHere,
      });
      if (decision.isAllowed && decision.line) {
        keep({
          ...current,
          enteredHere: { ...current.enteredHere, [decision.line.empreinte]: now.toISOString() },
        });
      }
      const store = queueStore(hall.key);
      enqueue(store, {
        id: newEntryId(now.getTime()),
        code,
        autorise: decision.isAllowed,
        motif: decision.reason,
        le: now.toISOString(),
      });
      setPendingCount(readQueue(store).length);
      flushing.current.failures = 0;
      clearTimeout(flushing.current.timer);
      flushing.current.timer = setTimeout(() => void flush(), retryDelayMs(1));
      const line = decision.line;
      return {
        isAllowed: decision.isAllowed,
        reason: decision.reason,
        pseudonym: line?.pseudo ?? null,
        session: line
          ? {
              startsAt: new Date(line.debut),
              endsAt: new Date(line.fin),
              courtName: line.terrain,
              sportName: line.sport,
            }
          : null,
        isOffline: true,
      };
    },
    [hall.key, keep, flush, nowMs],
  );

  /** An entry the server let in: remembered, so an offline second scan before the next manifest is refused. */
  const remember = useCallback(
    async (code: string) => {
      setIsOffline(false);
      void flush();
      const digest = await sha256Hex(code);
      const current = held.current;
      if (!digest || !current) return;
      const line = lineOf(current.manifest, digest, PIN_PATTERN.test(code), new Date(nowMs()));
      if (line)
        keep({
          ...current,
          enteredHere: { ...current.enteredHere, [line.empreinte]: new Date(nowMs()).toISOString() },
        });
    },
    [keep, flush, nowMs],
  );

  return { isOffline, pendingCount, decide, remember };
}
