import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { halls } from '../db/schema.ts';
import { HALL_LIST_TTL_MS, invalidateHallList, keptHallList } from '../halls/hall-list-cache.ts';
import { hallWire } from '../halls/hall-wire.ts';
import { productNames } from '../product.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/v2/multisalle', () => {
  it('lists the seeded halls with the wire field names, the inactive one flagged active: false', async () => {
    const { status, body } = await getJson('/api/v2/multisalle');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['multisalleListe']);
    const keys = body.multisalleListe.map((hall: { cle: string }) => hall.cle);
    expect(keys).toEqual([
      'padel-park',
      'multisalle-chateauroux',
      'multisalle-ajaccio',
      'multisalle-bourges',
    ]);
    const [padel] = body.multisalleListe;
    expect(Object.keys(padel).sort()).toEqual(
      [
        'idMultisalle',
        'cle',
        'libelleSalle',
        'legende',
        'sports',
        'active',
        'urlEcusson',
        'urlBandeau',
        'adresse',
        'services',
        'ignorerEtapePaiement',
        'videoSecuriteRequise',
        'urlVideoSecurite',
        'nbJoursVisiblesReservationCreneaux',
        'coordonnees',
      ].sort(),
    );
    expect(Object.keys(padel.adresse).sort()).toEqual(['codePostal', 'commune', 'complement', 'rue']);
    expect(padel.sports[0]).toEqual({
      idSport: expect.any(Number),
      libelle: 'PADEL',
      icone: null,
      NbPersonnePayante: 4,
      nbPersonneConseille: 4,
    });
    expect(padel.services[0]).toEqual({ libelle: 'Vestiaires', urlIcone: '/media/services/vestiaires.svg' });
    const bourges = body.multisalleListe.find((hall: { cle: string }) => hall.cle === 'multisalle-bourges');
    expect(bourges.active).toBe(false);
  });

  it('gives a hall without its own setting 7 visible booking days', async () => {
    const { body } = await getJson('/api/v2/multisalle');
    const chateauroux = body.multisalleListe.find(
      (hall: { cle: string }) => hall.cle === 'multisalle-chateauroux',
    );
    expect(chateauroux.nbJoursVisiblesReservationCreneaux).toBe(7);
    expect(chateauroux.sports.length).toBeGreaterThan(4);
    expect(chateauroux.urlEcusson).toBeNull();
  });

  it('marks the sand hall of Ajaccio as skipping the payment step', async () => {
    const { body } = await getJson('/api/v2/multisalle');
    const ajaccio = body.multisalleListe.find((hall: { cle: string }) => hall.cle === 'multisalle-ajaccio');
    expect(ajaccio.ignorerEtapePaiement).toBe(true);
    expect(ajaccio.adresse.commune).toBe('Ajaccio');
  });
});

describe('where the halls are (coordonnees: open games nearest first)', () => {
  afterAll(async () => {
    await testDb.db
      .update(halls)
      .set({ latitude: 47.0844, longitude: 2.3964 })
      .where(eq(halls.key, 'multisalle-bourges'));
    invalidateHallList(testDb.db);
  });

  it("gives each seeded hall its town's latitude and longitude, on the list and the detail", async () => {
    invalidateHallList(testDb.db);
    const { body } = await getJson('/api/v2/multisalle');
    const byKey = Object.fromEntries(
      body.multisalleListe.map((hall: { cle: string; coordonnees: unknown }) => [hall.cle, hall.coordonnees]),
    );
    expect(byKey).toEqual({
      'padel-park': { latitude: 46.8308, longitude: 1.7067 },
      'multisalle-chateauroux': { latitude: 46.8103, longitude: 1.6911 },
      'multisalle-ajaccio': { latitude: 41.9267, longitude: 8.7369 },
      'multisalle-bourges': { latitude: 47.0844, longitude: 2.3964 },
    });
    const detail = await getJson('/api/v2/multisalle/detail?sCle=multisalle-ajaccio');
    expect(detail.body.coordonnees).toEqual({ latitude: 41.9267, longitude: 8.7369 });
  });

  it('sends coordonnees: null for a hall that is not located, and the database refuses half a position', async () => {
    await testDb.db
      .update(halls)
      .set({ latitude: null, longitude: null })
      .where(eq(halls.key, 'multisalle-bourges'));
    invalidateHallList(testDb.db);
    const { body } = await getJson('/api/v2/multisalle/detail?sCle=multisalle-bourges');
    expect(body.coordonnees).toBeNull();
    await expect(
      testDb.db.update(halls).set({ latitude: 47.0844 }).where(eq(halls.key, 'multisalle-bourges')),
    ).rejects.toThrow();
    await expect(
      testDb.db.update(halls).set({ latitude: 91, longitude: 2 }).where(eq(halls.key, 'multisalle-bourges')),
    ).rejects.toThrow();
  });

  it('documents coordonnees in the OpenAPI schema of a hall', async () => {
    const { body } = await getJson('/api/openapi.json');
    const field = body.components.schemas.Hall.properties.coordonnees;
    expect(field.description).toMatch(/^Où se trouve la salle/);
    expect(JSON.stringify(field)).toContain('latitude');
  });
});

