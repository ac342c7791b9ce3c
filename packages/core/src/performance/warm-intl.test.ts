import { afterEach, describe, expect, it, vi } from 'vitest';

/** Intl with its two formatters counted as they are made. */
function countedIntl(made: string[]) {
  return {
    ...Intl,
    NumberFormat: class extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.push(`NumberFormat ${args[0]}`);
      }
    },
    DateTimeFormat: class extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push(`DateTimeFormat ${args[0]}`);
      }
    },
  };
}

describe('warmIntlSoon', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('makes the Intl objects in a later task, once per page', async () => {
    vi.useFakeTimers();
    const made: string[] = [];
    vi.stubGlobal('Intl', countedIntl(made));
    const { warmIntlSoon } = await import('./warm-intl');
    warmIntlSoon();
    // Nothing in the caller's task: the element connects and renders its spinner first.
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual([
      'NumberFormat fr-FR',
      'DateTimeFormat fr-FR',
      'DateTimeFormat en-CA',
      'DateTimeFormat en-GB',
    ]);
    // A second element on the page schedules nothing more.
    warmIntlSoon();
    vi.runAllTimers();
    expect(made).toHaveLength(4);
  });
});
