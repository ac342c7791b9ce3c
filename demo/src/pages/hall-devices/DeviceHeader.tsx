import { clockText, dateText } from './format.ts';
import type { StreamStatus } from './hall-stream.ts';
import { hallDeviceMessages as text } from './messages.ts';

export interface DeviceHeaderProps {
  hallName: string;
  title: string;
  now: number;
  timeZone: string;
  status: StreamStatus;
  /** False until the first `etat`: the page has nothing live to show yet. */
  isSynced: boolean;
}

/**
 * The band at the top of the hall's devices: the hall, what this device shows, the clock and its date
 * in French, and « Reconnexion… » while the stream is down (what the page shows may then be stale).
 */
export function DeviceHeader({ hallName, title, now, timeZone, status, isSynced }: DeviceHeaderProps) {
  const connection =
    status === 'reconnecting'
      ? text.reconnecting
      : !isSynced && status === 'connecting'
        ? text.connecting
        : '';
  return (
    <header className="device-header">
      <div className="device-header__names">
        <p className="device-header__hall">{hallName}</p>
        <h1 className="device-header__title">{title}</h1>
      </div>
      <p className="device-header__status" role="status" data-status={connection ? status : 'open'}>
        {connection}
      </p>
      <p className="device-header__clock">
        <time className="device-header__time">{clockText(now, timeZone)}</time>{' '}
        <span className="device-header__date">{dateText(now, timeZone)}</span>
      </p>
    </header>
  );
}
