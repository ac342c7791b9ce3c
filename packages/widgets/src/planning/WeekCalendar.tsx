import {
  formatDayLabel,
  formatMinutesOfDay,
  hallDay,
  hallMinutes,
  layOutDayGroups,
  madeOnFirstUse,
  type PlanningWeek,
  planningTexts,
  type Slot,
} from '@multisalle/core';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { focusInPlace } from '../focus/focus-in-place';
import { calendarFrame, ROW_MINUTES, slotRows } from './calendar-layout';
import { SlotButton } from './SlotButton';
import { SlotGroup } from './SlotGroup';
import { planningPanelTexts } from './texts';

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

const shortDay = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short', day: 'numeric' }),
);

function hourLabels(startMinutes: number, endMinutes: number): number[] {
  const hours: number[] = [];
  for (let minutes = Math.ceil(startMinutes / 60) * 60; minutes < endMinutes; minutes += 60)
    hours.push(minutes);
  return hours;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The columns a day's grid needs so that every cluster's lanes divide it evenly (1, 2, 3 → 6). */
function dayColumns(laneCounts: readonly number[]): number {
  return laneCounts.reduce((columns, lanes) => (columns * lanes) / gcd(columns, lanes), 1);
}

/** The slot buttons of a day column, lone tiles and the courts of group tiles, in order. */
function slotsOf(column: Element | null | undefined): HTMLElement[] {
  return column ? [...column.querySelectorAll<HTMLElement>('.ms-slot')] : [];
}

/**
 * Arrow keys move between slots: up and down within a day, left and right to the next day's nearest slot;
 * Home and End to the day's first and last slot.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const current = event.target as HTMLElement;
  const column = current.closest('.ms-week__day');
  const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1, Home: 0, End: 0 }[event.key];
  if (step === undefined || !current.matches('.ms-slot') || !column) return;
  const own = slotsOf(column);
  let target: HTMLElement | null =
    own[event.key === 'Home' ? 0 : event.key === 'End' ? own.length - 1 : own.indexOf(current) + step] ??
    null;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const columns = [...event.currentTarget.querySelectorAll('.ms-week__day')];
    const top = current.getBoundingClientRect().top;
    target = null;
    for (let index = columns.indexOf(column) + step; columns[index] && !target; index += step) {
      // Take the first slot of that day starting at or after this one, else its last.
      const slots = slotsOf(columns[index]);
      target =
        slots.find((slot) => slot.getBoundingClientRect().top >= top) ?? slots[slots.length - 1] ?? null;
    }
  }
  event.preventDefault();
  target?.focus();
}

/**
 * Makes `stop` the grid's one Tab stop (a roving tabindex: every slot button is rendered with -1); without
 * it, the stop stays the slot that has it (the last focused), else the week's first bookable slot, else its
 * first. The DOM holds the stop, not state: a week of 2,000 slots renders nothing again when focus moves.
 */
function rove(grid: HTMLElement | null, stop?: HTMLElement | null): HTMLElement | null | undefined {
  const current = grid?.querySelector<HTMLElement>('[tabindex="0"]');
  stop ??=
    current ??
    grid?.querySelector<HTMLElement>('.ms-slot:not([aria-disabled])') ??
    grid?.querySelector<HTMLElement>('.ms-slot');
  if (current) current.tabIndex = -1;
  if (stop) stop.tabIndex = 0;
  return stop;
}

/**
 * The week calendar (768 px and wider): a column per day, 5-minute rows with lines at the granularity
 * (10 or 30 minutes), slots placed by start and duration, the courts of one time in one group tile,
 * overlapping groups side by side, past days and days outside the visible window greyed. Memoised: a
 * render of the panel alone (its loading flag) leaves the calendar as it is.
 *
 * @example <WeekCalendar week={weeks[0]} slots={future} today="2026-11-23" weekIndex={0} weekCount={2} ... />
 */
export const WeekCalendar = memo(function WeekCalendar({
  week,
  slots,
  today,
  weekIndex,
  weekCount,
  onWeekChange,
  onPick,
}: WeekCalendarProps) {
  // The slots of each day of the week, the day read once per slot (an Intl call: 2,000 slots a week).
  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>(week.days.map((day) => [day, []]));
    for (const slot of slots) days.get(hallDay(slot.startsAt))?.push(slot);
    return days;
  }, [slots, week]);
  const weekSlots = [...byDay.values()].flat();
  const frame = calendarFrame(weekSlots);
  // The first frame draws the hours a screen shows from the grid's top (a 30-minute step is 36 px, or a
  // 10-minute one with short slots), the rest once that frame is drawn (a task queued from the next
  // frame's start): a week of 2,000 slots appears sooner. (Setting state after an unmount does nothing;
  // rendered on a server, with no window, the guess is an 800 px screen.)
  const [isWhole, setIsWhole] = useState(false);
  useEffect(() => {
    // Cancelled on unmount: a timer left behind would set state once the page (or a test's DOM) is gone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const nextFrame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsWhole(true));
    });
    return () => {
      cancelAnimationFrame(nextFrame);
      clearTimeout(timer);
    };
  }, []);
  const gridRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Whether Page Up or Page Down asked for the focus in the new week.
  const isPaging = useRef(false);
  // After every render (new week, reload, the rest of the hours drawn): exactly one slot is a Tab stop.
  useLayoutEffect(() => {
    const stop = rove(gridRef.current);
    if (isPaging.current) stop ? stop.focus() : focusInPlace(titleRef.current);
    isPaging.current = false;
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Page Up and Page Down change week; focus goes to the new week's Tab stop (else its title).
    const index = weekIndex + ({ PageUp: -1, PageDown: 1 }[event.key] ?? NaN);
    if (index >= 0 && index < weekCount) {
      event.preventDefault();
      isPaging.current = true;
      onWeekChange(index);
    } else moveFocus(event);
  };
  const screenHeight = globalThis.innerHeight || 800;
  const drawnUntil = isWhole ? Infinity : frame.startMinutes + (screenHeight / 36) * frame.granularity;
  const days = week.days.map((day) => {
    const laidOut = layOutDayGroups(byDay.get(day) ?? []);
    return { day, laidOut, lanes: Math.max(1, ...laidOut.map(({ lanes }) => lanes)) };
  });
  // The keys, shown while a slot has the keyboard's focus and given as each day's description.
  const keysId = useId();
  const weekLabel = planningTexts.week(formatDayLabel(week.firstVisible), formatDayLabel(week.lastVisible));
  const gridStyle = {
    '--ms-rows': frame.rows,
    '--ms-granularity-rows': frame.granularity / ROW_MINUTES,
    // A day is never narrower than its widest cluster's lanes at their minimum width: the grid scrolls
    // sideways rather than cut a tile's time, court or price.
    gridTemplateColumns: `var(--ms-hours-width) ${days
      .map(({ lanes }) => `minmax(calc(${lanes} * var(--ms-lane-min)), 1fr)`)
      .join(' ')}`,
  } as CSSProperties;

  return (
    <section
      className="ms-week"
      part="week"
      aria-label={planningTexts.calendar}
      data-granularity={frame.granularity}
    >
      <div className="ms-week__nav">
        <button
          type="button"
          className="ms-week__nav-button"
          part="week-nav-button"
          onClick={() => onWeekChange(weekIndex - 1)}
          disabled={weekIndex === 0}
        >
          <span aria-hidden="true">‹ </span>
          {planningTexts.previousWeek}
        </button>
        <h3 ref={titleRef} className="ms-week__title" part="week-title" aria-live="polite">
          {weekLabel}
        </h3>
        <button
          type="button"
          className="ms-week__nav-button"
          part="week-nav-button"
          onClick={() => onWeekChange(weekIndex + 1)}
          disabled={weekIndex >= weekCount - 1}
        >
          {planningTexts.nextWeek}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <p id={keysId} className="ms-week__keys">
        {planningPanelTexts.keys}
      </p>
      {weekSlots.length === 0 && <p className="ms-week__empty">{planningTexts.noSlotThisWeek}</p>}
      <div className="ms-week__scroll">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the slot buttons inside. */}
        <div
          ref={gridRef}
          className="ms-week__grid"
          style={gridStyle}
          onKeyDown={onKeyDown}
          // Only slot buttons take focus in the grid.
          onFocus={(event: FocusEvent<HTMLDivElement>) => rove(gridRef.current, event.target as HTMLElement)}
        >
          <div className="ms-week__corner" aria-hidden="true" />
          {week.days.map((day, index) => (
            <div
              key={day}
              className="ms-week__head"
              style={{ gridColumn: index + 2 }}
              data-past={day < today ? 'true' : undefined}
              aria-hidden="true"
            >
              {shortDay().format(new Date(`${day}T12:00:00Z`))}
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
              {formatMinutesOfDay(minutes)}
            </div>
          ))}
          {days.map(({ day, laidOut }, index) => {
            const isPast = day < today;
            const isOutside = !isPast && (day < week.firstVisible || day > week.lastVisible);
            const columns = dayColumns(laidOut.map(({ lanes }) => lanes));
            const dayName = formatDayLabel(day);
            const state = isPast ? planningTexts.pastDay : isOutside ? planningTexts.outsideWindow : null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a day's slot buttons.
              <div
                key={day}
                role="group"
                aria-label={state ? `${dayName}, ${state}` : dayName}
                aria-describedby={keysId}
                className="ms-week__day"
                data-past={isPast ? 'true' : undefined}
                data-outside={isOutside ? 'true' : undefined}
                style={{ gridColumn: index + 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              >
                {laidOut.map(({ slots: group, lane, lanes }) => {
                  const [first] = group;
                  if (!first || hallMinutes(first.startsAt) > drawnUntil) return null;
                  const span = columns / lanes;
                  const place = {
                    gridRow: slotRows(first, frame),
                    gridColumn: `${lane * span + 1} / span ${span}`,
                  };
                  return group.length === 1 ? (
                    <SlotButton key={first.id} slot={first} variant="tile" onPick={onPick} style={place} />
                  ) : (
                    <SlotGroup key={`group-${first.id}`} slots={group} onPick={onPick} style={place} />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
});
