import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields';

describe('sameFields', () => {
  it('compares the values under the same keys', () => {
    expect(sameFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'x', c: null })).toBe(true);
    expect(sameFields({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameFields({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });

  it('compares objects by identity, or one level down with depth 1', () => {
    const slot = { id: 1 };
    expect(sameFields({ style: { gridRow: '2' } }, { style: { gridRow: '2' } })).toBe(false);
    expect(sameFields({ style: { gridRow: '2' } }, { style: { gridRow: '2' } }, 1)).toBe(true);
    expect(sameFields({ style: { gridRow: '2' } }, { style: { gridRow: '3' } }, 1)).toBe(false);
    expect(sameFields({ slots: [slot] }, { slots: [slot] }, 1)).toBe(true);
    expect(sameFields({ slots: [slot] }, { slots: [{ id: 1 }] }, 1)).toBe(false);
  });

  it('never takes two dates for equal by their missing own keys', () => {
    const at = (iso: string) => ({ startsAt: new Date(iso) });
    expect(sameFields({ slot: at('2026-11-23T09:00:00Z') }, { slot: at('2026-11-23T10:00:00Z') }, 1)).toBe(
      false,
    );
  });
});
