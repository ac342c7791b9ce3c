import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createPlayer } from '../../cart/cart-test-helpers.ts';
import { paymentAliases, sandboxTransactions } from '../../db/schema.ts';
import { call } from '../../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { paymentsConfigFromEnv } from '../config.ts';
import { createCardProvider } from '../index.ts';
import { signAnswer } from '../signature.ts';
import { isLuhnValid, maskPan, TEST_CARDS } from './cards.ts';
import { futureExpiry, saveSandboxCard } from './test-cards.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const config = paymentsConfigFromEnv({}, {});
const keys = config.sandbox;
const basic = `Basic ${Buffer.from(`${keys.shopId}:${keys.password}`).toString('base64')}`;
const partner = 'https://club-partenaire.example';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const rest = (service: string, body: unknown, authorization = basic) =>
  call(app, 'POST', `/sandbox-paiement/api-payment/V4/Charge/${service}`, {
    body,
    headers: { authorization },
  });

async function registerForm() {
  const created = await rest('CreateToken', {
    currency: 'EUR',
    orderId: randomUUID(),
    customer: { reference: '1' },
  });
  return created.body.answer.formToken as string;
}

const submit = (formToken: string, fields: Partial<Record<'numero' | 'expiration' | 'cvv', string>> = {}) =>
  call(app, 'POST', '/sandbox-paiement/formulaire/soumettre', {
    body: { formToken, numero: '4970100000000014', expiration: futureExpiry(), cvv: '123', ...fields },
  });

const formPage = (formToken: string, origin = partner, publicKey = keys.publicKey) =>
  app.request(`/sandbox-paiement/formulaire?${new URLSearchParams({ formToken, publicKey, origin })}`);

describe('sandbox: test cards', () => {
  it('documents four Luhn-valid test cards and masks numbers as Lyra does', () => {
    expect(TEST_CARDS.map((card) => card.number)).toEqual([
      '4970100000000014',
      '4970100000000097',
      '4970100000000063',
      '4970100000000089',
    ]);
    expect(TEST_CARDS.every((card) => isLuhnValid(card.number))).toBe(true);
    expect(isLuhnValid('4970100000000015')).toBe(false);
    expect(maskPan('4970100000000014')).toBe('497010XXXXXX0014');
  });
});

