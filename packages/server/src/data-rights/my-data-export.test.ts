import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import {
  comingGameWith,
  createFullHistoryPlayer,
  type FullHistoryPlayer,
  mailNaming,
} from './data-rights-test-helpers.ts';
import { dataRightsMessages } from './messages.ts';

// « The players' data rights »: the export of everything held about the caller (RGPD 15 and 20).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let lea: FullHistoryPlayer;
let other: FullHistoryPlayer;
let comingGameId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  lea = await createFullHistoryPlayer(app, testDb.db, 'lea');
  other = await createFullHistoryPlayer(app, testDb.db, 'autre');
  comingGameId = await comingGameWith(testDb.db, other.userId, lea);
  await mailNaming(testDb.db, other.person.email, lea);
}, 120_000);
afterAll(() => testDb.close());

/** Every value under `key` anywhere in a document. */
function valuesOf(key: string, value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) valuesOf(key, item, found);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === key) found.push(inner);
      valuesOf(key, inner, found);
    }
  }
  return found;
}

describe('GET user/mes-donnees', () => {
  it('downloads a JSON file of every kind of data held about the caller, with a French summary', async () => {
    const response = await app.request('/api/v2/user/mes-donnees', {
      headers: { authorization: `Bearer ${lea.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mes-donnees-multisalle-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = await response.json();

    expect(data.resume.titre).toMatch(/^Vos données Multisalle, au /);
    expect(data.resume.lignes.join('\n')).toContain(`pseudonyme « ${lea.person.pseudonym} »`);
    expect(data.resume.lignes.join('\n')).toContain(
      'carte enregistrée se terminant par 0014, expirant en 12/2030',
    );
    expect(data.compte).toMatchObject({
      idUtilisateur: lea.userId,
      idContact: lea.contactId,
      email: lea.person.email,
      nom: lea.person.lastName,
      prenom: lea.person.firstName,
      pseudo: lea.person.pseudonym,
      portable: lea.person.phone,
      portableVerifie: true,
      emailingCollectivite: true,
      codePin: expect.stringMatching(/^\d{6}$/),
      avatar: { url: expect.stringMatching(/^\/media\/avatars\//), type: 'image/png' },
      sallesMembre: [{ salle: expect.any(String) }],
      reductionsStatut: [{ libelle: 'Étudiant lea', statut: 'Étudiant' }],
    });
    expect(data.famille).toEqual([
      expect.objectContaining({
        idContact: lea.family.contactId,
        pseudo: lea.family.pseudonym,
        mineur: true,
      }),
    ]);

    const byId = new Map(data.reservations.map((r: { idReservation: string }) => [r.idReservation, r]));
    expect(byId.get(lea.paidReservationId)).toMatchObject({
      role: 'organisateur',
      statut: 'finished',
      montantTotalCents: 6000,
      reponses: [
        { qui: 'vous', idContact: lea.contactId, reponse: 'validation' },
        { qui: 'famille', idContact: lea.family.contactId, reponse: 'validation' },
      ],
    });
    expect(byId.get(comingGameId)).toMatchObject({
      role: 'participant',
      statut: 'validate',
      reponses: [
        { qui: 'vous', reponse: 'validation' },
        { qui: 'famille', pseudo: lea.family.pseudonym },
      ],
    });
    expect(data.listeAttente).toEqual([expect.objectContaining({ statut: 'expired' })]);

    expect(data.paiements.carteEnregistree).toEqual({
      derniersChiffres: '0014',
      moisExpiration: 12,
      anneeExpiration: 2030,
      fournisseur: 'sandbox',
      enregistreeLe: expect.any(String),
    });
    expect(data.paiements.parts).toEqual([
      expect.objectContaining({ idReservation: lea.paidReservationId, montantCents: 6000, statut: 'paid' }),
    ]);
    const debit = data.paiements.operations.find((o: { objet: string }) => o.objet === 'part');
    expect(debit).toMatchObject({ montantCents: 6000, statut: 'paid' });
    expect(debit.transactions).toEqual([
      expect.objectContaining({ statut: 'PAID', montantCents: 6000, derniersChiffres: '0014' }),
    ]);

    const channels = data.messages.map((m: { canal: string }) => m.canal);
    expect(channels).toContain('mail');
    expect(channels).toContain('sms');
    expect(JSON.stringify(data.messages)).not.toMatch(/https?:\/\//);
    const sms = data.messages.find((m: { canal: string }) => m.canal === 'sms');
    expect(sms.texte).toContain(dataRightsMessages.codeRemoved);
    expect(sms.texte).not.toMatch(/\d{6}/);

    expect(data.consentements.conventions.length).toBeGreaterThan(0);
    expect(data.consentements.videosSecurite).toEqual([
      expect.objectContaining({ vueLe: '2026-02-03', heure: '18:30' }),
    ]);
    expect(data.consentements.cookies).toEqual({
      surNosServeurs: false,
      explication: dataRightsMessages.cookiesInBrowser,
    });

    expect(data.statistiques.vous.performances).toMatchObject({ nbMatchs: 1, nbVictoires: 1, nbButs: 1 });
    expect(data.statistiques.vous.parSport).toEqual([
      expect.objectContaining({ sport: 'PADEL', niveau: { position: 1, joueursClasses: 2 } }),
    ]);
    expect(data.statistiques.vous.parties).toEqual([
      expect.objectContaining({ sport: 'PADEL', equipe: 1, resultat: 'victoire', scores: ['6:3'] }),
    ]);
    expect(data.statistiques.famille).toEqual([
      expect.objectContaining({
        idContact: lea.family.contactId,
        performances: expect.objectContaining({ nbDefaites: 1 }),
      }),
    ]);
    // The level the halls' matches measured, with the Glicko-2 figures behind it.
    expect(data.niveaux).toEqual({
      masqueAuxAutres: false,
      parSport: [
        expect.objectContaining({
          sport: 'PADEL',
          niveau: expect.any(Number),
          provisoire: true,
          matchsComptes: 1,
          glicko2: {
            classement: expect.any(Number),
            ecart: expect.any(Number),
            volatilite: expect.any(Number),
          },
        }),
      ],
    });
    expect(data.resume.lignes).toContainEqual(
      expect.stringMatching(/^Niveaux\s: PADEL \d,\d \(provisoire\)\s; visibles des autres joueurs\.$/),
    );
    expect(data.securite.sessions.length).toBeGreaterThan(0);
    expect(data.securite.liensEnvoyes.map((l: { type: string }) => l.type)).toEqual(
      expect.arrayContaining(['activation', 'email-confirmation']),
    );
    expect(data.securite.codesSms).toEqual([expect.objectContaining({ portable: lea.person.phone })]);
  });

  it('holds nothing of another player, and never a token or a full card number', async () => {
    const { body } = await call(app, 'GET', '/api/v2/user/mes-donnees', { token: lea.token });
    const text = JSON.stringify(body);
    for (const value of [
      ...Object.values(other.person),
      other.pendingEmail,
      other.family.lastName,
      other.family.firstName,
      other.family.pseudonym,
      other.paidReservationId,
      other.matchReservationId,
    ]) {
      expect(text).not.toContain(value);
    }
    expect(valuesOf('idUtilisateur', body)).toEqual([lea.userId]);
    const contactIds = valuesOf('idContact', body);
    expect(contactIds).toContain(lea.family.contactId);
    for (const id of [other.contactId, other.family.contactId]) expect(contactIds).not.toContain(id);
    // Lea's own mail naming her sent to the other player is the other player's message, not hers.
    expect(body.messages.every((m: { destinataire: string }) => m.destinataire !== other.person.email)).toBe(
      true,
    );
    expect(text).not.toContain('497010XXXXXX0014');
    expect(text).not.toMatch(/sbx[\w-]{20,}/);
    expect(text).not.toMatch(/"(aliasToken|paymentMethodToken|formToken|tokenHash|passwordHash)"/);
  });

  it("answers the same file on the admin base, for the admin token's own account only", async () => {
    const admin = await call(app, 'GET', '/api/admin/grand-public/compte/mes-donnees', {
      token: other.adminToken,
    });
    expect(admin.status).toBe(200);
    expect(admin.body.compte).toMatchObject({ idUtilisateur: other.userId, email: other.person.email });
    expect(JSON.stringify(admin.body)).not.toContain(lea.person.email);
    // A token of one base is refused on the other.
    expect((await call(app, 'GET', '/api/v2/user/mes-donnees', { token: other.adminToken })).status).toBe(
      401,
    );
    expect((await call(app, 'GET', '/api/v2/user/mes-donnees')).status).toBe(401);
  });

  it('refuses a sixth download within the hour with a French 429', async () => {
    const player = await createPlayer(testDb.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, 'GET', '/api/v2/user/mes-donnees', { token: player.token })).status).toBe(200);
    }
    expect(await call(app, 'GET', '/api/v2/user/mes-donnees', { token: player.token })).toEqual({
      status: 429,
      body: { description: dataRightsMessages.tooManyExports },
    });
    // The limit is the account's: another player still downloads theirs.
    const someoneElse = await createPlayer(testDb.db);
    expect((await call(app, 'GET', '/api/v2/user/mes-donnees', { token: someoneElse.token })).status).toBe(
      200,
    );
  });
});
