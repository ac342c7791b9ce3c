import { describe, expect, it } from 'vitest';
import { applyHallEvent, emptyFeed, withArrival } from './hall-feed-state.ts';
import type { Arrival, HallSession } from './hall-wire.ts';

const session: HallSession = {
  reservationId: 'r1',
  startsAt: new Date('2026-11-26T17:00:00Z'),
  endsAt: new Date('2026-11-26T18:30:00Z'),
  court: { id: '12', name: 'Terrain 2' },
  sport: { id: '3', name: 'PADEL' },
  participants: [
    { pseudonym: 'camille', arrivedAt: null },
    { pseudonym: 'alex', arrivedAt: null },
  ],
  arrivedCount: 0,
  expectedCount: 2,
};
const arrival: Arrival = {
  reservationId: 'r1',
  pseudonym: 'alex',
  arrivedAt: new Date('2026-11-26T16:40:00Z'),
  court: { id: '12', name: 'Terrain 2' },
  arrivedCount: 1,
  expectedCount: 2,
};

describe('the hall feed', () => {
  it("ticks an arrival once: the stream's echo of a known entry changes nothing", () => {
    const once = withArrival([session], arrival);
    expect(once[0]?.participants[1]?.arrivedAt).toEqual(arrival.arrivedAt);
    expect(once[0]?.arrivedCount).toBe(1);
    expect(withArrival(once, arrival)).toBe(once);
    expect(withArrival([session], { ...arrival, reservationId: 'autre' })).toEqual([session]);
  });

  it("keeps arrivals ticked across an older etat, and reads the server clock's offset from it", () => {
    const entree = {
      type: 'entree',
      lastEventId: '2',
      data: JSON.stringify({
        idReservation: 'r1',
        pseudo: 'alex',
        arriveLe: '2026-11-26T16:40:00Z',
        terrain: { id: 12, nom: 'Terrain 2' },
        arrives: 1,
        attendus: 2,
      }),
    };
    const stale = {
      maintenant: '2026-11-26T16:41:00.000Z',
      salle: { idMultisalle: 1, cle: 'padel-park', nom: 'PADEL PARK', fuseau: 'Europe/Paris' },
      seances: [
        {
          idReservation: 'r1',
          debut: '2026-11-26T17:00:00Z',
          fin: '2026-11-26T18:30:00Z',
          terrain: { id: 12, nom: 'Terrain 2' },
          sport: { id: 3, nom: 'PADEL' },
          participants: [
            { pseudo: 'camille', arriveLe: null },
            { pseudo: 'alex', arriveLe: null },
          ],
          arrives: 0,
          attendus: 2,
        },
      ],
      scores: [],
    };
    let feed = applyHallEvent(emptyFeed, entree);
    feed = applyHallEvent(
      feed,
      { type: 'etat', lastEventId: '3', data: JSON.stringify(stale) },
      Date.parse('2026-11-26T16:40:58Z'),
    );
    expect(feed.syncCount).toBe(1);
    expect(feed.clockOffsetMs).toBe(2000);
    expect(feed.sessions[0]?.arrivedCount).toBe(1);
    expect(feed.sessions[0]?.participants.map((participant) => participant.arrivedAt !== null)).toEqual([
      false,
      true,
    ]);
  });

  it('leaves the feed as it was for an unknown event or data it cannot read', () => {
    expect(
      applyHallEvent(emptyFeed, { type: 'programme', lastEventId: '', data: '{"date":"2026-11-26"}' }),
    ).toBe(emptyFeed);
    expect(applyHallEvent(emptyFeed, { type: 'etat', lastEventId: '', data: 'pas du JSON' })).toBe(emptyFeed);
    expect(applyHallEvent(emptyFeed, { type: 'entree', lastEventId: '', data: '{"pseudo":1}' })).toBe(
      emptyFeed,
    );
  });
});
