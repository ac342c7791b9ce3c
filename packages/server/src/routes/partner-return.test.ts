import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { hallPartnerOrigins } from '../db/schema.ts';
import { seedPartnerOrigins } from '../db/seed-partner-origins.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// After a sign-in started on a partner's page (the planning element pasted on a club's or a town hall's
// site), the site offers the way back only to an origin registered for that hall: never an open redirect.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const check = (hallKey: string, url: string) =>
  call(app, 'GET', `/api/v2/multisalle/retour?sCle=${hallKey}&url=${encodeURIComponent(url)}`);

describe('GET /api/v2/multisalle/retour', () => {
  it('gives back a page of a partner registered for the hall, normalised', async () => {
    const page = 'https://www.padel-club-tilleuls.fr/reserver?terrain=2#planning';
    expect(await check('padel-park', page)).toEqual({ status: 200, body: { url: page } });
    expect(await check('padel-park', 'HTTPS://WWW.Padel-Club-Tilleuls.fr:443/reserver')).toEqual({
      status: 200,
      body: { url: 'https://www.padel-club-tilleuls.fr/reserver' },
    });
  });

  it('answers null for another origin, a look-alike host, another scheme, port or hall', async () => {
    for (const url of [
      'https://www.padel-club-tilleuls.fr.evil.com/reserver',
      'https://evil.com/?https://www.padel-club-tilleuls.fr',
      'https://evil.com#https://www.padel-club-tilleuls.fr',
      'https://www.padel-club-tilleuls.fr@evil.com/',
      'https://user:secret@www.padel-club-tilleuls.fr/',
      'http://www.padel-club-tilleuls.fr/reserver',
      'https://www.padel-club-tilleuls.fr:8443/reserver',
      'https://padel-club-tilleuls.fr/reserver',
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://www.padel-club-tilleuls.fr/',
    ]) {
      expect(await check('padel-park', url), url).toEqual({ status: 200, body: { url: null } });
    }
    // Registered for Châteauroux, not for the padel hall; and a hall nobody knows.
    expect((await check('padel-park', 'https://www.chateauroux-metropole.fr/sport')).body).toEqual({
      url: null,
    });
    expect(
      (await check('multisalle-chateauroux', 'https://www.chateauroux-metropole.fr/sport')).body,
    ).toEqual({
      url: 'https://www.chateauroux-metropole.fr/sport',
    });
    expect(await check('salle-inconnue', 'https://www.padel-club-tilleuls.fr/')).toEqual({
      status: 200,
      body: { url: null },
    });
  });

  it('answers a French 422, never a 500, to a malformed address or hall key', async () => {
    for (const [hallKey, url] of [
      ['padel-park', '//evil.com/reserver'],
      ['padel-park', '/reserver'],
      ['padel-park', 'pas une adresse'],
      ['padel-park', ''],
      ['padel-park', `https://www.padel-club-tilleuls.fr/${'a'.repeat(2100)}`],
      ['Padel Park', 'https://www.padel-club-tilleuls.fr/'],
      ['padel-park%00', 'https://www.padel-club-tilleuls.fr/'],
      ['', 'https://www.padel-club-tilleuls.fr/'],
    ] as const) {
      const answer = await check(hallKey, url);
      expect(answer.status, `${hallKey} ${url}`).toBe(422);
      expect(answer.body.description ?? answer.body.detail).toMatch(/[àéèêôù']|invalide|requise/);
    }
    const missing = await call(app, 'GET', '/api/v2/multisalle/retour?sCle=padel-park');
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].propertyPath).toBe('url');
    const twice = await call(app, 'GET', '/api/v2/multisalle/retour?sCle=padel-park&sCle=x&url=a&url=b');
    expect(twice.status).toBeLessThan(500);
  });

  it('is in the OpenAPI document under the configured product word', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body;
    const operation = doc.paths['/api/v2/multisalle/retour'].get;
    expect(operation.operationId).toBe('checkPartnerReturn');
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'sCle',
      'url',
    ]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '422']);

    const salle = createApp({ db: testDb.db, productKey: 'salle' });
    const answer = await call(
      salle,
      'GET',
      `/api/v2/salle/retour?sCle=padel-park&url=${encodeURIComponent('https://www.padel-club-tilleuls.fr/')}`,
    );
    expect(answer).toEqual({ status: 200, body: { url: 'https://www.padel-club-tilleuls.fr/' } });
  });
});

