import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { gameFor, setLevel } from './open-games-test-helpers.ts';

// The invitation page asks where the signed-in player stands on an open game's public link, to
// offer « Demander à rejoindre » when their level is outside the range.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

describe('GET partie_ouverte/demande/etat', () => {
  it("answers the range, the player's level, whether it fits, and their request as it goes", async () => {
    const organiser = await createPlayer(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    expect(
      (
        await call(app, 'POST', '/api/v2/partie_ouverte', {
          token: organiser.token,
          body: { uuidReservation: g.id, nbPlacesOffertes: 2, niveauMin: 4, niveauMax: 5 },
        })
      ).status,
    ).toBe(200);
    const view = await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
    const publicToken: string = view.body.partie.jetonPartie;
    const [low, fitting] = [await createPlayer(testDb.db), await createPlayer(testDb.db)] as TestPlayer[];
    if (!low || !fitting) throw new Error('no players');
    await setLevel(testDb.db, low.userId, g.sportId, 2.4);
    await setLevel(testDb.db, fitting.userId, g.sportId, 4.5);
    const standing = (player: TestPlayer, jeton = publicToken) =>
      call(app, 'GET', `/api/v2/partie_ouverte/demande/etat?uuidReservation=${g.id}&jetonPartie=${jeton}`, {
        token: player.token,
      });

    expect(await standing(low)).toEqual({
      status: 200,
      body: { niveauMin: 4, niveauMax: 5, niveau: 2.4, dansLaFourchette: false, demande: null },
    });
    expect((await standing(fitting)).body).toMatchObject({ niveau: 4.5, dansLaFourchette: true });
    const asked = await call(app, 'POST', '/api/v2/partie_ouverte/demande', {
      token: low.token,
      body: { uuidReservation: g.id, jetonPartie: publicToken },
    });
    expect(asked.status).toBe(200);
    expect((await standing(low)).body).toMatchObject({ demande: 'requested' });

    // The invitation page's read says which link it came by: only the public link has a range to ask about.
    const read = (jeton: string) =>
      call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${jeton}`, {
        token: low.token,
      });
    expect((await read(publicToken)).body.lienPartieOuverte).toBe(true);
    expect((await read(g.token)).body.lienPartieOuverte).toBe(false);

    // Not through the invitation token, nor a wrong one; signed in only; nonsense refused in French.
    expect((await standing(low, g.token)).status).toBe(404);
    expect((await standing(low, 'f'.repeat(32))).status).toBe(404);
    const anonymous = await call(
      app,
      'GET',
      `/api/v2/partie_ouverte/demande/etat?uuidReservation=${g.id}&jetonPartie=${publicToken}`,
    );
    expect(anonymous.status).toBe(401);
    const nonsense = await call(
      app,
      'GET',
      '/api/v2/partie_ouverte/demande/etat?uuidReservation=abc&jetonPartie=x',
      {
        token: low.token,
      },
    );
    expect(nonsense.status).toBe(422);
    expect(JSON.stringify(nonsense.body)).toMatch(/réservation/);
  });
});
