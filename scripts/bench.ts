// `npm run bench`: measured figures, each beside a reference measured in the same run (never pass/fail).
// 1. API: the hall list and a week of slots over loopback HTTP (16 and 50 connections), on PGlite and on
//    PostgreSQL when one is at hand, against a bare Hono server answering the same bytes from memory (the
//    floor set by Node, HTTP and JSON on this machine). The requests come from a worker thread: a client
//    on the server's own event loop would add its work to every latency the server is timed by.
// 2. Database: PGlite cold start in memory, beside reopening the same database from a data directory; the
//    whole server's start on a new and on an existing data directory, beside a bare Hono server.
// 3. Site: gzip/brotli size of the JavaScript the home page loads, beside React + ReactDOM alone.
// 4. Embed scripts: multisalle-planning.js and multisalle-elements.js (preact/compat), beside the same
//    planning built with real React.
// 5. Planning render: a week of 2,016 slots, our planning beside FullCalendar 7 (bench-render.ts).
// 6. Lighthouse: home page, hall page and partner page, desktop and mobile presets (bench-lighthouse.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp, migrateDatabase, openDatabase, seedDatabase } from '@multisalle/server';
import { build } from 'esbuild';
import { Hono } from 'hono';
import {
  buildEmbedCode,
  ELEMENTS_BUDGET_BYTES,
  PLANNING_BUDGET_BYTES,
} from '../packages/elements/build-embed.ts';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  pickEncoding,
} from '../packages/server/src/http/compression.ts';
import { closeSlotBus } from '../packages/server/src/live/index.ts';
import { invalidateSlotsCache } from '../packages/server/src/planning/slots-cache.ts';
import { freePort } from '../packages/server/src/test/free-port.ts';
import { createPostgresDatabase } from '../packages/server/src/test/test-db.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { benchRender } from './bench-render.ts';
import { writeResults } from './bench-results.ts';
import { ensureBuilt } from './ensure-built.ts';

/** The issue's targets, met or missed by this run's figures: printed last (bench/results.md says them). */
const verdicts: string[] = [];
/** Records a target's verdict. @example target('home page JavaScript <= 90 KB gzip', size <= budget, '85.7 KB') */
export function target(label: string, isMet: boolean, figure: string): void {
  verdicts.push(`  ${isMet ? 'met   ' : 'MISSED'}  ${label}: ${figure}`);
}

/** Every line the bench prints, for bench/results.md. */
const printed: string[] = [];
function log(text: string): void {
  printed.push(text);
  console.log(text);
}

/** BENCH_REQUESTS shortens a run (CI runs the bench to keep it working, with fewer requests). */
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 2_000;
const CONCURRENCY = 16;
/** The wider load of the issue's p99 target (50 connections). */
const WIDE_CONCURRENCY = 50;
/** The home page's JavaScript before the first interaction, gzip. */
const HOME_BUDGET_BYTES = 90 * 1024;

type Fetcher = { fetch: (request: Request) => Response | Promise<Response> };

async function listen(app: Fetcher): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() });
    });
  });
}

/**
 * The load generator, plain JavaScript run in a worker thread: `concurrency` loops that each GET `url`
 * (as a browser asks: gzip or brotli accepted) on kept-alive connections and read the whole body, until
 * `requests` are done; it posts back every latency and the seconds taken. Node's `http` rather than
 * `fetch`: undici's streams cost the client more than the server it measures.
 */
const loadWorkerScript = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, requests, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const headers = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const get = () =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          response.statusCode === 200\u00a0? resolve()\u00a0: reject(new Error(url + ' answered ' + response.statusCode)),
        );
      })
      .on('error', reject);
  });
