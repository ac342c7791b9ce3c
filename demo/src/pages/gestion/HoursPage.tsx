import { useRef } from 'react';
import { useParams } from 'react-router';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { ExceptionDays } from './ExceptionDays.tsx';
import { fetchOpeningHours, type OpeningHours } from './hours-api.ts';
import { hoursMessages as t } from './hours-messages.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';
import { WeekHoursForm } from './WeekHoursForm.tsx';

/**
 * `/gestion/:cle/horaires` (owners and managers): each court's week and the hall's exceptional days, saved
 * from here; the players' slots follow at once. A role that does not allow it gets the server's 403 message.
 */
export function HoursPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <HoursView hallKey={cle} />}</ConsoleFrame>;
}

function HoursView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData((signal) => fetchOpeningHours(hallKey, signal), [hallKey]);
  const onSaved = (hours: OpeningHours) => setData(hours);

  return (
    <section className="gestion-section" aria-labelledby="gestion-horaires-titre">
      <h1 id="gestion-horaires-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <p className="gestion-muted">{t.intro}</p>
          <WeekHoursForm hallKey={hallKey} hours={state.data} onSaved={onSaved} />
          <ExceptionDays hallKey={hallKey} hours={state.data} onSaved={onSaved} />
        </>
      )}
    </section>
  );
}
