import { formatDayLabel, planningTexts, type Slot, slotsByDay } from '@multisalle/core';
import { useId, useState } from 'react';
import { SlotButton } from './SlotButton';

/** Props of {@link DayList}. */
export interface DayListProps {
  /** Available and in-cart future slots only. */
  slots: Slot[];
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
}

/**
 * The planning below 768 px: slot cards grouped by day, each day collapsible, only the first open at
 * first (spec 2 section 2).
 *
 * @example <DayList slots={listSlots(slots, now)} onPick={pick} />
 */
export function DayList({ slots, onPick }: DayListProps) {
  const days = [...slotsByDay(slots)];
  const firstDay = days[0]?.[0];
  // Days the visitor toggled; the others keep their first state: only the first day open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const baseId = useId();
  const isOpen = (day: string) => toggled[day] ?? day === firstDay;
  const toggle = (day: string) => setToggled({ ...toggled, [day]: !isOpen(day) });

  return (
    <section className="ms-day-list" part="day-list" aria-label={planningTexts.list}>
      {days.map(([day, daySlots], index) => {
        const panelId = `${baseId}-${index}`;
        const open = isOpen(day);
        return (
          <div key={day} className="ms-day-list__day" data-open={open ? 'true' : 'false'}>
            <h3 className="ms-day-list__heading">
              <button
                type="button"
                className="ms-day-list__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(day)}
              >
                <span>{formatDayLabel(day)}</span>
                <span className="ms-day-list__chevron" aria-hidden="true" />
              </button>
            </h3>
            <ul id={panelId} className="ms-day-list__slots" hidden={!open}>
              {daySlots.map((slot) => (
                <li key={slot.id}>
                  <SlotButton slot={slot} variant="card" onPick={onPick} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
