import { useParams } from 'react-router';
import { minutesUntil, rangeText } from './format.ts';
import type { CourtScore, HallSession } from './hall-wire.ts';
import { endWarning, hallDeviceMessages as text } from './messages.ts';
import { ScreenFrame, type ScreenView } from './ScreenFrame.tsx';

/** The warning shows from 5 minutes before the end (the stream's `fin-proche`). */
const WARN_BEFORE_END_MS = 5 * 60_000;
/** Periods shown: the last five (a tablet may send up to 20; five sets is the longest match we host). */
const MAX_PERIODS = 5;

/** The court's name as the hall knows it, from its sessions, scores or clock events. */
function courtName({ feed }: ScreenView, courtId: string): string | null {
  const named =
    feed.sessions.find((session) => session.court.id === courtId)?.court ??
    feed.scores.find((score) => score.court.id === courtId)?.court ??
    feed.notices.find((notice) => notice.court.id === courtId)?.court;
  return named?.name ?? null;
}

/**
 * A court's screen, `/salle/{cle}/ecran/terrain/{terrain}` (`terrain`: the court's zone id): the live
 * score its tablet sends, large, and « Fin de la séance dans 5 minutes » near the end of the session.
 */
export function CourtScreen() {
  const courtId = useParams().terrain ?? '';
  return (
    <ScreenFrame title={(view) => courtName(view, courtId) ?? text.courtUnknown}>
      {(view) => <Court view={view} courtId={courtId} />}
    </ScreenFrame>
  );
}

function Court({ view, courtId }: { view: ScreenView; courtId: string }) {
  const { feed, now, timeZone } = view;
  const onCourt = feed.sessions
    .filter((session) => session.court.id === courtId && session.endsAt.getTime() > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const current = onCourt.find((session) => session.startsAt.getTime() <= now);
  const next = onCourt.find((session) => session.startsAt.getTime() > now);
  const endsAt =
    current?.endsAt ??
    feed.notices.find(
      (notice) =>
        notice.court.id === courtId && notice.moment === 'ending-soon' && notice.endsAt.getTime() > now,
    )?.endsAt;
  const isEnding =
    endsAt !== undefined && endsAt.getTime() - now <= WARN_BEFORE_END_MS && endsAt.getTime() > now;
  const score = feed.scores.find(
    (known) =>
      known.court.id === courtId &&
      (!current || known.reservationId === null || known.reservationId === current.reservationId),
  );
  return (
    <div className="court-screen">
      {isEnding && endsAt && (
        <p className="court-screen__warning" role="alert">
          {endWarning(minutesUntil(endsAt, now))}
        </p>
      )}
      {score ? (
        <Scoreboard score={score} />
      ) : current ? (
        <SessionSummary title={text.courtCurrentSession} session={current} timeZone={timeZone} />
      ) : (
        <p className="screen__empty">{text.courtNoMatch}</p>
      )}
      {next && !isEnding && (
        <SessionSummary title={text.courtNextSession} session={next} timeZone={timeZone} />
      )}
    </div>
  );
}

function Scoreboard({ score }: { score: CourtScore }) {
  const periods = score.periods.slice(-MAX_PERIODS);
  const firstNumber = score.periods.length - periods.length + 1;
  return (
    <table className="scoreboard">
      <caption className="scoreboard__caption">{score.isFinished ? text.matchFinished : text.score}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Équipe</span>
          </th>
          {periods.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: periods are numbered by their position.
            <th key={index} scope="col" className="scoreboard__period">
              <span className="visually-hidden">Manche </span>
              {firstNumber + index}
            </th>
          ))}
          {score.currentGame && (
            <th scope="col" className="scoreboard__game">
              {text.currentGame}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {([0, 1] as const).map((team) => (
          <tr key={team}>
            <th scope="row" className="scoreboard__team">
              {score.teams[team]}
            </th>
            {periods.map((period, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: periods are numbered by their position.
              <td key={index} className="scoreboard__points">
                {team === 0 ? period.team1 : period.team2}
              </td>
            ))}
            {score.currentGame && (
              <td className="scoreboard__points scoreboard__points--game">
                {team === 0 ? score.currentGame.team1 : score.currentGame.team2}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SessionSummary({
  title,
  session,
  timeZone,
}: {
  title: string;
  session: HallSession;
  timeZone: string;
}) {
  return (
    <section className="court-screen__session" aria-label={title}>
      <p className="court-screen__session-title">{title}</p>
      <p className="court-screen__session-what">
        {session.sport.name} · {rangeText(session.startsAt, session.endsAt, timeZone)}
      </p>
      <p className="court-screen__players">
        {session.participants.map((participant) => participant.pseudonym).join(' · ')}
      </p>
    </section>
  );
}
