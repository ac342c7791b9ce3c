// The payment notices (issue 24) end to end: a finished game settled by POST /dev/reglement through the
// sandbox provider, then POST /dev/rappels: the player whose card paid gets a receipt, the one whose bank
// refused gets the way to regularise, each once, through a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { paymentAliases, users } from '../db/schema.ts';
import { insertCardToken } from '../payments/sandbox/store.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { startTestSmtp, type TestSmtp } from './notice-test-helpers.ts';

const SITE = 'http://localhost:8106';

let testDb: TestDatabase;
let smtp: TestSmtp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startTestSmtp();
  app = createApp({
    db: testDb.db,
    accounts: { smtpUrl: smtp.url, siteUrl: SITE, mailFrom: 'Multisalle <no-reply@multisalle.fr>' },
  });
});
afterAll(async () => {
  await smtp.close();
  await testDb.close();
});

async function emailOf(player: TestPlayer): Promise<string> {
  const [row] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, player.userId));
  return row?.email ?? '';
}

describe('payment notices', () => {
  let payer: TestPlayer;
  let refused: TestPlayer;

  beforeAll(async () => {
    payer = await createPlayer(testDb.db);
    refused = await createPlayer(testDb.db, { hasCard: false });
    // A card saved without trouble whose debits the bank refuses (the sandbox's documented test card).
    const card = await insertCardToken(testDb.db, {
      behaviour: 'debit-refused',
      maskedPan: '497010XXXXXX0055',
      expiry: { month: 12, year: 2030 },
    });
    await testDb.db.insert(paymentAliases).values({
      userId: refused.userId,
      provider: 'sandbox',
      aliasToken: card.token,
      maskedPan: card.maskedPan,
      expiryMonth: 12,
      expiryYear: 2030,
    });
    // A game of 60 € that ended an hour ago, shared by the two.
    const reservationId = await insertReservation(testDb.db, payer.userId, { totalCents: 6000 });
    await addParticipant(testDb.db, reservationId, { userId: refused.userId, contactId: refused.contactId });
  });

  it('sends a receipt for a debited share and the way to regularise a refused one, once each', async () => {
    const settled = await call(app, 'POST', '/dev/reglement', { body: {} });
    expect(settled.status).toBe(200);
    expect(settled.body.debits.map((debit: { statut: string }) => debit.statut).sort()).toEqual([
      'paid',
      'rectify',
    ]);
    const sent = await call(app, 'POST', '/dev/rappels', { body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.parType).toMatchObject({ 'notice.payment-receipt': 1, 'notice.payment-refused': 1 });

    const [receipt, ...otherReceipts] = smtp.to(await emailOf(payer));
    expect(otherReceipts).toHaveLength(0);
    expect(receipt?.subject).toMatch(/^Reçu : 30,00\s€ débités pour .+ à .+, le /);
    expect(receipt?.text).toContain('se terminant par 0014');
    expect(receipt?.text).toContain('Ce message vaut reçu.');
    expect(receipt?.html).toContain(`${SITE}/profile?q=reglements`);

    const [refusal, ...otherRefusals] = smtp.to(await emailOf(refused));
    expect(otherRefusals).toHaveLength(0);
    expect(refusal?.subject).toMatch(/^Paiement refusé : 30,00\s€ pour .+, à régulariser$/);
    expect(refusal?.text).toMatch(/n’a pas abouti : .+\./);
    expect(refusal?.text).toContain('Régulariser mon paiement');
    expect(refusal?.html).toContain(`${SITE}/profile?q=reglements`);
    // Payment notices are not marketing: no unsubscribe header (they cannot be turned off).
    expect(refusal?.headers.get('list-unsubscribe')).toBeUndefined();

    // Run again: nothing is sent twice.
    await call(app, 'POST', '/dev/rappels', { body: {} });
    await call(app, 'POST', '/dev/reglement', { body: {} });
    await call(app, 'POST', '/dev/rappels', { body: {} });
    expect(smtp.to(await emailOf(payer))).toHaveLength(1);
    expect(smtp.to(await emailOf(refused))).toHaveLength(1);
  });
});

describe('a saved card that expires before a coming game', () => {
  it('tells its owner once, with the game and the way to save another card', async () => {
    const owner = await createPlayer(testDb.db);
    const now = new Date();
    // The card ends with this month; the game is 40 days out, after it.
    await testDb.db
      .update(paymentAliases)
      .set({ expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() })
      .where(eq(paymentAliases.userId, owner.userId));
    const startsAt = new Date(now.getTime() + 40 * 24 * 3_600_000);
    startsAt.setUTCHours(6, 7, 0, 0);
    await insertReservation(testDb.db, owner.userId, { totalCents: 4000, startsAt });
    // Another player's card lasts until 2030: nothing for them.
    const safe = await createPlayer(testDb.db);
    await insertReservation(testDb.db, safe.userId, {
      totalCents: 4000,
      startsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
    });

    await call(app, 'POST', '/dev/rappels', { body: {} });
    await call(app, 'POST', '/dev/rappels', { body: {} });
    const mails = smtp.to(await emailOf(owner));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Votre carte expire avant votre partie à .+, le /);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(mails[0]?.text).toContain(`expire fin ${month}/${now.getUTCFullYear()}`);
    expect(mails[0]?.html).toContain(`${SITE}/profile?q=reglements`);
    expect(smtp.to(await emailOf(safe))).toHaveLength(0);
  });
});
