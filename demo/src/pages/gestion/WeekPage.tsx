import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { addDays, dateText, isLocalDate, mondayOf, shortDayText } from './format.ts';
import { consoleMessages as t } from './messages.ts';
import { fetchHallWeek, type HallDay } from './staff-api.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';
import { closedWord, sessionsWord, weekMessages as w } from './week-messages.ts';

/**
 * `/gestion/:cle/semaine` (`?du=AAAA-MM-JJ`, a Monday; else this week in the hall): « La semaine », the
 * hall's courts by the seven days, how many sessions each court holds each day and whether it is closed,
 * each day a link to its page. The seven days are read at once, each as « La journée » reads one.
 */
export function WeekPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <WeekView hallKey={cle} />}</ConsoleFrame>;
}

function WeekView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const [params, setParams] = useSearchParams();
  const asked = params.get('du');
  const askedMonday = isLocalDate(asked) ? mondayOf(asked) : null;
  const { state, reload } = useStaffData(
    // One call: the server answers the seven days (this week in the hall without a date).
    (signal): Promise<HallDay[]> => fetchHallWeek(hallKey, askedMonday, signal),
    [hallKey, askedMonday],
  );
  const monday = askedMonday ?? (state.status === 'loaded' ? (state.data[0]?.date ?? null) : null);
  const go = (date: string | null) => setParams(date ? { du: date } : {});

  return (
    <section className="gestion-section" aria-labelledby="gestion-semaine-titre">
      <h1 id="gestion-semaine-titre" ref={heading} tabIndex={-1} className="page-title">
        {w.title}
      </h1>
      <div className="gestion-daybar">
        <fieldset className="gestion-daybar__controls">
          <legend className="visually-hidden">{w.weekBar}</legend>
          <button
            type="button"
            className="button button--outline"
            disabled={monday === null}
            onClick={() => monday && go(addDays(monday, -7))}
          >
            <span aria-hidden="true">‹</span> {w.previousWeek}
          </button>
          <button type="button" className="button button--outline" onClick={() => go(null)}>
            {w.thisWeek}
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={monday === null}
            onClick={() => monday && go(addDays(monday, 7))}
          >
            {w.nextWeek} <span aria-hidden="true">›</span>
          </button>
        </fieldset>
        <p className="gestion-daybar__day" aria-live="polite">
          {monday ? w.weekOf(dateText(monday)) : ''}
        </p>
      </div>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && <WeekTable hallKey={hallKey} days={state.data} />}
    </section>
  );
}

/** The courts by the days: sessions counted, closures marked; each day's header opens its page. */
function WeekTable({ hallKey, days }: { hallKey: string; days: HallDay[] }) {
  const courts = days[0]?.courts ?? [];
  if (courts.length === 0) return <p className="gestion-empty">{t.noCourt}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
    <section className="gestion-table-scroll" aria-label={w.table} tabIndex={0}>
      <table className="gestion-table gestion-week">
        <caption className="visually-hidden">{w.table}</caption>
        <thead>
          <tr>
            <th scope="col">{w.court}</th>
            {days.map((day) => (
              <th key={day.date} scope="col">
                <Link
                  to={`/gestion/${encodeURIComponent(hallKey)}?date=${day.date}`}
                  aria-label={dateText(day.date)}
                >
                  {shortDayText(day.date)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {courts.map((court) => (
            <tr key={court.id}>
              <th scope="row">{court.label}</th>
              {days.map((day) => {
                const count = day.sessions.filter((session) => session.courtId === court.id).length;
                // Its own closures and those of the courts sharing its ground, or the whole floor's.
                const isClosed = day.closures.some(
                  (closure) =>
                    closure.courtId === null ||
                    closure.courtId === court.id ||
                    court.sharedWith.includes(closure.courtId),
                );
                return (
                  <td key={day.date} data-empty={count === 0 && !isClosed ? 'true' : undefined}>
                    {sessionsWord(count)}
                    {isClosed && <span className="gestion-week__closed">{closedWord}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
