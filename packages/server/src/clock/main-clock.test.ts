// main.ts reads CLOCK_START before anything else: a value it cannot use stops the start, database unopened.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../test/command-target.ts';

const startMain = (env: Record<string, string>) =>
  runCommand({ env: { DATABASE_URL: '', DATA_DIR: 'memory://', PORT: '0', ...env } }, 'src/main.ts');

describe('main.ts and CLOCK_START', () => {
  it('refuses CLOCK_START in production, before opening the database', async () => {
    const run = await startMain({ NODE_ENV: 'production', CLOCK_START: '2027-01-01T00:00:00+01:00' });
    expect(run.code).not.toBe(0);
    expect(run.err).toContain(
      "CLOCK_START est refusé en production\u00a0: l'horloge du serveur y est celle du système.",
    );
    // In production the start says « Opening the database… » first thing once the clock is built.
    expect(run.out).not.toContain('Opening');
    expect(run.out).not.toContain('Horloge du serveur');
  }, 60_000);

  it('refuses a CLOCK_START that is no instant, naming the variable', async () => {
    const run = await startMain({ NODE_ENV: 'development', CLOCK_START: 'demain matin' });
    expect(run.code).not.toBe(0);
    // One JSON line, as every line of the server process.
    const lines = run.out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'fatal',
        msg: expect.stringContaining('CLOCK_START doit être un instant ISO 8601 avec son décalage'),
      }),
    ]);
    expect(run.err).toBe('');
  }, 60_000);
});
