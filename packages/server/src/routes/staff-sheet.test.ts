import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { missingConventions } from '../booking-rules/index.ts';
import type { Clock } from '../clock/index.ts';
import { conventions, hallPhotos, staffAudit } from '../db/schema.ts';
import { hallPhotoMessages, MAX_HALL_PHOTO_BYTES, publicSheetMessages } from '../hall-rules/index.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, createActivePlayer, TINY_PNG } from './accounts-test-helpers.ts';
import { hallIdOf } from './booking-rules-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// The hall's public sheet from its console: the hall page's description and gallery, its safety video and
// the conventions asked before booking. Managers and owners only, every change audited, players see it at
// once; a changed convention is asked again, a withdrawn one no longer.

/** Monday 7 December 2026, 10:00 in Paris. */
const NOW = new Date('2026-12-07T09:00:00Z');
const HALL = 'padel-park';
const SHEET = `/api/gestion/salles/${HALL}/fiche`;
const clock: Clock = { now: () => new Date(NOW), nowMs: () => NOW.getTime() };

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let hallId: number;
let manager: { token: string };
let owner: { token: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, clock });
  hallId = await hallIdOf(testDb.db, HALL);
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  owner = await createStaffMember(app, HALL, 'proprietaire');
});
afterAll(() => testDb.close());

/** A JPEG of exactly `size` bytes: its signature, then padding (the server reads the type from the bytes). */
const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

