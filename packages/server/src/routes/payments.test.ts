import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { payments, sandboxTransactions } from '../db/schema.ts';
import { createCardProvider, paymentsConfigFromEnv } from '../payments/index.ts';
import { saveSandboxCard } from '../payments/sandbox/test-cards.ts';
import { debitFailureReasons, runSettlement } from '../payments/settlement/index.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { paymentMessages } from './payments.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

const CARDS = { accepted: '4970100000000014', debitRefused: '4970100000000089' } as const;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const list = (p: TestPlayer, type: string, userId = p.userId) =>
  call(app, 'GET', `/api/v2/user/${userId}/payment/liste?type=${type}`, { token: p.token });
const regenerate = (p: TestPlayer, body: unknown, key?: string) =>
  call(app, 'POST', '/api/v2/contentieux/generer-ordre', {
    token: p.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const settle = () => runSettlement(testDb.db, createCardProvider(testDb.db, paymentsConfigFromEnv()));

async function playerWithCard(cardNumber: string | null): Promise<TestPlayer> {
  // The card saved here through the sandbox form, not createPlayer's accepted one.
  const player = await createPlayer(testDb.db, { hasCard: false });
  if (cardNumber) await saveSandboxCard(app, player.token, cardNumber);
  return player;
}

describe('payment lists and a new order for a failed payment', () => {
  let organiser: TestPlayer;
  let mate: TestPlayer;
  let reservationId: string;

  beforeAll(async () => {
    organiser = await playerWithCard(CARDS.accepted);
    mate = await playerWithCard(CARDS.debitRefused);
    reservationId = await insertReservation(testDb.db, organiser.userId, { totalCents: 5001 });
    await addParticipant(testDb.db, reservationId, { userId: mate.userId });
  });

  it('shows each accepted player their estimated share under coming before the settlement', async () => {
    const mine = await list(organiser, 'coming');
    expect(mine.status).toBe(200);
    expect(mine.body.paiements).toEqual([
      expect.objectContaining({
        id: reservationId,
        idReservation: reservationId,
        montant: 2501,
        statut: 'coming',
        datePaiement: null,
        nbPersonnes: 1,
        motif: null,
      }),
    ]);
    const line = mine.body.paiements[0];
    expect(line.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.heureDebut).toMatch(/^\d{2}:\d{2}$/);
    expect(typeof line.idMultisalle).toBe('number');
    expect(line.libelle).toEqual(expect.any(String));
    expect(line.activite.libelle).toEqual(expect.any(String));
    expect((await list(mate, 'coming')).body.paiements).toEqual([
      expect.objectContaining({ id: reservationId, montant: 2500 }),
    ]);
    expect((await list(organiser, 'past')).body.paiements).toEqual([]);
  });

  it('lists the paid share under past and the refused debit under rectify after the settlement', async () => {
    await settle();
    const past = await list(organiser, 'past');
    expect(past.body.paiements).toEqual([
      expect.objectContaining({ idReservation: reservationId, montant: 2501, statut: 'paid', motif: null }),
    ]);
    expect(new Date(past.body.paiements[0].datePaiement).getTime()).not.toBeNaN();
    expect((await list(organiser, 'coming')).body.paiements).toEqual([]);
    const rectify = await list(mate, 'rectify');
    expect(rectify.body.paiements).toEqual([
      expect.objectContaining({
        idReservation: reservationId,
        montant: 2500,
        statut: 'rectify',
        motif: debitFailureReasons.refused,
      }),
    ]);
    expect(typeof rectify.body.paiements[0].id).toBe('number');
  });

  it('marks every line a share (`nature: part`), and describes the refund fields in the API reference', async () => {
    const past = await list(organiser, 'past');
    expect(past.body.paiements[0]).toMatchObject({
      nature: 'part',
      statutRemboursement: null,
      dateDemandeRemboursement: null,
      dateRemboursement: null,
    });
    const doc = await (await app.request('/api/openapi.json')).json();
    const line = doc.components.schemas.Paiement;
    expect(line.required).toEqual(
      expect.arrayContaining([
        'nature',
        'statutRemboursement',
        'dateDemandeRemboursement',
        'dateRemboursement',
      ]),
    );
    expect(line.properties.nature.enum).toEqual(['part', 'remboursement']);
    expect(line.properties.nature.description).toContain('remboursement');
  });

  it("keeps another player's payments unreadable and unchangeable", async () => {
    expect(await list(organiser, 'rectify', mate.userId)).toMatchObject({
      status: 403,
      body: { description: expect.any(String) },
    });
    const [failed] = await testDb.db.select().from(payments).where(eq(payments.userId, mate.userId));
    expect(await regenerate(organiser, { paiementId: failed?.id, commentaireOdp: null })).toEqual({
      status: 403,
      body: { description: paymentMessages.notYours },
    });
    expect(await regenerate(organiser, { paiementId: 999_999 })).toEqual({
      status: 404,
      body: { description: paymentMessages.notFound },
    });
    const [paid] = await testDb.db.select().from(payments).where(eq(payments.userId, organiser.userId));
    expect(await regenerate(organiser, { paiementId: paid?.id })).toEqual({
      status: 409,
      body: { szErreur: paymentMessages.notToRectify },
    });
    expect((await call(app, 'GET', `/api/v2/user/${mate.userId}/payment/liste?type=past`)).status).toBe(401);
    expect((await list(mate, 'tout')).status).toBe(422);
  });

  it('debits the new card once for a regenerated payment, a retry with the same key answering the same', async () => {
    const [failed] = await testDb.db.select().from(payments).where(eq(payments.userId, mate.userId));
    if (!failed) throw new Error('no failed share');
    // The same refused card fails again.
    const again = await regenerate(mate, { paiementId: failed.id, commentaireOdp: 'Essai' }, 'essai-1');
    expect(again).toMatchObject({ status: 200, body: { bSucces: true, statut: 'rectify' } });

    await saveSandboxCard(app, mate.token, CARDS.accepted);
    const body = { paiementId: failed.id, commentaireOdp: ' Carte remplacée ' };
    const paid = await regenerate(mate, body, 'essai-2');
    expect(paid).toMatchObject({ status: 200, body: { bSucces: true, statut: 'paid' } });
    expect(paid.body.sIdCommande).not.toBe(again.body.sIdCommande);
    expect(await regenerate(mate, body, 'essai-2')).toEqual(paid);
    const debits = await testDb.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.orderId, paid.body.sIdCommande));
    expect(debits).toHaveLength(1);

    const past = await list(mate, 'past');
    expect(past.body.paiements).toEqual([
      expect.objectContaining({ id: failed.id, statut: 'paid', commentaire: 'Carte remplacée', motif: null }),
    ]);
    expect((await list(mate, 'rectify')).body.paiements).toEqual([]);
    // A new key on a paid share changes nothing.
    expect((await regenerate(mate, body, 'essai-3')).status).toBe(409);
  });
});
