import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { hallDevices, halls } from '../db/schema.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { deviceAdminMessages, partnerSiteMessages } from '../hall-rules/index.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// The hall's rules from its console, while the server runs (on PGlite too, where the device command needs
// the database to itself): the door's window and the devices' keys. Managers and owners only; every change
// in the journal; the door follows at once. The door letting a player in 40 minutes before under a 45-minute
// window is proven in door.test.ts.

const HALL = 'padel-park';
const OTHER_HALL = 'multisalle-chateauroux';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };
let hallId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  const [hall] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, HALL));
  hallId = hall?.id ?? 0;
});
afterAll(() => testDb.close());

const journal = async () => {
  const owner = await createStaffMember(app, HALL, 'proprietaire');
  return (await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token })).body.actions;
};
/** A door call with a device key: 200 (a decision, here on an unknown code) when the key opens the door API. */
const scanWith = (key: string) =>
  call(app, 'POST', `/api/v2/salle/${hallId}/entree`, { token: key, body: { code: '123456' } });

describe("the door's window", () => {
  it('is read and moved by a manager within 0 to 240 minutes, in the journal; a receptionist gets 403', async () => {
    const path = `/api/gestion/salles/${HALL}/porte`;
    expect(await call(app, 'GET', path, { token: manager.token })).toEqual({
      status: 200,
      body: { ouvertureMinutesAvant: 30 },
    });
    for (const bad of [-1, 241, 12.5, '45', null]) {
      const refused = await call(app, 'PUT', path, {
        token: manager.token,
        body: { ouvertureMinutesAvant: bad },
      });
      expect(refused.status, String(bad)).toBe(422);
    }
    expect(
      await call(app, 'PUT', path, { token: manager.token, body: { ouvertureMinutesAvant: 240 } }),
    ).toEqual({ status: 200, body: { ouvertureMinutesAvant: 240 } });
    expect(
      await call(app, 'PUT', path, { token: manager.token, body: { ouvertureMinutesAvant: 45 } }),
    ).toEqual({ status: 200, body: { ouvertureMinutesAvant: 45 } });
    const [row] = await testDb.db
      .select({ minutes: halls.entryOpensMinutesBefore })
      .from(halls)
      .where(eq(halls.id, hallId));
    expect(row?.minutes).toBe(45);
    expect(await journal()).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'regle.porte',
        details: { ouvertureMinutesAvant: 45, avant: 240 },
      }),
    );

    const desk = await createStaffMember(app, HALL, 'accueil');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ouvertureMinutesAvant: 10 }],
    ] as const) {
      expect(await call(app, method, path, { token: desk.token, body })).toEqual({
        status: 403,
        body: { description: staffMessages.roleForbidden },
      });
    }
    const elsewhere = await createStaffMember(app, OTHER_HALL, 'proprietaire');
    expect((await call(app, 'GET', path, { token: elsewhere.token })).status).toBe(403);
    await call(app, 'PUT', path, { token: manager.token, body: { ouvertureMinutesAvant: 30 } });
  });
});