const latencies = [];
let next = 0;
const loop = async () => {
  while (next < requests) {
    next += 1;
    const t0 = performance.now();
    await get();
    latencies.push(performance.now() - t0);
  }
};
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
});
`;

/** {@link REQUESTS} GETs of `url`, `concurrency` at a time, from a worker thread: latencies and rate. */
async function load(
  url: string,
  concurrency = CONCURRENCY,
): Promise<{ p50: number; p95: number; p99: number; perSecond: number }> {
  const { latencies, seconds } = await new Promise<{ latencies: number[]; seconds: number }>(
    (resolve, reject) => {
      const worker = new Worker(loadWorkerScript, {
        eval: true,
        workerData: { url, requests: REQUESTS, concurrency },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: latencies.length / seconds };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function sizes(code: Uint8Array): string {
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return `${kb(code.length)} min, ${kb(gzipSync(code, { level: 9 }).length)} gzip, ${kb(brotli)} brotli`;
}

/** Today in Paris, 'YYYY-MM-DD' (the halls' day). */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** The latency figures of one load, as a line. */
function figures(run: { p50: number; p95: number; p99: number; perSecond: number }, withP99 = false): string {
  const p99 = withP99 ? `  p99 ${ms(run.p99)}` : '';
  return `p50 ${ms(run.p50)}  p95 ${ms(run.p95)}${p99}  ${run.perSecond.toFixed(0)} req/s`;
}

/**
 * One endpoint under load, beside the same bytes served from memory; with `uncached`, also with what it
 * keeps in memory dropped before each call (the cost of the first call after a change); then both again at
 * {@link WIDE_CONCURRENCY} connections, with their p99.
 */
async function benchEndpoint(
  api: BenchedApi,
  engine: string,
  label: string,
  path: string,
  uncached?: { label: string; drop: () => void },
): Promise<void> {
  const apiUrl = api.url;
  const body = await (await fetch(`${apiUrl}${path}`)).text();
  // The same bytes as the API sends them: compressed once, by the encoding the client accepts, as a
  // precompressed static file is served (the client's decompression then costs both sides alike).
  const encoded = {
    br: await compressBody(Buffer.from(body), 'br'),
    gzip: await compressBody(Buffer.from(body), 'gzip'),
  };
  const reference = new Hono().get('/', (c) => {
    const encoding =
      body.length < COMPRESSION_THRESHOLD_BYTES ? undefined : pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(body, 200, { 'content-type': 'application/json' });
    return c.body(new Uint8Array(encoded[encoding]), 200, {
      'content-type': 'application/json',
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
    });
  });
  const floor = await listen(reference);
  await load(`${floor.url}/`); // warm-up, both
  await load(`${apiUrl}${path}`);
  const ref = await load(`${floor.url}/`);
  const ours = await load(`${apiUrl}${path}`);
  log(`  ${label} (${kb(body.length)} body)`);
  log(
    `    ${`${engine}:`.padEnd(31)} ${figures(ours)}  (${((100 * ours.perSecond) / ref.perSecond).toFixed(0)} % of the reference)`,
  );
  if (uncached) {
    api.beforeEachRequest = uncached.drop;
    const computed = await load(`${apiUrl}${path}`).finally(() => {
      api.beforeEachRequest = undefined;
    });
    log(`    ${`${engine}, ${uncached.label}:`.padEnd(31)} ${figures(computed)}`);
  }
  log(`    reference: same bytes, memory   ${figures(ref)}`);
  const wideRef = await load(`${floor.url}/`, WIDE_CONCURRENCY);
  const wide = await load(`${apiUrl}${path}`, WIDE_CONCURRENCY);
  log(`    ${`${engine}, ${WIDE_CONCURRENCY} connections:`.padEnd(31)} ${figures(wide, true)}`);
  log(`    reference, ${WIDE_CONCURRENCY} connections:     ${figures(wideRef, true)}`);
  if (uncached) {
    const share = (100 * ours.perSecond) / ref.perSecond;
    target(
      `${engine}: a week of slots at half the reference's throughput or more`,
      share >= 50,
      `${share.toFixed(0)} %`,
    );
    target(
      `${engine}: a week of slots, p99 under 50 ms at ${WIDE_CONCURRENCY} connections`,
      wide.p99 < 50,
      ms(wide.p99),
    );
  }
  floor.close();
}

/** The API under bench: its address, and what runs before each request it answers (none by default). */
interface BenchedApi {
  url: string;
  beforeEachRequest: (() => void) | undefined;
  close: () => void;
}

