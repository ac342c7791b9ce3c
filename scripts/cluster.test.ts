// Two real server processes on one fresh PostgreSQL database behind scripts/cluster.ts's front (nginx with
// the README's configuration when installed, as in CI): they start together safely, share sessions, never
// book one slot twice, carry live slot changes to each other, and hold up under a short load run, during
// which one of them is restarted, whose rows are then checked (scripts/load.ts); and the commands
// `npm run cluster` and `npm run load` themselves serve, load, check and stop. Needs TEST_DATABASE_URL.

import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../packages/server/src/live/sse-test-reader.ts';
import { freePort } from '../packages/server/src/test/free-port.ts';
import { createPostgresDatabase } from '../packages/server/src/test/test-db.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { formatReport, runLoad } from './load.ts';
import { LoadStats, PlayerClient } from './load-http.ts';
import { newPlayer, onboard, type Player, parisDate, type World } from './load-player.ts';
import { findNginx } from './nginx-front.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A process's log line as read: `[2] {"msg":"Stopped in…",…}` becomes `[2] Stopped in…` (other lines as they are). */
function said(line: string): string {
  const [, prefix, json] = /^(\[\d+\]) (\{.*\})$/.exec(line) ?? [];
  if (!json) return line;
  try {
    return `${prefix} ${(JSON.parse(json) as { msg?: string }).msg ?? ''}`;
  } catch {
    return line;
  }
}

