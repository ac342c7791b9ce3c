// `npm run load`: LOAD_PLAYERS (200) simulated players for LOAD_SECONDS (60) against LOAD_BASE_URL, or, by
// default, against a cluster of CLUSTER_PROCESSES (2) server processes that it starts on a fresh PostgreSQL
// database (made beside DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped at
// the end unless LOAD_KEEP_DATABASE=1). With LOAD_BASE_URL, DATABASE_URL must be that server's database:
// the row checks read it. The server must not run in production (the players read the dev outbox).
// Prints what was asked and answered, then checks the rows; exits 1 if a check fails.
// Also importable: `const report = await runLoad({ baseUrl, databaseUrl, players: 40, seconds: 10 })`.

import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createPostgresDatabase } from '../packages/server/src/test/test-db.ts';
import { startCluster } from './cluster.ts';
import { checkRows, type RowCheck, type RowFigures } from './load-checks.ts';
import { LoadStats, PlayerClient } from './load-http.ts';
import {
  type LedgerAnswer,
  newPlayer,
  onboard,
  type Player,
  play,
  saveCard,
  type Targets,
  type World,
} from './load-player.ts';

/** Options of {@link runLoad}. */
export interface LoadOptions {
  /** The API's origin (the cluster's proxy). */
  baseUrl: string;
  /** The server's PostgreSQL database, for the row checks. */
  databaseUrl: string;
  /** @default 200 */
  players?: number;
  /** How long the players play once all of them are ready. @default 60 */
  seconds?: number;
  /** How many players sign up at the same time (the dev outbox lists only its 200 newest entries). @default 25 */
  signupConcurrency?: number;
  /** Up to this many ms between two rounds of one player. @default 300 */
  thinkMs?: number;
  /** Progress lines. @default console.log */
  log?: (line: string) => void;
  /**
   * Runs while the players play (a rolling restart of the processes, say); the settlement and the row
   * checks wait for it.
   */
  duringPlay?: () => Promise<void>;
}

/** What a run did and found. */
export interface LoadReport {
  players: number;
  ready: number;
  onboardingErrors: string[];
  onboardingSeconds: number;
  playSeconds: number;
  stats: LoadStats;
  counts: Map<string, number>;
  live: { streams: number; events: number };
  settlement: {
    runs: number;
    shares: number;
    debits: Record<string, number>;
    regenerated: Record<string, number>;
  };
  checks: RowCheck[];
  figures: RowFigures;
  /** All checks passed, no 5xx, no request without an answer. */
  ok: boolean;
}

async function findTargets(baseUrl: string): Promise<Targets> {
  const response = await fetch(`${baseUrl}/api/v2/multisalle`);
  if (!response.ok) throw new Error(`hall list: ${response.status}`);
  const { multisalleListe: halls } = (await response.json()) as {
    multisalleListe: { idMultisalle: number; cle: string; sports: { idSport: number; libelle: string }[] }[];
  };
  const hall = (key: string) => {
    const found = halls.find((candidate) => candidate.cle === key);
    if (!found) throw new Error(`no hall ${key}: the load needs the seeded halls`);
    return found;
  };
  const sport = (of: ReturnType<typeof hall>, label: string) => {
    const found = of.sports.find((candidate) => candidate.libelle === label);
    if (!found) throw new Error(`no sport ${label} at ${of.cle}`);
    return found.idSport;
  };
  const padel = hall('padel-park');
  const floor = hall('multisalle-chateauroux');
  return {
    padelHallId: padel.idMultisalle,
    padelSportId: sport(padel, 'PADEL'),
    floorHallId: floor.idMultisalle,
    foot5SportId: sport(floor, 'FOOT5'),
    badmintonSportId: sport(floor, 'BADMINTON'),
  };
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Planning streams opened through the proxy, as open planning pages would; counts the events received. */
function watchPlannings(baseUrl: string, hallIds: number[], streams: number) {
  const controller = new AbortController();
  const live = { streams: 0, events: 0 };
  const done = Array.from({ length: streams }, async (_, i) => {
    try {
      const response = await fetch(
        `${baseUrl}/api/v2/creneaux/multisalle/${hallIds[i % hallIds.length]}/flux`,
        {
          signal: controller.signal,
          headers: { 'x-forwarded-for': `10.255.0.${i}` },
        },
      );
      if (!response.body) return;
      live.streams += 1;
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        live.events += (
          decoder.decode(chunk as Uint8Array, { stream: true }).match(/^event: creneaux$/gm) ?? []
        ).length;
      }
    } catch {
      // Aborted at the end of the run.
    }
  });
  return {
    live,
    stop: async () => {
      controller.abort();
      await Promise.all(done);
    },
  };
}

/**
 * After the games: the settlement of every reservation, as of a month later, asked of every process at
 * once (`POST /dev/reglement` four times through the proxy); then the players whose card was refused save
 * a good one and ask for a new order of each share to rectify, twice at once (a double click).
 */
