import { doorMotifs } from '@multisalle/core';
import { describe, expect, it } from 'vitest';
import { decideEntry, type EntryFacts } from './decide-entry.ts';

// The door's rule with the clock in hand: a session of padel from 18h00 to 19h30 (Paris, winter time) at a
// hall whose door opens 30 minutes before the start.
const facts: EntryFacts = {
  hallId: 1,
  hallName: 'Padel Park',
  timeZone: 'Europe/Paris',
  opensMinutesBefore: 30,
  isCancelled: false,
  startsAt: new Date('2026-11-25T18:00:00+01:00'),
  endsAt: new Date('2026-11-25T19:30:00+01:00'),
  participant: { isAccepted: true },
  enteredAt: null,
};
const at = (time: string, over: Partial<EntryFacts> = {}, doorHallId = 1) =>
  decideEntry({ ...facts, ...over }, { doorHallId, now: new Date(`2026-11-25T${time}+01:00`) });

describe('decideEntry', () => {
  it('opens from 30 minutes before the start (17h30) to the end (19h30), and says when it opens', () => {
    expect(at('17:29:59')).toEqual({ allowed: false, reason: doorMotifs.tooEarly('17h30') });
    expect(at('17:30:00')).toEqual({ allowed: true, reason: doorMotifs.allowed });
    expect(at('19:29:59').allowed).toBe(true);
    expect(at('19:30:00')).toEqual({ allowed: false, reason: doorMotifs.finished('19h30') });
  });

  it('names the day when the session is not today (3 days before: « mercredi 25 novembre »)', () => {
    const threeDaysBefore = decideEntry(facts, { doorHallId: 1, now: new Date('2026-11-22T18:00:00+01:00') });
    expect(threeDaysBefore.reason).toBe(doorMotifs.tooEarly('17h30', 'mercredi 25 novembre'));
  });

  it("follows the hall's own window (15 minutes: from 17h45)", () => {
    expect(at('17:40:00', { opensMinutesBefore: 15 }).reason).toBe(doorMotifs.tooEarly('17h45'));
    expect(at('17:45:00', { opensMinutesBefore: 15 }).allowed).toBe(true);
  });

  it('lets a code in once: « Déjà entré à 18h32 »', () => {
    const enteredAt = new Date('2026-11-25T18:32:00+01:00');
    expect(at('18:40:00', { enteredAt })).toEqual({ allowed: false, reason: 'Déjà entré à 18h32.' });
  });

  it('tells another hall first, then a cancelled session, then someone not on it or who has not accepted', () => {
    const everything = { isCancelled: true, participant: null };
    expect(at('18:00:00', everything, 2).reason).toBe(doorMotifs.otherHall('Padel Park'));
    expect(at('18:00:00', everything).reason).toBe(doorMotifs.cancelled);
    expect(at('18:00:00', { participant: null }).reason).toBe(doorMotifs.notParticipant);
    expect(at('18:00:00', { participant: { isAccepted: false } }).reason).toBe(doorMotifs.notAccepted);
  });
});
