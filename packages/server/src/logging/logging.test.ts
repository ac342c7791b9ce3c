import { spawn } from 'node:child_process';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { errorHandler } from '../http/errors.ts';
import { repoRoot } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createLogger } from './logger.ts';
import { redactLogLine } from './redact.ts';
import { type RequestIdVariables, requestId } from './request-id.ts';
import { safeError } from './safe-error.ts';

type Line = Record<string, unknown>;

/** A logger whose JSON lines land in `lines`, as a log collector would read them. */
function collectingLogger() {
  const lines: Line[] = [];
  const raw: string[] = [];
  const log = createLogger({
    level: 'debug',
    destination: {
      write: (text: string) => {
        raw.push(text);
        lines.push(JSON.parse(text) as Line);
      },
    },
  });
  return { log, lines, raw };
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request log lines', () => {
  it('writes one JSON line a request: id (as answered in X-Request-Id), method, route template, status, duration', async () => {
    const { log, lines, raw } = collectingLogger();
    const app = createApp({ db: testDb.db, logger: log, logRequests: true });
    const response = await app.request('/api/v2/multisalle/detail?sCle=padel-park', {
      headers: { Authorization: 'Bearer jeton-tres-secret' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const line = lines.find((entry) => entry.requestId === id);
    expect(line).toMatchObject({ level: 'info', msg: 'requête', method: 'GET', status: response.status });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
    // The template, never the query string, the token or a header.
    expect(line?.route).not.toContain('?');
    expect(raw.join('')).not.toContain('padel-park');
    expect(raw.join('')).not.toContain('jeton-tres-secret');
  });

  it('never writes a path (ids, invitation tokens): an unknown address logs its route pattern only', async () => {
    const { log, raw, lines } = collectingLogger();
    const app = createApp({ db: testDb.db, logger: log, logRequests: true });
    await app.request('/api/v2/invitation/9999/jeton-invitation-secret');
    expect(lines.length).toBeGreaterThan(0);
    expect(raw.join('')).not.toContain('jeton-invitation-secret');
  });

  it('logs the probes at debug level only, so a load balancer polling them does not flood the log', async () => {
    const { log, lines } = collectingLogger();
    const app = createApp({ db: testDb.db, logger: log, logRequests: true });
    await app.request('/healthz');
    expect(lines.filter((line) => line.route === '/healthz').map((line) => line.level)).toEqual(['debug']);
  });

  it('masks a token, a password, an email or a phone passed to the logger by mistake', () => {
    const { log, raw } = collectingLogger();
    log.info(
      { token: 'abc', user: { email: 'joueur@example.fr', telephone: '0612345678', password: 'x' } },
      'essai',
    );
    expect(raw[0]).not.toMatch(/abc|joueur@example\.fr|0612345678|"x"/);
    expect(raw[0]).toContain('[masqué]');
  });
});

describe('X-Request-Id', () => {
  const appWith = (trustProxy: boolean) => {
    const { log, lines } = collectingLogger();
    const app = new Hono<{ Variables: RequestIdVariables }>();
    app.use(requestId({ trustProxy }));
    app.onError(errorHandler(log));
    app.get('/boom/:id', () => {
      throw new Error('panne');
    });
    app.get('/ok', (c) => c.text(c.get('requestId')));
    return { app, lines };
  };

  it("keeps a trusted proxy's id, and makes a new one for a caller that is not the proxy", async () => {
    const given = { headers: { 'X-Request-Id': 'nginx-4f2a9c' } };
    expect((await appWith(true).app.request('/ok', given)).headers.get('x-request-id')).toBe('nginx-4f2a9c');
    expect((await appWith(false).app.request('/ok', given)).headers.get('x-request-id')).toMatch(UUID);
    const odd = { headers: { 'X-Request-Id': 'a b\u00e9c' } };
    expect((await appWith(true).app.request('/ok', odd)).headers.get('x-request-id')).toMatch(UUID);
  });

  it('puts the id of a 500 in its body (idRequete) and in the error line, with the route template', async () => {
    const { app, lines } = appWith(false);
    const response = await app.request('/boom/42');
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    expect(await response.json()).toEqual({
      description: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      idRequete: id,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'erreur non gérée',
      requestId: id,
      route: '/boom/:id',
    });
    expect(lines[0]?.err).toMatchObject({ message: 'panne' });
  });
});

describe('what a line may not carry', () => {
  it('masks e-mail addresses, French and E.164 phone numbers and JWTs, in the message and every field', () => {
    const { log, raw, lines } = collectingLogger();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl-_x';
    log.info(
      { note: { to: 'Marie <marie.durand@example.org>' }, liste: ['06 12 34 56 78', '+33 6 12 34 56 78'] },
      `envoi\nmarie.durand@example.org, 0612345678, 06.12.34.56.78, +447700900123, jeton ${jwt}`,
    );
    expect(raw[0]).not.toMatch(/marie\.durand|12 34|12345678|12\.34|447700900123|eyJ/);
    expect(lines[0]).toMatchObject({
      msg: 'envoi\n[masqué], [masqué], [masqué], [masqué], jeton [masqué]',
      note: { to: 'Marie <[masqué]>' },
      liste: ['[masqué]', '[masqué]'],
    });
  });

  it('leaves dates, durations, request ids and route templates as they are', () => {
    const { log, lines } = collectingLogger();
    const fields = {
      requestId: 'a0612345-6789-4abc-8def-061234567890',
      at: '2026-11-25T08:00:00.000+01:00',
      route: '/api/v2/reservation/:id',
      durationMs: 612345678,
    };
    log.info(fields, 'requête');
    expect(lines[0]).toMatchObject(fields);
  });

  it('writes a failed query by its code, constraint and SQL text, never its values (message, params, detail)', () => {
    const { log, raw, lines } = collectingLogger();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: 'Key (lower(email))=(zoe.secret@example.org) already exists.',
        constraint: 'users_email_unique',
        table: 'users',
        params: ['zoe.secret@example.org', 'hash-secret'],
      },
    );
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const error = new DrizzleQueryError(query, ['zoe.secret@example.org', 'hash-secret'], cause);
    log.error({ err: error }, 'erreur non gérée');
    log.error(error);
    for (const line of raw) expect(line).not.toMatch(/zoe\.secret|hash-secret|params/);
    for (const line of lines) {
      expect(line.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query',
        query,
        cause: { code: '23505', constraint: 'users_email_unique', table: 'users' },
      });
    }
    expect(lines[1]?.msg).toBe('Failed query');
    // A refused value quoted by PostgreSQL (class 22) is cut out of the message too.
    expect(
      safeError(
        Object.assign(new Error('invalid input syntax for type uuid: "jeton-secret"'), { code: '22P02' }),
      ),
    ).toMatchObject({ message: 'invalid input syntax for type uuid: "[masqué]"' });
  });

  it('keeps a line valid JSON whatever escapes surround what it masks', () => {
    for (const text of ['"\\marie@example.org"', '\\u00e9 (marie@example.org)\\n', '\nmarie@example.org\t']) {
      const line = `${JSON.stringify({ msg: text })}\n`;
      expect(JSON.parse(redactLogLine(line))).toEqual({ msg: text.replace('marie@example.org', '[masqué]') });
    }
  });
});

