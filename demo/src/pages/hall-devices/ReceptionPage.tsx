import { DeviceHeader } from './DeviceHeader.tsx';
import { type Device, DevicePage } from './DevicePage.tsx';
import { EntryDecisionPanel } from './EntryDecisionPanel.tsx';
import { dayText } from './format.ts';
import { pendingText, hallDeviceMessages as text } from './messages.ts';
import { PinKeypad } from './PinKeypad.tsx';
import { QrCamera } from './QrCamera.tsx';
import { SessionCard } from './SessionCard.tsx';
import { TypedCodeForm } from './TypedCodeForm.tsx';
import { useDaySessions } from './use-day-sessions.ts';
import { useEntryCheck } from './use-entry-check.ts';
import { useHallFeed } from './use-hall-feed.ts';
import { useNow } from './use-now.ts';
import { useOfflineDoor } from './use-offline-door.ts';

/**
 * The reception tablet, `/salle/{cle}/controle`: the camera reads the player's QR code (or the
 * receptionist types it, or the player's PIN), the door decides, the decision shows large; beside it the
 * day's sessions with who has arrived, ticked live from the hall's stream. Without network the door decides
 * from the day's manifest and says so (« Hors connexion »), and sends those decisions once it is back.
 */
export function ReceptionPage() {
  return <DevicePage>{(device) => <Reception device={device} />}</DevicePage>;
}

function Reception({ device }: { device: Device }) {
  const { feed, status } = useHallFeed(device.hall.id, device.deviceKey, device.onKeyRefused);
  const timeZone = feed.hall?.timeZone ?? 'Europe/Paris';
  const now = useNow(feed.clockOffsetMs);
  const day = dayText(now, timeZone);
  const { sessions, error } = useDaySessions(device, feed, day);
  const door = useOfflineDoor(device, { day, timeZone, clockOffsetMs: feed.clockOffsetMs });
  const { check, submit } = useEntryCheck(device, door);
  // What is coming first, the day's ended sessions after: the staff look for who is expected now.
  const ordered = sessions && [
    ...sessions.filter((session) => session.endsAt.getTime() > now),
    ...sessions.filter((session) => session.endsAt.getTime() <= now),
  ];

  return (
    <div className="device device--reception" data-offline={door.isOffline ? '' : undefined}>
      <DeviceHeader
        hallName={device.hall.name}
        title={text.receptionTitle}
        now={now}
        timeZone={timeZone}
        status={status}
        isSynced={feed.syncCount > 0}
      />
      <div className="reception-offline" role="status">
        {door.isOffline && (
          <p className="reception-offline__banner">
            <strong>{text.offline}</strong> {text.offlineHelp}
            {door.pendingCount > 0 && <span> {pendingText(door.pendingCount)}.</span>}
          </p>
        )}
      </div>
      <div className="reception">
        <section className="reception__door" aria-labelledby="reception-door-title">
          <h2 id="reception-door-title" className="visually-hidden">
            {text.scannerTitle}
          </h2>
          <EntryDecisionPanel check={check} timeZone={timeZone} />
          <div className="reception__inputs">
            <QrCamera onCode={(code) => void submit(code, 'camera')} />
            <PinKeypad onSubmit={(pin) => void submit(pin, 'pin')} />
            <TypedCodeForm onSubmit={(code) => void submit(code, 'typed')} />
          </div>
        </section>
        {/* It scrolls on its own on a tablet in landscape: focusable, so a keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1). */}
        <section className="reception__day" aria-labelledby="reception-day-title" tabIndex={0}>
          <h2 id="reception-day-title" className="reception__day-title">
            {text.daySessions}
          </h2>
          {error && (
            <p className="reception__error" role="alert">
              {text.sessionsFailed} {error}
            </p>
          )}
          {ordered && ordered.length === 0 && <p className="reception__empty">{text.noSessionToday}</p>}
          {ordered && ordered.length > 0 && (
            <ul className="reception__sessions">
              {ordered.map((session) => (
                <li key={session.reservationId}>
                  <SessionCard
                    session={session}
                    timeZone={timeZone}
                    isUnderWay={session.startsAt.getTime() <= now && now < session.endsAt.getTime()}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <footer className="device-footer">
        <button type="button" className="device-footer__button" onClick={device.changeKey}>
          {text.changeKey}
        </button>
      </footer>
    </div>
  );
}