describe("the hall's devices", () => {
  const path = `/api/gestion/salles/${HALL}/appareils`;

  it('adds a device whose key, given once, opens the door API at once; revoked, the key stops at once', async () => {
    const added = await call(app, 'POST', path, {
      token: manager.token,
      body: { nom: '  Porte du hall B ', portees: ['entree', 'entree'] },
    });
    expect(added).toEqual({
      status: 201,
      body: {
        idAppareil: expect.any(Number),
        nom: 'Porte du hall B',
        portees: ['entree'],
        origine: 'operator',
        creeLe: expect.any(String),
        revoqueLe: null,
        cle: expect.stringMatching(/^\S{40,}$/),
      },
    });
    const { idAppareil, cle } = added.body;
    expect((await scanWith(cle)).status).toBe(200);
    const [stored] = await testDb.db.select().from(hallDevices).where(eq(hallDevices.id, idAppareil));
    expect(stored?.keyHash).not.toContain(cle);

    const listed = await call(app, 'GET', path, { token: manager.token });
    const mine = listed.body.appareils.find(
      (device: { idAppareil: number }) => device.idAppareil === idAppareil,
    );
    expect(mine).toEqual({ ...added.body, cle: undefined });
    expect(JSON.stringify(listed.body)).not.toContain(cle);

    const revoked = await call(app, 'DELETE', `${path}/${idAppareil}`, { token: manager.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoqueLe).toEqual(expect.any(String));
    expect(await scanWith(cle)).toEqual({ status: 401, body: { description: deviceMessages.badKey } });
    const again = await call(app, 'DELETE', `${path}/${idAppareil}`, { token: manager.token });
    expect(again.body.revoqueLe).toBe(revoked.body.revoqueLe);

    const actions = await journal();
    expect(
      actions.filter((action: { action: string }) => action.action === 'appareil.revocation'),
    ).toHaveLength(1);
    expect(actions).toContainEqual(
      expect.objectContaining({
        action: 'appareil.ajout',
        details: { idAppareil, nom: 'Porte du hall B', portees: ['entree'] },
      }),
    );
    expect(JSON.stringify(actions)).not.toContain(cle);
  });

  it("refuses a receptionist (403), another hall's device (404), bad input (422), and changes nothing", async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    for (const [method, target, body] of [
      ['GET', path, undefined],
      ['POST', path, { nom: 'Écran', portees: ['ecran'] }],
      ['DELETE', `${path}/1`, undefined],
    ] as const) {
      expect((await call(app, method, target, { token: desk.token, body })).status, method).toBe(403);
    }
    const otherOwner = await createStaffMember(app, OTHER_HALL, 'proprietaire');
    const theirs = await call(app, 'POST', `/api/gestion/salles/${OTHER_HALL}/appareils`, {
      token: otherOwner.token,
      body: { nom: 'Écran de Châteauroux', portees: ['ecran'] },
    });
    expect(theirs.status).toBe(201);
    expect(await call(app, 'DELETE', `${path}/${theirs.body.idAppareil}`, { token: manager.token })).toEqual({
      status: 404,
      body: { description: deviceAdminMessages.unknownDevice },
    });
    const [still] = await testDb.db
      .select({ revokedAt: hallDevices.revokedAt })
      .from(hallDevices)
      .where(and(eq(hallDevices.id, theirs.body.idAppareil)));
    expect(still?.revokedAt).toBeNull();

    const before = (await testDb.db.select().from(hallDevices)).length;
    for (const body of [
      { nom: '', portees: ['entree'] },
      { nom: 'Porte', portees: [] },
      { nom: 'Porte', portees: ['porte'] },
      { nom: 'x'.repeat(81), portees: ['entree'] },
      { portees: ['entree'] },
    ]) {
      const refused = await call(app, 'POST', path, { token: manager.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(app, 'DELETE', `${path}/abc`, { token: manager.token })).status).toBe(422);
    expect((await testDb.db.select().from(hallDevices)).length).toBe(before);
  });
});

describe("the hall's partner sites", () => {
  const path = `/api/gestion/salles/${HALL}/sites-partenaires`;
  const returnTo = (url: string) =>
    call(app, 'GET', `/api/v2/multisalle/retour?sCle=${HALL}&url=${encodeURIComponent(url)}`);
  const page = 'https://www.mairie-de-lisle.fr/sport/padel?x=1';

  it('are registered by an owner: a page of that origin is then offered the way back after sign-in, and no longer once removed', async () => {
    const owner = await createStaffMember(app, HALL, 'proprietaire');
    expect((await returnTo(page)).body).toEqual({ url: null });
    expect(
      await call(app, 'POST', path, {
        token: owner.token,
        body: { origine: 'HTTPS://www.Mairie-de-Lisle.fr/' },
      }),
    ).toEqual({ status: 201, body: { origine: 'https://www.mairie-de-lisle.fr' } });
    expect(
      (
        await call(app, 'POST', path, {
          token: owner.token,
          body: { origine: 'https://www.mairie-de-lisle.fr' },
        })
      ).status,
    ).toBe(200);
    expect((await returnTo(page)).body).toEqual({ url: page });
    const listed = await call(app, 'GET', path, { token: owner.token });
    expect(listed.body.sites).toContainEqual({
      origine: 'https://www.mairie-de-lisle.fr',
      ajouteLe: expect.any(String),
    });

    const removed = await call(
      app,
      'DELETE',
      `${path}?origine=${encodeURIComponent('https://www.mairie-de-lisle.fr')}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect((await returnTo(page)).body).toEqual({ url: null });
    const actions = await journal();
    for (const action of ['site-partenaire.ajout', 'site-partenaire.retrait']) {
      expect(actions.filter((line: { action: string }) => line.action === action)).toEqual([
        expect.objectContaining({ qui: owner.email, details: { origine: 'https://www.mairie-de-lisle.fr' } }),
      ]);
    }
  });

  it('refuses a manager and a receptionist (owners only), a path or another scheme, and an unknown site', async () => {
    const owner = await createStaffMember(app, HALL, 'proprietaire');
    for (const role of ['gestionnaire', 'accueil'] as const) {
      const member = await createStaffMember(app, HALL, role);
      expect(
        await call(app, 'POST', path, { token: member.token, body: { origine: 'https://www.exemple.fr' } }),
      ).toEqual({ status: 403, body: { description: staffMessages.roleForbidden } });
    }
    for (const origine of [
      'https://www.exemple.fr/page',
      'javascript:alert(1)',
      'ftp://exemple.fr',
      '',
      42,
    ]) {
      const refused = await call(app, 'POST', path, { token: owner.token, body: { origine } });
      expect(refused.status, String(origine)).toBe(422);
    }
    expect(
      await call(app, 'DELETE', `${path}?origine=${encodeURIComponent('https://inconnu.fr')}`, {
        token: owner.token,
      }),
    ).toEqual({ status: 404, body: { description: partnerSiteMessages.unknownSite } });
  });
});
