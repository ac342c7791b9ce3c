// GET /dev/horloge tells a browser test the server's time, which CLOCK_START may have moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type Clock, clockStartingAt } from '../clock/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

/** A clock that stands at `instant`: the answer is exact. */
const standingAt = (instant: Date): Clock => ({
  now: () => new Date(instant),
  nowMs: () => instant.getTime(),
});

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(() => testDb.close());

describe('GET /dev/horloge', () => {
  it("answers the server's time, not the system's, and asks not to be cached", async () => {
    const app = createApp({ db: testDb.db, clock: standingAt(new Date('2027-12-31T23:50:00+01:00')) });
    const answer = await app.request('/dev/horloge');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ maintenant: '2027-12-31T22:50:00.000Z' });
  });

  it("runs on from CLOCK_START's instant", async () => {
    const start = new Date('2027-03-28T01:50:00+01:00');
    const app = createApp({ db: testDb.db, clock: clockStartingAt(start) });
    const { maintenant } = (await (await app.request('/dev/horloge')).json()) as { maintenant: string };
    const ranMs = Date.parse(maintenant) - start.getTime();
    expect(ranMs).toBeGreaterThanOrEqual(0);
    expect(ranMs).toBeLessThan(60_000);
  });

  it('is not mounted in production', async () => {
    const app = createApp({
      db: testDb.db,
      isProduction: true,
      accounts: { jwtSecret: 'a-production-secret-of-at-least-32-characters' },
    });
    expect((await app.request('/dev/horloge')).status).toBe(404);
  });
});
