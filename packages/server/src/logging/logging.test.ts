import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { errorHandler } from '../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createLogger } from './logger.ts';
import { type RequestIdVariables, requestId } from './request-id.ts';

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

  it('keeps a trusted proxy’s id, and makes a new one for a caller that is not the proxy', async () => {
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
