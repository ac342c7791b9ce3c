// The server as a process (main.ts) through a player's journey: sign-up with an e-mail and a phone, activation,
// sign-in, calls with the token (in a header, a query string, a path), sign-ups the database itself refuses
// (check constraints added for the test: PostgreSQL's error quotes the refused row, Drizzle's message its
// values), and on PostgreSQL the database cut off behind a TCP proxy (the 503 of a query whose values were
// an e-mail). Every line the process wrote, standard output and error, is then one JSON object, and none
// holds the test's e-mail addresses, phone numbers or token.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabaseOptions, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { repoRoot } from '../paths.ts';
import { startTcpProxy, type TcpProxy } from '../test/faults/tcp-proxy.ts';
import { freePort } from '../test/free-port.ts';
import { createPostgresDatabase } from '../test/test-db.ts';

const adminUrl = process.env.DATABASE_URL || '';
const work = mkdtempSync(join(tmpdir(), 'multisalle-logs-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

const tag = Math.random().toString(36).slice(2, 8);
const player = {
  email: `marie.durand.${tag}@example.org`,
  phone: '0647521839',
  password: 'motdepasse1',
};
/** Refused by the users table's check constraint. */
const refusedEmail = `paul.martin.${tag}@panne.example`;
/** Refused by the contacts table's check constraint. */
const refusedPhone = '0698765432';
const otherEmail = `lea.petit.${tag}@example.org`;

/** Check constraints that make the database refuse these sign-ups, as a real constraint would. */
async function addRefusals(options: OpenDatabaseOptions): Promise<void> {
  const opened = await openDatabase(options);
  try {
    await migrateDatabase(opened);
    await opened.db.execute(
      sql`alter table users add constraint test_logs_email check (email not like '%@panne.example') not valid`,
    );
    await opened.db.execute(
      sql`alter table contacts add constraint test_logs_phone check (phone is null or phone <> '0698765432') not valid`,
    );
  } finally {
    await opened.close();
  }
}

/** main.ts in development (request lines on, /dev routes for the activation mail), its two outputs apart. */
async function startMain(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_FORMAT: '',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: 'no-site-for-log-tests',
        SETTLEMENT_INTERVAL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`main.ts exited:\n${output.stdout}${output.stderr}`);
        return fetch(`${baseUrl}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBe(200);
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    return child.exitCode;
  };
  return { baseUrl, output, stop };
}

async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are read field by field.
  return { status: response.status, body: answer as any };
}

const signup = (email: string, phone: string, pseudonym: string) => ({
  actif: false,
  email,
  idParent: null,
  identifiant: pseudonym,
  mineur: false,
  nom: 'Durand',
  plainPassword: player.password,
  portable: phone,
  prenom: 'Marie',
  infosCom: true,
  responsable: null,
});

/** The journey; returns the token, which the log must not hold either. */
async function journey(baseUrl: string): Promise<string> {
  const created = await call(
    baseUrl,
    'POST',
    '/api/v2/users',
    signup(player.email, '06 47 52 18 39', `m${tag}`),
  );
  expect(created.status).toBe(201);
  const outbox = (await call(baseUrl, 'GET', '/dev/outbox.json')).body as { to: string; links: string[] }[];
  const link = outbox.find((mail) => mail.to === player.email)?.links[0] ?? '';
  const [, oneTime, id] = /\/utilisateur\/([^/]+)\/(\d+)\/validation-inscription\.html$/.exec(link) ?? [];
  expect(oneTime).toBeTruthy();
  await call(baseUrl, 'POST', `/api/admin/grand-public/validation/inscription/${oneTime}/${id}`);
  const signedIn = await call(baseUrl, 'POST', '/api/v2/auth', {
    email: player.email,
    password: player.password,
  });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.token as string;
  expect((await call(baseUrl, 'GET', `/api/v2/users/${id}`, undefined, token)).status).toBe(200);
  await call(baseUrl, 'GET', `/api/v2/multisalle?jeton=${token}&email=${player.email}`);
  await call(baseUrl, 'GET', `/api/v2/invitation/1/${token}`);
  // The database refuses these two sign-ups: each a 500 and its error line.
  const refused = await call(baseUrl, 'POST', '/api/v2/users', signup(refusedEmail, '', `p${tag}`));
  expect(refused.status).toBe(500);
  const refusedByPhone = await call(
    baseUrl,
    'POST',
    '/api/v2/users',
    signup(otherEmail, refusedPhone, `l${tag}`),
  );
  expect(refusedByPhone.status).toBe(500);
  return token;
}

type Line = { level: string; msg: string; err?: { code?: string; query?: string; message?: string } };

/** Every line of both outputs, each parsed as one JSON object (a line that is not fails the test). */
function linesOf(output: { stdout: string; stderr: string }): Line[] {
  const text = `${output.stdout}${output.stderr}`;
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

/** How a refused insert is logged: the query's text with placeholders, PostgreSQL's code and constraint. */
const refusal = (table: string, constraint: string) => ({
  type: 'DrizzleQueryError',
  message: 'Failed query',
  query: expect.stringMatching(new RegExp(`^insert into "${table}" .*\\$1`)),
  cause: expect.objectContaining({ code: '23514', constraint, table }),
});

function expectNothingPersonal(output: { stdout: string; stderr: string }, token: string): void {
  const text = `${output.stdout}${output.stderr}`;
  for (const secret of [
    player.email,
    refusedEmail,
    otherEmail,
    player.phone,
    '06 47 52 18 39',
    refusedPhone,
    token,
    token.split('.')[2] ?? token,
    player.password,
  ]) {
    expect(text, secret).not.toContain(secret);
  }
  expect(text).not.toContain('params:');
}

describe("the server process's log", () => {
  it.skipIf(adminUrl)(
    "PGlite: every line is one JSON object, and none holds the journey's e-mails, phones or token",
    async () => {
      const dataDir = join(work, 'data');
      await addRefusals({ dataDir });
      const server = await startMain({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const token = await journey(server.baseUrl);
      expect(await server.stop()).toBe(0);
      const lines = linesOf(server.output);
      expect(server.output.stderr).toBe('');
      expectNothingPersonal(server.output, token);
      // The refusals were logged, by their code and the query's text with its placeholders.
      const failures = lines.filter((line) => line.msg === 'erreur non gérée');
      expect(failures).toHaveLength(2);
      expect(failures).toEqual([
        expect.objectContaining({ err: expect.objectContaining(refusal('users', 'test_logs_email')) }),
        expect.objectContaining({ err: expect.objectContaining(refusal('contacts', 'test_logs_phone')) }),
      ]);
      expect(lines.some((line) => line.msg.startsWith('Multisalle server on'))).toBe(true);
      expect(lines.some((line) => line.msg.startsWith('Stopped in'))).toBe(true);
    },
    180_000,
  );

  it.skipIf(!adminUrl)(
    "PostgreSQL, cut off mid-journey: the 503's line names the error's code, never the query's values",
    async () => {
      const database = await createPostgresDatabase(adminUrl, 'multisalle_logs');
      cleanups.push(database.drop);
      await addRefusals({ databaseUrl: database.url });
      const target = new URL(database.url);
      const proxy: TcpProxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      cleanups.push(proxy.close);
      const throughProxy = new URL(database.url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const server = await startMain({ DATABASE_URL: throughProxy.toString(), DATA_DIR: '' });
      const token = await journey(server.baseUrl);
      // The database out of reach: signing in queries the account by its e-mail, and fails to connect.
      await proxy.cut();
      const signIn = await call(server.baseUrl, 'POST', '/api/v2/auth', {
        email: player.email,
        password: player.password,
      });
      expect(signIn.status).toBe(503);
      await proxy.restore();
      expect(await server.stop()).toBe(0);
      const lines = linesOf(server.output);
      expect(server.output.stderr).toBe('');
      expectNothingPersonal(server.output, token);
      expect(server.output.stdout).not.toContain(target.password || 'no-password-in-url');
      const failures = lines.filter((line) => line.msg === 'erreur non gérée');
      expect(failures).toEqual([
        expect.objectContaining({ err: expect.objectContaining(refusal('users', 'test_logs_email')) }),
        expect.objectContaining({ err: expect.objectContaining(refusal('contacts', 'test_logs_phone')) }),
      ]);
      const unreachable = lines.filter((line) => line.msg === 'base de données injoignable');
      expect(unreachable.length).toBeGreaterThan(0);
      expect(JSON.stringify(unreachable)).toMatch(
        /"code":"(ECONNREFUSED|ECONNRESET|57P01)"|Connection terminated/,
      );
    },
    180_000,
  );
});
