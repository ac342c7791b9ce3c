import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));
    const format = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(2.64)).toBe('2,6');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    const make = vi.fn(() => undefined);
    const value = madeOnFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