const upload = async (
  bytes: Uint8Array<ArrayBuffer>,
  alt: string,
  token = manager.token,
  name = 'salle.jpg',
) => {
  const form = new FormData();
  form.append('photo', new File([bytes], name, { type: 'image/jpeg' }));
  form.append('texteAlternatif', alt);
  const response = await app.request(`${SHEET}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
};
const detail = async () => (await call(app, 'GET', `/api/v2/multisalle/detail?sCle=${HALL}`)).body;
const journal = async () =>
  (await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token })).body.actions as {
    action: string;
    details: Record<string, unknown>;
  }[];
const photoCount = async () =>
  (await testDb.db.select({ id: hallPhotos.id }).from(hallPhotos).where(eq(hallPhotos.hallId, hallId)))
    .length;
const convention = {
  titre: 'Charte du club',
  contenu: '<p>Respect des horaires.</p>',
  validations: [{ libelle: "J'accepte la charte du club" }],
};
const toValidate = async (token: string) =>
  (
    await call(app, 'GET', `/api/v2/multisalle/${hallId}/conventions-a-valider?declencheur=reservation`, {
      token,
    })
  ).body as { id: number; titre: string; contenu: string }[];
const validate = (token: string, id: number) =>
  call(app, 'POST', `/api/v2/multisalle/${hallId}/convention/${id}/valider`, { token });

describe("the hall page's description and safety video", () => {
  it("shows a new description and the hall's own video on the hall's detail at once, and audits both", async () => {
    const changed = await call(app, 'PUT', SHEET, {
      token: manager.token,
      body: {
        description: 'Deux terrains couverts.\r\n\r\n\r\nParking gratuit.  ',
        urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
        videoSecuriteRequise: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      description: 'Deux terrains couverts.\n\nParking gratuit.',
      urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
      videoSecuriteRequise: true,
    });
    expect(await detail()).toMatchObject({
      description: 'Deux terrains couverts.\n\nParking gratuit.',
      urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
      videoSecuriteRequise: true,
    });
    const actions = (await journal()).map((line) => line.action);
    expect(actions).toContain('fiche.description');
    expect(actions).toContain('fiche.video');
  });

  it('refuses a description over 2 000 characters and a video not in https, in French, keeping the sheet', async () => {
    const tooLong = await call(app, 'PUT', SHEET, {
      token: manager.token,
      body: { description: 'a'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.violations).toEqual([
      { propertyPath: 'description', message: publicSheetMessages.descriptionTooLong },
    ]);
    const http = await call(app, 'PUT', SHEET, {
      token: manager.token,
      body: { urlVideoSecurite: 'http://videos.exemple.fr/consignes.mp4' },
    });
    expect(http.status).toBe(422);
    expect(http.body.detail).toBe(publicSheetMessages.videoNotHttps);
    expect((await detail()).description).toBe('Deux terrains couverts.\n\nParking gratuit.');

    const full = await call(app, 'PUT', SHEET, {
      token: owner.token,
      body: { description: 'b'.repeat(2000) },
    });
    expect(full.status).toBe(200);
    expect(full.body.description).toHaveLength(2000);
  });
});

describe('the gallery « VOTRE PADEL PARK EN IMAGES »', () => {
  it("takes a photo of 5 MB exactly (spec 1: images up to 5 MB) and serves it, cached, on the hall's detail at once", async () => {
    const added = await upload(jpegOf(MAX_HALL_PHOTO_BYTES), 'Les deux terrains couverts');
    expect(added.status).toBe(201);
    const [photo] = added.body.photos;
    expect(photo).toMatchObject({
      texteAlternatif: 'Les deux terrains couverts',
      type: 'image/jpeg',
      octets: MAX_HALL_PHOTO_BYTES,
    });
    expect((await detail()).photos).toEqual([
      { url: photo.url, texteAlternatif: 'Les deux terrains couverts' },
    ]);
    const served = await app.request(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBe(MAX_HALL_PHOTO_BYTES);
  });

  it('refuses a photo over 5 MB (spec 1: images up to 5 MB) with a French 413, nothing stored nor audited', async () => {
    const photosBefore = await photoCount();
    const linesBefore = (await journal()).length;
    const justOver = await upload(jpegOf(MAX_HALL_PHOTO_BYTES + 1), 'Trop lourde');
    expect(justOver).toEqual({ status: 413, body: { description: hallPhotoMessages.tooLarge } });
    const farOver = await upload(jpegOf(MAX_HALL_PHOTO_BYTES + 200 * 1024), 'Bien trop lourde');
    expect(farOver).toEqual({ status: 413, body: { description: hallPhotoMessages.tooLarge } });
    expect(await photoCount()).toBe(photosBefore);
    expect((await journal()).length).toBe(linesBefore);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, and a photo without its alternative text', async () => {
    const text = await upload(
      new TextEncoder().encode('<svg onload="x()"></svg>'),
      'Un logo',
      manager.token,
      'a.jpg',
    );
    expect(text.status).toBe(422);
    expect(text.body.detail).toBe(hallPhotoMessages.notAnImage);
    const noAlt = await upload(TINY_PNG, '   ');
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.detail).toBe(hallPhotoMessages.altRequired);
  });

  it("changes a photo's text, orders the gallery, removes a photo: the hall's detail follows, each change audited", async () => {
    const second = await upload(TINY_PNG, 'Le bar');
    const [first, added] = second.body.photos as { idPhoto: number; url: string }[];
    if (!first || !added) throw new Error('two photos expected');
    const retitled = await call(app, 'PATCH', `${SHEET}/photos/${added.idPhoto}`, {
      token: manager.token,
      body: { texteAlternatif: 'Le bar et sa terrasse' },
    });
    expect(retitled.status).toBe(200);
    const ordered = await call(app, 'PUT', `${SHEET}/photos/ordre`, {
      token: manager.token,
      body: { ordre: [added.idPhoto, first.idPhoto] },
    });
    expect(ordered.status).toBe(200);
    expect(
      (await detail()).photos.map((photo: { texteAlternatif: string }) => photo.texteAlternatif),
    ).toEqual(['Le bar et sa terrasse', 'Les deux terrains couverts']);
    const wrongOrder = await call(app, 'PUT', `${SHEET}/photos/ordre`, {
      token: manager.token,
      body: { ordre: [added.idPhoto] },
    });
    expect(wrongOrder.status).toBe(422);
    expect(wrongOrder.body.detail).toBe(hallPhotoMessages.orderMismatch);

    const removed = await call(app, 'DELETE', `${SHEET}/photos/${first.idPhoto}`, { token: manager.token });
    expect(removed.status).toBe(200);
    expect((await detail()).photos).toHaveLength(1);
    expect((await app.request(first.url)).status).toBe(404);
    const again = await call(app, 'DELETE', `${SHEET}/photos/${first.idPhoto}`, { token: manager.token });
    expect(again).toEqual({ status: 404, body: { description: hallPhotoMessages.unknownPhoto } });

    const actions = (await journal()).map((line) => line.action);
    for (const action of [
      'fiche.photo.ajout',
      'fiche.photo.texte',
      'fiche.photo.ordre',
      'fiche.photo.retrait',
    ])
      expect(actions).toContain(action);
  });
});

describe('the conventions asked before booking', () => {
  it("stores a convention's HTML cleaned: scripts and event handlers are gone, the text stays", async () => {
    const added = await call(app, 'POST', `${SHEET}/conventions`, {
      token: manager.token,
      body: {
        titre: 'Charte propre',
        contenu:
          '<p onclick="voler()">Règles <strong>claires</strong>.</p><script>voler()</script><img src="x" onerror="voler()"><a href="javascript:voler()">lien</a>',
        validations: [{ libelle: "J'ai lu la charte" }],
      },
    });
    expect(added.status).toBe(201);
    const [row] = await testDb.db
      .select({ html: conventions.contentHtml })
      .from(conventions)
      .where(and(eq(conventions.hallId, hallId), eq(conventions.title, 'Charte propre')));
    expect(row?.html).toBe('<p>Règles <strong>claires</strong>.</p><a>lien</a>');
    const onlyScript = await call(app, 'POST', `${SHEET}/conventions`, {
      token: manager.token,
      body: { ...convention, contenu: '<script>voler()</script>' },
    });
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.detail).toMatch(/^Le texte de la convention est vide une fois nettoyé/);
  });

  it('asks the players again after a convention is changed, no longer once it is withdrawn; audited', async () => {
    const player = await createActivePlayer(app);
    const added = await call(app, 'POST', `${SHEET}/conventions`, { token: manager.token, body: convention });
    expect(added.status).toBe(201);
    for (const asked of await toValidate(player.v2Token)) await validate(player.v2Token, asked.id);
    expect(await missingConventions(testDb.db, player.userId, hallId)).toBe(0);

    const charter = (added.body.conventions as { idConvention: number; titre: string }[]).find(
      (found) => found.titre === 'Charte du club',
    );
    if (!charter) throw new Error('the charter is listed');
    const edited = await call(app, 'PUT', `${SHEET}/conventions/${charter.idConvention}`, {
      token: manager.token,
      body: { ...convention, contenu: '<p>Respect des horaires et du matériel.</p>' },
    });
    expect(edited.status).toBe(200);
    const version = (edited.body.conventions as { idConvention: number; remplace: number | null }[]).find(
      (found) => found.remplace === charter.idConvention,
    );
    expect(version).toBeDefined();
    expect(await missingConventions(testDb.db, player.userId, hallId)).toBe(1);
    const asked = await toValidate(player.v2Token);
    expect(asked.map((found) => [found.id, found.contenu])).toEqual([
      [version?.idConvention, '<p>Respect des horaires et du matériel.</p>'],
    ]);
    // The replaced version can no longer be validated, nor changed again.
    expect((await validate(player.v2Token, charter.idConvention)).status).toBe(404);
    const stale = await call(app, 'PUT', `${SHEET}/conventions/${charter.idConvention}`, {
      token: manager.token,
      body: convention,
    });
    expect(stale.status).toBe(409);

    const withdrawn = await call(app, 'DELETE', `${SHEET}/conventions/${version?.idConvention}`, {
      token: manager.token,
    });
    expect(withdrawn.status).toBe(200);
    expect(await missingConventions(testDb.db, player.userId, hallId)).toBe(0);
    expect(await toValidate(player.v2Token)).toEqual([]);

    const lines = await journal();
    expect(lines.find((line) => line.action === 'convention.modification')?.details).toMatchObject({
      idConvention: version?.idConvention,
      remplace: charter.idConvention,
      aRevalider: 1,
    });
    const actions = lines.map((line) => line.action);
    expect(actions).toContain('convention.ajout');
    expect(actions).toContain('convention.retrait');
  });
});

describe("who may change the hall's sheet", () => {
  it('refuses a receptionist (403) on every call, and changes nothing', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const forbidden = { status: 403, body: { description: staffMessages.roleForbidden } };
    const sheet = (await call(app, 'GET', SHEET, { token: manager.token })).body;
    const [photo] = sheet.photos as { idPhoto: number }[];
    const [current] = sheet.conventions as { idConvention: number }[];
    if (!photo || !current) throw new Error('a photo and a convention are on the sheet');
    const actionsBefore = await testDb.db.select().from(staffAudit).where(eq(staffAudit.hallId, hallId));

    const calls: [string, string, unknown?][] = [
      ['GET', SHEET],
      ['PUT', SHEET, { description: 'Accueil' }],
      ['PATCH', `${SHEET}/photos/${photo.idPhoto}`, { texteAlternatif: 'Accueil' }],
      ['PUT', `${SHEET}/photos/ordre`, { ordre: [photo.idPhoto] }],
      ['DELETE', `${SHEET}/photos/${photo.idPhoto}`],
      ['POST', `${SHEET}/conventions`, convention],
      ['PUT', `${SHEET}/conventions/${current.idConvention}`, convention],
      ['DELETE', `${SHEET}/conventions/${current.idConvention}`],
    ];
    for (const [method, path, body] of calls)
      expect(await call(app, method, path, { token: desk.token, body }), `${method} ${path}`).toEqual(
        forbidden,
      );
    expect(await upload(TINY_PNG, 'Accueil', desk.token)).toEqual(forbidden);

    expect((await call(app, 'GET', SHEET, { token: manager.token })).body).toEqual(sheet);
    const actionsAfter = await testDb.db.select().from(staffAudit).where(eq(staffAudit.hallId, hallId));
    expect(actionsAfter).toHaveLength(actionsBefore.length);
    const current2 = await testDb.db
      .select({ id: conventions.id })
      .from(conventions)
      .where(and(eq(conventions.hallId, hallId), isNull(conventions.withdrawnAt)));
    expect(current2.map((row) => row.id)).toContain(current.idConvention);
  });
});
