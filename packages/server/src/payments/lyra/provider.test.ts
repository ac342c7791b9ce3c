// The Lyra provider against recorded answer shapes. Only `fetch` is stubbed: the live service is outside our
// system (and has never been called from here, see the server README).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import type { LyraSettings } from '../config.ts';
import { createCardProvider, PaymentProviderError, paymentsConfigFromEnv } from '../index.ts';
import { futureExpiry } from '../sandbox/test-cards.ts';
import browserReturn from './fixtures/browser-return-register-paid.json';
import refundCredit from './fixtures/cancel-or-refund-credit.json';
import paymentError from './fixtures/create-payment-error.json';
import createToken from './fixtures/create-token.json';
import ipn from './fixtures/ipn-register-paid.json';
import orderNotFound from './fixtures/order-get-not-found.json';
import orderPaid from './fixtures/order-get-paid.json';
import orderRefunded from './fixtures/order-get-refunded.json';
import debitPaid from './fixtures/silent-debit-paid.json';
import debitRefused from './fixtures/silent-debit-refused.json';
import tokenCancel from './fixtures/token-cancel.json';
import { createLyraProvider } from './provider.ts';

const settings: LyraSettings = {
  shopId: '69876357',
  password: 'testpassword_FIXTURE',
  publicKey: '69876357:testpublickey_FIXTURE',
  hmacKey: 'testhmacFIXTURE0123456789',
  apiUrl: 'https://api.payzen.eu',
  clientUrl: 'https://static.payzen.eu',
};

