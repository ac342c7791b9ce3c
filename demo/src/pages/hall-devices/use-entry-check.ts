import { useCallback, useEffect, useRef, useState } from 'react';
import type { Device } from './DevicePage.tsx';
import { checkEntryCode, type EntryDecision, isDeviceKeyError, isDeviceOfflineError } from './hall-api.ts';
import { hallDeviceMessages as text } from './messages.ts';

/** How long a decision stays on screen before the panel waits for the next person. */
export const DECISION_SHOWN_MS = 6000;
/** A code the camera keeps seeing is not sent again until it has been out of sight this long. */
export const SAME_CODE_PAUSE_MS = 8000;

/** The door panel's state. */
export type EntryCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'decided'; decision: EntryDecision }
  | { status: 'failed'; message: string };

/** The door without the server: decides from the day's manifest, remembers the entries let in online. */
export interface OfflineDoor {
  decide: (code: string) => Promise<EntryDecision | null>;
  remember: (code: string) => Promise<void>;
}

/**
 * Sends codes to the door (`POST /salle/{id}/entree`) one at a time and keeps the decision on screen for
 * {@link DECISION_SHOWN_MS}. The camera reads the code held up to it four times a second: the same code is
 * sent once, then ignored while it stays in sight (a second send would be refused as « Déjà entré »,
 * wrongly scaring the person who just got in). A typed code or PIN is always sent. When the server is out of
 * reach (no network, timeout, 5xx, never a 4xx) `offline` decides from the day's manifest.
 *
 * @example const { check, submit } = useEntryCheck(device, door); <QrCamera onCode={(code) => submit(code, 'camera')} />
 */
export function useEntryCheck(device: Device, offline?: OfflineDoor) {
  const [check, setCheck] = useState<EntryCheck>({ status: 'idle' });
  const isBusy = useRef(false);
  const lastSeen = useRef<{ code: string; atMs: number } | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deviceRef = useRef(device);
  deviceRef.current = device;
  const offlineRef = useRef(offline);
  offlineRef.current = offline;

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const submit = useCallback(async (rawCode: string, source: 'camera' | 'typed' | 'pin') => {
    const code = rawCode.trim();
    if (code === '') return;
    const nowMs = Date.now();
    const seen = lastSeen.current;
    if (source === 'camera' && seen?.code === code && nowMs - seen.atMs < SAME_CODE_PAUSE_MS) {
      seen.atMs = nowMs;
      return;
    }
    if (isBusy.current) return;
    lastSeen.current = { code, atMs: nowMs };
    isBusy.current = true;
    clearTimeout(clearTimer.current);
    setCheck({ status: 'checking' });
    const { hall, deviceKey, onKeyRefused } = deviceRef.current;
    let next: EntryCheck;
    try {
      const decision = await checkEntryCode(hall.id, code, deviceKey);
      if (decision.isAllowed) void offlineRef.current?.remember(code);
      next = { status: 'decided', decision };
    } catch (error) {
      if (isDeviceKeyError(error)) {
        isBusy.current = false;
        return onKeyRefused(error);
      }
      const decided =
        isDeviceOfflineError(error) && offlineRef.current ? await offlineRef.current.decide(code) : null;
      next = decided
        ? { status: 'decided', decision: decided }
        : {
            status: 'failed',
            message: isDeviceOfflineError(error)
              ? `${error.message} ${text.noManifest}`
              : error instanceof Error
                ? error.message
                : String(error),
          };
    }
    isBusy.current = false;
    setCheck(next);
    clearTimer.current = setTimeout(() => setCheck({ status: 'idle' }), DECISION_SHOWN_MS);
  }, []);

  return { check, submit };
}
