// The payment notices end to end: a finished game settled by POST /dev/reglement through the
// sandbox provider, then POST /dev/rappels: the player whose card paid gets a receipt, the one whose bank
// refused gets the way to regularise, each once, through a real SMTP server; regularised in MES PAIEMENTS,
// the share gets its receipt too.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { jobs, paymentAliases, payments } from '../db/schema.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { saveSandboxCard, useNoticeSuite } from './notice-test-helpers.ts';
import { noticeKinds } from './plan-notices.ts';

const suite = useNoticeSuite('http://localhost:8106');
const SITE = suite.siteUrl;

const saveCard = (player: TestPlayer, behaviour: 'accepted' | 'debit-refused', maskedPan: string) =>
  saveSandboxCard(suite.db, player, behaviour, maskedPan);

describe('payment notices', () => {
  let payer: TestPlayer;
  let refused: TestPlayer;

  beforeAll(async () => {
    payer = await createPlayer(suite.db);
    refused = await createPlayer(suite.db, { hasCard: false });
    // A card saved without trouble whose debits the bank refuses (the sandbox's documented test card).
    await saveCard(refused, 'debit-refused', '497010XXXXXX0055');
    // A game of 60 € that ended an hour ago, shared by the two.
    const reservationId = await insertReservation(suite.db, payer.userId, { totalCents: 6000 });
    await addParticipant(suite.db, reservationId, { userId: refused.userId, contactId: refused.contactId });
  });

  it('sends a receipt for a debited share and the way to regularise a refused one, once each', async () => {
    const settled = await call(suite.app, 'POST', '/dev/reglement', { body: {} });
    expect(settled.status).toBe(200);
    expect(settled.body.debits.map((debit: { statut: string }) => debit.statut).sort()).toEqual([
      'paid',
      'rectify',
    ]);
    const sent = await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.parType).toMatchObject({ 'notice.payment-receipt': 1, 'notice.payment-refused': 1 });

    const [receipt, ...otherReceipts] = await suite.mailsOf(payer);
    expect(otherReceipts).toHaveLength(0);
    expect(receipt?.subject).toMatch(/^Reçu\s: 30,00\s€ débités pour .+ à .+, le /);
    expect(receipt?.text).toContain('se terminant par 0014');
    expect(receipt?.text).toContain('Ce message vaut reçu.');
    expect(receipt?.html).toContain(`${SITE}/profile?q=reglements`);

    const [refusal, ...otherRefusals] = await suite.mailsOf(refused);
    expect(otherRefusals).toHaveLength(0);
    expect(refusal?.subject).toMatch(/^Paiement refusé\s: 30,00\s€ pour .+, à régulariser$/);
    expect(refusal?.text).toMatch(/n'a pas abouti\s: .+\./);
    expect(refusal?.text).toContain('Régulariser mon paiement');
    expect(refusal?.html).toContain(`${SITE}/profile?q=reglements`);
    // Payment notices are not marketing: no unsubscribe header (they cannot be turned off).
    expect(refusal?.headers.get('list-unsubscribe')).toBeUndefined();

    // Run again: nothing is sent twice.
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    await call(suite.app, 'POST', '/dev/reglement', { body: {} });
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(await suite.mailsOf(payer)).toHaveLength(1);
    expect(await suite.mailsOf(refused)).toHaveLength(1);
  });

  it('sends a receipt when the player regularises the refused share in MES PAIEMENTS, once', async () => {
    // The player saves a card the bank accepts, then asks for a new order from MES PAIEMENTS.
    await saveCard(refused, 'accepted', '497010XXXXXX0022');
    const [share] = await suite.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, refused.userId), eq(payments.status, 'rectify')));
    const regularised = await call(suite.app, 'POST', '/api/v2/contentieux/generer-ordre', {
      token: refused.token,
      body: { paiementId: share?.id },
    });
    expect(regularised).toMatchObject({ status: 200, body: { bSucces: true, statut: 'paid' } });
    // Planned with the debit's outcome, in its transaction: there before any notices run.
    const planned = await suite.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(
        eq(jobs.dedupeKey, `${noticeKinds.paymentReceipt}:${share?.id}:${regularised.body.sIdCommande}`),
      );
    expect(planned).toEqual([{ state: 'pending' }]);

    const sent = await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(sent.body.parType).toMatchObject({ 'notice.payment-receipt': 1 });
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    const [refusal, receipt, ...others] = await suite.mailsOf(refused);
    expect(others).toHaveLength(0);
    expect(refusal?.subject).toMatch(/^Paiement refusé\s: /);
    expect(receipt?.subject).toMatch(/^Reçu\s: 30,00\s€ débités pour .+ à .+, le /);
    expect(receipt?.text).toContain('se terminant par 0022');
    expect(receipt?.html).toContain(`${SITE}/profile?q=reglements`);
  });
});

describe('a saved card that expires before a coming game', () => {
  it('tells its owner once, with the game and the way to save another card', async () => {
    const owner = await createPlayer(suite.db);
    const now = new Date();
    // The card ends with this month; the game is 40 days out, after it.
    await suite.db
      .update(paymentAliases)
      .set({ expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() })
      .where(eq(paymentAliases.userId, owner.userId));
    const startsAt = new Date(now.getTime() + 40 * 24 * 3_600_000);
    startsAt.setUTCHours(6, 7, 0, 0);
    await insertReservation(suite.db, owner.userId, { totalCents: 4000, startsAt });
    // Another player's card lasts until 2030: nothing for them.
    const safe = await createPlayer(suite.db);
    await insertReservation(suite.db, safe.userId, {
      totalCents: 4000,
      startsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
    });

    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    const mails = await suite.mailsOf(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Votre carte expire avant votre partie à .+, le /);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(mails[0]?.text).toContain(`expire fin ${month}/${now.getUTCFullYear()}`);
    expect(mails[0]?.html).toContain(`${SITE}/profile?q=reglements`);
    expect(await suite.mailsOf(safe)).toHaveLength(0);
  });
});
