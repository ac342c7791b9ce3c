import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { productNames } from './product.ts';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

describe('productKey', () => {
  it('derives the id and list field names from the key', () => {
    expect(productNames()).toEqual({
      key: 'multisalle',
      idField: 'idMultisalle',
      listField: 'multisalleListe',
    });
    expect(productNames('salle')).toEqual({ key: 'salle', idField: 'idSalle', listField: 'salleListe' });
  });

  it('refuses a key that cannot be a route segment and a field name', () => {
    expect(() => productNames('Multi salle')).toThrow(/product key/);
  });

  it('changes the routes and the field names: salle gives /api/v2/salle, salleListe and idSalle', async () => {
    const app = createApp({ db: testDb.db, productKey: 'salle' });
    const list = await app.request('/api/v2/salle');
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(Object.keys(body)).toEqual(['salleListe']);
    expect(body.salleListe[0].idSalle).toEqual(expect.any(Number));
    expect(body.salleListe[0]).not.toHaveProperty('idMultisalle');

    const detail = await app.request('/api/admin/salle/detail?sCle=padel-park');
    expect((await detail.json()).idSalle).toEqual(body.salleListe[0].idSalle);
    expect((await app.request('/api/v2/multisalle')).status).toBe(404);

    const doc = await (await app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v2/salle/detail');
  });
});
