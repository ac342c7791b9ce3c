import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { freePort } from '../test/free-port.ts';

describe('a start while PostgreSQL does not answer', () => {
  it.skipIf(process.env.DATABASE_URL)(
    'tries again with backoff, each try a JSON line without the connection string, then stops with one',
    async () => {
      // A port where nothing listens: every connection is refused, as while PostgreSQL starts.
      const closedPort = await freePort();
      const started = Date.now();
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: `postgres://multisalle:motdepasse-secret@127.0.0.1:${closedPort}/multisalle`,
            DATABASE_START_TIMEOUT_MS: '2500',
            PORT: String(await freePort()),
            NODE_ENV: 'test',
            LOG_FORMAT: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(30_000);
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; msg: string; tentative?: number; code?: string });
      const tries = lines.filter(
        (line) => line.msg === 'base de données\u00a0: pas de réponse au démarrage, nouvel essai',
      );
      expect(tries.length).toBeGreaterThanOrEqual(2);
      expect(tries[0]).toMatchObject({ level: 'warn', tentative: 1, code: 'ECONNREFUSED' });
      expect(lines.at(-1)).toMatchObject({
        level: 'fatal',
        msg: expect.stringMatching(/^La base de données n'a pas répondu en \d+ s/),
      });
      expect(output).not.toContain('motdepasse-secret');
      expect(output).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});
