// The server as `npm start` runs it: built to packages/server/dist/ by build:server, then started with plain
// node. It finds its migrations, media and API reference from the bundle whatever the working directory,
// answers on a new and on an existing PGlite directory (and on PostgreSQL when one is at hand), and
// `npm run settle`'s bundle runs too.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDistDir } from '../packages/server/build-server.ts';
import { freePort } from '../packages/server/src/test/free-port.ts';
import { createPostgresDatabase } from '../packages/server/src/test/test-db.ts';
import { ensureBuilt } from './ensure-built.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A started bundle: its URL, what it printed, and the way to stop it (resolves with the exit code). */
interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Runs a bundle of dist/ with node alone (no tsx), from a working directory that is not the repository. */
function runBundle(file: string, cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', join(serverDistDir, file)], {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', SETTLEMENT_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): () => string {
  let text = '';
  const add = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => text;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts dist/main.js and resolves once the hall list answers 200. */
async function startBuilt(cwd: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = runBundle('main.js', cwd, { PORT: String(port), ...env });
  const output = collect(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exitOf(child);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dist/main.js exited with ${child.exitCode}:\n${output()}`);
    const answered = await fetch(`${url}/api/v2/multisalle`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`dist/main.js did not answer in 90 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the built server (npm start)', () => {
  // Not the repository: every path the bundle needs must come from the bundle's own location.
  let elsewhere: string;

  beforeAll(async () => {
    elsewhere = mkdtempSync(join(tmpdir(), 'multisalle-built-'));
    // The bundle `npm start` would run: built from these sources, once for the whole run.
    ensureBuilt(['server']);
  }, 120_000);

  afterAll(() => {
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('creates a new PGlite directory (migrations, seed), then starts again on it without seeding', async () => {
    const dataDir = join(elsewhere, 'data');
    const first = await startBuilt(elsewhere, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const halls = (await (await fetch(`${first.url}/api/v2/multisalle`)).json()) as {
      multisalleListe: unknown[];
    };
    expect(halls.multisalleListe).toHaveLength(4);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('Seeded the demo halls.');

    const again = await startBuilt(elsewhere, { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expect(again.output()).not.toContain('Seeded');
      // The media, the API document and the reference page's files are found from the bundle too.
      const media = await fetch(`${again.url}/media/halls/ajaccio-badge.svg`);
      expect(media.status).toBe(200);
      expect((await fetch(`${again.url}/api/openapi.json`)).status).toBe(200);
      expect((await fetch(`${again.url}/api/docs/swagger-ui.css`)).status).toBe(200);
      expect((await fetch(`${again.url}/embed/`)).status).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 120_000);

  it('runs the settlement bundle (npm run settle) on an empty in-memory database', async () => {
    const child = runBundle('settle.js', elsewhere, { DATA_DIR: 'memory://', DATABASE_URL: '' });
    const output = collect(child);
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('Settled 0 reservation(s)');
  }, 60_000);

  it.skipIf(!adminUrl)(
    'starts on an empty PostgreSQL database, migrates and seeds it',
    async () => {
      const database = await createPostgresDatabase(adminUrl ?? '', 'multisalle_built');
      try {
        const started = await startBuilt(elsewhere, { DATABASE_URL: database.url });
        expect(started.output()).toContain('Seeded the demo halls.');
        expect(await started.stop()).toBe(0);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
