import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

/** Replaces Worker with one that records the scripts it is asked to start; returns that record. */
function recordWorkers(): string[] {
  const started: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string | URL) {
        started.push(String(url));
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
    expect(started).toHaveLength(1);
    // Vite names the worker from its source (its build gives it a file of its own).
    expect(started[0]).toMatch(/\/warm-intl-worker\.ts(?:\?|$)/);
  });

  it("starts none when the first screen's loader already did", () => {
    const started = recordWorkers();
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/assets/loader-1.js';
    script.setAttribute('data-modules', '/assets/index-1.js');
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
