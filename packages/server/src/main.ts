import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadSigningKey } from './accounts/config.ts';
import { accountsConfigFromEnv } from './accounts/index.ts';
import { createMailer } from './accounts/outbox.ts';
import { createApp } from './app.ts';
import { CLOCK_START_VARIABLE, type Clock, clockFromEnv } from './clock/index.ts';
import { DataDirInUse, lockDataDir } from './data-dir-owner.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { appliedMigrations, knownMigrations, schemaPosition } from './db/migration-status.ts';
import { seedAtStart } from './db/seed-at-start.ts';
import { isDemoSeedWanted } from './db/seed-demo.ts';
import { DATABASE_START_TIMEOUT_MS, DatabaseNeverAnswered, waitForDatabase } from './db/wait-for-database.ts';
import { closeHallStreams, hallClock } from './hall-stream/index.ts';
import { closeSlotBus } from './live/index.ts';
import { captureProcessOutput, createLoggerFromEnv } from './logging/index.ts';
import { mqttConfigFromEnv, startMqttBridge } from './mqtt/index.ts';
import { createNoticeDeps, startNoticeRunner } from './notices/index.ts';
import { STOP_TIMEOUT_MS, stopGracefully, trackRequests } from './ops/graceful-stop.ts';
import { createLifecycle } from './ops/lifecycle.ts';
import { createMetrics } from './ops/metrics.ts';
import { reportRefusedStart, startSettingsProblems } from './ops/production-settings.ts';
import { RETENTION_INTERVAL_MS, startRetentionJob } from './ops/retention.ts';
import { configureTimeouts } from './ops/server-timeouts.ts';
import { demoDistDir } from './paths.ts';
import { createCardProvider, paymentsConfigFromEnv } from './payments/index.ts';
import { startSettlementTimer } from './payments/settlement/index.ts';
import { productNames } from './product.ts';
import { startWaitingListTimer } from './reservations/waiting-list.ts';

// Process entry. Environment: PORT (8080), HOST (all interfaces), DATA_DIR (./data, or memory://),
// DATABASE_URL (postgres://... switches to PostgreSQL), PRODUCT_KEY (multisalle), NODE_ENV,
// SETTLEMENT_INTERVAL_MS (60000; 0 turns the settlement timer off), LOG_FORMAT (pretty: readable lines),
// LOG_LEVEL (info), DATABASE_STALL_TIMEOUT_MS (10000: a
// PostgreSQL query silent that long has its connection dropped and its request answered 503),
// METRICS_TOKEN (unset: /metrics on loopback only), STOP_TIMEOUT_MS (10000), STOP_GRACE_MS (0),
// KEEP_ALIVE_TIMEOUT_MS (65000),
// RETENTION_INTERVAL_MS (one day; 0 turns the retention purge off), MQTT_URL (unset: no MQTT; mqtt://host:1883
// publishes the halls' events and answers door readers on a broker), MQTT_USERNAME, MQTT_PASSWORD,
// MQTT_PREFIX (the topics' root: the product key when unset),
// CLOCK_START (unset: the system's time; outside production, an ISO instant the server's clock starts at),
// DATABASE_START_TIMEOUT_MS (60000: how long a start waits for PostgreSQL, tried again with backoff),
// MIGRATE_AT_START (1: the start applies the migrations; 0: `npm run migrate` does, and a database behind stops
// the start), FAULT_PAUSE_AT (NODE_ENV=test only: the fault tests' point where the server stops inside a write).

// Production refuses to start without its settings (ops/production-settings.ts), all named at once, before
// anything is opened. SEED_DEMO (db/seed-demo.ts) decides whether the demo data is seeded, below.
const settingsProblems = startSettingsProblems(process.env);
if (settingsProblems.length > 0) {
  reportRefusedStart(settingsProblems);
  process.exit(1);
}

// Every line this process writes is one JSON object (LOG_FORMAT=pretty, set by npm run dev, for readable
// ones): its own, the modules' and libraries' console output, Node's warnings, an uncaught error. None
// carries a contact detail, a token or a query's values (logging/: safe-error.ts, redact.ts).
const log = await createLoggerFromEnv();
captureProcessOutput(log);

// The server's one clock, first: a CLOCK_START it cannot use stops the start before anything is opened.
let clock: Clock;
try {
  clock = clockFromEnv(process.env, { isProduction: process.env.NODE_ENV === 'production' });
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const clockStart = process.env[CLOCK_START_VARIABLE]?.trim();
if (clockStart)
  log.info({ clockStart }, `Horloge du serveur\u00a0: démarrée à ${clockStart} (${CLOCK_START_VARIABLE})`);

const port = Number(process.env.PORT || 8080);
const hostname = process.env.HOST || undefined;
const dataDir = process.env.DATA_DIR || './data';
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  log.fatal('DATABASE_URL must be a postgres:// URL (leave it empty to use the embedded PGlite).');
  process.exit(1);
}

