import { describe, expect, it } from 'vitest';
import { decodeSlotId, encodeSlotId } from './slot-id.ts';

describe('slot ids (nIdCreneau)', () => {
  it('decodes back to the zone offer and start it was made from', () => {
    const key = { zoneSportId: 42, startsAt: new Date('2027-03-28T05:15:00Z') };
    const id = encodeSlotId(key);
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(decodeSlotId(id)).toEqual(key);
  });

  it('gives different ids to two offers at the same time and to one offer at two times', () => {
    const startsAt = new Date('2026-11-23T08:00:00Z');
    const a = encodeSlotId({ zoneSportId: 1, startsAt });
    expect(encodeSlotId({ zoneSportId: 2, startsAt })).not.toBe(a);
    expect(encodeSlotId({ zoneSportId: 1, startsAt: new Date('2026-11-23T08:05:00Z') })).not.toBe(a);
  });

  it('stays exact for the largest offer id far in the future', () => {
    const key = { zoneSportId: 2 ** 25 - 1, startsAt: new Date('2999-12-31T23:55:00Z') };
    expect(decodeSlotId(encodeSlotId(key))).toEqual(key);
  });

  it('refuses starts off the 5-minute grid and numbers that cannot be slot ids', () => {
    expect(() => encodeSlotId({ zoneSportId: 1, startsAt: new Date('2026-11-23T08:02:00Z') })).toThrow(
      RangeError,
    );
    expect(decodeSlotId(0)).toBeUndefined();
    expect(decodeSlotId(-5)).toBeUndefined();
    expect(decodeSlotId(1.5)).toBeUndefined();
    expect(decodeSlotId(Number.MAX_SAFE_INTEGER + 2)).toBeUndefined();
  });
});