interface SentRequest {
  url: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

/** A `fetch` that answers recorded bodies in turn (the last one again after that) and keeps what it was sent. */
function recordedFetch(...answers: unknown[]) {
  const sent: SentRequest[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(input),
      authorization: headers.get('authorization'),
      body: JSON.parse(String(init?.body)),
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { sent, fetchStub };
}

const customer = { reference: '42', email: 'joueur@multisalle.fr' };
const lyra = (fetchStub: typeof fetch) =>
  createLyraProvider(settings, { siteUrl: 'https://multisalle.fr', fetch: fetchStub });

describe('Lyra provider: REST V4 calls', () => {
  it('asks Charge/CreateToken for a REGISTER form with Basic auth and our IPN URL', async () => {
    const { sent, fetchStub } = recordedFetch(createToken);
    const form = await lyra(fetchStub).createCardForm({
      formAction: 'REGISTER',
      orderId: 'o-1',
      amountCents: 0,
      customer,
    });
    expect(form).toEqual({
      formToken: createToken.answer.formToken,
      publicKey: '69876357:testpublickey_FIXTURE',
      clientEndpoint: 'https://static.payzen.eu',
    });
    expect(sent[0]?.url).toBe('https://api.payzen.eu/api-payment/V4/Charge/CreateToken');
    expect(sent[0]?.authorization).toBe(
      `Basic ${Buffer.from('69876357:testpassword_FIXTURE').toString('base64')}`,
    );
    expect(sent[0]?.body).toEqual({
      currency: 'EUR',
      orderId: 'o-1',
      customer,
      ipnTargetUrl: 'https://multisalle.fr/api/v2/paiement/ipn',
    });
  });

  it('asks Charge/CreatePayment for a paying form, amount in cents', async () => {
    const { sent, fetchStub } = recordedFetch(createToken);
    await lyra(fetchStub).createCardForm({
      formAction: 'REGISTER_PAY',
      orderId: 'o-2',
      amountCents: 1250,
      customer,
    });
    expect(sent[0]?.url).toMatch(/\/V4\/Charge\/CreatePayment$/);
    expect(sent[0]?.body).toMatchObject({ amount: 1250, formAction: 'REGISTER_PAY', orderId: 'o-2' });
  });

  it('debits a saved card with formAction SILENT, after checking the order holds no debit yet', async () => {
    const { sent, fetchStub } = recordedFetch(orderNotFound, debitPaid);
    const answer = await lyra(fetchStub).debitAlias({
      orderId: '2f3f527a-9f47-4a45-94d5-ad3ef0dbd437',
      amountCents: 1250,
      paymentMethodToken: '78b346b66bc5472fad3b7a1f72e3db9e',
      customer,
    });
    expect(sent[0]?.url).toBe('https://api.payzen.eu/api-payment/V4/Order/Get');
    expect(sent[0]?.body).toEqual({ orderId: '2f3f527a-9f47-4a45-94d5-ad3ef0dbd437' });
    expect(sent[1]?.url).toMatch(/\/V4\/Charge\/CreatePayment$/);
    expect(sent[1]?.body).toMatchObject({
      formAction: 'SILENT',
      paymentMethodToken: '78b346b66bc5472fad3b7a1f72e3db9e',
      amount: 1250,
      currency: 'EUR',
    });
    expect(answer.orderStatus).toBe('PAID');
    expect(answer.transactions[0]).toMatchObject({ status: 'PAID', detailedStatus: 'AUTHORISED' });
  });

  it("answers a refused debit as UNPAID with Lyra's reason, not as an error", async () => {
    const { fetchStub } = recordedFetch(orderNotFound, debitRefused);
    const answer = await lyra(fetchStub).debitAlias({
      orderId: '2f3f527a-9f47-4a45-94d5-ad3ef0dbd437',
      amountCents: 1250,
      paymentMethodToken: '78b346b66bc5472fad3b7a1f72e3db9e',
      customer,
    });
    expect(answer.orderStatus).toBe('UNPAID');
    expect(answer.transactions[0]).toMatchObject({ detailedStatus: 'REFUSED', errorCode: 'ACQ_001' });
  });

  it('answers the debit Lyra already made for the order instead of debiting again', async () => {
    const { sent, fetchStub } = recordedFetch(orderPaid);
    const request = {
      orderId: '2f3f527a-9f47-4a45-94d5-ad3ef0dbd437',
      amountCents: 1250,
      paymentMethodToken: '78b346b66bc5472fad3b7a1f72e3db9e',
      customer,
    };
    const answer = await lyra(fetchStub).debitAlias(request);
    expect(sent).toHaveLength(1);
    expect(answer).toMatchObject({ orderStatus: 'PAID', _type: 'V4/Payment' });
    expect(answer.transactions[0]?.uuid).toBe('bed15ddb6c4a4046bbc96a07ff34a9ff');
    // Not knowing is not a reason to debit: an error of Order/Get stops the debit.
    const unsure = recordedFetch(paymentError);
    await expect(lyra(unsure.fetchStub).debitAlias(request)).rejects.toThrow(/^INT_902/);
    expect(unsure.sent).toHaveLength(1);
  });

  it('cancels a saved card with Token/Cancel, and forgets nothing more (Lyra has no call for it)', async () => {
    const { sent, fetchStub } = recordedFetch(tokenCancel);
    await lyra(fetchStub).cancelAlias('b6e3bd3f0e4c4b1c9a3d2f1e0c9b8a7d');
    expect(sent).toEqual([
      {
        url: 'https://api.payzen.eu/api-payment/V4/Token/Cancel',
        authorization: `Basic ${Buffer.from('69876357:testpassword_FIXTURE').toString('base64')}`,
        body: { paymentMethodToken: 'b6e3bd3f0e4c4b1c9a3d2f1e0c9b8a7d' },
      },
    ]);
    await lyra(fetchStub).forgetCustomer(customer);
    expect(sent).toHaveLength(1);
  });

  it("throws a PaymentProviderError with Lyra's code on an ERROR answer or an unreachable service", async () => {
    const { fetchStub } = recordedFetch(paymentError);
    const request = { formAction: 'REGISTER_PAY' as const, orderId: 'o-3', amountCents: 100, customer };
    await expect(lyra(fetchStub).createCardForm(request)).rejects.toThrow(PaymentProviderError);
    await expect(lyra(fetchStub).createCardForm(request)).rejects.toThrow(/^INT_902: web-service input data/);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(lyra(down).createCardForm(request)).rejects.toThrow(/^NETWORK:/);
  });
});

describe('Lyra provider: signed answers', () => {
  it('checks the IPN with the password and the browser return with the HMAC key, over the raw string', () => {
    const provider = lyra(recordedFetch({}).fetchStub);
    const notification = provider.verifyNotification({ rawAnswer: ipn['kr-answer'], hash: ipn['kr-hash'] });
    expect(notification?.orderStatus).toBe('PAID');
    expect(notification?.transactions[0]?.paymentMethodToken).toBe('b6e51ba31f934ac5b25ccad2a52ccd56');
    const returned = provider.verifyBrowserAnswer({
      rawAnswer: browserReturn['kr-answer'],
      hash: browserReturn['kr-hash'],
    });
    expect(returned?.orderDetails.orderId).toBe('2f3f527a-9f47-4a45-94d5-ad3ef0dbd437');
    // Each key for its own path only.
    expect(provider.verifyBrowserAnswer({ rawAnswer: ipn['kr-answer'], hash: ipn['kr-hash'] })).toBeNull();
    expect(
      provider.verifyNotification({ rawAnswer: ipn['kr-answer'], hash: browserReturn['kr-hash'] }),
    ).toBeNull();
    // The same JSON written again (the \u00e9 escape becomes é) is not what was signed.
    const rewritten = JSON.stringify(JSON.parse(ipn['kr-answer']));
    expect(rewritten).not.toBe(ipn['kr-answer']);
    expect(provider.verifyNotification({ rawAnswer: rewritten, hash: ipn['kr-hash'] })).toBeNull();
  });
});

describe('Lyra provider: selected by configuration', () => {
  it('is chosen by PAYMENT_PROVIDER=lyra, which needs the LYRA_* settings', () => {
    expect(() => paymentsConfigFromEnv({}, { PAYMENT_PROVIDER: 'lyra' })).toThrow(/LYRA_SHOP_ID/);
    const config = paymentsConfigFromEnv(
      {},
      {
        PAYMENT_PROVIDER: 'lyra',
        LYRA_SHOP_ID: settings.shopId,
        LYRA_PASSWORD: settings.password,
        LYRA_PUBLIC_KEY: settings.publicKey,
        LYRA_HMAC_KEY: settings.hmacKey,
      },
    );
    expect(config.lyra).toEqual(settings);
    expect(paymentsConfigFromEnv({}, {}).provider).toBe('sandbox');
  });
});

describe("Lyra provider: against the sandbox's Lyra-shaped REST API", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
  });
  afterAll(() => testDb.close());

