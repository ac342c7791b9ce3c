import { formatHallTime, planningTexts, type Slot, sameFields } from '@multisalle/core';
import { type CSSProperties, type MouseEvent, memo } from 'react';
import { abbreviation } from './court-labels';
import { slotTexts } from './slot-label';

/**
 * `memo`'s comparison for the slot components: equal props, a placement or a group's slots compared by
 * their values. A reload keeps unchanged slots' objects (the planning store), so only changed slots
 * re-render.
 */
export const sameSlotProps = (before: object, after: object) => sameFields(before, after, 1);

/** Props of {@link SlotButton}. */
export interface SlotButtonProps {
  slot: Slot;
  /** A small tile in the week calendar, a court's button in a group tile, or a card in the day list. */
  variant: 'tile' | 'chip' | 'card';
  /** What a chip shows: the court's own part of its name ('1' for 'Terrain de padel 1'). */
  shortLabel?: string;
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
  /** Grid placement of a tile. */
  style?: CSSProperties;
}

/**
 * One slot as a button with its full French name (time range, court, day, duration, prices, status).
 * Only an available slot can be picked; the others say why with `aria-disabled`, and stay focusable so
 * screen readers reach them (in the week calendar, with the arrow keys: its tiles and chips are rendered
 * out of the Tab order, WeekCalendar gives one of them back). The status is `data-status` (available red,
 * in cart green, booked white).
 * Memoised: it re-renders only when its slot or placement changes ({@link sameSlotProps}).
 *
 * @example <SlotButton slot={slot} variant="card" onPick={pick} />
 */
export const SlotButton = memo(function SlotButton({
  slot,
  variant,
  onPick,
  style,
  shortLabel,
}: SlotButtonProps) {
  const texts = slotTexts(slot);
  const isPickable = slot.status === 'available';
  const isCard = variant === 'card';
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPickable) onPick(slot, event.currentTarget);
  };
  return (
    <button
      type="button"
      className={`ms-slot ms-slot--${variant}`}
      part={`slot slot-${slot.status}`}
      data-status={slot.status}
      data-slot-id={slot.id}
      aria-label={texts.label}
      aria-disabled={isPickable ? undefined : 'true'}
      title={variant === 'chip' ? `${slot.zoneLabel}, ${texts.timeRange}` : texts.timeRange}
      // The week calendar is one Tab stop, its slot chosen by WeekCalendar (roving tabindex).
      tabIndex={isCard ? undefined : -1}
      style={style}
      onClick={onClick}
    >
      {variant === 'chip' ? (
        // The court's text alone: a group tile holds a chip per court, thousands in a week.
        (shortLabel ?? slot.zoneLabel)
      ) : (
        <>
          <span className="ms-slot__time">{isCard ? texts.timeRange : formatHallTime(slot.startsAt)}</span>
          {isCard ? (
            <span>{`${slot.zoneLabel} · ${texts.duration}`}</span>
          ) : (
            // A narrow tile (several courts side by side) shows the court's short name instead.
            <span className="ms-slot__court">
              <span className="ms-slot__full">{slot.zoneLabel}</span>
              <span className="ms-slot__short">{abbreviation(slot.zoneLabel)}</span>
            </span>
          )}
          <span className="ms-slot__price">
            {texts.perPerson}
            {slot.perPersonCents > 0 && (
              <span className="ms-slot__per">{` ${planningTexts.perPersonShort}`}</span>
            )}
            {texts.oldPerPerson && (
              <>
                {' '}
                <s>{texts.oldPerPerson}</s>
              </>
            )}
          </span>
          {isCard && slot.priceCents > 0 && <span>{`${texts.total} ${planningTexts.perSlot}`}</span>}
          {texts.level && <span>{texts.level}</span>}
          {texts.places && <span>{texts.places}</span>}
          {isCard && slot.status === 'inCart' && <span>{texts.status}</span>}
        </>
      )}
    </button>
  );
}, sameSlotProps);