async function settle(world: World, players: Player[]): Promise<LoadReport['settlement']> {
  const settler = new PlayerClient(world.baseUrl, world.stats, '10.254.0.1');
  const maintenant = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const runs = await Promise.all(
    Array.from({ length: 4 }, () =>
      settler.call('POST /dev/reglement', 'POST', '/dev/reglement', { body: { maintenant } }),
    ),
  );
  const debits: Record<string, number> = {};
  let shares = 0;
  for (const run of runs) {
    shares += run.body?.parts ?? 0;
    for (const debit of (run.body?.debits ?? []) as { statut: string }[]) {
      debits[debit.statut] = (debits[debit.statut] ?? 0) + 1;
    }
  }
  const regenerated: Record<string, number> = {};
  await pool(
    players.filter((player) => player.card === 'refused'),
    20,
    async (player) => {
      const { client, token, userId } = player;
      if (!(await saveCard(player, 'accepted'))) return;
      const list = await client.call(
        'GET /user/payment/liste',
        'GET',
        `/api/v2/user/${userId}/payment/liste?type=rectify`,
        { token },
      );
      for (const share of (list.body?.paiements ?? []) as { id: number }[]) {
        const twice = await Promise.all(
          [0, 1].map(() =>
            client.call('POST /contentieux/generer-ordre', 'POST', '/api/v2/contentieux/generer-ordre', {
              token,
              body: { paiementId: share.id },
            }),
          ),
        );
        for (const answer of twice) {
          const key = answer.status === 200 ? `200 ${answer.body?.statut}` : String(answer.status);
          regenerated[key] = (regenerated[key] ?? 0) + 1;
        }
      }
    },
  );
  return { runs: runs.filter((run) => run.status === 200).length, shares, debits, regenerated };
}

/**
 * Signs up `players` players (at most `signupConcurrency` at once), has all of them play together for
 * `seconds`, settles, then checks the rows in PostgreSQL.
 *
 * @example
 * ```ts
 * const report = await runLoad({ baseUrl: cluster.url, databaseUrl, players: 40, seconds: 10 });
 * printReport(report);
 * ```
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { baseUrl, databaseUrl, players: size = 200, seconds = 60, log = console.log } = options;
  const stats = new LoadStats();
  const world: World = {
    baseUrl,
    stats,
    targets: await findTargets(baseUrl),
    deadline: Number.POSITIVE_INFINITY,
    board: [],
    ledger: new Map<string, LedgerAnswer>(),
    counts: new Map(),
    thinkMs: options.thinkMs ?? 300,
  };
  const run = randomBytes(3).toString('hex').slice(0, 4);
  const players = Array.from({ length: size }, (_, index) => newPlayer(world, run, index));

  log(`Load: ${size} players sign up (${options.signupConcurrency ?? 25} at a time) on ${baseUrl}...`);
  const onboardingStarted = Date.now();
  const onboardingErrors: string[] = [];
  const ready: Player[] = [];
  await pool(players, options.signupConcurrency ?? 25, async (player) => {
    try {
      await onboard(world, player);
      ready.push(player);
    } catch (error) {
      onboardingErrors.push(`player ${player.index}: ${(error as Error).message}`);
    }
  });
  const onboardingSeconds = (Date.now() - onboardingStarted) / 1000;

  log(
    `Load: ${ready.length} players ready in ${onboardingSeconds.toFixed(1)} s; they play for ${seconds} s...`,
  );
  const watchers = watchPlannings(baseUrl, [world.targets.padelHallId, world.targets.floorHallId], 10);
  const playStarted = Date.now();
  world.deadline = playStarted + seconds * 1000;
  await Promise.all([...ready.map((player) => play(world, player)), options.duringPlay?.()]);
  const playSeconds = (Date.now() - playStarted) / 1000;
  // Late events of the last changes reach the streams.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await watchers.stop();

  log('Load: settling every reservation on every process at once...');
  const settlement = await settle(world, ready);
  const { checks, figures } = await checkRows(databaseUrl, world.ledger);
  const failures = stats.failureCount;
  checks.push({
    name: 'zero 5xx and no request left without an answer',
    ok: failures === 0,
    detail: `${failures} of ${stats.requests} requests`,
  });
  checks.push({
    name: 'every player got ready through the real calls',
    ok: onboardingErrors.length === 0,
    detail: `${ready.length} of ${size}`,
  });
  return {
    players: size,
    ready: ready.length,
    onboardingErrors,
    onboardingSeconds,
    playSeconds,
    stats,
    counts: world.counts,
    live: watchers.live,
    settlement,
    checks,
    figures,
    ok: checks.every((check) => check.ok),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** The report as text: requests by class and route, refusals by message, the rows and the checks. */
