import { describe, expect, it } from 'vitest';
import {
  BRIDGE_POLL_MS,
  ERROR_REPEAT_MS,
  isRetryableCode,
  messageRules,
  TOKEN_WAIT_MS,
  VERSION_NOTICE_DAYS,
  versionRules,
} from './rules';

/** A duration as the French rules write it: `1,5 s`, `500 ms`. */
const french = (ms: number) =>
  ms % 1000 === 0 || ms > 1000 ? `${String(ms / 1000).replace('.', ',')} s` : `${ms} ms`;

describe('app contract: how the pages send', () => {
  it('states the same timings as the pages use', () => {
    const text = messageRules.join('\n');
    expect(text).toContain(`moins de ${french(ERROR_REPEAT_MS)} d'intervalle`);
    expect(text).toContain(`l'attendent ${french(TOKEN_WAIT_MS)} avant`);
    expect(text).toContain(`Toutes les ${french(BRIDGE_POLL_MS)},`);
  });
});

describe('app contract: versions', () => {
  it('states VERSION_NOTICE_DAYS, the days an old form is still sent before the version changes', () => {
    expect(versionRules.join('\n')).toContain(`pendant au moins ${VERSION_NOTICE_DAYS} jours`);
  });
});

describe('app contract: whether an error may be retried', () => {
  it('says so for the network, a blocked card form and a failed server, not for a refusal', () => {
    for (const code of ['hors-ligne', 'reseau', 'formulaire-bloque', 'HTTP-500', 'HTTP-503'])
      expect(isRetryableCode(code), code).toBe(true);
    for (const code of ['MULTISALLE-003', 'CRENEAU-006', 'HTTP-401', 'salle-inconnue', 'page-inconnue'])
      expect(isRetryableCode(code), code).toBe(false);
  });
});
