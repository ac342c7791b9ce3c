import { rangeText, timeText } from './format.ts';
import type { HallSession } from './hall-wire.ts';
import { arrivalsText, arrivedAtText, hallDeviceMessages as text } from './messages.ts';

export interface SessionCardProps {
  session: HallSession;
  timeZone: string;
  /** The heading level of the court's name in the page. @default 3 */
  level?: 2 | 3;
  /** « En cours » beside the time. */
  isUnderWay?: boolean;
  /**
   * « arrivé à 18h32 » beside each pseudonym (the reception's staff want the time); a TV shows the tick
   * alone, the words staying for screen readers, so ten players fit a card in two columns.
   * @default true
   */
  showArrivalTimes?: boolean;
}

/**
 * One session with who has arrived: the court, the sport and the time, « 3 joueurs sur 4 sont arrivés »,
 * and each partner's pseudonym ticked (« arrivé à 18h32 ») or waited for. Pseudonyms only: the hall's
 * screens are public.
 */
export function SessionCard({
  session,
  timeZone,
  level = 3,
  isUnderWay = false,
  showArrivalTimes = true,
}: SessionCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const isComplete = session.expectedCount > 0 && session.arrivedCount >= session.expectedCount;
  return (
    <article className="session-card" data-complete={isComplete || undefined}>
      <Heading className="session-card__court">{session.court.name}</Heading>
      <p className="session-card__what">
        <span className="session-card__sport">{session.sport.name}</span>{' '}
        <span className="session-card__time">{rangeText(session.startsAt, session.endsAt, timeZone)}</span>{' '}
        {isUnderWay && <span className="session-card__badge">{text.underWay}</span>}
      </p>
      <p className="session-card__count">{arrivalsText(session.arrivedCount, session.expectedCount)}</p>
      <ul className="session-card__players">
        {session.participants.map((participant, index) => (
          <li
            // Pseudonyms may repeat (a family's children): the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes by ticking in place.
            key={`${participant.pseudonym}-${index}`}
            className="session-card__player"
            data-arrived={participant.arrivedAt ? true : undefined}
          >
            <span className="session-card__mark" aria-hidden="true">
              {participant.arrivedAt ? '✓' : '·'}
            </span>
            <span className="session-card__pseudonym">{participant.pseudonym}</span>{' '}
            <span className={showArrivalTimes ? 'session-card__state' : 'visually-hidden'}>
              {participant.arrivedAt
                ? showArrivalTimes
                  ? arrivedAtText(timeText(participant.arrivedAt, timeZone))
                  : text.arrived
                : text.expected}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
