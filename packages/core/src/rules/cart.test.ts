import { describe, expect, it } from 'vitest';
import {
  CART_HOLD_MINUTES,
  clampLineQuantity,
  HOLD_WARNING_SECONDS,
  holdMinutesShown,
  holdSecondsLeft,
  isHoldWarning,
  linePerPersonCents,
  lineShareTotalCents,
  MIN_LINE_QUANTITY,
} from './cart';
import { timings } from './constants';

const court = { priceCents: 5000, quantity: 1, recommendedPlaces: 4, isPerPlace: false };

describe('cart line prices (spec 2 section 9)', () => {
  it('9: a line costs tarif / nbPlaceConseille per person, rounded to the cent', () => {
    expect(linePerPersonCents(court)).toBe(1250);
    expect(linePerPersonCents({ ...court, recommendedPlaces: 3 })).toBe(1667);
    expect(linePerPersonCents({ ...court, recommendedPlaces: 0 })).toBe(5000);
  });

  it('9: the total to share is the per-person rate times the places, in cents shown with 2 decimals', () => {
    expect(lineShareTotalCents(court)).toBe(5000);
    expect(lineShareTotalCents({ ...court, recommendedPlaces: 3 })).toBe(5001);
  });

  it('9: a place or cours line is priced per place: unit price per person, its own total to share', () => {
    const places = { priceCents: 3000, quantity: 3, recommendedPlaces: 1, isPerPlace: true };
    expect(linePerPersonCents(places)).toBe(1000);
    expect(lineShareTotalCents(places)).toBe(3000);
  });
});

describe('cart line quantity (spec 2 section 5)', () => {
  it('5: a quantity is a number of at least 1, and at most the places left', () => {
    expect(MIN_LINE_QUANTITY).toBe(1);
    expect(clampLineQuantity(0, 5)).toBe(1);
    expect(clampLineQuantity(-3, null)).toBe(1);
    expect(clampLineQuantity(9, 5)).toBe(5);
    expect(clampLineQuantity(2.7, 5)).toBe(2);
    expect(clampLineQuantity(Number.NaN, 5)).toBeNull();
  });

  it('4 and 9: a quantity change is sent after 1 s', () => {
    expect(timings.cartQuantityDelayMs).toBe(1000);
  });
});

describe('cart hold (cart contract: 15 min hold, extendable)', () => {
  it('holds slots for 15 minutes and warns at 2 minutes left', () => {
    expect(CART_HOLD_MINUTES).toBe(15);
    expect(HOLD_WARNING_SECONDS).toBe(120);
    expect(isHoldWarning(121)).toBe(false);
    expect(isHoldWarning(120)).toBe(true);
    expect(isHoldWarning(0)).toBe(false);
  });

  it('counts whole seconds left, never below 0, and shows minutes rounded up', () => {
    const end = new Date('2026-11-23T10:15:00Z');
    expect(holdSecondsLeft(end, new Date('2026-11-23T10:00:30Z'))).toBe(870);
    expect(holdSecondsLeft(end, new Date('2026-11-23T10:16:00Z'))).toBe(0);
    expect(holdMinutesShown(790)).toBe(14);
    expect(holdMinutesShown(900)).toBe(15);
  });
});
