import { describe, expect, it } from 'vitest';
import { deriveSlots, type HallPlanning } from './derive-slots.ts';
import { zonedInstant } from './local-time.ts';

const PARIS = 'Europe/Paris';
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

/** A floor (zone 1) holding two courts (zones 2 and 3); a class runs on court 2 on Mondays 18:00-19:00. */
function planning(bookings: HallPlanning['bookings'] = []): HallPlanning {
  return {
    timeZone: PARIS,
    zones: [
      { id: 1, label: 'Plateau', position: 0, overlappingZoneIds: [2, 3] },
      { id: 2, label: 'Court 1', position: 1, overlappingZoneIds: [1] },
      { id: 3, label: 'Court 2', position: 2, overlappingZoneIds: [1] },
    ],
    offers: [
      {
        id: 10,
        zoneId: 1,
        sportId: 100,
        slotMinutes: 60,
        stepMinutes: 60,
        slotType: null,
        maxParticipants: null,
        level: null,
      },
      {
        id: 20,
        zoneId: 2,
        sportId: 200,
        slotMinutes: 60,
        stepMinutes: 60,
        slotType: null,
        maxParticipants: null,
        level: null,
      },
      {
        id: 30,
        zoneId: 3,
        sportId: 200,
        slotMinutes: 60,
        stepMinutes: 60,
        slotType: null,
        maxParticipants: null,
        level: null,
      },
      {
        id: 31,
        zoneId: 3,
        sportId: 200,
        slotMinutes: 60,
        stepMinutes: 60,
        slotType: 'cours',
        maxParticipants: 4,
        level: 'Niveau avancé',
      },
    ],
    windows: [
      ...[1, 2, 3].flatMap((zoneId) =>
        ALL_DAYS.map((weekday) => ({
          zoneId,
          zoneOfferId: null,
          weekday,
          opensMinutes: 960,
          closesMinutes: 1200,
        })),
      ),
      { zoneId: 3, zoneOfferId: 31, weekday: 1, opensMinutes: 1080, closesMinutes: 1140 },
    ],
    exceptions: [],
    bands: [10, 20, 30, 31].map((zoneOfferId) => ({
      zoneOfferId,
      weekdays: ALL_DAYS,
      startsMinutes: 960,
      endsMinutes: 1200,
      priceCents: 1000,
      oldPriceCents: null,
    })),
    bookings,
  };
}

const monday = '2026-11-23';
const at = (hhmm: string) =>
  zonedInstant(monday, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), PARIS);

describe('deriveSlots', () => {
  it('cuts the opening hours into back-to-back slots and leaves out the time a class holds', () => {
    const slots = deriveSlots(planning(), { sportId: 200, from: monday, to: monday });
    const court2 = slots.filter((slot) => slot.zoneId === 3);
    expect(court2.map((slot) => [slot.startsAt.toISOString(), slot.slotType, slot.level])).toEqual([
      ['2026-11-23T15:00:00.000Z', null, null],
      ['2026-11-23T16:00:00.000Z', null, null],
      ['2026-11-23T17:00:00.000Z', 'cours', 'Niveau avancé'],
      ['2026-11-23T18:00:00.000Z', null, null],
    ]);
    // The class on court 2 takes the floor that holds it, not the other court.
    const floor = deriveSlots(planning(), { sportId: 100, from: monday, to: monday });
    expect(floor.map((slot) => slot.startsAt.toISOString())).not.toContain('2026-11-23T17:00:00.000Z');
    expect(slots.filter((slot) => slot.zoneId === 2)).toHaveLength(4);
  });

  it('fills a class with its participations and books it once full', () => {
    const seat = (places: number) => ({
      zoneId: 3,
      sportId: 200,
      startsAt: at('18:00'),
      endsAt: at('19:00'),
      places,
    });
    const half = deriveSlots(planning([seat(2)]), { sportId: 200, from: monday, to: monday });
    expect(half.find((slot) => slot.slotType === 'cours')).toMatchObject({
      participants: 2,
      isBooked: false,
    });
    const full = deriveSlots(planning([seat(2), seat(2)]), { sportId: 200, from: monday, to: monday });
    expect(full.find((slot) => slot.slotType === 'cours')).toMatchObject({ participants: 4, isBooked: true });
  });

  it('books a court when the floor holding it is booked, and the floor when a court is', () => {
    const floorBooking = {
      zoneId: 1,
      sportId: 100,
      startsAt: at('16:00'),
      endsAt: at('17:00'),
      places: null,
    };
    const courts = deriveSlots(planning([floorBooking]), { sportId: 200, from: monday, to: monday });
    expect(courts.filter((slot) => slot.isBooked).map((slot) => [slot.zoneId, slot.startsAt])).toEqual([
      [2, at('16:00')],
      [3, at('16:00')],
    ]);
    const courtBooking = {
      zoneId: 2,
      sportId: 200,
      startsAt: at('19:00'),
      endsAt: at('20:00'),
      places: null,
    };
    const floor = deriveSlots(planning([courtBooking]), { sportId: 100, from: monday, to: monday });
    expect(floor.filter((slot) => slot.isBooked).map((slot) => slot.startsAt)).toEqual([at('19:00')]);
  });

  it('hides a slot no price band covers rather than giving it away', () => {
    const plan = planning();
    const bands = plan.bands.map((band) => ({ ...band, startsMinutes: 1020 }));
    const slots = deriveSlots({ ...plan, bands }, { sportId: 200, from: monday, to: monday });
    expect(slots.some((slot) => slot.startsAt.getTime() === at('16:00').getTime())).toBe(false);
  });

  it('keeps one slot per instant on the night clocks go forward (2027-03-28)', () => {
    const plan = planning();
    const windows = [{ zoneId: 2, zoneOfferId: null, weekday: 7, opensMinutes: 60, closesMinutes: 300 }];
    const bands = [{ ...plan.bands[1], zoneOfferId: 20, weekdays: [7], startsMinutes: 0, endsMinutes: 1440 }];
    const night = {
      ...plan,
      windows,
      bands: bands.map((b) => ({ ...b, priceCents: 1000, oldPriceCents: null })),
    };
    const slots = deriveSlots(night, { sportId: 200, from: '2027-03-28', to: '2027-03-28' });
    // 01:00 winter time, then 02:00 (skipped, so 03:00 summer time), then 04:00: 03:00 is the same instant as 02:00.
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);
  });
});

