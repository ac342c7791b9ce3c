import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

// The notices in « Télécharger mes données » (RGPD 15 and 20): the player's notice choices are in the export.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const exportOf = async (token: string) => {
  const response = await app.request('/api/v2/user/mes-donnees', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
};

describe('Mes notifications in the data export', () => {
  it('holds the defaults of a player who never chose, and says so in the summary', async () => {
    const me = await createPlayer(testDb.db);
    const data = await exportOf(me.token);
    expect(data.notifications).toEqual({
      rappels: { mail: true, sms: true },
      reponses: { mail: true, sms: false },
      actualites: { mail: false, sms: false },
      paiements: { mail: true, sms: false, modifiable: false },
      annulations: { mail: true, sms: false, modifiable: false },
      choisiesLe: null,
    });
    expect(data.resume.lignes).toContain(
      'Notifications (les choix par défaut)\u00a0: rappels\u00a0: e-mail et SMS\u00a0; réponses à vos invitations\u00a0: e-mail\u00a0; nouvelles des salles\u00a0: non\u00a0; paiements et annulations\u00a0: toujours par e-mail.',
    );
  });

  it("holds the player's own choices and when they were made, never another player's", async () => {
    const me = await createPlayer(testDb.db);
    const other = await createPlayer(testDb.db);
    const before = Date.now();
    const changed = await call(app, 'PUT', `/api/v2/users/${me.userId}/notifications`, {
      token: me.token,
      body: { rappels: { sms: false }, actualites: { mail: true } },
    });
    expect(changed.status).toBe(200);
    await call(app, 'PUT', `/api/v2/users/${other.userId}/notifications`, {
      token: other.token,
      body: { reponses: { mail: false } },
    });
    const data = await exportOf(me.token);
    expect(data.notifications).toMatchObject({
      rappels: { mail: true, sms: false },
      reponses: { mail: true, sms: false },
      actualites: { mail: true, sms: false },
    });
    expect(Date.parse(data.notifications.choisiesLe)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.resume.lignes).toContain(
      'Notifications (vos choix)\u00a0: rappels\u00a0: e-mail\u00a0; réponses à vos invitations\u00a0: e-mail\u00a0; nouvelles des salles\u00a0: e-mail\u00a0; paiements et annulations\u00a0: toujours par e-mail.',
    );
  });
});
