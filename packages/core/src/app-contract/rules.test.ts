import { describe, expect, it } from 'vitest';
import { BRIDGE_POLL_MS, ERROR_REPEAT_MS, messageRules, TOKEN_WAIT_MS } from './rules';

/** A duration as the French rules write it: `1,5 s`, `500 ms`. */
const french = (ms: number) =>
  ms % 1000 === 0 || ms > 1000 ? `${String(ms / 1000).replace('.', ',')} s` : `${ms} ms`;

describe('app contract: how the pages send', () => {
  it('states the same timings as the pages use', () => {
    const text = messageRules.join('\n');
    expect(text).toContain(`moins de ${french(ERROR_REPEAT_MS)} d’intervalle`);
    expect(text).toContain(`l’attendent ${french(TOKEN_WAIT_MS)} avant`);
    expect(text).toContain(`Toutes les ${french(BRIDGE_POLL_MS)},`);
  });
});