describe('deriveSlots on exceptional days', () => {
  const startsOn = (exceptions: HallPlanning['exceptions'], sportId = 200) =>
    deriveSlots({ ...planning(), exceptions }, { sportId, from: monday, to: monday })
      .filter((slot) => slot.zoneId === 3)
      .map((slot) => [slot.startsAt.toISOString(), slot.slotType]);

  it("a closed day has no slot, neither the courts' nor the class's", () => {
    expect(startsOn([{ date: monday, isClosed: true, opensMinutes: 0, closesMinutes: 0 }])).toEqual([]);
    // The day after keeps its weekday's hours.
    const tuesday = deriveSlots(
      { ...planning(), exceptions: [{ date: monday, isClosed: true, opensMinutes: 0, closesMinutes: 0 }] },
      { sportId: 200, from: '2026-11-24', to: '2026-11-24' },
    );
    expect(tuesday.filter((slot) => slot.zoneId === 3)).toHaveLength(4);
  });

  it('special hours open every court open that weekday at those hours, and keep the sessions inside them', () => {
    // 17:00-21:00 instead of 16:00-20:00: the class (18:00-19:00) is inside and still runs.
    expect(startsOn([{ date: monday, isClosed: false, opensMinutes: 1020, closesMinutes: 1260 }])).toEqual([
      ['2026-11-23T16:00:00.000Z', null],
      ['2026-11-23T17:00:00.000Z', 'cours'],
      ['2026-11-23T18:00:00.000Z', null],
    ]);
    // 16:00-18:00: the class falls outside and does not run; its hour is not a court's either.
    expect(startsOn([{ date: monday, isClosed: false, opensMinutes: 960, closesMinutes: 1080 }])).toEqual([
      ['2026-11-23T15:00:00.000Z', null],
      ['2026-11-23T16:00:00.000Z', null],
    ]);
  });
});

describe('deriveSlots with dated prices', () => {
  it('a price from a date replaces the one before it from that day on; the days before keep theirs', () => {
    const base = planning();
    const evening = {
      zoneOfferId: 30,
      weekdays: ALL_DAYS,
      startsMinutes: 1080,
      endsMinutes: 1200,
      priceCents: 1500,
      oldPriceCents: null,
      validFrom: '2026-11-24',
    };
    const priced = { ...base, bands: [...base.bands, evening] };
    const prices = (date: string) =>
      deriveSlots(priced, { sportId: 200, from: date, to: date })
        .filter((slot) => slot.zoneOfferId === 30)
        .map((slot) => slot.priceCents);
    // Monday: before the date, every slot at the old price; Tuesday: the evening's two slots at the new one.
    expect(prices(monday)).toEqual([1000, 1000, 1000]);
    expect(prices('2026-11-24')).toEqual([1000, 1000, 1500, 1500]);
  });
});
