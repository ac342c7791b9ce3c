import {
  cartTexts,
  formatHallTime,
  holdMinutesShown,
  holdSecondsLeft,
  isHoldWarning,
} from '@multisalle/core';
import { useEffect, useState } from 'react';
import './cart.css';

/** Props of {@link HoldTimer}. */
export interface HoldTimerProps {
  /** The end of the cart's hold (wire `dtExpiration`). */
  expiresAt: Date;
  /** 'Prolonger de 15 minutes' was pressed. */
  onExtend: () => void;
  /** The clock, for tests. @default () => new Date() */
  now?: () => Date;
}

/** Warned once, in the assertive region, when 2 minutes or less are left. */
const WARNING_TEXT = 'Plus que 2 minutes\u00a0: prolongez la réservation de vos créneaux pour les garder.';

/**
 * How long the cart's slots stay held ('Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 17h45', a polite
 * live region updated each minute), with a warning and 'Prolonger de 15 minutes' at 2 minutes left
 * (RGAA 13.1: a time limit can be extended), announced once in an assertive region.
 *
 * @example <HoldTimer expiresAt={cart.holdExpiresAt} onExtend={() => void extendHold()} />
 */
export function HoldTimer({ expiresAt, onExtend, now = () => new Date() }: HoldTimerProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => holdSecondsLeft(expiresAt, now()));
  useEffect(() => {
    setSecondsLeft(holdSecondsLeft(expiresAt, now()));
    const timer = setInterval(() => setSecondsLeft(holdSecondsLeft(expiresAt, now())), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, now]);

  const isWarning = isHoldWarning(secondsLeft);
  const isOver = secondsLeft === 0;
  return (
    <div className="ms-hold" data-warning={isWarning || undefined} data-over={isOver || undefined}>
      <p className="ms-hold__left" aria-live="polite">
        {isOver
          ? cartTexts.holdEnded
          : cartTexts.holdLeft(holdMinutesShown(secondsLeft), formatHallTime(expiresAt))}
      </p>
      <div className="ms-hold__warning" aria-live="assertive">
        {isWarning ? <p>{WARNING_TEXT}</p> : null}
      </div>
      {isWarning || isOver ? (
        <button type="button" className="ms-cart__button ms-cart__button--ghost" onClick={onExtend}>
          {cartTexts.extend}
        </button>
      ) : null}
    </div>
  );
}
