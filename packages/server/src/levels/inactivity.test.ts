import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { playerLevels, sports } from '../db/schema.ts';
import { devHallIngestKey, ensureDevHallKeys } from '../matches/ingest-keys.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { grownDeviation, INACTIVITY_PERIOD_DAYS, inactivityPeriods } from './inactivity.ts';
import { readLevels } from './read-levels.ts';
import { recomputeLevels } from './recompute.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

describe('the deviation grows with inactivity (Glicko-2 step 6)', () => {
  it('counts one rating period per whole week (7 days) without a match', () => {
    expect(INACTIVITY_PERIOD_DAYS).toBe(7);
    const last = new Date('2026-01-01T18:00:00Z');
    expect(inactivityPeriods(last, new Date(last.getTime() + 6 * DAY))).toBe(0);
    expect(inactivityPeriods(last, new Date(last.getTime() + 7 * DAY))).toBe(1);
    expect(inactivityPeriods(last, new Date(last.getTime() + 15 * DAY))).toBe(2);
    expect(inactivityPeriods(null, new Date())).toBe(0);
    expect(inactivityPeriods(last, new Date(last.getTime() - DAY))).toBe(0);
  });

  it('grows φ² by σ² per period, never past the starting 350', () => {
    const settled = { rating: 1500, deviation: 50, volatility: 0.06 };
    expect(grownDeviation(settled, 0)).toBe(50);
    // φ = 50 / 173.7178; √(φ² + 0.06²) × 173.7178 ≈ 51.07 after one week.
    expect(grownDeviation(settled, 1)).toBeCloseTo(51.07, 2);
    // A year (52 weeks): √(0.0828 + 52 × 0.0036) × 173.7178 ≈ 90.27.
    expect(grownDeviation(settled, 52)).toBeCloseTo(90.27, 2);
    expect(grownDeviation(settled, 10_000)).toBe(350);
  });
});

describe('inactivity on recorded matches', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let padelId: number;
  let counter = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createApp({ db: testDb.db });
    await ensureDevHallKeys(testDb.db);
    const [padel] = await testDb.db.select({ id: sports.id }).from(sports).where(eq(sports.label, 'PADEL'));
    padelId = padel?.id ?? 0;
  });
  afterAll(() => testDb.close());

  const ingest = (body: unknown) =>
    call(app, 'POST', '/api/v2/parties', {
      body,
      headers: { 'X-Cle-Salle': devHallIngestKey('padel-park') },
    });

  /** `winner` beats `loser` 6:2 at `at`, in a past padel reservation of both. */
  async function win(winner: TestPlayer, loser: TestPlayer, at: Date) {
    counter += 1;
    const { reservationId } = await insertPastReservation(testDb.db, {
      hallKey: 'padel-park',
      sportLabel: 'PADEL',
      startsAt: new Date(at.getTime() - 10 * 60_000),
      minutes: 120,
      organiser: { userId: winner.userId, contactId: winner.contactId },
      others: [{ userId: loser.userId, contactId: loser.contactId }],
    });
    const answer = await ingest({
      sIdPartie: `inactivity-${counter}`,
      idReservation: reservationId,
      dtDebut: at.toISOString(),
      nDureeSecondes: 3600,
      equipes: [
        { sNom: 'Équipe 1', joueurs: [{ idContact: winner.contactId }] },
        { sNom: 'Équipe 2', joueurs: [{ idContact: loser.contactId }] },
      ],
      periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 2 }],
    });
    expect(answer.status).toBe(200);
  }

  const levelOf = async (player: TestPlayer) => {
    const [row] = await testDb.db
      .select()
      .from(playerLevels)
      .where(and(eq(playerLevels.userId, player.userId), eq(playerLevels.sportId, padelId)));
    if (!row) throw new Error('no level');
    return row;
  };

  it('a player back after 20 weeks moves more from the same win, reads a wider deviation, and npm run levels agrees', async () => {
    const [steady, returning, sparring1, sparring2] = [
      await createPlayer(testDb.db),
      await createPlayer(testDb.db),
      await createPlayer(testDb.db),
      await createPlayer(testDb.db),
    ] as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    const start = Date.now() - 60 * WEEK;
    // The same history, a match a day for 8 days, each against their own sparring partner.
    for (let day = 0; day < 8; day += 1) {
      await win(steady, sparring1, new Date(start + day * DAY));
      await win(returning, sparring2, new Date(start + day * DAY + 3_600_000));
    }
    // Both lose once, the next day; then `steady` wins the day after, `returning` only 20 weeks later.
    await win(sparring1, steady, new Date(start + 8 * DAY));
    await win(sparring2, returning, new Date(start + 8 * DAY + 3_600_000));
    const [before1, before2] = [await levelOf(steady), await levelOf(returning)];
    expect(before1.rating).toBeCloseTo(before2.rating, 6);
    expect(before1.deviation).toBeCloseTo(before2.deviation, 6);

    // Read 20 weeks after the last match: the stored deviation has grown by 20 periods.
    const lastAt = before2.lastMatchAt as Date;
    const later = new Date(lastAt.getTime() + 20 * WEEK + DAY);
    const read = await readLevels(testDb.db, [String(returning.userId)], padelId, { now: later });
    expect(read.get(String(returning.userId))?.deviation).toBeCloseTo(grownDeviation(before2, 20), 6);
    expect(read.get(String(returning.userId))?.deviation).toBeGreaterThan(before2.deviation);

    await win(steady, sparring1, new Date(start + 9 * DAY));
    await win(returning, sparring2, new Date(later.getTime()));
    const [after1, after2] = [await levelOf(steady), await levelOf(returning)];
    expect(after2.rating - before2.rating).toBeGreaterThan(after1.rating - before1.rating);

    // The full replay (npm run levels) gives the same figures as the ingest did, match after match.
    const rows = async () =>
      (await testDb.db.select().from(playerLevels).orderBy(playerLevels.userId, playerLevels.sportId)).map(
        ({ updatedAt: _updatedAt, ...row }) => row,
      );
    const ingested = await rows();
    await recomputeLevels(testDb.db);
    const replayed = await rows();
    expect(replayed).toHaveLength(ingested.length);
    replayed.forEach((row, index) => {
      const was = ingested[index];
      expect(row.userId).toBe(was?.userId);
      expect(row.rating).toBeCloseTo(was?.rating ?? Number.NaN, 9);
      expect(row.deviation).toBeCloseTo(was?.deviation ?? Number.NaN, 9);
      expect(row.matchesCount).toBe(was?.matchesCount);
    });
    await recomputeLevels(testDb.db);
    expect(await rows()).toEqual(replayed);
  });
});
