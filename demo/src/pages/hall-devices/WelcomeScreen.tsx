import { moreSessionsText, hallDeviceMessages as text } from './messages.ts';
import { ScreenFrame, type ScreenView } from './ScreenFrame.tsx';
import { SessionCard } from './SessionCard.tsx';

/** The coming hour, as the screen says. */
const HOUR_MS = 60 * 60_000;
/** Cards that fit a 1920x1080 screen without scrolling: 3 across, 2 down. */
export const WELCOME_MAX_CARDS = 6;

/**
 * The reception screen, `/salle/{cle}/ecran/accueil`: the sessions under way or starting within the hour,
 * each court with its partners' pseudonyms ticked as they come in, « 3 joueurs sur 4 sont arrivés ».
 */
export function WelcomeScreen() {
  return <ScreenFrame title={text.welcomeTitle}>{(view) => <Welcome {...view} />}</ScreenFrame>;
}

function Welcome({ feed, now, timeZone }: ScreenView) {
  const coming = feed.sessions
    .filter((session) => session.endsAt.getTime() > now && session.startsAt.getTime() <= now + HOUR_MS)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (coming.length === 0) return <p className="screen__empty">{text.noSessionSoon}</p>;
  const shown = coming.slice(0, WELCOME_MAX_CARDS);
  return (
    <div className="welcome">
      <ul className="welcome__sessions" data-count={shown.length}>
        {shown.map((session) => (
          <li key={session.reservationId}>
            <SessionCard
              session={session}
              timeZone={timeZone}
              level={2}
              isUnderWay={session.startsAt.getTime() <= now}
              showArrivalTimes={false}
            />
          </li>
        ))}
      </ul>
      {coming.length > shown.length && (
        <p className="screen__more">{moreSessionsText(coming.length - shown.length)}</p>
      )}
    </div>
  );
}