/** The hall list and a week of padel-park's slots, on one database (PGlite or PostgreSQL). */
async function benchApiOn(engine: string, opened: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const app = createApp({ db: opened.db, logRequests: false });
  const api: BenchedApi = {
    url: '',
    beforeEachRequest: undefined,
    close: () => {},
  };
  Object.assign(
    api,
    await listen({
      fetch: (request) => {
        api.beforeEachRequest?.();
        return app.fetch(request);
      },
    }),
  );
  log(`\nAPI on ${engine}, ${REQUESTS} requests, ${CONCURRENCY} at a time, loopback HTTP`);
  await benchEndpoint(api, engine, 'GET /api/v2/multisalle (hall list)', '/api/v2/multisalle');
  // What every visitor of a partner page asks: a week of padel-park's slots (the planning element).
  const { multisalleListe } = (await (await fetch(`${api.url}/api/v2/multisalle`)).json()) as {
    multisalleListe: { idMultisalle: number; cle: string; sports: { idSport: number }[] }[];
  };
  const padel = multisalleListe.find((hall) => hall.cle === 'padel-park');
  const sportId = padel?.sports[0]?.idSport;
  if (padel && sportId !== undefined) {
    // Served from memory until the hall changes (planning/slots-cache.ts); the second line drops the week
    // before each call, as a change would, so the database and the derivation run every time.
    await benchEndpoint(
      api,
      engine,
      'GET /api/v2/creneaux/…/duree/7 (a week of padel-park, visitor)',
      `/api/v2/creneaux/multisalle/${padel.idMultisalle}/debut/${parisToday()}/duree/7?activite=${sportId}&gp=1`,
      { label: 'computed each call', drop: () => invalidateSlotsCache(opened.db, padel.idMultisalle) },
    );
  }
  api.close();
}

async function benchApi(): Promise<void> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(opened);
  await seedDatabase(opened.db);
  await benchApiOn('PGlite', opened);
  await opened.close();
  // PostgreSQL too when a server is at hand (CI exports TEST_DATABASE_URL): a throw-away database.
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    log('\nAPI on PostgreSQL: no BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped.');
    return;
  }
  const database = await createPostgresDatabase(adminUrl, 'multisalle_bench');
  try {
    const postgres = await openDatabase({ databaseUrl: database.url });
    await migrateDatabase(postgres);
    await seedDatabase(postgres.db);
    await benchApiOn('PostgreSQL', postgres);
    // The slot bus holds a LISTEN connection of its own: closed before the database is dropped.
    await closeSlotBus(postgres.db);
    await postgres.close();
  } finally {
    await database.drop();
  }
}

