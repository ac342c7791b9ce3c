import { useRef, useState } from 'react';
import { useAfterRender } from '../../app/use-after-render.ts';
import { actionMessages as a, cancelOf, deskText, enterOf } from './action-messages.ts';
import { phoneHref, phoneText, rangeText, timeText } from './format.ts';
import { MotifAction } from './MotifAction.tsx';
import { answerWords, arrivedText, placesText, shareWords, consoleMessages as t } from './messages.ts';
import {
  cancelDeskBooking,
  cancelReservation,
  type DayPerson,
  type DaySession,
  enterByHand,
} from './staff-api.ts';

/** What a card may do, and where it says so. */
export interface SessionActions {
  hallKey: string;
  /** May cancel (managers and owners). */
  canManage: boolean;
  /** May let a participant in (every role). */
  canEnter: boolean;
  /** Runs after a change of the day, with the news to say. */
  onChanged: (news: string) => void;
}

/** A phone number as a `tel:` link, in pairs. */
function Phone({ phone }: { phone: string }) {
  return (
    <a className="gestion-phone" href={phoneHref(phone)}>
      {phoneText(phone)}
    </a>
  );
}

function Person({
  person,
  reservationId,
  actions,
}: {
  person: DayPerson;
  reservationId: string | null;
  actions?: SessionActions;
}) {
  const arrivalRef = useRef<HTMLSpanElement>(null);
  const afterRender = useAfterRender();
  const [enteredAt, setEnteredAt] = useState<string | null>(null);
  const arrivedAt = person.arrivedAt ?? enteredAt;
  const name = `${person.firstName} ${person.lastName}`;
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
        {arrivedAt && (
          <span ref={arrivalRef} className="gestion-state" data-arrived="true" tabIndex={-1}>
            {arrivedText(timeText(arrivedAt))}
          </span>
        )}
      </p>
      {person.phone && <Phone phone={person.phone} />}
      {!arrivedAt && reservationId && actions?.canEnter && person.answer !== 'refuse' && (
        <MotifAction
          buttonText={a.enter}
          label={enterOf(name)}
          submitText={a.enterSubmit}
          busyText={a.entering}
          example={a.entryExample}
          onSubmit={async (reason) => {
            const at = await enterByHand(actions.hallKey, {
              reservationId,
              participantId: person.id,
              reason,
            });
            setEnteredAt(at);
            // The button is gone: the focus goes to what replaced it.
            afterRender(() => arrivalRef.current?.focus());
          }}
        />
      )}
    </li>
  );
}

/**
 * One session of the day: its hours and sport, the organiser and their phone, the places, and each
 * participant with their answer, share and arrival in words.
 */
export function SessionCard({ session, actions }: { session: DaySession; actions?: SessionActions }) {
  const titleId = `seance-${session.key}`;
  const when = rangeText(session.startsAt, session.endsAt);
  const accepted = session.participants.filter((person) => person.answer === 'accepte').length;
  const { organiser } = session;
  // A walk-in customer who is no player: no places, no participants to show.
  const isDeskOnly = session.desk !== null && session.reservationId === null;
  return (
    <article className="gestion-session" aria-labelledby={titleId}>
      <h3 id={titleId} className="gestion-session__title">
        <span className="gestion-session__time">{when}</span>{' '}
        <span className="gestion-session__sport">{session.sport}</span>
      </h3>
      <dl className="gestion-session__facts">
        <div>
          <dt>{isDeskOnly ? a.customer : t.organiser}</dt>
          <dd>
            <span>{organiser ? `${organiser.firstName} ${organiser.lastName}`.trim() : t.noOrganiser}</span>
            {organiser?.phone && (
              <>
                {' '}
                <Phone phone={organiser.phone} />
              </>
            )}
          </dd>
        </div>
        {!isDeskOnly && (
          <div>
            <dt>Places</dt>
            <dd>{placesText(accepted, session.maxPlaces)}</dd>
          </div>
        )}
      </dl>
      {session.desk && (
        <p className="gestion-session__desk">{deskText(session.desk.priceCents, session.desk.takenBy)}</p>
      )}
      {!isDeskOnly && (
        <>
          <h4 className="gestion-session__people-title">{t.participants}</h4>
          {session.participants.length === 0 ? (
            <p className="gestion-muted">{t.noParticipant}</p>
          ) : (
            <ul className="gestion-people">
              {session.participants.map((person) => (
                <Person
                  key={person.id}
                  person={person}
                  reservationId={session.reservationId}
                  actions={actions}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {actions?.canManage && (session.reservationId || session.desk) && (
        <MotifAction
          buttonText={a.cancelBooking}
          label={cancelOf(when)}
          submitText={a.cancelSubmit}
          busyText={a.cancelling}
          className="gestion-session__cancel"
          onSubmit={async (reason) => {
            // A walk-in customer who is no player has no reservation: the desk booking is cancelled.
            const isCancelled = session.reservationId
              ? await cancelReservation(session.reservationId, reason)
              : session.desk !== null && (await cancelDeskBooking(actions.hallKey, session.desk.id, reason));
            const news = isDeskOnly ? a.deskCancelledNews : a.cancelledNews;
            actions.onChanged(isCancelled ? news : a.alreadyCancelled);
          }}
        />
      )}
    </article>
  );
}
