import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { seedAccounts, seedPlayers } from './seed-accounts.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(() => testDb.close());

describe('seedAccounts', () => {
  it('creates the documented players once; each logs in with the README password', async () => {
    expect(await seedAccounts(testDb.db)).toBe(seedPlayers.length);
    expect(await seedAccounts(testDb.db)).toBe(0);
    const app = createApp({ db: testDb.db });
    const login = await call(app, 'POST', '/api/admin/Connexion', {
      body: { szIdentifiant: 'joueur@multisalle.fr', szMotDePasse: 'motdepasse1' },
    });
    expect(login.status).toBe(200);
    const v2 = await call(app, 'POST', '/api/v2/auth', {
      body: { email: 'capitaine', password: 'motdepasse2' },
    });
    expect(v2.status).toBe(200);
  });
});
