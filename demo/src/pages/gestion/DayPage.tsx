import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { actionMessages as a } from './action-messages.ts';
import { ClosureLine } from './ClosureLine.tsx';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { DayActions } from './DayActions.tsx';
import { DayBar } from './DayBar.tsx';
import { isLocalDate } from './format.ts';
import { sharedGroundText, consoleMessages as t } from './messages.ts';
import { type SessionActions, SessionCard } from './SessionCard.tsx';
import { fetchHallDay, type HallDay, type StaffHall } from './staff-api.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';
import { useHallFollow } from './use-hall-follow.ts';

/**
 * `/gestion/:cle` (`?date=AAAA-MM-JJ`, else today in the hall): « La journée », every court of the hall in
 * its order, a column each (sections one under the other on a phone), and each session of the day with its
 * people.
 */
export function DayPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{({ hall }) => <DayView hallKey={cle} hall={hall} />}</ConsoleFrame>;
}

function DayView({ hallKey, hall }: { hallKey: string; hall: StaffHall | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const askedDate = isLocalDate(asked) ? asked : null;
  const { state, reload, setData } = useStaffData(
    (signal) => fetchHallDay(hallKey, askedDate, signal),
    [hallKey, askedDate],
  );
  const newsRef = useRef<HTMLParagraphElement>(null);
  const [news, setNews] = useState('');
  const allows = (permission: 'desk' | 'manage') => hall?.permissions.includes(permission) === true;

  const isFocusPending = useRef(false);

  // The day read again in place, so the page keeps its focus and scroll; a failure reads it anew.
  const onChanged = useCallback(
    async (said: string) => {
      setNews(said);
      isFocusPending.current = true;
      try {
        setData(await fetchHallDay(hallKey, askedDate));
      } catch {
        reload();
      }
    },
    [hallKey, askedDate, setData, reload],
  );
  // The button that was used may be gone with what it acted on: the news takes the focus then.
  useEffect(() => {
    if (!isFocusPending.current || state.status === 'loading') return;
    isFocusPending.current = false;
    if (!document.activeElement || document.activeElement === document.body) newsRef.current?.focus();
  }, [state]);
  const shownDate = askedDate ?? (state.status === 'loaded' ? state.data.date : null);

  // Live: the day is read again in place after each change of the hall (another desk, the site, the door).
  // An answer for a day no longer shown is dropped.
  const askedRef = useRef(askedDate);
  askedRef.current = askedDate;
  useHallFollow(hallKey, () => {
    const forDate = askedRef.current;
    fetchHallDay(hallKey, forDate).then(
      (day) => {
        if (askedRef.current === forDate) setData(day);
      },
      () => {
        // The next change, or the page's own calls, will tell; the day shown stays.
      },
    );
  });

  const choose = (date: string | null) => {
    setNews('');
    setParams(date ? { date } : {});
  };
  const actions: SessionActions = {
    hallKey,
    canManage: allows('manage'),
    canEnter: allows('desk'),
    onChanged,
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
      {state.status === 'loaded' && (
        <DayActions
          hallKey={hallKey}
          day={state.data}
          canManage={actions.canManage}
          canBook={allows('desk')}
          onChanged={onChanged}
        />
      )}
      <p ref={newsRef} className="gestion-form-status gestion-news" role="status" tabIndex={-1}>
        {news}
      </p>
      {state.status === 'loaded' && <DayBoard day={state.data} actions={actions} />}
    </section>
  );
}

/** The day's courts side by side, each with its sessions in the order they start. */
export function DayBoard({ day, actions }: { day: HallDay; actions?: SessionActions }) {
  if (day.courts.length === 0) return <p className="gestion-empty">{t.noCourt}</p>;
  const labels = new Map(day.courts.map((court) => [court.id, court.label]));
  const closureLine = (closure: HallDay['closures'][number], ownCourtId?: number) => (
    <ClosureLine
      key={closure.id}
      hallKey={actions?.hallKey ?? ''}
      closure={closure}
      date={day.date}
      where={closure.courtId === null ? a.wholeFloor : (labels.get(closure.courtId) ?? '')}
      {...(ownCourtId !== undefined && closure.courtId !== null && closure.courtId !== ownCourtId
        ? { sharedFrom: labels.get(closure.courtId) ?? '' }
        : {})}
      canManage={actions?.canManage === true}
      onReopened={(news) => actions?.onChanged(news)}
    />
  );
  const wholeFloor = day.closures.filter((closure) => closure.courtId === null);
  if (day.sessions.length === 0 && day.closures.length === 0) {
    return <p className="gestion-empty">{t.noSession}</p>;
  }
  return (
    <>
      {wholeFloor.length > 0 && (
        <section className="gestion-floor-closures" aria-label={a.wholeFloor}>
          {wholeFloor.map((closure) => closureLine(closure))}
        </section>
      )}
      {/* Scrolled sideways when the courts do not fit: a region of its own, reachable by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1). */}
      <section className="gestion-board" aria-label={t.courts} tabIndex={0}>
        {day.courts.map((court) => {
          const sessions = day.sessions
            .filter((session) => session.courtId === court.id)
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
          const shared = court.sharedWith.flatMap((id) => labels.get(id) ?? []);
          // Its own closures, and those of the courts sharing its ground: it cannot be played either.
          const closures = day.closures
            .filter(
              (closure) =>
                closure.courtId !== null &&
                (closure.courtId === court.id || court.sharedWith.includes(closure.courtId)),
            )
            .sort((x, y) => x.startsAt.localeCompare(y.startsAt));
          return (
            <section key={court.id} className="gestion-court" aria-labelledby={`terrain-${court.id}`}>
              <h2 id={`terrain-${court.id}`} className="gestion-court__title">
                {court.label}
              </h2>
              {shared.length > 0 && <p className="gestion-court__shared">{sharedGroundText(shared)}</p>}
              {closures.map((closure) => closureLine(closure, court.id))}
              {sessions.length === 0 ? (
                <p className="gestion-muted">{t.noSessionOnCourt}</p>
              ) : (
                <ul className="gestion-sessions">
                  {sessions.map((session) => (
                    <li key={session.key}>
                      <SessionCard session={session} actions={actions} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </section>
    </>
  );
}
