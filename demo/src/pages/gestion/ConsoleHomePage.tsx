import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { roleWords, consoleMessages as t } from './messages.ts';
import type { StaffMe } from './staff-api.ts';
import { useHeadingFocus, useStaffMe } from './use-console.ts';

const hallPath = (key: string) => `/gestion/${encodeURIComponent(key)}`;

/**
 * `/gestion`: where a signed-in member starts. One hall: its day at once; several: the list to choose
 * from; none: a word saying so. Not signed in: the sign-in (the frame sends them there).
 */
export function ConsoleHomePage() {
  return <ConsoleFrame>{() => <HallChoice />}</ConsoleFrame>;
}

function HallChoice() {
  const { state, reload } = useStaffMe();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadError message={state.error.message} onRetry={reload} />;
  const [only, ...others] = state.data.halls;
  if (only && others.length === 0) return <Navigate to={hallPath(only.key)} replace />;
  return <HallList me={state.data} />;
}

function HallList({ me }: { me: StaffMe }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <section className="gestion-section" aria-labelledby="gestion-salles-titre">
      <h1 id="gestion-salles-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.hallsTitle}
      </h1>
      {me.halls.length === 0 ? (
        <p>{t.noHall}</p>
      ) : (
        <ul className="gestion-halls">
          {me.halls.map((hall) => (
            <li key={hall.key}>
              <Link to={hallPath(hall.key)} className="gestion-halls__link">
                <span className="gestion-halls__name">{hall.name}</span>
                <span className="gestion-halls__role">{roleWords[hall.role]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
