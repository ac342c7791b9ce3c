import { phoneHref, phoneText, rangeText, timeText } from './format.ts';
import { answerWords, arrivedText, placesText, shareWords, consoleMessages as t } from './messages.ts';
import type { DayPerson, DaySession } from './staff-api.ts';

/** A phone number as a `tel:` link, in pairs. */
function Phone({ phone }: { phone: string }) {
  return (
    <a className="gestion-phone" href={phoneHref(phone)}>
      {phoneText(phone)}
    </a>
  );
}

function Person({ person }: { person: DayPerson }) {
  return (
    <li className="gestion-person">
      <p className="gestion-person__name">
        {person.firstName} {person.lastName}
        {person.pseudonym && <span className="gestion-person__pseudo"> ({person.pseudonym})</span>}
        {person.isOrganiser && <span className="gestion-tag">{t.isOrganiser}</span>}
      </p>
      <p className="gestion-person__states">
        <span className="gestion-state" data-answer={person.answer}>
          {answerWords[person.answer]}
        </span>
        {person.share && (
          <span className="gestion-state" data-share={person.share}>
            {shareWords[person.share]}
          </span>
        )}
        {person.arrivedAt && (
          <span className="gestion-state" data-arrived="true">
            {arrivedText(timeText(person.arrivedAt))}
          </span>
        )}
      </p>
      {person.phone && <Phone phone={person.phone} />}
    </li>
  );
}

/**
 * One session of the day: its hours and sport, the organiser and their phone, the places, and each
 * participant with their answer, share and arrival in words.
 */
export function SessionCard({ session }: { session: DaySession }) {
  const titleId = `seance-${session.reservationId}`;
  const accepted = session.participants.filter((person) => person.answer === 'accepte').length;
  const { organiser } = session;
  return (
    <article className="gestion-session" aria-labelledby={titleId}>
      <h3 id={titleId} className="gestion-session__title">
        <span className="gestion-session__time">{rangeText(session.startsAt, session.endsAt)}</span>{' '}
        <span className="gestion-session__sport">{session.sport}</span>
      </h3>
      <dl className="gestion-session__facts">
        <div>
          <dt>{t.organiser}</dt>
          <dd>
            <span>{organiser ? `${organiser.firstName} ${organiser.lastName}` : t.noOrganiser}</span>
            {organiser?.phone && (
              <>
                {' '}
                <Phone phone={organiser.phone} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Places</dt>
          <dd>{placesText(accepted, session.maxPlaces)}</dd>
        </div>
      </dl>
      <h4 className="gestion-session__people-title">{t.participants}</h4>
      {session.participants.length === 0 ? (
        <p className="gestion-muted">{t.noParticipant}</p>
      ) : (
        <ul className="gestion-people">
          {session.participants.map((person) => (
            <Person key={person.id} person={person} />
          ))}
        </ul>
      )}
    </article>
  );
}
