import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { missingConventions } from '../booking-rules/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, createActivePlayer } from './accounts-test-helpers.ts';
import { hallIdOf } from './booking-rules-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let padelId: number;
let chateaurouxId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  padelId = await hallIdOf(testDb.db, 'padel-park');
  chateaurouxId = await hallIdOf(testDb.db, 'multisalle-chateauroux');
});
afterAll(() => testDb.close());

describe('GET /multisalle/{id}/conventions-a-valider', () => {
  it("lists the hall's conventions with the wire shape: path whose 4th segment is the hall id, HTML, checkboxes", async () => {
    const player = await createActivePlayer(app);
    const { status, body } = await call(
      app,
      'GET',
      `/api/v2/multisalle/${padelId}/conventions-a-valider?declencheur=reservation`,
      {
        token: player.v2Token,
      },
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [rules] = body;
    expect(Object.keys(rules).sort()).toEqual(['contenu', 'id', 'multisalle', 'titre', 'validations']);
    expect(rules.multisalle).toBe(`/api/v2/multisalle/${padelId}`);
    expect(rules.multisalle.split('/')[4]).toBe(String(padelId));
    expect(rules.titre).toBe('Règlement intérieur du Padel Park');
    expect(rules.contenu).toContain('<ul><li>');
    expect(rules.contenu).toContain('<strong>');
    expect(rules.contenu).toContain('<a href="https://');
    expect(rules.validations).toEqual([
      { libelle: "J'ai lu et j'accepte le règlement intérieur" },
      { libelle: "Je m'engage à porter des chaussures de salle" },
    ]);
  });

  it('filters on declencheur: the hall has no login conventions, and without the filter lists all of them', async () => {
    const player = await createActivePlayer(app);
    const base = `/api/v2/multisalle/${chateaurouxId}/conventions-a-valider`;
    const atLogin = await call(app, 'GET', `${base}?declencheur=connexion`, { token: player.v2Token });
    expect(atLogin.status).toBe(200);
    expect(atLogin.body).toEqual([]);
    const all = await call(app, 'GET', base, { token: player.v2Token });
    expect(all.body.map((convention: { titre: string }) => convention.titre)).toEqual([
      "Conditions d'utilisation de la salle",
      "Droit à l'image",
    ]);
  });

  it('lists only the conventions the caller has not validated; another player still sees them', async () => {
    const player = await createActivePlayer(app);
    const other = await createActivePlayer(app);
    const path = `/api/v2/multisalle/${chateaurouxId}/conventions-a-valider?declencheur=reservation`;
    const before = await call(app, 'GET', path, { token: player.v2Token });
    expect(before.body).toHaveLength(2);
    expect(await missingConventions(testDb.db, player.userId, chateaurouxId)).toBe(2);

    const [first, second] = before.body;
    const validated = await call(
      app,
      'POST',
      `/api/v2/multisalle/${chateaurouxId}/convention/${first.id}/valider`,
      {
        token: player.v2Token,
      },
    );
    expect(validated.status).toBe(204);
    expect(validated.body).toBeUndefined();
    const after = await call(app, 'GET', path, { token: player.v2Token });
    expect(after.body.map((convention: { id: number }) => convention.id)).toEqual([second.id]);
    expect(await missingConventions(testDb.db, player.userId, chateaurouxId)).toBe(1);

    const again = await call(
      app,
      'POST',
      `/api/v2/multisalle/${chateaurouxId}/convention/${first.id}/valider`,
      {
        token: player.v2Token,
      },
    );
    expect(again.status).toBe(204);
    await call(app, 'POST', `/api/v2/multisalle/${chateaurouxId}/convention/${second.id}/valider`, {
      token: player.v2Token,
    });
    expect(await missingConventions(testDb.db, player.userId, chateaurouxId)).toBe(0);
    expect((await call(app, 'GET', path, { token: player.v2Token })).body).toEqual([]);

    expect((await call(app, 'GET', path, { token: other.v2Token })).body).toHaveLength(2);
    expect(await missingConventions(testDb.db, other.userId, chateaurouxId)).toBe(2);
  });

  it('missingConventions is 0 for a hall without conventions', async () => {
    const player = await createActivePlayer(app);
    const ajaccioId = await hallIdOf(testDb.db, 'multisalle-ajaccio');
    expect(await missingConventions(testDb.db, player.userId, ajaccioId)).toBe(0);
  });

  it('answers 401 without a token, 404 MULTISALLE-001 for an unknown hall, 422 for a bad id or declencheur', async () => {
    const player = await createActivePlayer(app);
    const path = `/api/v2/multisalle/${padelId}/conventions-a-valider`;
    expect((await call(app, 'GET', path)).status).toBe(401);
    const unknown = await call(app, 'GET', '/api/v2/multisalle/99999/conventions-a-valider', {
      token: player.v2Token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.sCodeErreur).toBe('MULTISALLE-001');
    const badId = await call(app, 'GET', '/api/v2/multisalle/abc/conventions-a-valider', {
      token: player.v2Token,
    });
    expect(badId.status).toBe(422);
    expect(badId.body.description).toBe('La requête contient des données invalides.');
    const badTrigger = await call(app, 'GET', `${path}?declencheur=paiement`, { token: player.v2Token });
    expect(badTrigger.status).toBe(422);
  });
});

describe('GET /conventions-a-valider-connexion-gp', () => {
  it('lists the general-public login convention (hall id 0 in its path) until the caller validates it', async () => {
    const player = await createActivePlayer(app);
    const { status, body } = await call(app, 'GET', '/api/v2/conventions-a-valider-connexion-gp', {
      token: player.v2Token,
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0].titre).toBe("Conditions générales d'utilisation");
    expect(body[0].multisalle).toBe('/api/v2/multisalle/0');
    const hallSegment = body[0].multisalle.split('/')[4];
    const validated = await call(
      app,
      'POST',
      `/api/v2/multisalle/${hallSegment}/convention/${body[0].id}/valider`,
      {
        token: player.v2Token,
      },
    );
    expect(validated.status).toBe(204);
    expect(
      (await call(app, 'GET', '/api/v2/conventions-a-valider-connexion-gp', { token: player.v2Token })).body,
    ).toEqual([]);
    expect((await call(app, 'GET', '/api/v2/conventions-a-valider-connexion-gp')).status).toBe(401);
  });
});

describe('POST /multisalle/{id}/convention/{idConvention}/valider', () => {
  it('refuses a convention of another hall or an unknown one (404), a bad id (422), no token (401)', async () => {
    const player = await createActivePlayer(app);
    const list = await call(app, 'GET', `/api/v2/multisalle/${padelId}/conventions-a-valider`, {
      token: player.v2Token,
    });
    const padelConventionId = list.body[0].id;
    const wrongHall = await call(
      app,
      'POST',
      `/api/v2/multisalle/${chateaurouxId}/convention/${padelConventionId}/valider`,
      {
        token: player.v2Token,
      },
    );
    expect(wrongHall.status).toBe(404);
    expect(wrongHall.body).toEqual({ description: 'Cette convention est introuvable.' });
    expect(await missingConventions(testDb.db, player.userId, padelId)).toBe(1);
    const unknown = await call(app, 'POST', `/api/v2/multisalle/${padelId}/convention/999999/valider`, {
      token: player.v2Token,
    });
    expect(unknown.status).toBe(404);
    const bad = await call(app, 'POST', `/api/v2/multisalle/${padelId}/convention/x1/valider`, {
      token: player.v2Token,
    });
    expect(bad.status).toBe(422);
    const anonymous = await call(
      app,
      'POST',
      `/api/v2/multisalle/${padelId}/convention/${padelConventionId}/valider`,
    );
    expect(anonymous.status).toBe(401);
  });
});