describe('sandbox: the card form page', () => {
  it('is a French, accessible form that only our pages and the named partner may frame', async () => {
    const response = await formPage(await registerForm());
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors 'self' ${partner}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self'(;|$)/);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    for (const label of ['Numéro de carte', "Date d'expiration (MM/AA)", 'Cryptogramme (CVV)']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('>ENREGISTRER LA CARTE</button>');
    expect(html).toContain('aria-describedby="numero-erreur"');
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('Mode test');
    expect(html).toContain('4970 1000 0000 0097');
    // Nothing the site's policy would block: no inline script, no style attribute or element.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=|<style/);
    const script = await app.request('/sandbox-paiement/formulaire.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("'multisalle-sandbox'");
    expect((await app.request('/sandbox-paiement/formulaire.css')).status).toBe(200);
  });

  it("takes the colours its panel asks for: light by default, dark on a dark page, the phone's on a page that follows it", async () => {
    const formToken = await registerForm();
    const colours = async (couleurs?: string) => {
      const query = new URLSearchParams({ formToken, publicKey: keys.publicKey, origin: partner });
      if (couleurs) query.set('couleurs', couleurs);
      const html = await (await app.request(`/sandbox-paiement/formulaire?${query}`)).text();
      return [
        html.match(/<meta name="color-scheme" content="([^"]*)">/)?.[1],
        html.match(/<link rel="stylesheet" href="[^"]*formulaire-sombre\.css"[^>]*>/)?.[0] ?? null,
      ];
    };
    expect(await colours()).toEqual(['light', null]);
    expect(await colours('n-importe')).toEqual(['light', null]);
    expect(await colours('sombre')).toEqual([
      'dark',
      '<link rel="stylesheet" href="/sandbox-paiement/formulaire-sombre.css">',
    ]);
    expect(await colours('auto')).toEqual([
      'light dark',
      '<link rel="stylesheet" href="/sandbox-paiement/formulaire-sombre.css" media="(prefers-color-scheme: dark)">',
    ]);
    const dark = await app.request('/sandbox-paiement/formulaire-sombre.css');
    expect(dark.headers.get('content-type')).toContain('text/css');
    expect(await dark.text()).toContain('color-scheme:dark');
  });

  it("keeps the site's own headers everywhere else", async () => {
    const docs = await app.request('/api/docs');
    expect(docs.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(docs.headers.get('content-security-policy')).not.toContain('frame-ancestors');
  });

  it('shows PAYER and the amount for a payment form', async () => {
    const created = await rest('CreatePayment', {
      amount: 1250,
      currency: 'EUR',
      orderId: randomUUID(),
      formAction: 'REGISTER_PAY',
      customer: { email: 'a@exemple.fr' },
    });
    expect(created.body).toMatchObject({ status: 'SUCCESS', answer: { _type: 'V4/Charge/PaymentForm' } });
    const html = await (await formPage(created.body.answer.formToken)).text();
    expect(html).toMatch(/>PAYER 12,50\s€<\/button>/);
  });

  it('refuses a page without a usable origin, key or token', async () => {
    const token = await registerForm();
    expect((await formPage(token, 'javascript:alert(1)')).status).toBe(400);
    expect((await formPage(token, partner, '12345678:testpublickey_autre')).status).toBe(403);
    expect((await formPage('inconnu')).status).toBe(410);
  });
});

describe('sandbox: submitting the form', () => {
  it('answers French field errors for a bad number, a past expiry and a short CVV', async () => {
    const token = await registerForm();
    const answer = await submit(token, { numero: '4970 1000 0000 0015', expiration: '01/20', cvv: '12' });
    expect(answer.status).toBe(422);
    expect(answer.body.erreurs).toEqual([
      { champ: 'numero', message: 'Le numéro de carte est invalide.' },
      { champ: 'expiration', message: 'Cette carte est expirée.' },
      { champ: 'cvv', message: 'Le cryptogramme doit comporter 3 ou 4 chiffres.' },
    ]);
    expect((await submit(token, { numero: '', expiration: '13/30' })).body.erreurs).toEqual([
      { champ: 'numero', message: 'Saisissez le numéro de carte.' },
      { champ: 'expiration', message: "La date d'expiration doit être au format MM/AA." },
    ]);
  });

  it('refuses the « try again » card once inside the form, then accepts it', async () => {
    const token = await registerForm();
    const first = await submit(token, { numero: '4970 1000 0000 0063' });
    expect(first).toEqual({
      status: 409,
      body: { message: 'Paiement temporairement refusé, veuillez réessayer.' },
    });
    const second = await submit(token, { numero: '4970100000000063' });
    expect(second.status).toBe(200);
    expect(second.body.orderStatus).toBe('PAID');
    expect(second.body['kr-hash']).toBe(signAnswer(second.body['kr-answer'], keys.hmacKey));
    // A paid form is closed.
    expect((await submit(token)).status).toBe(410);
  });

  it('answers UNPAID without an alias for the refused card, and lets the form be tried again', async () => {
    const token = await registerForm();
    const refused = await submit(token, { numero: '4970100000000097' });
    const answer = JSON.parse(refused.body['kr-answer']);
    expect(answer).toMatchObject({ orderStatus: 'UNPAID', orderCycle: 'OPEN', _type: 'V4/Payment' });
    expect(answer.transactions[0]).toMatchObject({ detailedStatus: 'REFUSED', paymentMethodToken: null });
    expect((await submit(token)).body.orderStatus).toBe('PAID');
  });

  it('keeps no card number anywhere, only the masked one', async () => {
    const me = await createPlayer(testDb.db, { hasCard: false });
    await saveSandboxCard(app, me.token, '4970100000000014');
    for (const table of [
      'sandbox_form_tokens',
      'sandbox_card_tokens',
      'sandbox_transactions',
      'payment_transactions',
      'payment_aliases',
      'payment_orders',
    ]) {
      const rows = await testDb.db.execute(
        sql.raw(
          `select count(*)::int as n from ${table} t where t::text like '%4970100000000014%' or t::text like '%4970 1000 0000 0014%'`,
        ),
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n, table).toBe(0);
    }
  });
});

describe('sandbox: its REST API and saved-card debits', () => {
  it("refuses a wrong password in Lyra's error envelope", async () => {
    const wrong = `Basic ${Buffer.from(`${keys.shopId}:faux`).toString('base64')}`;
    const answer = await rest('CreateToken', { orderId: 'x' }, wrong);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      status: 'ERROR',
      answer: { _type: 'V4/WebService/WebServiceError' },
    });
  });

  it('debits a saved card once per order id, even asked five times at once', async () => {
    const me = await createPlayer(testDb.db, { hasCard: false });
    await saveSandboxCard(app, me.token, '4970100000000014');
    const [alias] = await testDb.db.select().from(paymentAliases).where(eq(paymentAliases.userId, me.userId));
    const orderId = randomUUID();
    const debit = {
      amount: 1250,
      currency: 'EUR',
      orderId,
      formAction: 'SILENT',
      paymentMethodToken: alias?.aliasToken,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest('CreatePayment', debit)));
    const uuids = new Set(answers.map((a) => a.body.answer.transactions[0].uuid));
    expect(uuids.size).toBe(1);
    expect(answers[0]?.body.answer).toMatchObject({ orderStatus: 'PAID', _type: 'V4/Payment' });
    const rows = await testDb.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.orderId, orderId));
    expect(rows).toHaveLength(1);

    const provider = createCardProvider(testDb.db, config);
    const again = await provider.debitAlias({
      orderId,
      amountCents: 1250,
      paymentMethodToken: alias?.aliasToken ?? '',
      customer: { reference: String(me.userId), email: 'a@exemple.fr' },
    });
    expect(again.transactions[0]?.uuid).toBe([...uuids][0]);
  });

  it('refuses the debits of the « insufficient funds » card, and unknown tokens', async () => {
    const me = await createPlayer(testDb.db, { hasCard: false });
    await saveSandboxCard(app, me.token, '4970100000000089');
    const [alias] = await testDb.db.select().from(paymentAliases).where(eq(paymentAliases.userId, me.userId));
    expect(alias?.maskedPan).toBe('497010XXXXXX0089');
    const provider = createCardProvider(testDb.db, config);
    const request = {
      orderId: randomUUID(),
      amountCents: 900,
      paymentMethodToken: alias?.aliasToken ?? '',
      customer: { reference: String(me.userId), email: 'a@exemple.fr' },
    };
    const refused = await provider.debitAlias(request);
    expect(refused.orderStatus).toBe('UNPAID');
    expect(refused.transactions[0]).toMatchObject({
      status: 'UNPAID',
      detailedStatus: 'REFUSED',
      errorCode: 'ACQ_001',
    });
    await expect(
      provider.debitAlias({ ...request, orderId: randomUUID(), paymentMethodToken: 'inconnu' }),
    ).rejects.toThrow(/INT_902/);
  });
});