// A first start creates and seeds the database, which takes several seconds: say so, or it looks stuck.
const isNewDataDir = !databaseUrl && dataDir !== 'memory://' && !existsSync(join(dataDir, 'PG_VERSION'));
// One process per PGlite data directory, held by a lock the kernel keeps (data-dir-owner.ts), taken before
// the database is opened: a second start on a live directory stops here and touches nothing.
let releaseDataDir = async () => {};
if (!databaseUrl && dataDir !== 'memory://') {
  try {
    releaseDataDir = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    log.fatal(
      { dataDir, pid: error.ownerPid },
      `${error.message} Arrêtez-le d'abord, ou passez par PostgreSQL (DATABASE_URL) pour plusieurs processus.`,
    );
    process.exit(1);
  }
}
if (isNewDataDir)
  log.info(
    `Creating the database in ${dataDir} (first start: migrations${isDemoSeedWanted(process.env) ? ', then the demo data' : ''})…`,
  );
else if (process.env.NODE_ENV !== 'test')
  log.info(databaseUrl ? 'Opening the PostgreSQL database…' : `Opening the database in ${dataDir}…`);
const stallTimeoutMs = Number(process.env.DATABASE_STALL_TIMEOUT_MS) || undefined;
const opened = await openDatabase({ dataDir, databaseUrl, stallTimeoutMs });
// PostgreSQL still starting, or out of reach a moment: tried again with backoff, logged, not a crash.
if (opened.kind === 'postgres') {
  try {
    await waitForDatabase(opened.db, {
      log,
      timeoutMs: Number(process.env.DATABASE_START_TIMEOUT_MS) || DATABASE_START_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof DatabaseNeverAnswered)) throw error;
    log.fatal({ attenteMs: error.waitedMs }, error.message);
    await opened.close().catch(() => {});
    process.exit(1);
  }
}
// MIGRATE_AT_START=0: the operator migrates apart (`npm run migrate`, README « Migrations »); a database behind
// this version then stops the start, since its queries would fail on missing tables and columns.
if (process.env.MIGRATE_AT_START === '0') {
  const [applied, known] = [await appliedMigrations(opened.db), knownMigrations()];
  if (schemaPosition(applied, known) === 'derriere') {
    log.fatal(
      { applied, known },
      `La base n'est pas à jour (${applied} migrations sur ${known})\u00a0: lancez npm run migrate avant de démarrer ce serveur (MIGRATE_AT_START=0).`,
    );
    await opened.close();
    process.exit(1);
  }
} else await migrateDatabase(opened);
// Under one advisory lock on PostgreSQL: processes starting together seed once (db/seed-at-start.ts).
const seeded = await seedAtStart(opened, { clock });
if (seeded.halls) log.info('Seeded the demo halls.');
if (seeded.players > 0) log.info('Seeded the demo players (see the server README).');
if (seeded.matches.matches > 0)
  log.info(`Seeded ${seeded.matches.matches} matches (see src/matches/README.md).`);
for (const [hall, key] of Object.entries(seeded.matches.devKeys))
  log.info({ hall }, `Development device key of ${hall} (every scope, X-Cle-Salle or Bearer): ${key}`);

const staticDir = existsSync(join(demoDistDir, 'index.html')) ? demoDistDir : undefined;
if (!staticDir) log.warn(`No built site in ${demoDistDir}: run npm run build:demo to serve it.`);

// The fault tests start this process to kill it inside a write: their hook, loaded only then.
const faultPoint =
  process.env.NODE_ENV === 'test' && process.env.FAULT_PAUSE_AT
    ? (await import('./test/faults/fault-pause.ts')).faultHookFromEnv(process.env)
    : undefined;

const lifecycle = createLifecycle();
const app = createApp({
  db: opened.db,
  clock,
  productKey: process.env.PRODUCT_KEY || undefined,
  staticDir,
  logger: log,
  metrics: createMetrics(opened.db, { clock }),
  lifecycle,
  faultPoint,
});
const where = opened.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${dataDir})`;
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  log.info({ port: info.port }, `Multisalle server on http://localhost:${info.port} with ${where}`);
}) as Server;
configureTimeouts(server, Number(process.env.KEEP_ALIVE_TIMEOUT_MS) || undefined);
const tracker = trackRequests(server);

