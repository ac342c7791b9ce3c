import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_INTL_URL, warmIntl } from './warm-intl.ts';

/** Replaces Worker with one that records the scripts it is asked to start; returns that record. */
function recordWorkers(): string[] {
  const started: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        started.push(url);
      }
    },
  );
  return started;
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('starts the warm-up worker on a page without a first screen', () => {
    const started = recordWorkers();
    warmIntl();
    expect(started).toEqual([WARM_INTL_URL]);
  });

  it('starts none when the first-screen script already did', () => {
    const started = recordWorkers();
    const script = document.createElement('script');
    script.src = '/first-screen.js';
    document.head.append(script);
    warmIntl();
    expect(started).toEqual([]);
  });

  it('does nothing where a worker is refused', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl()).not.toThrow();
  });
});
