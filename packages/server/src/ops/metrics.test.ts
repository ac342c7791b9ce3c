import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readSse } from '../live/sse-test-reader.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createMetrics } from './metrics.ts';
import { mountMetrics } from './metrics-route.ts';

let testDb: TestDatabase;
let baseUrl: string;
let close: () => Promise<void>;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const app = createApp({ db: testDb.db, metrics: createMetrics(testDb.db, { collectTimeoutMs: 30_000 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  // Streams would hold close() open.
  afterAll(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
});
afterAll(async () => {
  await close();
  await testDb.close();
});

// One sample line of the Prometheus text format (version 0.0.4): name, optional labels, a number. The
// format reads values with Go's ParseFloat, which takes NaN in any case: prom-client writes `Nan` for an
// event loop lag with no sample yet (a scrape right after the start).
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? -?(\d+(\.\d+)?(e[+-]?\d+)?|[Nn]a[Nn]|\+Inf|-Inf)$/;

/** Every sample of a scrape: the text must be Prometheus text, line by line. */
function parse(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('# HELP ') && !line.startsWith('# TYPE '))
    .map((line) => {
      expect(line).toMatch(SAMPLE);
      const [, name = '', rawLabels = '', value = ''] = line.match(/^([^{ ]+)(?:\{(.*)\})? (.+)$/) ?? [];
      const labels = Object.fromEntries(
        [...rawLabels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name, labels, value: Number(value) };
    });
}

async function scrape() {
  const response = await fetch(`${baseUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parse(await response.text());
}

describe('GET /metrics', () => {
  it('answers Prometheus text with process figures and requests counted by route template, never by path', async () => {
    await fetch(`${baseUrl}/api/v2/multisalle/detail?sCle=padel-park`);
    await fetch(`${baseUrl}/api/v2/invitation/987654/jeton-invitation-secret`);
    await fetch(`${baseUrl}/api/v2/reservation/5d6b2a1e-0000-4000-8000-000000000001`);
    const samples = await scrape();
    const names = new Set(samples.map((sample) => sample.name));
    expect(names).toContain('process_cpu_user_seconds_total');
    expect(names).toContain('nodejs_eventloop_lag_seconds');
    expect(names).toContain('multisalle_http_request_duration_seconds_bucket');
    const requests = samples.filter((sample) => sample.name === 'multisalle_http_requests_total');
    expect(requests.length).toBeGreaterThan(0);
    const routes = requests.map((sample) => sample.labels.route ?? '');
    expect(routes).toContain('/api/v2/multisalle/detail');
    for (const route of routes)
      expect(route).not.toMatch(/987654|jeton-invitation-secret|5d6b2a1e|padel-park|\?/);
    expect(requests.every((sample) => /^\d{3}$/.test(sample.labels.status ?? ''))).toBe(true);
  });

  it('counts the live streams open, and forgets one when its client hangs up', async () => {
    const streamRoute = (samples: Awaited<ReturnType<typeof scrape>>) =>
      samples.find(
        (sample) => sample.name === 'multisalle_sse_streams_open' && sample.labels.route?.endsWith('/flux'),
      );
    const stream = readSse(await fetch(`${baseUrl}/api/v2/creneaux/multisalle/1/flux`));
    await stream.opened;
    const open = streamRoute(await scrape());
    expect(open?.value).toBe(1);
    expect(open?.labels.route).toBe('/api/v2/creneaux/multisalle/:idMultisalle/flux');
    await stream.close();
    await expect.poll(async () => streamRoute(await scrape())?.value, { timeout: 5_000 }).toBe(0);
  });

  it("shows the settlement's shares, the refunds, the jobs and (on PostgreSQL) the pool, read at each scrape", async () => {
    const samples = await scrape();
    const jobs = samples.filter((sample) => sample.name === 'multisalle_jobs');
    expect(jobs.map((sample) => sample.labels.state).sort()).toEqual(['due', 'failed', 'pending']);
    const pool = samples.filter((sample) => sample.name === 'multisalle_db_pool_connections');
    expect(pool.map((sample) => sample.labels.state).sort()).toEqual(
      testDb.kind === 'postgres' ? ['idle', 'in_use', 'waiting'] : [],
    );
    const shares = samples.filter((sample) => sample.name === 'multisalle_payments');
    expect(shares.map((sample) => sample.labels.status).sort()).toEqual([
      'coming',
      'paid',
      'processing',
      'rectify',
    ]);
    const refunds = samples.filter((sample) => sample.name === 'multisalle_refunds');
    expect(refunds.map((sample) => sample.labels.status).sort()).toEqual(['failed', 'pending', 'succeeded']);
  });

  it('refuses a caller through a proxy, or off the loopback interface, when no METRICS_TOKEN is set', async () => {
    const proxied = await fetch(`${baseUrl}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(proxied.status).toBe(403);
    // `app.request()` has no socket: it stands for a caller whose address is not the loopback's.
    const app = new Hono();
    mountMetrics(app, createMetrics(), { token: undefined });
    expect((await app.request('/metrics')).status).toBe(403);
  });

  it('with METRICS_TOKEN, answers only the bearer of that token', async () => {
    const app = new Hono();
    mountMetrics(app, createMetrics(), { token: 'jeton-des-metriques' });
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = { headers: { Authorization: 'Bearer autre-jeton' } };
    expect((await app.request('/metrics', wrong)).status).toBe(401);
    const right = await app.request('/metrics', { headers: { Authorization: 'Bearer jeton-des-metriques' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('process_cpu_user_seconds_total');
  });
});