  it("lets the site's pages load Lyra's form from its hosts, and only with Lyra", async () => {
    const lyraApp = createApp({ db: testDb.db, payments: { provider: 'lyra', lyra: settings } });
    const policy = (await lyraApp.request('/api/docs')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/static\.payzen\.eu https:\/\/api\.payzen\.eu/);
    expect(policy).toContain("frame-src 'self' https://static.payzen.eu");
    const sandboxApp = createApp({ db: testDb.db });
    const sandboxPolicy = (await sandboxApp.request('/api/docs')).headers.get('content-security-policy');
    expect(sandboxPolicy).not.toContain('payzen');
    // No sandbox pages when Lyra is the provider.
    expect((await lyraApp.request('/sandbox-paiement/formulaire.js')).status).toBe(404);
  });

  it('saves a card and debits it once per order through the sandbox when LYRA_API_URL points at it', async () => {
    const app = createApp({ db: testDb.db });
    const sandbox = paymentsConfigFromEnv({}, {}).sandbox;
    const config = paymentsConfigFromEnv({
      provider: 'lyra',
      lyra: {
        ...sandbox,
        apiUrl: 'http://localhost:8080/sandbox-paiement',
        clientUrl: 'http://localhost:8080',
      },
      fetch: ((input: string | URL | Request, init?: RequestInit) =>
        app.request(String(input), init)) as typeof fetch,
    });
    const provider = createCardProvider(testDb.db, config);
    expect(provider.name).toBe('lyra');
    const form = await provider.createCardForm({
      formAction: 'REGISTER',
      orderId: 'o-4',
      amountCents: 0,
      customer,
    });
    expect(form.formToken).toMatch(/^sbx/);
    const submitted = await app.request('/sandbox-paiement/formulaire/soumettre', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formToken: form.formToken,
        numero: '4970100000000014',
        expiration: futureExpiry(),
        cvv: '123',
      }),
    });
    const { 'kr-answer': rawAnswer, 'kr-hash': hash } = await submitted.json();
    const saved = provider.verifyBrowserAnswer({ rawAnswer, hash });
    const paymentMethodToken = saved?.transactions[0]?.paymentMethodToken ?? '';
    expect(paymentMethodToken).toMatch(/^[0-9a-f]{32}$/);
    const debit = { orderId: 'o-5', amountCents: 700, paymentMethodToken, customer };
    const first = await provider.debitAlias(debit);
    const again = await provider.debitAlias(debit);
    expect(first.orderStatus).toBe('PAID');
    expect(again.transactions.map((t) => t.uuid)).toEqual(first.transactions.map((t) => t.uuid));
    // Refunded through Transaction/CancelOrRefund once: asked again, the order already holds the credit.
    const refund = {
      refundId: '0c3e6f1a-9b2d-4e7a-8c5f-1d2b3a4c5e6f',
      transactionId: first.transactions[0]?.uuid ?? '',
      orderId: 'o-5',
      amountCents: 700,
    };
    const refunded = await provider.refund(refund);
    expect(refunded.amountCents).toBe(700);
    expect(await provider.refund(refund)).toEqual(refunded);
    expect(await provider.refund({ ...refund, refundId: 'd9e8c7b6-a5f4-4e3d-9c2b-1a0f9e8d7c6b' })).toEqual(
      refunded,
    );
    // Cancelled (an account deletion), the alias can no longer be debited, nor cancelled twice.
    await provider.cancelAlias(paymentMethodToken);
    await expect(provider.debitAlias({ ...debit, orderId: 'o-6' })).rejects.toThrow(
      /unknown paymentMethodToken/,
    );
    await expect(provider.cancelAlias(paymentMethodToken)).rejects.toThrow(PaymentProviderError);
  });
});

