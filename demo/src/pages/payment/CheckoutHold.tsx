import { extendHold } from '@multisalle/core';
import { HoldTimer } from '@multisalle/widgets/cart';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** What the end of the hold means, said on the payment page (ours). */
export const checkoutHoldTexts = {
  before: 'Passé ce délai, vos créneaux sont libérés pour les autres joueurs.',
  over: "Vos créneaux sont de nouveau libres pour tous. Prolongez pour les reprendre s'ils sont encore libres, ou choisissez-en d'autres.",
  pickAgain: "CHOISIR D'AUTRES CRÉNEAUX",
} as const;

/** Props of {@link CheckoutHold}. */
export interface CheckoutHoldProps {
  /** The end of the cart's hold (wire `dtExpiration`). */
  expiresAt: Date;
  /** Where the player picks slots again: the hall page of the cart's first line. */
  pickAgainHref: string;
  /** The clock, for tests. @default () => new Date() */
  now?: () => Date;
}

const systemNow = () => new Date();

/** Whether `at` has passed, turning true by itself when it comes. */
function useHasPassed(at: Date, now: () => Date): boolean {
  const [hasPassed, setHasPassed] = useState(() => now().getTime() >= at.getTime());
  useEffect(() => {
    const left = at.getTime() - now().getTime();
    setHasPassed(left <= 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setHasPassed(true), left);
    return () => clearTimeout(timer);
  }, [at, now]);
  return hasPassed;
}

/**
 * The cart's 15-minute hold through the payment steps (card, phone, hall rules): the cart's own timer,
 * what happens when it ends, and once it has, the way to pick slots again.
 *
 * @example {cart.holdExpiresAt && <CheckoutHold expiresAt={cart.holdExpiresAt} pickAgainHref="/multisalle/padel-park" />}
 */
export function CheckoutHold({ expiresAt, pickAgainHref, now = systemNow }: CheckoutHoldProps) {
  const isOver = useHasPassed(expiresAt, now);
  return (
    <div className="ms-cart checkout-hold" data-over={isOver || undefined}>
      <HoldTimer expiresAt={expiresAt} onExtend={() => void extendHold()} now={now} />
      {isOver ? (
        <>
          <p className="checkout-hold__note">{checkoutHoldTexts.over}</p>
          <Link className="button button--outline checkout-hold__again" to={pickAgainHref}>
            {checkoutHoldTexts.pickAgain}
          </Link>
        </>
      ) : (
        <p className="checkout-hold__note">{checkoutHoldTexts.before}</p>
      )}
    </div>
  );
}
