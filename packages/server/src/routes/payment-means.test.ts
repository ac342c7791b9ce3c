import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { paymentAliases, paymentOrders, paymentTransactions } from '../db/schema.ts';
import { saveSandboxCard } from '../payments/sandbox/test-cards.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import {
  fillCardForm,
  ipnForm,
  resignedAnswer,
  sandboxKeys,
  sendIpn,
  sendReturn,
} from './payment-means-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The same server whose sandbox keeps its IPNs here instead of sending them: the test sends them when it wants. */
let quietApp: ReturnType<typeof createApp>;
let heldIpns: URLSearchParams[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  quietApp = createApp({
    db: testDb.db,
    payments: {
      notify: async (form) => {
        heldIpns.push(form);
      },
    },
  });
});
afterAll(() => testDb.close());

const player = () => createPlayer(testDb.db, { hasCard: false });
const aliasOf = (p: TestPlayer) =>
  call(app, 'GET', '/api/v2/paiement/alias?host=http://localhost:8080', { token: p.token });
const transactionsOf = (orderId: string) =>
  testDb.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));

describe('payment means: the card form and the saved card', () => {
  it('answers 401 without a token on every secure payment call', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2/paiement/alias/etat'],
      ['GET', '/api/v2/paiement/alias'],
      ['POST', '/api/v2/paiement/alias'],
      ['POST', '/api/v2/paiement/retour'],
      ['GET', '/api/admin/paiement/alias/etat'],
      ['GET', '/api/admin/paiement/alias'],
    ] as const) {
      expect((await call(app, method, path, { body: method === 'POST' ? {} : undefined })).status, path).toBe(
        401,
      );
    }
  });

  it('documents its paths in the OpenAPI document, and only under the API bases', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/paiement/alias/etat',
        '/api/admin/paiement/alias/etat',
        '/api/v2/paiement/alias',
        '/api/admin/paiement/alias',
        '/api/v2/paiement/retour',
        '/api/v2/paiement/ipn',
      ]),
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/sandbox'))).toBe(false);
    expect(Object.keys(doc.paths['/api/v2/paiement/ipn'].post.requestBody.content)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });

  it('gives a REGISTER form of the sandbox on both bases, with its public key and absolute URL', async () => {
    const me = await player();
    const state = await call(app, 'GET', '/api/v2/paiement/alias/etat', { token: me.token });
    expect(state.status).toBe(200);
    expect(state.body.bSucces).toBe(true);
    expect(state.body.oReponse).toMatchObject({
      sClePublique: expect.stringMatching(/^12345678:testpublickey_/),
      sFournisseur: 'sandbox',
      // app.request() comes to http://localhost: the sandbox form follows that host (form-origin.ts).
      sUrlClient: 'http://localhost/sandbox-paiement',
    });
    const [order] = await testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, state.body.oReponse.sIdCommande));
    expect(order).toMatchObject({
      userId: me.userId,
      purpose: 'register',
      formToken: state.body.oReponse.sFormToken,
    });

    const accounts = createAccounts(testDb.db, accountsConfigFromEnv({ isProduction: false }));
    const adminToken = await accounts.issueToken(me, 'admin');
    const adminState = await call(app, 'GET', '/api/admin/paiement/alias/etat', { token: adminToken });
    expect(adminState.status).toBe(200);
    expect(adminState.body.oReponse.sFormToken).not.toBe(state.body.oReponse.sFormToken);
  });

  it('saves the card of a PAID answer: masked number, expiry, paiementActif, on both bases', async () => {
    const me = await player();
    expect((await aliasOf(me)).body).toEqual({ bSucces: true, oReponse: null });
    await saveSandboxCard(app, `Bearer ${me.token}`, '4970100000000014');
    const alias = await aliasOf(me);
    expect(alias.body.oReponse).toMatchObject({
      sPan: '497010XXXXXX0014',
      nMoisExpiration: 12,
      sFournisseurAlias: 'sandbox',
    });
    expect(alias.body.oReponse.nAnneeExpiration).toBeGreaterThan(new Date().getFullYear());
    const profile = await call(app, 'GET', `/api/v2/users/${me.userId}`, { token: me.token });
    expect(profile.body.paiementActif).toBe(true);

    const accounts = createAccounts(testDb.db, accountsConfigFromEnv({ isProduction: false }));
    const adminToken = await accounts.issueToken(me, 'admin');
    const adminAlias = await call(app, 'GET', '/api/admin/paiement/alias', { token: adminToken });
    expect(adminAlias.body).toEqual(alias.body);
  });

  it('replaces the saved card with a newer one (one card per player)', async () => {
    const me = await player();
    await saveSandboxCard(app, me.token, '4970100000000014');
    await saveSandboxCard(app, me.token, '4970100000000089');
    expect((await aliasOf(me)).body.oReponse.sPan).toBe('497010XXXXXX0089');
    const rows = await testDb.db.select().from(paymentAliases).where(eq(paymentAliases.userId, me.userId));
    expect(rows).toHaveLength(1);
  });

  it('leaves no card after a refused card, and says UNPAID', async () => {
    const me = await player();
    const { orderId, answer } = await fillCardForm(quietApp, me.token, '4970100000000097');
    const returned = await sendReturn(app, me.token, answer);
    expect(returned.status).toBe(200);
    expect(returned.body).toEqual({ bSucces: true, orderStatus: 'UNPAID', oAlias: null });
    expect((await aliasOf(me)).body.oReponse).toBeNull();
    const [order] = await testDb.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order?.status).toBe('unpaid');
    expect((await transactionsOf(orderId))[0]).toMatchObject({ status: 'UNPAID', detailedStatus: 'REFUSED' });
    const profile = await call(app, 'GET', `/api/v2/users/${me.userId}`, { token: me.token });
    expect(profile.body.paiementActif).toBe(false);
  });
});

