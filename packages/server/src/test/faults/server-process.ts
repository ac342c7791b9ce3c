// Test helper of the fault tests: the real server (main.ts) as a child process, which a test can pause at a
// fault point (FAULT_PAUSE_AT), kill with SIGKILL there, and start again on the same database.
import { type ChildProcess, spawn } from 'node:child_process';
import type { FaultPoint } from '../../fault-points.ts';
import { repoRoot } from '../../paths.ts';
import { FAULT_PAUSE_VARIABLE, FAULT_PAUSED_MARKER } from './fault-pause.ts';

/** Where the child server keeps its data, and how to start it. */
export interface ServerProcessOptions {
  port: number;
  /** A PostgreSQL URL, or else the PGlite `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** The point where the server stops in the middle of a write, waiting to be killed. */
  pauseAt?: FaultPoint;
  env?: Record<string, string>;
}

/** A started server. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves when the server printed the pause marker of its fault point. */
  paused: () => Promise<void>;
  /** SIGKILL: no shutdown, no rollback by the process itself. */
  kill: () => Promise<void>;
  /** SIGTERM: the normal stop. */
  stop: () => Promise<void>;
}

function waitFor(
  check: () => boolean,
  what: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || child.signalCode !== null || Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(
          new Error(`Server: no ${what} (exit ${child.exitCode ?? child.signalCode}). Output:\n${output()}`),
        );
      }
    }, 25);
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `packages/server/src/main.ts` (NODE_ENV=test, no settlement timer) and resolves once it listens.
 *
 * @example const server = await startServer({ port: 8097, databaseUrl, pauseAt: 'booking-validate' });
 */
export async function startServer(options: ServerProcessOptions): Promise<ServerProcess> {
  let text = '';
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: options.dataDir ?? 'memory://',
        SITE_DIR: 'no-site-for-fault-tests',
        SETTLEMENT_INTERVAL_MS: '0',
        [FAULT_PAUSE_VARIABLE]: options.pauseAt ?? '',
        // A request killed mid-way leaves its Idempotency-Key row pending: the retry takes it over once
        // stale, after 3 s here instead of 15 (a row stays fresh while its request runs).
        IDEMPOTENCY_STALE_AFTER_MS: '3000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const output = () => text;
  await waitFor(() => text.includes('Multisalle server on'), 'start', child, output);
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    child,
    output,
    paused: () =>
      waitFor(
        () => text.includes(`${FAULT_PAUSED_MARKER} ${options.pauseAt}`),
        'fault pause',
        child,
        output,
        30_000,
      ),
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