describe('POST /dev/multisalle/{cle}/origines-partenaires', () => {
  const register = (hallKey: string, body: unknown, target = app) =>
    call(target, 'POST', `/dev/multisalle/${hallKey}/origines-partenaires`, { body });

  it('registers a test partner origin for a hall, once, and the way back opens for its pages', async () => {
    const origin = 'http://localhost:45678';
    expect((await check('padel-park', `${origin}/planning.html`)).body).toEqual({ url: null });
    expect(await register('padel-park', { origine: `${origin}/` })).toEqual({
      status: 201,
      body: { cle: 'padel-park', origine: origin },
    });
    expect((await register('padel-park', { origine: origin })).status).toBe(200);
    expect((await check('padel-park', `${origin}/planning.html?x=1`)).body).toEqual({
      url: `${origin}/planning.html?x=1`,
    });
    // Only that hall, and only that port.
    expect((await check('multisalle-ajaccio', `${origin}/planning.html`)).body).toEqual({ url: null });
    expect((await check('padel-park', 'http://localhost:45679/planning.html')).body).toEqual({ url: null });
  });

  it('refuses in French anything but a bare http or https origin, and an unknown hall', async () => {
    for (const body of [
      { origine: 'http://localhost:45678/planning.html' },
      { origine: 'http://localhost:45678/?' },
      { origine: 'javascript:alert(1)' },
      { origine: '//localhost:45678' },
      { origine: 'http://user@localhost:45678' },
      { origine: 42 },
      {},
      'http://localhost:45678',
    ]) {
      const answer = await register('padel-park', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.description).toMatch(/^L'origine doit être une adresse http ou https/);
    }
    expect(await register('salle-inconnue', { origine: 'http://localhost:45678' })).toEqual({
      status: 404,
      body: { description: 'Cette salle est introuvable.' },
    });
    expect((await register('Padel_Park', { origine: 'http://localhost:45678' })).status).toBe(422);
  });

  it('does not exist in production', async () => {
    const production = createApp({
      db: testDb.db,
      isProduction: true,
      accounts: { jwtSecret: 'un secret de production long de 32 caracteres' },
    });
    expect((await register('padel-park', { origine: 'http://localhost:45678' }, production)).status).toBe(
      404,
    );
    // The check itself is part of the product.
    const url = encodeURIComponent('https://www.padel-club-tilleuls.fr/');
    expect(
      (await call(production, 'GET', `/api/v2/multisalle/retour?sCle=padel-park&url=${url}`)).body,
    ).toEqual({
      url: 'https://www.padel-club-tilleuls.fr/',
    });
  });
});

describe('seeded partner sites', () => {
  it('registers the demo partners once: a second run adds nothing', async () => {
    expect(await seedPartnerOrigins(testDb.db)).toBe(0);
    expect((await check('padel-park', 'https://www.ville-deols.fr/sports/padel')).body).toEqual({
      url: 'https://www.ville-deols.fr/sports/padel',
    });
  });

  it('gives a database seeded before partner sites existed the demo ones at its next start', async () => {
    await testDb.db.delete(hallPartnerOrigins);
    expect((await check('padel-park', 'https://www.padel-club-tilleuls.fr/')).body).toEqual({ url: null });
    expect(await seedPartnerOrigins(testDb.db)).toBe(4);
    expect((await check('padel-park', 'https://www.padel-club-tilleuls.fr/')).body).toEqual({
      url: 'https://www.padel-club-tilleuls.fr/',
    });
  });
});
