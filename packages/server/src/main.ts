import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { accountsConfigFromEnv } from './accounts/index.ts';
import { createMailer } from './accounts/outbox.ts';
import { createApp } from './app.ts';
import { claimDataDir } from './data-dir-owner.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedAtStart } from './db/seed-at-start.ts';
import { closeHallStreams } from './hall-stream/index.ts';
import { closeSlotBus } from './live/index.ts';
import { createLoggerFromEnv } from './logging/index.ts';
import { demoDistDir } from './paths.ts';
import { createCardProvider, paymentsConfigFromEnv } from './payments/index.ts';
import { startSettlementTimer } from './payments/settlement/index.ts';
import { startWaitingListTimer } from './reservations/waiting-list.ts';

// Process entry. Environment: PORT (8080), HOST (all interfaces), DATA_DIR (./data, or memory://),
// DATABASE_URL (postgres://... switches to PostgreSQL), PRODUCT_KEY (multisalle), NODE_ENV,
// SETTLEMENT_INTERVAL_MS (60000; 0 turns the settlement timer off), LOG_FORMAT (pretty: readable lines),
// LOG_LEVEL (info), DATABASE_STALL_TIMEOUT_MS (10000: a
// PostgreSQL query silent that long has its connection dropped and its request answered 503).
const port = Number(process.env.PORT || 8080);
const hostname = process.env.HOST || undefined;
const dataDir = process.env.DATA_DIR || './data';
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  throw new Error('DATABASE_URL must be a postgres:// URL (leave it empty to use the embedded PGlite).');
}

// A first start creates and seeds the database, which takes several seconds: say so, or it looks stuck.
const isNewDataDir = !databaseUrl && dataDir !== 'memory://' && !existsSync(join(dataDir, 'PG_VERSION'));
if (isNewDataDir)
  console.log(`Creating the database in ${dataDir} (first start: migrations, then the demo data)…`);
else if (process.env.NODE_ENV !== 'test')
  console.log(databaseUrl ? 'Opening the PostgreSQL database…' : `Opening the database in ${dataDir}…`);
const stallTimeoutMs = Number(process.env.DATABASE_STALL_TIMEOUT_MS) || undefined;
const opened = await openDatabase({ dataDir, databaseUrl, stallTimeoutMs });
// Tells `npm run settle` that this process has the PGlite directory open (one process per directory).
const releaseDataDir = opened.kind === 'pglite' && dataDir !== 'memory://' ? claimDataDir(dataDir) : () => {};
await migrateDatabase(opened);
// Under one advisory lock on PostgreSQL: processes starting together seed once (db/seed-at-start.ts).
const seeded = await seedAtStart(opened);
if (seeded.halls) console.log('Seeded the demo halls.');
if (seeded.players > 0) console.log('Seeded the demo players (see the server README).');
if (seeded.matches.matches > 0)
  console.log(`Seeded ${seeded.matches.matches} matches (see src/matches/README.md).`);
for (const [hall, key] of Object.entries(seeded.matches.devKeys))
  console.log(`Development device key of ${hall} (every scope, X-Cle-Salle or Bearer): ${key}`);

const staticDir = existsSync(join(demoDistDir, 'index.html')) ? demoDistDir : undefined;
if (!staticDir) console.warn(`No built site in ${demoDistDir}: run npm run build:demo to serve it.`);

// Requests and unhandled errors: JSON lines (LOG_FORMAT=pretty, set by npm run dev, for readable ones).
const log = await createLoggerFromEnv();
const app = createApp({
  db: opened.db,
  productKey: process.env.PRODUCT_KEY || undefined,
  staticDir,
  logger: log,
});
const where = opened.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${dataDir})`;
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Multisalle server on http://localhost:${info.port} with ${where}`);
});

// Shares of ended reservations are written and debited every minute (npm run settle does one run by hand).
const settlementIntervalMs = Number(process.env.SETTLEMENT_INTERVAL_MS ?? 60_000);
const stopSettlement =
  settlementIntervalMs > 0
    ? startSettlementTimer(opened.db, createCardProvider(opened.db, paymentsConfigFromEnv()), {
        intervalMs: settlementIntervalMs,
      })
    : () => {};

// Holds of freed places that ran out pass to the next in line, even if nobody opens the page.
const accountsConfig = accountsConfigFromEnv();
const stopWaitingLists = startWaitingListTimer(opened.db, {
  mailer: createMailer(opened.db, accountsConfig),
  siteUrl: accountsConfig.siteUrl,
});

let isStopping = false;
function stop(signal: string): void {
  if (isStopping) return;
  isStopping = true;
  console.log(`${signal} received, stopping.`);
  stopSettlement();
  stopWaitingLists();
  // Live-slot and hall streams never end by themselves and would hold server.close() open: end them first
  // (a hall's screens are told `arret` and reconnect to another process).
  void closeHallStreams(opened.db);
  void closeSlotBus(opened.db);
  // Closing the database before in-flight requests end would fail them: close the listener first.
  server.close(() => {
    opened.close().then(
      () => {
        releaseDataDir();
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Error while closing the database:', error);
        process.exit(1);
      },
    );
  });
  // Idle keep-alive connections would hold close() open; busy ones get 5 s to finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
