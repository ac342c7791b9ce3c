import type { ReactNode } from 'react';
import { DeviceHeader } from './DeviceHeader.tsx';
import { type Device, DevicePage } from './DevicePage.tsx';
import type { HallFeed } from './hall-feed-state.ts';
import { useHallFeed } from './use-hall-feed.ts';
import { useNow } from './use-now.ts';

/** What a screen draws from. */
export interface ScreenView {
  device: Device;
  feed: HallFeed;
  /** The server's time now, in milliseconds. */
  now: number;
  timeZone: string;
}

export interface ScreenFrameProps {
  /** What the screen shows, in its header (« Séances de la prochaine heure »). */
  title: string | ((view: ScreenView) => string);
  children: (view: ScreenView) => ReactNode;
}

/**
 * A hall screen (a TV of 1920x1080, no keyboard, no mouse): the device frame, the hall's stream, the
 * server's clock, and the header with « Reconnexion… » while the stream is down. Until the first `etat`
 * the body stays empty rather than saying « aucune séance » wrongly.
 */
export function ScreenFrame({ title, children }: ScreenFrameProps) {
  return <DevicePage>{(device) => <Screen device={device} title={title} render={children} />}</DevicePage>;
}

function Screen({
  device,
  title,
  render,
}: {
  device: Device;
  title: ScreenFrameProps['title'];
  render: ScreenFrameProps['children'];
}) {
  const { feed, status } = useHallFeed(device.hall.id, device.deviceKey, device.onKeyRefused);
  const now = useNow(feed.clockOffsetMs);
  const view: ScreenView = { device, feed, now, timeZone: feed.hall?.timeZone ?? 'Europe/Paris' };
  return (
    <div className="device device--screen">
      <DeviceHeader
        hallName={device.hall.name}
        title={typeof title === 'string' ? title : title(view)}
        now={now}
        timeZone={view.timeZone}
        status={status}
        isSynced={feed.syncCount > 0}
      />
      <div className="screen">{feed.syncCount > 0 && render(view)}</div>
    </div>
  );
}