export function formatReport(report: LoadReport): string {
  const { stats } = report;
  const lines: string[] = [];
  const rate = stats.requests / Math.max(1, report.onboardingSeconds + report.playSeconds);
  lines.push(
    `Players: ${report.ready} of ${report.players} ready in ${report.onboardingSeconds.toFixed(1)} s, ` +
      `then played ${report.playSeconds.toFixed(1)} s.`,
  );
  lines.push(`Requests: ${stats.requests} (${rate.toFixed(0)}/s on average)`);
  lines.push(`  by class: ${[...stats.byClass].map(([name, n]) => `${name} ${n}`).join(', ')}`);
  lines.push('  by route (count, statuses, p50 / p95 ms):');
  for (const [route, entry] of [...stats.byRoute].sort((a, b) => b[1].count - a[1].count)) {
    const sorted = [...entry.ms].sort((a, b) => a - b);
    const statuses = [...entry.statuses].map(([status, n]) => `${status}:${n}`).join(' ');
    lines.push(
      `    ${route.padEnd(44)} ${String(entry.count).padStart(6)}  ${statuses.padEnd(28)} ` +
        `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)}`,
    );
  }
  const refusals = [...stats.refusals].sort((a, b) => b[1] - a[1]);
  const conflicts = refusals.filter(([key]) => /^(409|410|422) /.test(key));
  const conflictTotal = conflicts.reduce((sum, [, n]) => sum + n, 0);
  lines.push(`Conflicts refused (409, 410, 422): ${conflictTotal}, by message:`);
  for (const [message, n] of conflicts) lines.push(`  ${String(n).padStart(6)}  ${message}`);
  const others = refusals.filter(([key]) => !/^(409|410|422) /.test(key));
  if (others.length > 0) {
    lines.push('Other 4xx:');
    for (const [message, n] of others) lines.push(`  ${String(n).padStart(6)}  ${message}`);
  }
  lines.push(`What the players did: ${[...report.counts].map(([what, n]) => `${what} ${n}`).join(', ')}`);
  lines.push(
    `Live planning streams through the proxy: ${report.live.streams}, events received ${report.live.events}`,
  );
  const { settlement } = report;
  lines.push(
    `Settlement (4 runs at once): ${settlement.runs} answered, ${settlement.shares} shares written, debits ` +
      `${JSON.stringify(settlement.debits)}; rectify orders asked twice at once: ${JSON.stringify(settlement.regenerated)}`,
  );
  const { figures } = report;
  lines.push(
    `Rows: ${figures.reservations} reservations (${figures.cancelledReservations} cancelled), ` +
      `${figures.participantsAccepted} accepted participants, ${figures.sessionsPlacesBooked} session places, ` +
      `shares ${JSON.stringify(figures.shares)}, ${figures.sharesDebitedPaid} paid debits at the provider`,
  );
  if (stats.failures.length > 0) {
    lines.push('5xx and requests without an answer (first ones):');
    for (const failure of stats.failures) lines.push(`  ${failure.status} ${failure.route}: ${failure.text}`);
  }
  if (report.onboardingErrors.length > 0) {
    lines.push('Players who could not get ready (first ones):');
    for (const error of report.onboardingErrors.slice(0, 10)) lines.push(`  ${error}`);
  }
  lines.push('Checks on the rows:');
  for (const check of report.checks)
    lines.push(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  lines.push(report.ok ? 'All checks passed.' : 'Some checks FAILED.');
  return lines.join('\n');
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const players = Number(process.env.LOAD_PLAYERS || 200);
  const seconds = Number(process.env.LOAD_SECONDS || 60);
  const baseUrl = process.env.LOAD_BASE_URL?.replace(/\/+$/, '');
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  let report: LoadReport | undefined;
  if (baseUrl) {
    if (!process.env.DATABASE_URL) {
      console.error(
        "With LOAD_BASE_URL, set DATABASE_URL to that server's database: the row checks read it.",
      );
      process.exit(2);
    }
    report = await runLoad({ baseUrl, databaseUrl, players, seconds });
  } else {
    const database = await createPostgresDatabase(databaseUrl, 'multisalle_load');
    const serverErrors: string[] = [];
    const processes = Number(process.env.CLUSTER_PROCESSES || 2);
    console.log(`Starting ${processes} server processes on ${database.url}...`);
    const cluster = await startCluster({
      databaseUrl: database.url,
      processes,
      env: { NODE_ENV: 'test' },
      log: (line) => {
        if (/error|exited \((?!code 0)/i.test(line)) serverErrors.push(line);
      },
    });
    try {
      report = await runLoad({ baseUrl: cluster.url, databaseUrl: database.url, players, seconds });
    } finally {
      await cluster.stop();
      if (process.env.LOAD_KEEP_DATABASE === '1') console.log(`Database kept: ${database.url}`);
      else await database.drop();
    }
    if (serverErrors.length > 0) {
      console.log(`Server error lines (${serverErrors.length}, first ones):`);
      for (const line of serverErrors.slice(0, 10)) console.log(`  ${line}`);
    }
  }
  console.log(formatReport(report));
  process.exit(report.ok ? 0 : 1);
}
