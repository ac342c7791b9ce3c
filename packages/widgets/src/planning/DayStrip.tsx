import { firstOfMonth, madeOnFirstUse, planningTexts, type Slot } from '@multisalle/core';

/** Props of {@link DayStrip}. */
export interface DayStripProps {
  /** The list's days in order, each with its slots (available and in cart). */
  days: [day: string, slots: Slot[]][];
  /** Opens the day chosen and brings it into view. */
  onChoose: (day: string) => void;
}

const weekdayFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' }),
);
const dateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const fullFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);

/**
 * The coming days above the phone's day list: day, date and how many slots are free, one tap away. Without
 * it, reaching the third day means scrolling past the first day's twenty cards (about 2,500 px at 390 px).
 * The spec's list stays as it is (first day open); the strip opens the day chosen and scrolls to it.
 *
 * @example <DayStrip days={[...slotsByDay(slots)]} onChoose={openAndScrollTo} />
 */
export function DayStrip({ days, onChoose }: DayStripProps) {
  return (
    <nav className="ms-day-strip" aria-label={planningTexts.dayStrip}>
      <ul className="ms-day-strip__days">
        {days.map(([day, slots]) => {
          // Noon UTC: the calendar day whatever the reader's zone.
          const date = new Date(`${day}T12:00:00Z`);
          const free = slots.filter((slot) => slot.status === 'available').length;
          return (
            <li key={day}>
              <button
                type="button"
                className="ms-day-strip__day"
                data-full={free === 0 ? 'true' : undefined}
                onClick={() => onChoose(day)}
              >
                <span aria-hidden="true">{weekdayFormat().format(date)}</span>
                <strong aria-hidden="true">{firstOfMonth(dateFormat().format(date))}</strong>
                <span aria-hidden="true">{planningTexts.freeShort(free)}</span>
                <span className="ms-visually-hidden">
                  {`${firstOfMonth(fullFormat().format(date))}\u00a0: ${planningTexts.freeLong(free)}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
