import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { hasSafetyAttestation } from '../booking-rules/index.ts';
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

describe('POST /video/securite', () => {
  it('the hall wire carries videoSecuriteRequise: true for Châteauroux only', async () => {
    const { body } = await call(app, 'GET', '/api/v2/multisalle');
    const flags = Object.fromEntries(
      body.multisalleListe.map((hall: { cle: string; videoSecuriteRequise: boolean }) => [
        hall.cle,
        hall.videoSecuriteRequise,
      ]),
    );
    expect(flags).toEqual({
      'padel-park': false,
      'multisalle-chateauroux': true,
      'multisalle-ajaccio': false,
      'multisalle-bourges': false,
    });
  });

  it('records the attestation (201 { bSucces: true }); hasSafetyAttestation then turns true for that player only', async () => {
    const player = await createActivePlayer(app);
    const other = await createActivePlayer(app);
    expect(await hasSafetyAttestation(testDb.db, player.userId, chateaurouxId)).toBe(false);
    const { status, body } = await call(app, 'POST', '/api/v2/video/securite', {
      token: player.v2Token,
      body: { date: '2026-11-22', heure: '14:05', videoRegardee: true, idMultisalle: chateaurouxId },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ bSucces: true });
    expect(await hasSafetyAttestation(testDb.db, player.userId, chateaurouxId)).toBe(true);
    expect(await hasSafetyAttestation(testDb.db, other.userId, chateaurouxId)).toBe(false);
  });

  it('hasSafetyAttestation is true in a hall that does not require the video, with no attestation', async () => {
    const player = await createActivePlayer(app);
    expect(await hasSafetyAttestation(testDb.db, player.userId, padelId)).toBe(true);
  });

  it('refuses malformed bodies with a French 422, never 500, and an unknown hall with 404', async () => {
    const player = await createActivePlayer(app);
    const valid = { date: '2026-11-22', heure: '14:05', videoRegardee: true, idMultisalle: chateaurouxId };
    const cases: [unknown, string][] = [
      [{ ...valid, date: '22/11/2026' }, "Cette date n'est pas valide (format AAAA-MM-JJ attendu)"],
      [{ ...valid, date: '2026-02-30' }, "Cette date n'est pas valide (format AAAA-MM-JJ attendu)"],
      [{ ...valid, heure: '25:00' }, "Cette heure n'est pas valide (format HH:mm attendu)"],
      [
        { ...valid, videoRegardee: false },
        "La vidéo des consignes de sécurité doit avoir été regardée jusqu'au bout.",
      ],
      [{ ...valid, idMultisalle: 'abc' }, "L'identifiant de la salle doit être un nombre entier"],
      [[], ''],
      ['texte', ''],
    ];
    for (const [body, message] of cases) {
      const answer = await call(app, 'POST', '/api/v2/video/securite', { token: player.v2Token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      if (message) expect(answer.body.detail).toBe(message);
    }
    const broken = await app.request('/api/v2/video/securite', {
      method: 'POST',
      headers: { authorization: `Bearer ${player.v2Token}`, 'content-type': 'application/json' },
      body: '{"date":',
    });
    expect(broken.status).toBe(400);
    const unknownHall = await call(app, 'POST', '/api/v2/video/securite', {
      token: player.v2Token,
      body: { ...valid, idMultisalle: 99999 },
    });
    expect(unknownHall.status).toBe(404);
    expect(unknownHall.body.sCodeErreur).toBe('MULTISALLE-001');
    expect(await hasSafetyAttestation(testDb.db, player.userId, chateaurouxId)).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const answer = await call(app, 'POST', '/api/v2/video/securite', {
      body: { date: '2026-11-22', heure: '14:05', videoRegardee: true, idMultisalle: chateaurouxId },
    });
    expect(answer.status).toBe(401);
  });
});
