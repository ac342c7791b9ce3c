import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const postJson = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectFrench422(response: Response, propertyPath: string): Promise<void> {
  expect(response.status).toBe(422);
  const body = (await response.json()) as {
    detail: string;
    violations: { propertyPath: string; message: string }[];
    description: string;
  };
  expect(body.detail).toMatch(/contient un caractère de contrôle non autorisé/);
  expect(body.violations[0]?.propertyPath).toBe(propertyPath);
  expect(body.description).toBe('La requête contient des données invalides.');
}

describe('control characters at the edge', () => {
  it('answers a French 422, not a 500, for a NUL in a query parameter', async () => {
    await expectFrench422(await app.request('/api/admin/multisalle/detail?sCle=%00'), 'sCle');
  });

  it('answers a French 422 for a NUL in a JSON string and sends no mail', async () => {
    const before = await testDb.db.select().from(outbox);
    await expectFrench422(await postJson('/api/v2/forgot_password/', { email: '\u0000' }), 'email');
    expect(await testDb.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('refuses other control characters nested in a body, and in a path segment', async () => {
    await expectFrench422(
      await postJson('/api/v2/auth', { email: 'a@b.fr', password: ['x\u0007'] }),
      'password[0]',
    );
    await expectFrench422(await app.request('/api/v2/forgot_password/abc%1Bdef'), 'chemin');
  });

  it('lets tabs, line breaks and accented text through to the route', async () => {
    const response = await postJson('/api/v2/forgot_password/', { email: 'zoé\t@exemple.fr\n' });
    expect(response.status).not.toBe(500);
    const body = (await response.json()) as { detail?: string };
    expect(body.detail ?? '').not.toMatch(/caractère de contrôle/);
  });

  it('still answers malformed JSON with its own message', async () => {
    const response = await app.request('/api/v2/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { description: string }).description).toMatch(/JSON/);
  });
});

describe('a clean JSON body after the check', () => {
  it('still reaches a route that reads the raw body again (hono bodyLimit), not a 500', async () => {
    const { Hono } = await import('hono');
    const { bodyLimit } = await import('hono/body-limit');
    const { refuseControlCharacters } = await import('./control-characters.ts');
    const probe = new Hono();
    probe.use(refuseControlCharacters());
    probe.post('/echo', bodyLimit({ maxSize: 1024 }), async (c) => c.json(await c.req.json()));
    const response = await probe.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sNom: 'Durand' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sNom: 'Durand' });
  });
});