describe("the server process's own output (captureProcessOutput)", () => {
  it('turns console lines, warnings and an unhandled rejection into JSON lines, then exits 1', async () => {
    const script = [
      "const { captureProcessOutput, createLogger } = await import('./packages/server/src/logging/index.ts');",
      'captureProcessOutput(createLogger());',
      "console.log('Seeded the demo halls.');",
      "console.error('Could not publish a hall event:', Object.assign(new Error('Failed query: select $1\\nparams: ana@example.org'), { code: 'XX000' }));",
      "process.emitWarning('attention', 'DeprecationWarning');",
      "setTimeout(() => Promise.reject(new Error('rejet\\nsur deux lignes')), 10);",
    ].join('\n');
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(out).not.toContain('ana@example.org');
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Seeded the demo halls.' }),
      expect.objectContaining({
        level: 'error',
        msg: 'Could not publish a hall event',
        err: expect.objectContaining({ code: 'XX000', message: 'Failed query: select $1' }),
      }),
      expect.objectContaining({ level: 'warn', msg: 'attention', type: 'DeprecationWarning' }),
      expect.objectContaining({
        level: 'fatal',
        origin: 'unhandledRejection',
        err: expect.objectContaining({ message: 'rejet\nsur deux lignes' }),
      }),
    ]);
  }, 30_000);
});
