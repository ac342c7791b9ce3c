import { formatDayLabel, planningTexts, type Slot, slotsByDay } from '@multisalle/core';
import { useEffect, useId, useRef, useState } from 'react';
import { DayStrip } from './DayStrip';
import { SlotButton } from './SlotButton';

/** Props of {@link DayList}. */
export interface DayListProps {
  /** Available and in-cart future slots only. */
  slots: Slot[];
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
}

/**
 * The planning below 768 px: slot cards grouped by day, each day collapsible, only the first open at
 * first (spec 2 section 2). Above it, when there are several days, the strip of coming days opens the day
 * chosen and scrolls to it.
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
  const listRef = useRef<HTMLElement>(null);
  // The day chosen in the strip, brought into view once it is open (after the render that opens it).
  const [chosen, setChosen] = useState<{ day: string } | null>(null);
  const choose = (day: string) => {
    setToggled((current) => ({ ...current, [day]: true }));
    setChosen({ day });
  };
  useEffect(() => {
    if (!chosen) return;
    const toggleButton = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-day="${chosen.day}"] .ms-day-list__toggle`,
    );
    if (!toggleButton) return;
    const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    toggleButton.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    // Focus follows the reader (keyboard, screen reader) to the day, without a second jump.
    toggleButton.focus({ preventScroll: true });
  }, [chosen]);

  return (
    <section ref={listRef} className="ms-day-list" part="day-list" aria-label={planningTexts.list}>
      {days.length > 1 && <DayStrip days={days} onChoose={choose} />}
      {days.map(([day, daySlots], index) => {
        const panelId = `${baseId}-${index}`;
        const open = isOpen(day);
        return (
          <div key={day} className="ms-day-list__day" data-day={day} data-open={open ? 'true' : 'false'}>
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
              {/* A closed day's cards are made when it opens: on a phone the first render then builds one
                  day's cards, not two weeks' (measured as the hall page's main-thread work). */}
              {open &&
                daySlots.map((slot) => (
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
