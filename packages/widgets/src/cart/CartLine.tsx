import {
  type CartLine as CartLineData,
  cartTexts,
  changeLineQuantity,
  formatDayLabel,
  formatDuration,
  formatPriceCents,
  formatTimeRange,
  hallDay,
  linePerPersonCents,
  lineShareTotalCents,
} from '@multisalle/core';
import { useId, useState } from 'react';
import { CourseDescription } from './CourseDescription';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  line: CartLineData;
  /** The delete button was pressed. */
  onRemove: (line: CartLineData) => void;
  /** A removal of this line is under way. @default false */
  isRemoving?: boolean;
}

function isPerPlace(line: CartLineData): boolean {
  return line.type === 'place' || line.type === 'cours';
}

/**
 * One cart line: sport, hall, day, 'de 09h00 à 10h30', duration, a cours's description (picture, level,
 * coach, text), price per person and total to share (spec 2 section 9), a quantity for place/cours lines
 * (sent after 1 s, spec 2 section 4) and a delete button naming the line.
 *
 * @example <CartLine line={line} onRemove={(l) => void removeCartLine(l.id)} />
 */
export function CartLine({ line, onRemove, isRemoving = false }: CartLineProps) {
  const quantityId = useId();
  const [typed, setTyped] = useState(String(line.quantity));
  // The cart's quantity shows again when it changes; while rendering, not in an effect that could undo a
  // first keystroke.
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setTyped(String(line.quantity));
  }

  const prices = {
    priceCents: line.priceCents,
    quantity: line.quantity,
    recommendedPlaces: line.recommendedPlaces,
    isPerPlace: isPerPlace(line),
  };
  const day = formatDayLabel(hallDay(line.startsAt));
  const range = formatTimeRange(line.startsAt, line.endsAt);
  const what = `${line.sportLabel} du ${day} ${range}`;

  return (
    <li className="ms-cart-line" part="cart-line" aria-busy={isRemoving || undefined}>
      <div className="ms-cart-line__what">
        <h3 className="ms-cart-line__sport">{line.sportLabel}</h3>
        <p className="ms-cart-line__hall">{line.hallLabel}</p>
        <p className="ms-cart-line__when">
          <span className="ms-cart-line__day">{day}</span> <span>{range}</span>{' '}
          <span className="ms-cart-line__duration">({formatDuration(line.durationMinutes)})</span>
        </p>
        {line.description ? <CourseDescription description={line.description} /> : null}
      </div>
      <div className="ms-cart-line__prices">
        <p>
          <strong>{formatPriceCents(linePerPersonCents(prices))}</strong> {cartTexts.perPerson}
        </p>
        <p>
          {cartTexts.total}&nbsp;: <strong>{formatPriceCents(lineShareTotalCents(prices))}</strong>
        </p>
      </div>
      {isPerPlace(line) ? (
        <div className="ms-cart-line__quantity">
          <label htmlFor={quantityId}>{cartTexts.quantity}</label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={line.placesLeft ?? undefined}
            step={1}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value !== '') changeLineQuantity(line.id, Number(event.target.value));
            }}
            onBlur={() => setTyped(String(line.quantity))}
          />
        </div>
      ) : null}
      <button
        type="button"
        className="ms-cart-line__remove"
        aria-label={cartTexts.removeLine(what)}
        disabled={isRemoving}
        onClick={() => onRemove(line)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
          />
        </svg>
      </button>
    </li>
  );
}
