import { formatHallTime, formatPriceCents, planningTexts, type Slot } from '@multisalle/core';
import { type CSSProperties, memo } from 'react';
import { courtLabels } from './court-labels';
import { SlotButton, sameSlotProps } from './SlotButton';
import { oldPerPersonText } from './slot-label';

/** Props of {@link SlotGroup}. */
export interface SlotGroupProps {
  /** The courts at one time, in order; two or more. */
  slots: Slot[];
  onPick: (slot: Slot, opener: HTMLButtonElement) => void;
  /** Grid placement of the group. */
  style?: CSSProperties;
}

/** The price of a group: the per-person price when all courts share it, else 'dès' the lowest. */
function groupPrice(slots: readonly Slot[]): { text: string; isLowest: boolean; isFree: boolean } {
  const prices = slots.map((slot) => slot.perPersonCents);
  const lowest = Math.min(...prices);
  const isLowest = prices.some((price) => price !== lowest);
  const text = formatPriceCents(lowest);
  return { text: isLowest ? `${planningTexts.fromPrice} ${text}` : text, isLowest, isFree: lowest === 0 };
}

/**
 * The courts that share a time in the week calendar, as one tile: the time and the price once, the words
 * the courts' names share, then one button per court showing its own part ('1', '2'...), coloured by its
 * status. However many courts a day holds, the time, the court and the price stay readable; each button
 * keeps the slot's full French name for screen readers, and the court and time range on hover.
 * Memoised: it re-renders only when one of its slots or its placement changes ({@link sameSlotProps}).
 *
 * @example <SlotGroup slots={[padel1, padel2]} onPick={pick} style={{ gridRow: '1 / span 18' }} />
 */
export const SlotGroup = memo(function SlotGroup({ slots, onPick, style }: SlotGroupProps) {
  const first = slots[0];
  if (!first) return null;
  const { common, short } = courtLabels(slots.map((slot) => slot.zoneLabel));
  // The struck old price, when every court of the time has the same one.
  const oldPrices = new Set(slots.map(oldPerPersonText));
  const [oldPrice] = oldPrices;
  const price = groupPrice(slots);
  return (
    <div className="ms-slot-group" part="slot-group" style={style}>
      <span className="ms-slot-group__head" aria-hidden="true">
        <span className="ms-slot__time">{formatHallTime(first.startsAt)}</span>{' '}
        <span className="ms-slot__price">
          {price.text}
          {!price.isFree && <span className="ms-slot__per">{` ${planningTexts.perPersonShort}`}</span>}
          {oldPrices.size === 1 && oldPrice && (
            <>
              {' '}
              <s>{oldPrice}</s>
            </>
          )}
        </span>
      </span>
      {common && (
        <span className="ms-slot-group__common" aria-hidden="true">
          {common}
        </span>
      )}
      <span className="ms-slot-group__courts">
        {slots.map((slot, index) => (
          <SlotButton key={slot.id} slot={slot} variant="chip" shortLabel={short[index]} onPick={onPick} />
        ))}
      </span>
    </div>
  );
}, sameSlotProps);