describe.skipIf(adminUrl)('several server processes (needs PostgreSQL)', () => {
  it.skip('skipped: set TEST_DATABASE_URL=postgres://... (a server where a throw-away database can be made)', () => {});
});

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database, behind the proxy', () => {
  let cluster: Cluster;
  let database: { url: string; drop: () => Promise<void> };
  const output: string[] = [];
  let world: World;

  /** A player made ready (sign-up, activation, phone, conventions, card) through process 1. */
  async function readyPlayer(index: number): Promise<Player> {
    const player = newPlayer(world, 'tst', index);
    await onboard(world, player);
    return player;
  }
  /** The same player's calls sent to process `index` directly, bypassing the proxy. */
  const through = (index: number, player: Player) =>
    new PlayerClient(cluster.processes[index]?.url ?? '', world.stats, `10.200.0.${player.index}`);

  async function freePadelSlot(daysAhead: number) {
    const { padelHallId, padelSportId } = world.targets;
    const response = await fetch(
      `${cluster.url}/api/v2/creneaux/multisalle/${padelHallId}/debut/${parisDate(daysAhead)}/duree/1?activite=${padelSportId}`,
    );
    const { creneaux } = (await response.json()) as {
      creneaux: { nIdCreneau: number; nIdZone: number; sStatut: string }[];
    };
    const slot = creneaux.filter((candidate) => candidate.sStatut === 'disponible').at(-1);
    if (!slot) throw new Error('no free padel slot');
    return { nIdSport: padelSportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone };
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '', 'multisalle_load');
    // Both processes start at the same instant on the empty database: both migrate and seed.
    cluster = await startCluster({
      databaseUrl: database.url,
      processes: 2,
      env: { NODE_ENV: 'test' },
      log: (line) => output.push(line),
    });
    const first = cluster.processes[0]?.url ?? '';
    world = {
      baseUrl: first,
      stats: new LoadStats(),
      targets: {
        padelHallId: 0,
        padelSportId: 0,
        floorHallId: 0,
        foot5SportId: 0,
        badmintonSportId: 0,
      },
      deadline: 0,
      board: [],
      ledger: new Map(),
      counts: new Map(),
      thinkMs: 0,
    };
    const halls = (await (await fetch(`${first}/api/v2/multisalle`)).json()) as {
      multisalleListe: {
        idMultisalle: number;
        cle: string;
        sports: { idSport: number; libelle: string }[];
      }[];
    };
    const hall = (key: string) => halls.multisalleListe.find((candidate) => candidate.cle === key);
    const sport = (key: string, label: string) =>
      hall(key)?.sports.find((candidate) => candidate.libelle === label)?.idSport ?? 0;
    world.targets = {
      padelHallId: hall('padel-park')?.idMultisalle ?? 0,
      padelSportId: sport('padel-park', 'PADEL'),
      floorHallId: hall('multisalle-chateauroux')?.idMultisalle ?? 0,
      foot5SportId: sport('multisalle-chateauroux', 'FOOT5'),
      badmintonSportId: sport('multisalle-chateauroux', 'BADMINTON'),
    };
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  it('starts both processes at once on the empty database: migrated once, seeded once, both answering', async () => {
    expect(cluster.processes.map((member) => member.healthy)).toEqual([true, true]);
    // One process seeded; the other waited on the advisory locks and found the work done.
    expect(output.filter((line) => said(line).endsWith('Seeded the demo halls.'))).toHaveLength(1);
    expect(
      output.filter((line) => said(line).endsWith('Seeded the demo players (see the server README).')),
    ).toHaveLength(1);
    expect(output.filter((line) => /error/i.test(line))).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const one = async (sql: string) => (await client.query(sql)).rows[0]?.n;
      expect(await one('select count(*)::int as n from halls')).toBe(4);
      expect(await one('select count(*)::int as n from users')).toBe(3);
      expect(
        await one(
          'select count(*)::int as n from (select hash from drizzle.__drizzle_migrations group by hash having count(*) > 1) twice',
        ),
      ).toBe(0);
      const matches = await one('select count(*)::int as n from matches');
      const announced = output.find((line) => /Seeded \d+ matches/.test(line));
      expect(announced).toContain(`Seeded ${matches} matches`);
    } finally {
      await client.end();
    }
  });

  it('accepts through process 2 a session opened through process 1, and a logout there ends it on 1', async () => {
    const player = await readyPlayer(1);
    const onSecond = through(1, player);
    const onFirst = through(0, player);
    const cart = await onSecond.call('GET /panier', 'GET', '/api/v2/panier', { token: player.token });
    expect(cart.status).toBe(200);
    const reservations = await onSecond.call(
      'GET /user/liste_reservations',
      'GET',
      `/api/v2/user/${player.userId}/liste_reservations`,
      { token: player.token },
    );
    expect(reservations.status).toBe(200);
    expect(
      (await onSecond.call('POST /logout', 'POST', '/api/v2/logout', { token: player.token })).status,
    ).toBe(204);
    expect((await onFirst.call('GET /panier', 'GET', '/api/v2/panier', { token: player.token })).status).toBe(
      401,
    );
  }, 60_000);

  it('refuses through one process a slot held, then booked, through the other', async () => {
    const [first, second] = [await readyPlayer(2), await readyPlayer(3)];
    const slot = await freePadelSlot(3);
    const held = await through(0, first).call('POST /panier/ajout', 'POST', '/api/v2/panier/ajout', {
      token: first.token,
      body: slot,
    });
    expect(held.status).toBe(200);
    const refused = await through(1, second).call('POST /panier/ajout', 'POST', '/api/v2/panier/ajout', {
      token: second.token,
      body: slot,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.sCodeErreur).toBe('CRENEAU-006');

    const booked = await through(0, first).call('POST /panier/valide', 'POST', '/api/v2/panier/valide', {
      token: first.token,
      body: { partagePaiement: false },
    });
    expect(booked.status).toBe(200);
    const again = await through(1, second).call('POST /panier/ajout', 'POST', '/api/v2/panier/ajout', {
      token: second.token,
      body: slot,
    });
    expect(again.status).toBe(409);
    expect(again.body.sCodeErreur).toBe('CRENEAU-006');
  }, 60_000);

  it('brings a change made through process 1 to a planning stream of process 2, and through the proxy', async () => {
    const hallId = world.targets.padelHallId;
    const direct = readSse(
      await fetch(`${cluster.processes[1]?.url}/api/v2/creneaux/multisalle/${hallId}/flux`),
    );
    const proxied = readSse(await fetch(`${cluster.url}/api/v2/creneaux/multisalle/${hallId}/flux`));
    await Promise.all([direct.opened, proxied.opened]);
    const player = await readyPlayer(4);
    const held = await through(0, player).call('POST /panier/ajout', 'POST', '/api/v2/panier/ajout', {
      token: player.token,
      body: await freePadelSlot(4),
    });
    expect(held.status).toBe(200);
    for (const stream of [direct, proxied]) {
      const event = await stream.next(10_000);
      expect(event.event).toBe('creneaux');
      expect(JSON.parse(event.data).idMultisalle).toBe(hallId);
    }
    await Promise.all([direct.close(), proxied.close()]);
  }, 60_000);

  it("takes a 5 MiB avatar through the proxy (the README's client_max_body_size), not the proxy's own 413", async () => {
    const player = await readyPlayer(5);
    // A PNG by its first bytes (the server reads the type there), 5 MiB in all: the spec's largest avatar.
    const image = new Uint8Array(5 * 1024 * 1024);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('avatar', new Blob([image], { type: 'image/png' }), 'avatar.png');
    const answer = await fetch(`${cluster.url}/api/v2/user/avatar`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${player.token}` },
      body: form,
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { avatarUrl: string }).avatarUrl).toMatch(/avatar/);
  });

  it('keeps the rows right under a short load of 40 players while process 2 restarts, with no failed request', async () => {
    // CI installs nginx: the load goes through the README's configuration, as production would.
    if (findNginx()) expect(cluster.proxy).toBe('nginx');
    let stoppedWith: number | null | undefined;
    const report = await runLoad({
      baseUrl: cluster.url,
      databaseUrl: database.url,
      players: 40,
      seconds: 10,
      log: () => {},
      // A rolling restart's step in the middle of the games: SIGTERM, clean exit, started again.
      duringPlay: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        stoppedWith = await cluster.restart(1);
      },
    });
    console.log(
      `Load of 40 players for 10 s on 2 processes (${cluster.proxy}), process 2 restarted:\n${formatReport(report)}`,
    );
    expect(stoppedWith).toBe(0);
    expect(output.some((line) => said(line).startsWith('[2] Stopped in'))).toBe(true);
    // No 5xx, no request left without an answer (the check counts both), and every row right.
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.stats.failureCount).toBe(0);
    expect(report.ready).toBe(40);
    expect(cluster.processes[1]?.healthy).toBe(true);
  }, 300_000);
});

/** Runs `npm run load` (the README's command) against a server already running; resolves with its output. */
function runLoadCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const command = spawn('npm', ['run', '-s', 'load'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  command.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  command.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => command.once('exit', (code) => resolve({ code, output })));
}

describe.skipIf(!adminUrl)('npm run cluster and npm run load, the commands', () => {
  it('serves the site through its proxy on PORT, takes a short npm run load with its row checks, then stops every process on SIGTERM', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '', 'multisalle_load');
    const port = await freePort();
    const command = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'scripts/cluster.ts'],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    command.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => command.once('exit', resolve));
    try {
      await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain('Multisalle cluster on');
      const halls = await fetch(`http://127.0.0.1:${port}/api/v2/multisalle`);
      expect(halls.status).toBe(200);
      // The load itself (with a restart) is proven above; here the command: its options, report and exit.
      const load = await runLoadCommand({
        LOAD_BASE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
        LOAD_PLAYERS: '5',
        LOAD_SECONDS: '2',
      });
      expect(load.output).toContain('All checks passed.');
      expect(load.code).toBe(0);
      command.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received, stopping the cluster.');
    } finally {
      if (command.exitCode === null) command.kill('SIGKILL');
      await database.drop();
    }
  }, 180_000);
});
