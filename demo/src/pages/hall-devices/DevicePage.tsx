import { $halls, loadHalls } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DeviceKeyForm } from './DeviceKeyForm.tsx';
import { forgetDeviceKey, readDeviceKey, saveDeviceKey } from './device-key.ts';
import type { DeviceKeyError } from './hall-api.ts';
import { hallDeviceMessages as text } from './messages.ts';
import { StaffGate } from './StaffGate.tsx';
import { staffSignOut } from './staff-gate-api.ts';

import './hall-devices.css';

/** What a hall device page knows once it has its hall and its key. */
export interface Device {
  hall: { id: number; key: string; name: string };
  deviceKey: string;
  /** The server refused the key: it is forgotten and the form says why. */
  onKeyRefused: (error: DeviceKeyError) => void;
  /** The staff asks for another key: a staff member signs in first. */
  changeKey: () => void;
}

export interface DevicePageProps {
  children: (device: Device) => ReactNode;
}

/**
 * The frame of the hall's device pages (`/salle/{cle}/…`): finds the hall's id from its key in the public
 * hall list, asks the device key once (kept in this browser), and renders the page with both. A key the
 * server refuses is forgotten and the form comes back, saying why. « Changer de clé » asks a staff member of
 * the hall with the desk's permission to sign in first; the old key stays until a new one is saved, and the
 * staff token is signed out once the key form is left (saved, cancelled or the page gone).
 */
export function DevicePage({ children }: DevicePageProps) {
  const hallKey = useParams().cle ?? '';
  const halls = useStore($halls);
  const [deviceKey, setDeviceKey] = useState(() => readDeviceKey(hallKey));
  const [notice, setNotice] = useState<string | null>(null);
  // « Changer de clé »: the staff gate, then the key form under a staff token signed out when it is left.
  const [change, setChange] = useState<null | { staffToken: string | null }>(null);
  const staffToken = change?.staffToken ?? null;
  useEffect(() => {
    if (staffToken) return () => void staffSignOut(staffToken);
  }, [staffToken]);

  useEffect(() => {
    if (!halls.isFetched && !halls.isLoading) void loadHalls();
  }, [halls.isFetched, halls.isLoading]);

  const onKeyRefused = useCallback(
    (error: DeviceKeyError) => {
      forgetDeviceKey(hallKey);
      setNotice(error.status === 401 ? text.keyForgotten : error.message);
      setDeviceKey(null);
    },
    [hallKey],
  );
  const changeKey = useCallback(() => {
    setNotice(null);
    setChange({ staffToken: null });
  }, []);

  const found = halls.list.find((candidate) => candidate.key === hallKey);
  if (!found) {
    if (!halls.isFetched) {
      return (
        <div className="device-message">
          <Spinner label={text.hallLoading} size="large" />
        </div>
      );
    }
    return (
      <div className="device-message" role="alert">
        <p className="device-message__title">{halls.error ? text.hallFailed : text.hallUnknown}</p>
        {halls.error && (
          <button type="button" className="button button--primary" onClick={() => void loadHalls()}>
            {text.retry}
          </button>
        )}
      </div>
    );
  }
  const hall = { id: found.id, key: found.key, name: found.name };
  if (deviceKey && change && !change.staffToken) {
    return (
      <StaffGate
        hall={hall}
        onSignedIn={(token) => setChange({ staffToken: token })}
        onCancel={() => setChange(null)}
      />
    );
  }
  if (!deviceKey || change) {
    return (
      <DeviceKeyForm
        hall={hall}
        notice={notice}
        onCancel={change ? () => setChange(null) : undefined}
        onSaved={(key) => {
          if (change) forgetDeviceKey(hallKey);
          saveDeviceKey(hallKey, key);
          setNotice(null);
          setChange(null);
          setDeviceKey(key);
        }}
      />
    );
  }
  return <>{children({ hall, deviceKey, onKeyRefused, changeKey })}</>;
}
