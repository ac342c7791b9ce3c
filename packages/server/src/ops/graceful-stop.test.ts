import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { readSse } from '../live/sse-test-reader.ts';
import { startServer } from '../test/faults/server-process.ts';
import { createPostgresDatabase, createTestDatabase } from '../test/test-db.ts';
import { IDLE_LINGER_MS, stopGracefully, trackRequests } from './graceful-stop.ts';
import { createLifecycle } from './lifecycle.ts';

const PORT = 8094;
const dataDir = mkdtempSync(join(tmpdir(), 'multisalle-stop-'));
// The server-postgres project (DATABASE_URL) stops a server on a fresh PostgreSQL database, the other on PGlite.
const adminUrl = process.env.DATABASE_URL;
let dropDatabase = async () => {};
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

const signUp = (email: string) =>
  JSON.stringify({
    actif: false,
    email,
    idParent: null,
    identifiant: 'arret01',
    mineur: false,
    nom: 'Durand',
    plainPassword: 'motdepasse1',
    portable: null,
    prenom: 'Camille',
    infosCom: false,
    responsable: null,
  });

/** A sign-up whose body arrives in two halves: in flight from the first half until `finish()`. */
function heldSignUp(email: string) {
  const body = Buffer.from(signUp(email));
  const request = httpRequest({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path: '/api/v2/users',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answered = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.once('end', () => resolve({ response, text }));
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answered, finish: () => request.end(body.subarray(half)) };
}

describe('a clean stop', () => {
  it('on SIGTERM ends the live streams with `arret`, finishes a request in flight, keeps its write and exits 0', async () => {
    const created = adminUrl ? await createPostgresDatabase(adminUrl, 'multisalle_stop') : undefined;
    if (created) dropDatabase = created.drop;
    const location = created ? { databaseUrl: created.url } : { dataDir };
    const server = await startServer({ port: PORT, ...location, env: { STOP_TIMEOUT_MS: '8000' } });
    const stream = readSse(await fetch(`${server.baseUrl}/api/v2/creneaux/multisalle/1/flux`));
    await stream.opened;
    const held = heldSignUp('arret.propre@example.fr');
    // Let the server start reading the first half before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');

    expect(await stream.next(5_000)).toMatchObject({ event: 'arret' });
    await stream.ended;
    // New connections are refused while the request in flight is still being read.
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    held.finish();
    const { response, text } = await held.answered;
    expect(response.statusCode, text).toBe(201);
    expect(response.headers.connection).toBe('close');
    expect(await exited).toBe(0);
    const stopMs = performance.now() - signalledAt;
    // The stream and the sign-up were the two requests in flight.
    expect(server.output()).toMatch(/Stopped in \d+ ms: 2 request\(s\) in flight at the signal, 0 cut/);
    console.log(
      `Clean stop with a stream and a held request: ${Math.round(stopMs)} ms from SIGTERM to exit.`,
    );

    // The request finished during the drain is there (and PGlite wrote its files as it closed).
    const reopened = await openDatabase(location);
    try {
      const result = (await reopened.db.execute(
        sql`select count(*)::int as n from users where email = 'arret.propre@example.fr'`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it("answers /readyz 503 with a French reason while the process drains, and closes every answer's connection", async () => {
    const testDb = await createTestDatabase({ seed: false });
    try {
      const lifecycle = createLifecycle();
      const app = createApp({ db: testDb.db, lifecycle });
      expect((await app.request('/readyz')).status).toBe(200);
      lifecycle.isDraining = true;
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({
        statut: 'indisponible',
        description: expect.stringMatching(/s'arrête/),
      });
    } finally {
      await testDb.close();
    }
  });

  it('answers a request sent on an idle kept-alive connection after the listener closed, with Connection: close (IDLE_LINGER_MS)', async () => {
    const lifecycle = createLifecycle();
    const server = createServer((_request, response) => {
      // What the app's lifecycle middleware does while draining.
      if (lifecycle.isDraining) response.setHeader('connection', 'close');
      response.end(lifecycle.isDraining ? 'arret' : 'pret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    // A proxy's kept-alive connection: one request answered, then idle when the stop begins.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => received).toContain('pret');
    const tracker = trackRequests(server);
    const stopping = stopGracefully({
      server,
      tracker,
      lifecycle,
      stopTimers: () => {},
      endStreams: async () => {},
      closeDatabase: async () => {},
    });
    // New connections are refused at once; the idle one still gets its next request answered.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => 'open',
          () => 'refused',
        ),
      )
      .toBe('refused');
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    await ended;
    expect(received).toContain('arret');
    expect(received.toLowerCase()).toContain('connection: close');
    const report = await stopping;
    expect(report.drainMs).toBeLessThan(IDLE_LINGER_MS + 1_000);
  });

  it('keeps accepting through the grace period while not ready, then refuses, and cuts what outlives the deadline', async () => {
    const lifecycle = createLifecycle();
    // `/lent` never answers: a request stuck past any deadline.
    const server = createServer((request, response) => {
      if (request.url !== '/lent') response.end(lifecycle.isDraining ? 'arret' : 'pret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tracker = trackRequests(server);
    const stuck = fetch(`${base}/lent`).then(
      () => 'answered',
      () => 'cut',
    );
    await expect.poll(() => tracker.active()).toBe(1);
    let isDatabaseClosed = false;
    const stopping = stopGracefully({
      server,
      tracker,
      lifecycle,
      graceMs: 400,
      deadlineMs: 500,
      stopTimers: () => {},
      endStreams: async () => {},
      closeDatabase: async () => {
        isDatabaseClosed = true;
      },
    });
    expect(await (await fetch(`${base}/`, { headers: { connection: 'close' } })).text()).toBe('arret');
    const report = await stopping;
    expect(report).toMatchObject({ inFlightAtStart: 1, cut: 1 });
    expect(report.drainMs).toBeGreaterThanOrEqual(900);
    expect(await stuck).toBe('cut');
    expect(isDatabaseClosed).toBe(true);
    await expect(fetch(`${base}/`)).rejects.toThrow();
  });
});
