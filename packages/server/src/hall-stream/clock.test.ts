import { describe, expect, it } from 'vitest';
import { momentsBetween } from './clock.ts';

// A padel session from 18h00 to 19h30 (Paris, winter time), and the clock's ticks around it.
const session = {
  id: 'a',
  startsAt: new Date('2026-11-25T18:00:00+01:00'),
  endsAt: new Date('2026-11-25T19:30:00+01:00'),
};
const at = (time: string) => new Date(`2026-11-25T${time}+01:00`);
const passed = (after: string, upTo: string) =>
  momentsBetween([session], at(after), at(upTo)).map(({ moment, minutes }) => [moment, minutes]);

describe('momentsBetween', () => {
  it('announces 5 minutes before the start, the start, 5 minutes before the end and the end, once each', () => {
    expect(passed('17:54:50', '17:55:05')).toEqual([['debut-proche', 5]]);
    expect(passed('17:55:00', '17:55:15')).toEqual([]);
    expect(passed('17:59:50', '18:00:00')).toEqual([['debut', 0]]);
    expect(passed('19:24:59', '19:25:14')).toEqual([['fin-proche', 5]]);
    expect(passed('19:29:59', '19:30:14')).toEqual([['fin', 0]]);
  });

  it('gives every moment a long pause passed, in time order, and none before the first tick', () => {
    expect(passed('17:00:00', '20:00:00')).toEqual([
      ['debut-proche', 5],
      ['debut', 0],
      ['fin-proche', 5],
      ['fin', 0],
    ]);
    expect(passed('18:00:00', '18:30:00')).toEqual([]);
  });
});