describe('payment means: answers are verified and recorded once', () => {
  it('refuses a forged answer, a wrong key and a stale answer with 403, and records nothing', async () => {
    const me = await player();
    const { orderId, answer } = await fillCardForm(quietApp, me.token);
    const forged = { ...answer, 'kr-answer': answer['kr-answer'].replace('"PAID"', '"RUNNING"') };
    const invalid = { description: 'La réponse du fournisseur de paiement est invalide.' };
    expect(await sendReturn(app, me.token, forged)).toEqual({ status: 403, body: invalid });
    const passwordSigned = { ...answer, 'kr-hash': ipnForm(answer['kr-answer']).get('kr-hash') ?? '' };
    expect((await sendReturn(app, me.token, passwordSigned)).status).toBe(403);
    const stale = resignedAnswer(answer['kr-answer'], (a) => {
      a.serverDate = new Date(Date.now() - 16 * 60_000).toISOString();
    });
    expect((await sendReturn(app, me.token, stale)).body.description).toMatch(/expiré/);
    const browserKeyIpn = ipnForm(answer['kr-answer'], sandboxKeys.hmacKey);
    expect((await sendIpn(app, browserKeyIpn)).status).toBe(403);
    expect(await transactionsOf(orderId)).toHaveLength(0);
    expect((await aliasOf(me)).body.oReponse).toBeNull();
  });

  it('refuses a browser answer brought back a second time with 409', async () => {
    const me = await player();
    const { answer } = await fillCardForm(quietApp, me.token);
    expect((await sendReturn(app, me.token, answer)).status).toBe(200);
    expect(await sendReturn(app, me.token, answer)).toEqual({
      status: 409,
      body: { szErreur: 'Cette réponse de paiement a déjà été prise en compte.' },
    });
  });

  it('records one transaction whether the IPN comes before, after or without the browser return, four times', async () => {
    for (const scenario of ['before', 'after', 'without', 'ipn-only'] as const) {
      const me = await player();
      heldIpns = [];
      const { orderId, answer } = await fillCardForm(quietApp, me.token);
      const [ipn] = heldIpns;
      if (!ipn) throw new Error('the sandbox sent no IPN');
      const repeatIpn = async () => {
        for (let i = 0; i < 4; i += 1)
          expect(await sendIpn(app, ipn), scenario).toEqual({ status: 200, text: 'OK' });
      };
      if (scenario === 'before' || scenario === 'ipn-only') await repeatIpn();
      if (scenario !== 'ipn-only') {
        const returned = await sendReturn(app, me.token, answer);
        expect(returned.status, scenario).toBe(200);
        expect(returned.body.orderStatus).toBe('PAID');
        expect(returned.body.oAlias.sPan, scenario).toBe('497010XXXXXX0014');
      }
      if (scenario === 'after') await repeatIpn();
      const rows = await transactionsOf(orderId);
      expect(rows, scenario).toHaveLength(1);
      expect(rows[0]?.notificationCount, scenario).toBe(scenario === 'without' ? 0 : 4);
      expect((await aliasOf(me)).body.oReponse?.sPan, scenario).toBe('497010XXXXXX0014');
    }
  });

  it('records once when the browser return and four IPNs arrive at the same time', async () => {
    const me = await player();
    heldIpns = [];
    const { orderId, answer } = await fillCardForm(quietApp, me.token);
    const ipn = heldIpns[0] ?? new URLSearchParams();
    const [returned, ...ipns] = await Promise.all([
      sendReturn(app, me.token, answer),
      ...Array.from({ length: 4 }, () => sendIpn(app, ipn)),
    ]);
    expect(returned?.status).toBe(200);
    expect(ipns.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await transactionsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notificationCount).toBe(4);
    expect(rows[0]?.browserReturnedAt).not.toBeNull();
  });
});

describe("payment means: a player never reaches another player's card", () => {
  it("refuses another player's answer, and their token in a confirmation", async () => {
    const owner = await player();
    const thief = await player();
    const { answer } = await fillCardForm(quietApp, owner.token);
    expect((await sendReturn(app, thief.token, answer)).body).toEqual({
      description: 'Cette commande de paiement ne vous appartient pas.',
    });
    expect((await aliasOf(thief)).body.oReponse).toBeNull();
    expect((await sendReturn(app, owner.token, answer)).status).toBe(200);

    const [ownerAlias] = await testDb.db
      .select()
      .from(paymentAliases)
      .where(eq(paymentAliases.userId, owner.userId));
    const token = ownerAlias?.aliasToken ?? '';
    const confirm = (p: TestPlayer, nIdContact: number) =>
      call(app, 'POST', '/api/v2/paiement/alias', {
        token: p.token,
        body: { sJetonAlias: token, sDateCreation: '2026-01-01', sFournisseurAlias: 'sandbox', nIdContact },
      });
    expect((await confirm(thief, thief.contactId)).status).toBe(403);
    expect((await confirm(thief, owner.contactId)).status).toBe(403);
    expect((await confirm(owner, thief.contactId)).status).toBe(403);
    expect((await aliasOf(thief)).body.oReponse).toBeNull();

    const confirmed = await confirm(owner, owner.contactId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.oReponse.sPan).toBe('497010XXXXXX0014');
    expect((await confirm(owner, owner.contactId)).body).toEqual(confirmed.body);
  });
});
