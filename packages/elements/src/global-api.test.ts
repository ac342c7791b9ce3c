import { getConfig, resetConfig } from '@multisalle/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobal } from './global-api';

// What the loader snippet leaves on the page before the script arrives (embed-snippet.ts on the server).
function loaderQueue(): void {
  const calls: unknown[][] = [];
  const queue = Object.assign((...args: unknown[]) => calls.push(args), { q: calls });
  globalThis.Multisalle = queue as typeof globalThis.Multisalle;
}

afterEach(() => {
  globalThis.Multisalle = undefined;
  resetConfig();
  vi.restoreAllMocks();
});

describe("window.Multisalle (the loader's queue, then the commands)", () => {
  it('runs the calls queued before the script arrived, in order, then the later ones at once', () => {
    loaderQueue();
    const order: string[] = [];
    globalThis.Multisalle?.('configure', { getToken: (base: string) => (base === 'v2' ? 'jeton-1' : null) });
    globalThis.Multisalle?.('ready', () => order.push(`prêt avec ${getConfig().getToken('v2')}`));
    expect(order).toEqual([]);
    installGlobal();
    expect(order).toEqual(['prêt avec jeton-1']);
    const api = globalThis.Multisalle as NonNullable<typeof globalThis.Multisalle>;
    api('configure', { getToken: () => 'jeton-2' });
    expect(getConfig().getToken('v2')).toBe('jeton-2');
    api('ready', () => order.push('encore'));
    expect(order).toEqual(['prêt avec jeton-1', 'encore']);
  });

  it('keeps Multisalle.configure for pages written against it, and works with no loader at all', () => {
    installGlobal();
    const api = globalThis.Multisalle as { configure: (options: object) => void; loaded: boolean };
    expect(api.loaded).toBe(true);
    api.configure({ getToken: () => 'jeton-3' });
    expect(getConfig().getToken('v2')).toBe('jeton-3');
  });

  it("leaves the first script's global alone when a second Multisalle script runs on the page", () => {
    installGlobal();
    const first = globalThis.Multisalle;
    installGlobal();
    expect(globalThis.Multisalle).toBe(first);
  });

  it('says in French which command it does not know, and goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loaderQueue();
    (globalThis.Multisalle as (...args: unknown[]) => void)('reserver', {});
    const order: string[] = [];
    globalThis.Multisalle?.('ready', () => order.push('prêt'));
    installGlobal();
    expect(warn).toHaveBeenCalledWith('Multisalle\u00a0: commande inconnue ou incomplète (reserver).');
    expect(order).toEqual(['prêt']);
  });
});