async function benchDatabaseStart(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'multisalle-bench-'));
  try {
    let t0 = performance.now();
    const cold = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(cold);
    const coldMs = performance.now() - t0;
    await cold.close();
    const first = await openDatabase({ dataDir: dir });
    await migrateDatabase(first);
    await seedDatabase(first.db);
    await first.close();
    t0 = performance.now();
    const reopened = await openDatabase({ dataDir: dir });
    await migrateDatabase(reopened);
    const reopenMs = performance.now() - t0;
    await reopened.close();
    log('\nDatabase start (open + migrate)');
    log(`  PGlite in memory, cold:           ${ms(coldMs)}`);
    log(`  reference: reopen a data dir:     ${ms(reopenMs)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds from spawning `args` to its first 200 on `path`, then the process stopped. */
async function timeToFirstAnswer(args: string[], env: Record<string, string>, path: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - t0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The server as `npm start` runs it (packages/server/dist/main.js, built first, plain node): on a new data
 * directory (migrations and seed), then on the same one again (migrations checked, nothing to seed), until
 * the hall list answers; beside the same start from the sources through tsx (`npm run serve`), and a bare
 * Hono server in plain JavaScript started with plain node (the floor: Node and Hono starting).
 */
async function benchServerStart(): Promise<void> {
  // A stale bundle would time other code: the stamp says whether it was built from these sources.
  const { serverDistDir } = await import('../packages/server/build-server.ts');
  ensureBuilt(['server']);
  const dir = mkdtempSync(join(tmpdir(), 'multisalle-start-'));
  const compiled = ['--enable-source-maps', join(serverDistDir, 'main.js')];
  const source = ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'];
  const pglite = { DATA_DIR: dir, DATABASE_URL: '' };
  try {
    const fresh = await timeToFirstAnswer(compiled, pglite, '/api/v2/multisalle');
    const again = await timeToFirstAnswer(compiled, pglite, '/api/v2/multisalle');
    const fromSource = await timeToFirstAnswer(source, pglite, '/api/v2/multisalle');
    const bare = await timeToFirstAnswer(
      [
        '--input-type=module',
        '-e',
        "import { serve } from '@hono/node-server'; import { Hono } from 'hono'; " +
          "serve({ fetch: new Hono().get('/', (c) => c.text('ok')).fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });",
      ],
      {},
      '/',
    );
    log(
      '\nServer start (spawn to the first answer of the hall list; target under 1.5 s on an existing directory)',
    );
    log(`  new data directory (migrate, seed): ${ms(fresh)}`);
    log(`  existing data directory:           ${ms(again)}`);
    target('server start on an existing data directory under 1.5 s', again < 1500, ms(again));
    log(`  same, from the sources with tsx:   ${ms(fromSource)}`);
    log(`  reference: a bare Hono server:     ${ms(bare)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchSite(): Promise<void> {
  const dist = process.env.SITE_DIR || 'demo/dist';
  let html: string;
  try {
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    log('\nSite: no demo/dist (run npm run build:demo first); sizes skipped.');
    return;
  }
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const homeJs = Buffer.concat(scripts.map((file) => readFileSync(join(dist, file))));
  const react = await build({
    stdin: { contents: "import 'react'; import 'react-dom/client';", resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  log(`\nSite JavaScript (${scripts.length} files loaded by the home page, ${allJs.length} chunks in all)`);
  const homeGzip = gzipSync(homeJs, { level: 9 }).length;
  const homeBudget = `budget ${kb(HOME_BUDGET_BYTES)} gzip: ${homeGzip <= HOME_BUDGET_BYTES ? 'within' : 'OVER'}`;
  target('home page JavaScript at most 90 KB gzip', homeGzip <= HOME_BUDGET_BYTES, kb(homeGzip));
  log(`  home page (preact/compat):        ${sizes(homeJs)}; ${homeBudget}`);
  log(`  reference: react + react-dom:     ${sizes(react.outputFiles[0]?.contents ?? new Uint8Array())}`);
}

async function benchEmbed(): Promise<void> {
  const planning = await buildEmbedCode('multisalle-planning');
  const elements = await buildEmbedCode('multisalle-elements');
  const withReact = await buildEmbedCode('multisalle-planning', { react: true });
  const budget = (code: Uint8Array, bytes: number) =>
    `budget ${kb(bytes)} gzip: ${gzipSync(code, { level: 9 }).length <= bytes ? 'within' : 'OVER'}`;
  log('\nEmbed scripts (esbuild, minified; elements made by r2wc, React aliased to preact/compat)');
  log(`  multisalle-planning.js (preact):  ${sizes(planning)}; ${budget(planning, PLANNING_BUDGET_BYTES)}`);
  log(`  multisalle-elements.js (preact):  ${sizes(elements)}; ${budget(elements, ELEMENTS_BUDGET_BYTES)}`);
  log(`  reference: planning with React:   ${sizes(withReact)}`);
}

log(`Multisalle bench, Node ${process.version}, ${new Date().toISOString()}`);
await benchApi();
await benchDatabaseStart();
await benchServerStart();
await benchSite();
await benchEmbed();
await benchRender(log, target);
await benchLighthouse(log, target);
log('\nAgainst the targets (this run; a busy machine moves the timings)');
for (const verdict of verdicts) log(verdict);
const resultsPath = process.env.BENCH_RESULTS ?? join(process.cwd(), 'bench/results.md');
writeResults(resultsPath, printed, REQUESTS);
console.log(`\nWritten to ${resultsPath} (the previous run kept under this one).`);
