import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { DayBar } from './DayBar.tsx';
import { isLocalDate } from './format.ts';
import { sharedGroundText, consoleMessages as t } from './messages.ts';
import { SessionCard } from './SessionCard.tsx';
import { fetchHallDay, type HallDay } from './staff-api.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle` (`?date=AAAA-MM-JJ`, else today in the hall): « La journée », every court of the hall in
 * its order, a column each (sections one under the other on a phone), and each session of the day with its
 * people.
 */
export function DayPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <DayView hallKey={cle} />}</ConsoleFrame>;
}

function DayView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const askedDate = isLocalDate(asked) ? asked : null;
  const { state, reload } = useStaffData(
    (signal) => fetchHallDay(hallKey, askedDate, signal),
    [hallKey, askedDate],
  );
  const shownDate = askedDate ?? (state.status === 'loaded' ? state.data.date : null);

  const choose = (date: string | null) => {
    setParams(date ? { date } : {});
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-jour-titre">
      <h1 id="gestion-jour-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.dayTitle}
      </h1>
      <DayBar date={shownDate} onChoose={choose} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        // A refusal (403: a hall not served) stays one: only a failed call is worth another try.
        <LoadError message={state.error.message} onRetry={state.error.status === 403 ? undefined : reload} />
      )}
      {state.status === 'loaded' && <DayBoard day={state.data} />}
    </section>
  );
}

/** The day's courts side by side, each with its sessions in the order they start. */
export function DayBoard({ day }: { day: HallDay }) {
  if (day.courts.length === 0) return <p className="gestion-empty">{t.noCourt}</p>;
  if (day.sessions.length === 0) return <p className="gestion-empty">{t.noSession}</p>;
  const labels = new Map(day.courts.map((court) => [court.id, court.label]));
  return (
    // Scrolled sideways when the courts do not fit: a region of its own, reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
    <section className="gestion-board" aria-label={t.courts} tabIndex={0}>
      {day.courts.map((court) => {
        const sessions = day.sessions
          .filter((session) => session.courtId === court.id)
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
        const shared = court.sharedWith.flatMap((id) => labels.get(id) ?? []);
        return (
          <section key={court.id} className="gestion-court" aria-labelledby={`terrain-${court.id}`}>
            <h2 id={`terrain-${court.id}`} className="gestion-court__title">
              {court.label}
            </h2>
            {shared.length > 0 && <p className="gestion-court__shared">{sharedGroundText(shared)}</p>}
            {sessions.length === 0 ? (
              <p className="gestion-muted">{t.noSessionOnCourt}</p>
            ) : (
              <ul className="gestion-sessions">
                {sessions.map((session) => (
                  <li key={session.reservationId}>
                    <SessionCard session={session} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
