import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
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
        'nbJoursVisiblesReservationCreneaux',
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

describe('GET {base}/multisalle/detail', () => {
  it.each(['/api/v2', '/api/admin'])('returns the hall itself by its key on %s', async (base) => {
    const { status, body } = await getJson(`${base}/multisalle/detail?sCle=padel-park`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cle: 'padel-park', libelleSalle: 'PADEL PARK', active: true });
    expect(body.idMultisalle).toEqual(expect.any(Number));
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
