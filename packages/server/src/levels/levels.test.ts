import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { levelMatches, playerLevels, sports } from '../db/schema.ts';
import { devHallIngestKey, ensureDevHallKeys } from '../matches/ingest-keys.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { readLevels } from './read-levels.ts';
import { recomputeLevels } from './recompute.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let padelId: number;

const DAY = 86_400_000;
// Every match starts after the previous one, so the ingest order is the play order the recompute uses.
let clock = Date.now() - 300 * DAY;
let reservationDay = 200;
let matchCounter = 0;

const ingest = (body: unknown) =>
  call(app, 'POST', '/api/v2/parties', { body, headers: { 'X-Cle-Salle': devHallIngestKey('padel-park') } });

/** A past padel reservation of these players, to record matches in. */
async function reservationOf(players: TestPlayer[]): Promise<string> {
  reservationDay += 1;
  const [organiser, ...others] = players as [TestPlayer, ...TestPlayer[]];
  const { reservationId } = await insertPastReservation(testDb.db, {
    hallKey: 'padel-park',
    sportLabel: 'PADEL',
    startsAt: new Date(Date.now() - reservationDay * DAY),
    minutes: 600,
    organiser: { userId: organiser.userId, contactId: organiser.contactId },
    others: others.map((p) => ({ userId: p.userId, contactId: p.contactId })),
  });
  return reservationId;
}

/** An ingest body: `winners` beat `losers` 6:2, 6:3 (or draw 6:6 with `isDraw`). */
function matchBody(reservationId: string, winners: TestPlayer[], losers: TestPlayer[], isDraw = false) {
  matchCounter += 1;
  clock += 3_600_000;
  return {
    sIdPartie: `levels-${matchCounter}`,
    idReservation: reservationId,
    dtDebut: new Date(clock).toISOString(),
    nDureeSecondes: 3600,
    equipes: [
      { sNom: 'Équipe 1', joueurs: winners.map((p) => ({ idContact: p.contactId })) },
      { sNom: 'Équipe 2', joueurs: losers.map((p) => ({ idContact: p.contactId })) },
    ],
    periodes: isDraw
      ? [{ nScoreEquipe1: 6, nScoreEquipe2: 6 }]
      : [
          { nScoreEquipe1: 6, nScoreEquipe2: 2 },
          { nScoreEquipe1: 6, nScoreEquipe2: 3 },
        ],
  };
}

const players = (count: number) => Promise.all(Array.from({ length: count }, () => createPlayer(testDb.db)));

async function levelRows() {
  return testDb.db
    .select({
      userId: playerLevels.userId,
      sportId: playerLevels.sportId,
      rating: playerLevels.rating,
      deviation: playerLevels.deviation,
      volatility: playerLevels.volatility,
      matchesCount: playerLevels.matchesCount,
      lastMatchId: playerLevels.lastMatchId,
    })
    .from(playerLevels)
    .orderBy(playerLevels.userId, playerLevels.sportId);
}

async function ratingOf(player: TestPlayer): Promise<number> {
  const [row] = await testDb.db
    .select({ rating: playerLevels.rating })
    .from(playerLevels)
    .where(and(eq(playerLevels.userId, player.userId), eq(playerLevels.sportId, padelId)));
  return row?.rating ?? Number.NaN;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  await ensureDevHallKeys(testDb.db);
  const [padel] = await testDb.db.select({ id: sports.id }).from(sports).where(eq(sports.label, 'PADEL'));
  padelId = padel?.id ?? 0;
});
afterAll(() => testDb.close());