// Shares of ended reservations are written and debited every minute (npm run settle does one run by hand).
const settlementIntervalMs = Number(process.env.SETTLEMENT_INTERVAL_MS ?? 60_000);
const stopSettlement =
  settlementIntervalMs > 0
    ? startSettlementTimer(opened.db, createCardProvider(opened.db, paymentsConfigFromEnv(), clock), {
        intervalMs: settlementIntervalMs,
        clock,
        faultPoint,
        log,
      })
    : () => {};

// Holds of freed places that ran out pass to the next in line, even if nobody opens the page.
const accountsConfig = accountsConfigFromEnv();
const stopWaitingLists = startWaitingListTimer(
  opened.db,
  { mailer: createMailer(opened.db, accountsConfig, clock), siteUrl: accountsConfig.siteUrl },
  { clock, log },
);

// Devices that speak MQTT: the halls' events on a broker and door codes answered, when MQTT_URL is set.
const mqttConfig = mqttConfigFromEnv(process.env);
const names = productNames(process.env.PRODUCT_KEY || undefined);
let mqttSigningKey: Promise<Uint8Array> | undefined;
const mqttBridge = mqttConfig
  ? await startMqttBridge(opened.db, {
      ...mqttConfig,
      root: mqttConfig.prefix ?? names.key,
      idField: names.idField,
      clock: hallClock(clock),
      log,
      signingKey: () => {
        mqttSigningKey ??= loadSigningKey(opened.db, accountsConfig).catch((error: unknown) => {
          mqttSigningKey = undefined;
          throw error;
        });
        return mqttSigningKey;
      },
    })
  : undefined;
if (mqttConfig)
  log.info(
    `MQTT: halls' events on ${mqttConfig.url.replace(/\/\/[^@/]*@/, '//')} (${mqttConfig.prefix ?? names.key}/<hall key>/...)`,
  );

// Notices and reminders: due jobs of the database, every NOTICES_INTERVAL_MS (30 s; 0 turns it off).
const noticesIntervalMs = Number(process.env.NOTICES_INTERVAL_MS ?? 30_000);
const stopNotices =
  noticesIntervalMs > 0
    ? startNoticeRunner(
        opened.db,
        createNoticeDeps(opened.db, accountsConfig, {
          productKey: process.env.PRODUCT_KEY || undefined,
          clock,
        }),
        { intervalMs: noticesIntervalMs, log },
      )
    : () => {};

// What the privacy policy promises to delete (old outbox rows, expired tokens and sessions...), once a day.
const retentionIntervalMs = Number(process.env.RETENTION_INTERVAL_MS ?? RETENTION_INTERVAL_MS);
const stopRetention =
  retentionIntervalMs > 0
    ? startRetentionJob(opened.db, {
        intervalMs: retentionIntervalMs,
        clock,
        log: (report) => {
          if (Object.values(report).some((count) => count > 0))
            log.info({ purged: report }, 'purge de rétention');
        },
        logger: log,
      })
    : () => {};

// A clean stop (ops/graceful-stop.ts): /readyz 503, listener closed, streams told `arret`, requests in flight
// finished within STOP_TIMEOUT_MS, database closed, exit 0. A second signal exits at once.
let isStopping = false;
function stop(signal: string): void {
  if (isStopping) {
    log.warn({ signal }, `${signal} received again, exiting now.`);
    process.exit(1);
  }
  isStopping = true;
  const deadlineMs = Number(process.env.STOP_TIMEOUT_MS) || STOP_TIMEOUT_MS;
  const graceMs = Number(process.env.STOP_GRACE_MS) || 0;
  log.info(
    { signal, inFlight: tracker.active(), deadlineMs },
    `${signal} received, stopping (in flight: ${tracker.active()}, deadline ${deadlineMs} ms).`,
  );
  // Should the database never close, the process still ends.
  setTimeout(() => process.exit(1), graceMs + deadlineMs + 10_000).unref();
  stopGracefully({
    server,
    tracker,
    lifecycle,
    deadlineMs,
    graceMs,
    stopTimers: () => {
      stopSettlement();
      stopWaitingLists();
      stopNotices();
      stopRetention();
    },
    // Live-slot and hall streams never end by themselves: each sends `arret` and ends (clients reconnect to
    // another process).
    endStreams: async () => {
      await mqttBridge?.stop();
      await Promise.all([closeHallStreams(opened.db), closeSlotBus(opened.db)]);
    },
    closeDatabase: () => opened.close(),
  }).then(
    (report) => {
      releaseDataDir();
      log.info(
        { drainMs: report.drainMs, inFlightAtStart: report.inFlightAtStart, cut: report.cut },
        `Stopped in ${report.drainMs} ms: ${report.inFlightAtStart} request(s) in flight at the signal, ${report.cut} cut at the deadline.`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      log.error({ err: error }, 'Error while stopping');
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
