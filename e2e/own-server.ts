// A server process of a test's own, beside the suite's: for a test that needs another clock, another site
// or a second process on one PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * Starts the server from its sources on `port`, on a fresh in-memory database unless `env` names one
 * (`env` goes over the suite's environment), and resolves once its hall list answers.
 *
 * @example const server = await startOwnServer(8390, { CLOCK_START: '2027-12-31T23:50:00+01:00' });
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 90_000 } = {},
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await expect
    .poll(
      async () => (await fetch(`http://127.0.0.1:${port}/api/v2/multisalle`).catch(() => undefined))?.status,
      { timeout: timeoutMs, intervals: [250] },
    )
    .toBe(200);
  return server;
}

/** Stops a server {@link startOwnServer} started (SIGTERM), once it has exited. */
export function stopOwnServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