describe('levels from the recorded matches', () => {
  it('gives the same levels when a season is ingested twice', async () => {
    const cast = await players(6);
    const reservationId = await reservationOf(cast);
    const [p1, p2, p3, p4, p5, p6] = cast as [
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
    ];
    const season = [
      matchBody(reservationId, [p1, p2], [p3, p4]),
      matchBody(reservationId, [p1, p3], [p5, p6]),
      matchBody(reservationId, [p5, p2], [p4, p6], true),
      matchBody(reservationId, [p6], [p1]),
      matchBody(reservationId, [p2, p3, p4], [p1, p5, p6]),
      matchBody(reservationId, [p4, p5], [p2, p3]),
    ];
    for (const body of season) expect((await ingest(body)).status).toBe(200);
    const once = await levelRows();
    const applied = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(levelMatches);
    for (const body of season) expect((await ingest(body)).status).toBe(200);
    expect(await levelRows()).toEqual(once);
    expect(await testDb.db.select({ n: sql<number>`count(*)::int` }).from(levelMatches)).toEqual(applied);
    expect(once.filter((row) => cast.some((p) => p.userId === row.userId))).toHaveLength(6);
    // Each player played four of the six matches: counted once each, never doubled by the replay.
    const counts = cast.map((p) => once.find((row) => row.userId === p.userId)?.matchesCount);
    expect(counts).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it('moves a player up more for two wins against stronger players than against weaker ones', async () => {
    const [strong1, strong2, weak1, weak2, fodder1, fodder2, climber, partner, other, otherPartner] =
      (await players(10)) as TestPlayer[] as [
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
        TestPlayer,
      ];
    const reservationId = await reservationOf([
      strong1,
      strong2,
      weak1,
      weak2,
      fodder1,
      fodder2,
      climber,
      partner,
      other,
      otherPartner,
    ]);
    for (let round = 0; round < 4; round += 1) {
      expect((await ingest(matchBody(reservationId, [strong1, strong2], [fodder1, fodder2]))).status).toBe(
        200,
      );
      expect((await ingest(matchBody(reservationId, [fodder1, fodder2], [weak1, weak2]))).status).toBe(200);
    }
    for (let round = 0; round < 2; round += 1) {
      expect((await ingest(matchBody(reservationId, [climber, partner], [strong1, strong2]))).status).toBe(
        200,
      );
      expect((await ingest(matchBody(reservationId, [other, otherPartner], [weak1, weak2]))).status).toBe(
        200,
      );
    }
    const [vsStrong, vsWeak] = [await ratingOf(climber), await ratingOf(other)];
    expect(vsWeak).toBeGreaterThan(1500);
    expect(vsStrong).toBeGreaterThan(vsWeak);
    const levels = await readLevels(testDb.db, [String(climber.userId), String(other.userId)], padelId);
    expect(levels.get(String(climber.userId))?.niveau).toBeGreaterThan(
      levels.get(String(other.userId))?.niveau ?? 7,
    );
  });

  it('shows « niveau provisoire » until the 5th recorded match (rule 5 matches)', async () => {
    const [newcomer, rival] = (await players(2)) as [TestPlayer, TestPlayer];
    const reservationId = await reservationOf([newcomer, rival]);
    const levelOfNewcomer = async () =>
      (await readLevels(testDb.db, [String(newcomer.userId)], padelId)).get(String(newcomer.userId));
    expect(await levelOfNewcomer()).toBeUndefined();
    for (let played = 1; played <= 5; played += 1) {
      await ingest(
        matchBody(reservationId, played % 2 ? [newcomer] : [rival], played % 2 ? [rival] : [newcomer]),
      );
      const level = await levelOfNewcomer();
      expect(level?.provisoire).toBe(played < 5);
      // Rule 1–7 scale: one decimal within 1 and 7.
      expect(level?.niveau).toBeGreaterThanOrEqual(1);
      expect(level?.niveau).toBeLessThanOrEqual(7);
      expect(Math.round((level?.niveau ?? 0) * 10) / 10).toBe(level?.niveau);
    }
  });

  it('replays the sport when a match arrives after a later match of its players (an offline tablet)', async () => {
    const [a, b, c] = (await players(3)) as [TestPlayer, TestPlayer, TestPlayer];
    const reservationId = await reservationOf([a, b, c]);
    const early = matchBody(reservationId, [a], [b]);
    const later = matchBody(reservationId, [b], [c]);
    const last = matchBody(reservationId, [c], [a]);
    for (const body of [later, last, early]) expect((await ingest(body)).status).toBe(200);
    const incremental = await levelRows();
    await recomputeLevels(testDb.db);
    expect(await levelRows()).toEqual(incremental);
  });

  it("counts each match once when the same players' matches arrive at the same time (PostgreSQL pool)", async () => {
    const [a, b, c, d] = (await players(4)) as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    const reservationId = await reservationOf([a, b, c, d]);
    const bodies = [
      matchBody(reservationId, [a, b], [c, d]),
      matchBody(reservationId, [a, c], [b, d]),
      matchBody(reservationId, [a, d], [b, c]),
    ];
    // Each match twice, all at once: the replays wait on the first recording and apply nothing.
    const answers = await Promise.all([...bodies, ...bodies].map((body) => ingest(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await levelRows();
    expect([a, b, c, d].map((p) => rows.find((row) => row.userId === p.userId)?.matchesCount)).toEqual([
      3, 3, 3, 3,
    ]);
  });

  it('recomputes over the whole history exactly what the ingest computed match by match', async () => {
    const incremental = await levelRows();
    expect(incremental.length).toBeGreaterThan(10);
    const report = await recomputeLevels(testDb.db);
    expect(report.levels).toBe(incremental.length);
    expect(await levelRows()).toEqual(incremental);
    // And again: the recompute is idempotent too.
    await recomputeLevels(testDb.db);
    expect(await levelRows()).toEqual(incremental);
  });
});

describe('readLevels', () => {
  it('answers only the players it knows, keyed by the ids given, and ignores ids that are not numbers', async () => {
    const [known, unknown] = (await players(2)) as [TestPlayer, TestPlayer];
    const reservationId = await reservationOf([known, unknown]);
    await ingest(matchBody(reservationId, [known], [unknown]));
    const levels = await readLevels(
      testDb.db,
      [String(known.userId), 'abc', '', '-1', '99999999999', String(unknown.userId)],
      padelId,
    );
    expect([...levels.keys()].sort()).toEqual([String(known.userId), String(unknown.userId)].sort());
    expect(levels.get(String(known.userId))).toEqual({
      niveau: expect.any(Number),
      provisoire: true,
      deviation: expect.any(Number),
    });
    expect((await readLevels(testDb.db, [String(known.userId)], padelId + 1000)).size).toBe(0);
    expect((await readLevels(testDb.db, [], padelId)).size).toBe(0);
  });

  it('leaves out a level its player hid in MON COMPTE when asked to respect it', async () => {
    const [shy, rival] = (await players(2)) as [TestPlayer, TestPlayer];
    const reservationId = await reservationOf([shy, rival]);
    await ingest(matchBody(reservationId, [shy], [rival]));
    expect((await call(app, 'GET', '/api/v2/user/niveau', { token: shy.token })).body).toEqual({
      niveauMasque: false,
    });
    const hide = await call(app, 'PUT', '/api/v2/user/niveau', {
      token: shy.token,
      body: { niveauMasque: true },
    });
    expect(hide).toEqual({ status: 200, body: { niveauMasque: true } });
    expect((await call(app, 'GET', '/api/v2/user/niveau', { token: shy.token })).body).toEqual({
      niveauMasque: true,
    });
    const ids = [String(shy.userId), String(rival.userId)];
    const shown = await readLevels(testDb.db, ids, padelId, { respectHidden: true });
    expect(shown.has(String(shy.userId))).toBe(false);
    expect(shown.has(String(rival.userId))).toBe(true);
    expect((await readLevels(testDb.db, ids, padelId)).has(String(shy.userId))).toBe(true);

    // The statistics: the player still sees their own level; a rival's ranking does not show it.
    const own = await call(app, 'GET', `/api/v2/stats/performances?idContact=${shy.contactId}`, {
      token: shy.token,
    });
    const padel = own.body.parSport.find((line: { idSport: number }) => line.idSport === padelId);
    expect(padel).toMatchObject({ niveau: expect.any(Number), niveauProvisoire: true });
    const ranking = await call(
      app,
      'GET',
      `/api/v2/stats/classements?idContact=${rival.contactId}&idSport=${padelId}`,
      {
        token: rival.token,
      },
    );
    const lineOf = (player: TestPlayer) =>
      ranking.body.classement.find((line: { idContact: number }) => line.idContact === player.contactId);
    expect(lineOf(shy)).toMatchObject({ niveau: null, niveauProvisoire: false });
    expect(lineOf(rival)).toMatchObject({ niveau: expect.any(Number), niveauProvisoire: true });

    await call(app, 'PUT', '/api/v2/user/niveau', { token: shy.token, body: { niveauMasque: false } });
    expect((await readLevels(testDb.db, ids, padelId, { respectHidden: true })).has(String(shy.userId))).toBe(
      true,
    );
  });
});

describe('bad input', () => {
  it("answers the level setting's bad bodies with a French 422 or 401, never a 500", async () => {
    const [player] = (await players(1)) as [TestPlayer];
    const bad = await call(app, 'PUT', '/api/v2/user/niveau', {
      token: player.token,
      body: { niveauMasque: 'oui' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('niveauMasque doit valoir true ou false.');
    expect((await call(app, 'PUT', '/api/v2/user/niveau', { token: player.token, body: {} })).status).toBe(
      422,
    );
    expect((await call(app, 'PUT', '/api/v2/user/niveau', { token: player.token, body: [1] })).status).toBe(
      422,
    );
    const broken = await app.request('/api/v2/user/niveau', {
      method: 'PUT',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: '{"niveauMasque":',
    });
    expect(broken.status).toBeLessThan(500);
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect((await call(app, 'PUT', '/api/v2/user/niveau', { body: { niveauMasque: true } })).status).toBe(
      401,
    );
    expect((await call(app, 'GET', '/api/v2/user/niveau')).status).toBe(401);
  });

  it('keeps the levels unchanged when an ingest is refused', async () => {
    const before = await levelRows();
    const [a, b] = (await players(2)) as [TestPlayer, TestPlayer];
    const reservationId = await reservationOf([a, b]);
    const body = matchBody(reservationId, [a], [b]);
    const refused = [
      { ...body, periodes: [] },
      { ...body, equipes: [body.equipes[0], body.equipes[0]] },
      { ...body, idReservation: 'pas-un-uuid' },
      { ...body, dtDebut: 'hier' },
    ];
    for (const wrong of refused) {
      const answer = await ingest(wrong);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await levelRows()).toEqual(before);
  });
});
