import { describe, expect, it } from 'vitest';
import { hallIsoDateTime } from './hall-iso';

describe('hallIsoDateTime', () => {
  it('writes a winter instant in Paris time with +01:00', () => {
    expect(hallIsoDateTime(new Date('2026-11-27T17:30:00Z'))).toBe('2026-11-27T18:30:00+01:00');
  });

  it('writes a summer instant with +02:00, the same instant once parsed back', () => {
    const instant = new Date('2026-07-01T22:15:00Z');
    const iso = hallIsoDateTime(instant);
    expect(iso).toBe('2026-07-02T00:15:00+02:00');
    expect(new Date(iso).getTime()).toBe(instant.getTime());
  });
});
