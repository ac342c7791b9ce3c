import {
  formatDayLabel,
  hallDay,
  layOutDay,
  type PlanningWeek,
  planningTexts,
  type Slot,
} from '@multisalle/core';
import { type CSSProperties, type KeyboardEvent, useMemo } from 'react';
import { calendarFrame, ROW_MINUTES, slotRows } from './calendar-layout';
import { SlotButton } from './SlotButton';

/** Props of {@link WeekCalendar}. */
export interface WeekCalendarProps {
  week: PlanningWeek;
  /** Future slots only (the calendar never shows past ones). */
  slots: Slot[];
  today: string;
  weekIndex: number;
  weekCount: number;
  onWeekChange: (index: number) => void;
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
}

const shortDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short', day: 'numeric' });

function hourLabels(startMinutes: number, endMinutes: number): number[] {
  const hours: number[] = [];
  for (let minutes = Math.ceil(startMinutes / 60) * 60; minutes < endMinutes; minutes += 60)
    hours.push(minutes);
  return hours;
}

/** Arrow keys move between slots: up and down within a day, left and right to the next day's nearest slot. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const current = event.target as HTMLElement;
  const column = current.parentElement;
  if (!current.matches('.ms-slot') || !column) return;
  const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  let target = (step > 0 ? current.nextElementSibling : current.previousElementSibling) as HTMLElement | null;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const columns = [...event.currentTarget.querySelectorAll('.ms-week__day')];
    target = null;
    for (let index = columns.indexOf(column) + step; columns[index] && !target; index += step) {
      // A day's slots are its children, by start: take the first one starting at or after this one.
      const slots = [...(columns[index]?.children ?? [])] as HTMLElement[];
      target = slots.find((slot) => slot.offsetTop >= current.offsetTop) ?? slots[slots.length - 1] ?? null;
    }
  }
  event.preventDefault();
  target?.focus();
}

/**
 * The week calendar (768 px and wider): a column per day, 5-minute rows with lines at the granularity
 * (10 or 30 minutes), slots placed by start and duration, overlapping courts side by side, past days
 * and days outside the visible window greyed.
 *
 * @example <WeekCalendar week={weeks[0]} slots={future} today="2026-11-23" weekIndex={0} weekCount={2} ... />
 */
export function WeekCalendar({
  week,
  slots,
  today,
  weekIndex,
  weekCount,
  onWeekChange,
  onPick,
}: WeekCalendarProps) {
  const weekSlots = useMemo(
    () => slots.filter((slot) => week.days.includes(hallDay(slot.startsAt))),
    [slots, week],
  );
  const frame = calendarFrame(weekSlots);
  const weekLabel = planningTexts.week(formatDayLabel(week.firstVisible), formatDayLabel(week.lastVisible));
  const gridStyle = {
    '--ms-rows': frame.rows,
    '--ms-granularity-rows': frame.granularity / ROW_MINUTES,
  } as CSSProperties;

  return (
    <section className="ms-week" aria-label={planningTexts.calendar} data-granularity={frame.granularity}>
      <div className="ms-week__nav">
        <button
          type="button"
          className="ms-week__nav-button"
          onClick={() => onWeekChange(weekIndex - 1)}
          disabled={weekIndex === 0}
        >
          <span aria-hidden="true">‹ </span>
          {planningTexts.previousWeek}
        </button>
        <h3 className="ms-week__title" aria-live="polite">
          {weekLabel}
        </h3>
        <button
          type="button"
          className="ms-week__nav-button"
          onClick={() => onWeekChange(weekIndex + 1)}
          disabled={weekIndex >= weekCount - 1}
        >
          {planningTexts.nextWeek}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {weekSlots.length === 0 && <p className="ms-week__empty">{planningTexts.noSlotThisWeek}</p>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the slot buttons inside. */}
      <div className="ms-week__grid" style={gridStyle} onKeyDown={moveFocus}>
        <div className="ms-week__corner" aria-hidden="true" />
        {week.days.map((day, index) => (
          <div
            key={day}
            className="ms-week__head"
            style={{ gridColumn: index + 2 }}
            data-past={day < today ? 'true' : undefined}
            aria-hidden="true"
          >
            {shortDay.format(new Date(`${day}T12:00:00Z`))}
          </div>
        ))}
        {hourLabels(frame.startMinutes, frame.endMinutes).map((minutes) => (
          <div
            key={minutes}
            className="ms-week__hour"
            aria-hidden="true"
            style={{
              gridRow: `${(minutes - frame.startMinutes) / ROW_MINUTES + 2} / span ${60 / ROW_MINUTES}`,
            }}
          >
            {minutes / 60}h00
          </div>
        ))}
        {week.days.map((day, index) => {
          const isPast = day < today;
          const isOutside = !isPast && (day < week.firstVisible || day > week.lastVisible);
          const laidOut = layOutDay(weekSlots.filter((slot) => hallDay(slot.startsAt) === day));
          const lanes = laidOut[0]?.lanes ?? 1;
          const dayName = formatDayLabel(day);
          const state = isPast ? planningTexts.pastDay : isOutside ? planningTexts.outsideWindow : null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a day's slot buttons.
            <div
              key={day}
              role="group"
              aria-label={state ? `${dayName}, ${state}` : dayName}
              className="ms-week__day"
              data-past={isPast ? 'true' : undefined}
              data-outside={isOutside ? 'true' : undefined}
              style={{ gridColumn: index + 2, gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))` }}
            >
              {laidOut.map(({ slot, lane }) => (
                <SlotButton
                  key={slot.id}
                  slot={slot}
                  variant="tile"
                  onPick={onPick}
                  style={{ gridRow: slotRows(slot, frame), gridColumn: lane + 1 }}
                />
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
