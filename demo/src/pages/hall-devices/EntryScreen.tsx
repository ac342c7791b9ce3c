import { minutesUntil, timeText } from './format.ts';
import type { HallSession, Named } from './hall-wire.ts';
import { arrivalsText, startAnnouncement, hallDeviceMessages as text } from './messages.ts';
import { ScreenFrame, type ScreenView } from './ScreenFrame.tsx';

/** A session is announced from 5 minutes before its start (the stream's `debut-proche`)… */
const ANNOUNCE_BEFORE_MS = 5 * 60_000;
/** …until 2 minutes after it (« commence maintenant »), then it leaves the screen. */
const ANNOUNCE_AFTER_MS = 2 * 60_000;
/** What fits 1920x1080 in large type. */
const MAX_ANNOUNCEMENTS = 3;
const MAX_NEXT = 5;

interface Announcement {
  reservationId: string;
  court: Named;
  sport: Named;
  startsAt: Date;
}

/**
 * The sessions to announce now: those of the list whose start is near (so a screen that reconnects, or
 * missed the clock's event, still announces them) and those the stream's clock announced.
 */
function announcements({ feed, now }: ScreenView): Announcement[] {
  const byId = new Map<string, Announcement>();
  for (const session of feed.sessions) byId.set(session.reservationId, session);
  for (const notice of feed.notices) {
    if (notice.moment !== 'starting-soon' && notice.moment !== 'started') continue;
    if (!byId.has(notice.reservationId)) byId.set(notice.reservationId, notice);
  }
  const announcedIds = new Set(
    feed.notices
      .filter((notice) => notice.moment === 'starting-soon' || notice.moment === 'started')
      .map((notice) => notice.reservationId),
  );
  return [...byId.values()]
    .filter((item) => {
      const untilMs = item.startsAt.getTime() - now;
      const isNear = untilMs <= ANNOUNCE_BEFORE_MS || announcedIds.has(item.reservationId);
      return isNear && untilMs > -ANNOUNCE_AFTER_MS;
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The entry screen, `/salle/{cle}/ecran/entree`: « Terrain 2 : votre séance de padel commence dans 5
 * minutes » (« … commence maintenant » at the start), and the sessions that follow.
 */
export function EntryScreen() {
  return <ScreenFrame title={text.entryTitle}>{(view) => <Entry {...view} />}</ScreenFrame>;
}

function Entry(view: ScreenView) {
  const { feed, now, timeZone } = view;
  const announced = announcements(view).slice(0, MAX_ANNOUNCEMENTS);
  const announcedIds = new Set(announced.map((item) => item.reservationId));
  const next: HallSession[] = feed.sessions
    .filter((session) => session.startsAt.getTime() > now && !announcedIds.has(session.reservationId))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, MAX_NEXT);
  return (
    <div className="entry-screen">
      {announced.length > 0 && (
        <ul className="entry-screen__announcements">
          {announced.map((item) => (
            <li key={item.reservationId} className="entry-screen__announcement">
              {startAnnouncement(
                item.court.name,
                item.sport.name,
                Math.min(5, minutesUntil(item.startsAt, now)),
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="entry-screen__next" aria-labelledby="entry-next-title">
        <h2 id="entry-next-title" className="entry-screen__next-title">
          {text.nextSessions}
        </h2>
        {next.length === 0 ? (
          <p className="screen__empty">{text.noNextSession}</p>
        ) : (
          <ul className="entry-screen__list">
            {next.map((session) => (
              <li key={session.reservationId} className="entry-screen__row">
                <span className="entry-screen__time">{timeText(session.startsAt, timeZone)}</span>{' '}
                <span className="entry-screen__court">{session.court.name}</span>{' '}
                <span className="entry-screen__sport">{session.sport.name}</span>{' '}
                <span className="entry-screen__count">
                  {arrivalsText(session.arrivedCount, session.expectedCount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