describe('the hall list kept in memory (halls/hall-list-cache.ts)', () => {
  const seeded = 'PADEL PARK';
  const renamed = 'PADEL PARK (renommé)';
  afterAll(async () => {
    await testDb.db.update(halls).set({ name: seeded }).where(eq(halls.key, 'padel-park'));
    invalidateHallList(testDb.db);
  });

  it('tags the list: an unchanged list answers 304 without a body', async () => {
    const first = await app.request('/api/v2/multisalle');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request('/api/v2/multisalle', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the list compressed once, with the weak tag that a 304 still recognises', async () => {
    const plain = await (await app.request('/api/v2/multisalle')).text();
    const response = await app.request('/api/v2/multisalle', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const weak = response.headers.get('etag') ?? '';
    expect(weak.startsWith('W/')).toBe(true);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    const revalidated = await app.request('/api/v2/multisalle', { headers: { 'If-None-Match': weak } });
    expect(revalidated.status).toBe(304);
  });

  it('serves a change written in the database after its 5 s bound, or at once when invalidated', async () => {
    const wire = hallWire(productNames());
    const start = Date.now();
    const firstLabel = async (now: number) => {
      const kept = await keptHallList(testDb.db, wire, 'multisalleListe', now);
      return JSON.parse(kept.json).multisalleListe[0].libelleSalle as string;
    };
    expect(HALL_LIST_TTL_MS).toBe(5_000);
    expect(await firstLabel(start)).toBe(seeded);
    await testDb.db.update(halls).set({ name: renamed }).where(eq(halls.key, 'padel-park'));
    expect(await firstLabel(start + HALL_LIST_TTL_MS - 1)).toBe(seeded);
    expect(await firstLabel(start + HALL_LIST_TTL_MS)).toBe(renamed);
    await testDb.db.update(halls).set({ name: seeded }).where(eq(halls.key, 'padel-park'));
    expect(await firstLabel(start + HALL_LIST_TTL_MS + 1)).toBe(renamed);
    invalidateHallList(testDb.db);
    expect(await firstLabel(start + HALL_LIST_TTL_MS + 2)).toBe(seeded);
  });
});

describe('GET {base}/multisalle/detail', () => {
  it.each(['/api/v2', '/api/admin'])('returns the hall itself by its key on %s', async (base) => {
    const { status, body } = await getJson(`${base}/multisalle/detail?sCle=padel-park`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cle: 'padel-park', libelleSalle: 'PADEL PARK', active: true });
    expect(body.idMultisalle).toEqual(expect.any(Number));
    // The hall page's own text and gallery, none until the console writes them.
    expect(body).toMatchObject({ description: null, photos: [], urlVideoSecurite: null });
  });

  it('answers 404 with MULTISALLE-001 and its French message for an unknown key', async () => {
    const { status, body } = await getJson('/api/v2/multisalle/detail?sCle=salle-inconnue');
    expect(status).toBe(404);
    expect(body).toEqual({ sCodeErreur: 'MULTISALLE-001', szErreur: 'Cette salle est introuvable.' });
  });

  it('answers 422 with a French violation when sCle is missing', async () => {
    const { status, body } = await getJson('/api/admin/multisalle/detail');
    expect(status).toBe(422);
    expect(body).toEqual({
      detail: 'Ce champ est requis',
      violations: [{ propertyPath: 'sCle', message: 'Ce champ est requis' }],
      description: 'La requête contient des données invalides.',
    });
  });

  it('answers 422 when sCle is empty or longer than 100 characters', async () => {
    const empty = await getJson('/api/v2/multisalle/detail?sCle=');
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Ce champ ne peut pas être vide');
    const long = await getJson(`/api/v2/multisalle/detail?sCle=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.violations).toEqual([
      { propertyPath: 'sCle', message: 'Ce champ ne doit pas dépasser 100 caractères' },
    ]);
  });
});
