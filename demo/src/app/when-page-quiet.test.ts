import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTLE_MS, whenPageQuiet } from './when-page-quiet.ts';

describe('whenPageQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits the 3 s a loaded page takes to settle, then the next idle moment', () => {
    const idle: IdleRequestCallback[] = [];
    const asked: (IdleRequestOptions | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.push(run);
      asked.push(options);
      return idle.length;
    });
    const work = vi.fn();
    whenPageQuiet(work);

    expect(PAGE_SETTLE_MS).toBe(3_000);
    vi.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    // A busy main thread does not hold it back for ever: the idle callback has a deadline.
    expect(asked[0]?.timeout).toBeGreaterThan(0);
    expect(work).not.toHaveBeenCalled();

    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay alone in a browser without requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenPageQuiet(work);
    vi.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
