import { describe, expect, it } from 'vitest';
import { ANSWER_LOCK_MS, reservationState } from './lifecycle.ts';

const startsAt = new Date('2026-12-01T18:00:00Z');
const endsAt = new Date('2026-12-01T19:30:00Z');
const at = (iso: string) => new Date(iso);
const state = (now: Date, status: 'validate' | 'cancelled' = 'validate') =>
  reservationState({ status, startsAt, endsAt }, now);

describe('reservation state from the clock (spec 1 section 4)', () => {
  it('takes answers until 15 minutes before the start, then is finalisee (answers locked)', () => {
    expect(ANSWER_LOCK_MS).toBe(15 * 60_000);
    expect(state(at('2026-12-01T17:44:59.999Z'))).toBe('validate');
    expect(state(at('2026-12-01T17:45:00Z'))).toBe('finalisee');
    expect(state(at('2026-12-01T17:59:59Z'))).toBe('finalisee');
  });

  it('is on_going from the start and finished from the end', () => {
    expect(state(startsAt)).toBe('on_going');
    expect(state(at('2026-12-01T19:29:59Z'))).toBe('on_going');
    expect(state(endsAt)).toBe('finished');
  });

  it('is cancelled whatever the time once the organiser cancelled it', () => {
    expect(state(at('2026-11-01T10:00:00Z'), 'cancelled')).toBe('cancelled');
    expect(state(at('2026-12-02T10:00:00Z'), 'cancelled')).toBe('cancelled');
  });
});