describe('Lyra provider: refunds', () => {
  const debitUuid = orderPaid.answer.transactions[0]?.uuid ?? '';
  const refund = {
    refundId: '6a0f3c2e-1b7d-4c59-8e4a-2d9f0b1c7e35',
    transactionId: debitUuid,
    orderId: orderPaid.answer.orderId,
    amountCents: 1250,
  };

  it('asks the order first, then Transaction/CancelOrRefund for the whole debit, and answers the credit', async () => {
    const { sent, fetchStub } = recordedFetch(orderPaid, refundCredit);
    expect(await lyra(fetchStub).refund(refund)).toEqual({
      refundTransactionId: refundCredit.answer.uuid,
      amountCents: 1250,
    });
    expect(sent.map((request) => request.url)).toEqual([
      'https://api.payzen.eu/api-payment/V4/Order/Get',
      'https://api.payzen.eu/api-payment/V4/Transaction/CancelOrRefund',
    ]);
    expect(sent[0]?.body).toEqual({ orderId: refund.orderId });
    expect(sent[1]?.body).toEqual({
      uuid: debitUuid,
      amount: 1250,
      currency: 'EUR',
      resolutionMode: 'AUTO',
      comment: `Remboursement ${refund.refundId}`,
    });
  });

  it('answers a refund already made on the order again, without refunding twice', async () => {
    const { sent, fetchStub } = recordedFetch(orderRefunded);
    expect(await lyra(fetchStub).refund(refund)).toEqual({
      refundTransactionId: refundCredit.answer.uuid,
      amountCents: 1250,
    });
    expect(sent.map((request) => request.url)).toEqual(['https://api.payzen.eu/api-payment/V4/Order/Get']);
  });

  it("throws Lyra's refusal as a PaymentProviderError", async () => {
    const { fetchStub } = recordedFetch(orderNotFound, paymentError);
    await expect(lyra(fetchStub).refund(refund)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: paymentError.answer.errorCode,
    });
  });
});
