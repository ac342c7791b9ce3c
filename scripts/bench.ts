// `npm run bench`: measured figures, each beside a reference measured in the same run (never pass/fail).
// 1. API: GET /api/v2/multisalle over loopback HTTP, against a bare Hono server answering the same bytes
//    from memory (the floor set by Node, HTTP and JSON on this machine).
// 2. Database: PGlite cold start in memory, beside reopening the same database from a data directory.
// 3. Site: gzip/brotli size of the JavaScript the home page loads, beside React + ReactDOM alone.
// 4. Embed scripts: multisalle-planning.js and multisalle-elements.js (preact/compat), beside the same
//    planning built with real React.
// 5. Lighthouse: home page, hall page and partner page, desktop and mobile presets (bench-lighthouse.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { invalidateSlotsCache } from '../packages/server/src/planning/slots-cache.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { writeResults } from './bench-results.ts';

/** Every line the bench prints, for bench/results.md. */
const printed: string[] = [];
function log(text: string): void {
  printed.push(text);
  console.log(text);
}

/** BENCH_REQUESTS shortens a run (CI runs the bench to keep it working, with fewer requests). */
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 2_000;
const CONCURRENCY = 16;
/** The home page's JavaScript before the first interaction, gzip (issue 13). */
const HOME_BUDGET_BYTES = 90 * 1024;

type Fetcher = { fetch: (request: Request) => Response | Promise<Response> };

async function listen(app: Fetcher): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() });
    });
  });
}

async function load(
  url: string,
  beforeEach?: () => void,
): Promise<{ p50: number; p95: number; perSecond: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      beforeEach?.();
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), perSecond: latencies.length / seconds };
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

/**
 * One endpoint under load, beside the same bytes served from memory; with `uncached`, also with what it
 * keeps in memory dropped before each call (the cost of the first call after a change).
 */
async function benchEndpoint(
  apiUrl: string,
  label: string,
  path: string,
  uncached?: { label: string; drop: () => void },
): Promise<void> {
  const body = await (await fetch(`${apiUrl}${path}`)).text();
  const reference = new Hono().get('/', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
  const floor = await listen(reference);
  await load(`${floor.url}/`); // warm-up, both
  await load(`${apiUrl}${path}`);
  const ref = await load(`${floor.url}/`);
  const ours = await load(`${apiUrl}${path}`);
  log(`  ${label} (${kb(body.length)} body)`);
  log(
    `    PGlite:                         p50 ${ms(ours.p50)}  p95 ${ms(ours.p95)}  ${ours.perSecond.toFixed(0)} req/s`,
  );
  if (uncached) {
    const computed = await load(`${apiUrl}${path}`, uncached.drop);
    log(
      `    ${uncached.label.padEnd(31)} p50 ${ms(computed.p50)}  p95 ${ms(computed.p95)}  ${computed.perSecond.toFixed(0)} req/s`,
    );
  }
  log(
    `    reference: same bytes, memory   p50 ${ms(ref.p50)}  p95 ${ms(ref.p95)}  ${ref.perSecond.toFixed(0)} req/s`,
  );
  floor.close();
}

async function benchApi(): Promise<void> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(opened);
  await seedDatabase(opened.db);
  const api = await listen(createApp({ db: opened.db, logRequests: false }));
  log(`\nAPI, ${REQUESTS} requests, ${CONCURRENCY} at a time, loopback HTTP`);
  await benchEndpoint(api.url, 'GET /api/v2/multisalle (hall list)', '/api/v2/multisalle');
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
      api.url,
      'GET /api/v2/creneaux/…/duree/7 (a week of padel-park, visitor)',
      `/api/v2/creneaux/multisalle/${padel.idMultisalle}/debut/${parisToday()}/duree/7?activite=${sportId}&gp=1`,
      {
        label: 'PGlite, computed each call:',
        drop: () => invalidateSlotsCache(opened.db, padel.idMultisalle),
      },
    );
  }
  api.close();
  await opened.close();
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
await benchSite();
await benchEmbed();
await benchLighthouse(log);
const resultsPath = process.env.BENCH_RESULTS ?? join(process.cwd(), 'bench/results.md');
writeResults(resultsPath, printed, REQUESTS);
console.log(`\nWritten to ${resultsPath} (the previous run kept under this one).`);
