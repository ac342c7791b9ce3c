import { describe, expect, it } from 'vitest';
import { buildProgramme, floorsOf, type ProgrammeBooking } from './build-programme.ts';

// A multisport floor: the whole floor (« Plateau ») under a padel court and a badminton court that share the
// same ground, and a ping-pong table on its own.
const plateau = { id: 10, name: 'Plateau', position: 0 };
const padelCourt = { id: 11, name: 'Terrain de padel', position: 1 };
const badmintonCourt = { id: 12, name: 'Court de badminton', position: 2 };
const table = { id: 13, name: 'Table de ping-pong', position: 3 };
const zones = [table, badmintonCourt, padelCourt, plateau];
const overlaps = [
  [plateau.id, padelCourt.id],
  [plateau.id, badmintonCourt.id],
  [padelCourt.id, badmintonCourt.id],
] as const;
const PADEL = { id: 1, name: 'PADEL' };
const BADMINTON = { id: 2, name: 'BADMINTON' };
const PING = { id: 3, name: 'PING PONG' };
const at = (time: string) => new Date(`2026-11-25T${time}:00+01:00`);
const booking = (zoneId: number, sport: ProgrammeBooking['sport'], from: string, to: string) => ({
  zoneId,
  sport,
  startsAt: at(from),
  endsAt: at(to),
});
const times = (slots: { startsAt: Date; endsAt: Date; sport: { name: string } }[]) =>
  slots.map((slot) => [slot.sport.name, slot.startsAt.toISOString(), slot.endsAt.toISOString()]);
const span = (sport: string, from: string, to: string) => [
  sport,
  at(from).toISOString(),
  at(to).toISOString(),
];

describe('buildProgramme', () => {
  it('sets the floor and both courts on it up for padel, then for badminton, and leaves the table alone', () => {
    const programme = buildProgramme({
      zones,
      overlaps,
      bookings: [
        booking(padelCourt.id, PADEL, '10:00', '11:30'),
        booking(badmintonCourt.id, BADMINTON, '11:30', '12:30'),
        booking(table.id, PING, '11:00', '11:30'),
      ],
    });
    expect(programme.map((entry) => [entry.zone.name, entry.floor?.name ?? null])).toEqual([
      ['Plateau', 'Plateau'],
      ['Terrain de padel', 'Plateau'],
      ['Court de badminton', 'Plateau'],
      ['Table de ping-pong', null],
    ]);
    const onFloor = [span('PADEL', '10:00', '11:30'), span('BADMINTON', '11:30', '12:30')];
    for (const entry of programme.slice(0, 3)) expect(times(entry.slots)).toEqual(onFloor);
    expect(times(programme[3]?.slots ?? [])).toEqual([span('PING PONG', '11:00', '11:30')]);
  });

  it('merges two padel sessions that follow each other into one, and keeps a gap apart', () => {
    const [, padel] = buildProgramme({
      zones,
      overlaps,
      bookings: [
        booking(padelCourt.id, PADEL, '11:30', '13:00'),
        booking(padelCourt.id, PADEL, '10:00', '11:30'),
        booking(padelCourt.id, PADEL, '14:00', '15:30'),
      ],
    });
    expect(times(padel?.slots ?? [])).toEqual([
      span('PADEL', '10:00', '13:00'),
      span('PADEL', '14:00', '15:30'),
    ]);
  });

  it('merges one sport booked on two courts of the floor at once, and keeps two sports side by side', () => {
    const [floor] = buildProgramme({
      zones,
      overlaps: [
        [plateau.id, padelCourt.id],
        [plateau.id, badmintonCourt.id],
      ],
      bookings: [
        booking(padelCourt.id, BADMINTON, '10:00', '11:00'),
        booking(badmintonCourt.id, BADMINTON, '10:30', '11:30'),
        booking(badmintonCourt.id, PADEL, '12:00', '13:00'),
        booking(padelCourt.id, PING, '12:00', '12:30'),
      ],
    });
    expect(times(floor?.slots ?? [])).toEqual([
      span('BADMINTON', '10:00', '11:30'),
      span('PADEL', '12:00', '13:00'),
      span('PING PONG', '12:00', '12:30'),
    ]);
  });
});

describe('floorsOf', () => {
  it('names a floor after the zone sharing ground with the most others, through courts sharing with courts', () => {
    // Châteauroux: the central floor under three badminton courts and a volleyball court across two of them.
    const central = { id: 1, name: 'Terrain central', position: 0 };
    const courts = [2, 3, 4].map((id) => ({ id, name: `Court ${id}`, position: id }));
    const volley = { id: 5, name: 'Volley', position: 5 };
    const floors = floorsOf(
      [volley, central, ...courts],
      [
        [1, 2],
        [1, 3],
        [1, 4],
        [1, 5],
        [5, 3],
        [5, 4],
      ],
    );
    expect([...floors.values()].map((floor) => floor?.name)).toEqual(Array(5).fill('Terrain central'));
  });
});
