import { formatHallTime, planningTexts, type Slot } from '@multisalle/core';
import type { CSSProperties, MouseEvent } from 'react';
import { slotTexts } from './slot-label';

/** Props of {@link SlotButton}. */
export interface SlotButtonProps {
  slot: Slot;
  /** A small tile in the week calendar, or a card in the day list. */
  variant: 'tile' | 'card';
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
  /** Grid placement of a tile. */
  style?: CSSProperties;
}

/**
 * One slot as a button with its full French name (day, time range, court, duration, prices, status).
 * Only an available slot can be picked; the others say why with `aria-disabled`, and stay focusable so
 * screen readers reach them. The status is `data-status` (available red, in cart green, booked white).
 *
 * @example <SlotButton slot={slot} variant="card" onPick={pick} />
 */
export function SlotButton({ slot, variant, onPick, style }: SlotButtonProps) {
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
      data-status={slot.status}
      data-slot-id={slot.id}
      aria-label={texts.label}
      aria-disabled={isPickable ? undefined : 'true'}
      title={texts.timeRange}
      style={style}
      onClick={onClick}
    >
      <span className="ms-slot__time">{isCard ? texts.timeRange : formatHallTime(slot.startsAt)}</span>
      <span>{isCard ? `${slot.zoneLabel} · ${texts.duration}` : slot.zoneLabel}</span>
      <span className="ms-slot__price">
        {texts.perPerson}
        {slot.perPersonCents > 0 && ` ${planningTexts.perPersonShort}`}
        {texts.oldPerPerson && <s>{texts.oldPerPerson}</s>}
      </span>
      {isCard && slot.priceCents > 0 && <span>{`${texts.total} ${planningTexts.perSlot}`}</span>}
      {texts.level && <span>{texts.level}</span>}
      {texts.places && <span>{texts.places}</span>}
      {isCard && slot.status === 'inCart' && <span>{texts.status}</span>}
    </button>
  );
}
