// The sandbox's REST API, shaped like Lyra's V4 (`/api-payment/V4/Charge/...`, Basic auth shopId:password),
// so that a Lyra client pointed at LYRA_API_URL=<our server>/sandbox-paiement talks to it unchanged.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import type { ShopKeys } from '../config.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { lyraDate } from './answers.ts';
import { cancelCardToken } from './forget-customer.ts';
import { refundDebit } from './refund.ts';
import { createForm, debitSavedCard, FORM_ACTIONS } from './shop.ts';
import { findAnswer, findAnswerOf, findCreditAnswers } from './store.ts';

const RequestSchema = z.object({
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().length(3).default('EUR'),
  orderId: z.string().min(1).max(64),
  formAction: z.enum([...FORM_ACTIONS, 'SILENT']).optional(),
  paymentMethodToken: z.string().max(128).optional(),
  customer: z.object({ email: z.string().nullish(), reference: z.string().nullish() }).default({}),
});

const RefundSchema = z.object({
  uuid: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.literal('EUR').default('EUR'),
  resolutionMode: z.enum(['AUTO', 'REFUND_ONLY', 'CANCELLATION_ONLY']).default('AUTO'),
  comment: z.string().max(255).optional(),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Basic auth `shopId:password`, compared in constant time. */
function isAuthorized(c: Context, keys: ShopKeys): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${keys.shopId}:${keys.password}`));
}

/** Lyra's answer envelope (`V4/WebService/Response`), dated by `clock`. */
const envelopeOf =
  (clock: Clock) =>
  (c: Context, webService: string, status: 'SUCCESS' | 'ERROR', answer: unknown, code = 200) => {
    const body = {
      webService,
      version: 'V4',
      applicationVersion: 'sandbox',
      status,
      answer,
      ticket: randomBytes(16).toString('hex'),
      serverDate: lyraDate(clock.now()),
      applicationProvider: 'SANDBOX',
      metadata: null,
      mode: 'TEST',
      serverUrl: new URL(c.req.url).origin,
      _type: 'V4/WebService/Response',
    };
    return c.json(body, code as 200);
  };

const webServiceError = (
  errorCode: string,
  errorMessage: string,
  detailedErrorMessage: string | null = null,
) => ({
  errorCode,
  errorMessage,
  detailedErrorCode: null,
  detailedErrorMessage,
  _type: 'V4/WebService/WebServiceError',
});

/**
 * `POST /api-payment/V4/Charge/CreateToken` (a REGISTER form), `.../Charge/CreatePayment` (a payment form,
 * or with `formAction: 'SILENT'` and a `paymentMethodToken`, a debit of a saved card, answered at once),
 * `.../Order/Get` (what an order already holds, its debits and their credits), `.../Token/Cancel` (an alias
 * no longer usable) and `.../Transaction/CancelOrRefund` (a debit credited back, answered as its credit).
 *
 * @example app.route('/sandbox-paiement', createSandboxRestRoutes(db, config.sandbox, clock));
 */
export function createSandboxRestRoutes(db: Database, keys: ShopKeys, clock: Clock = systemClock): Hono {
  const router = new Hono();
  const envelope = envelopeOf(clock);
  const handle = (webService: 'Charge/CreateToken' | 'Charge/CreatePayment') => async (c: Context) => {
    if (!isAuthorized(c, keys)) {
      return envelope(c, webService, 'ERROR', webServiceError('INT_905', 'invalid credentials'), 401);
    }
    const parsed = RequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      return envelope(
        c,
        webService,
        'ERROR',
        webServiceError('INT_902', 'web-service input data validation error', detail),
      );
    }
    const request = parsed.data;
    try {
      if (webService === 'Charge/CreatePayment' && request.formAction === 'SILENT') {
        if (!request.paymentMethodToken)
          throw new PaymentProviderError('INT_902', 'paymentMethodToken is required');
        const rawAnswer = await debitSavedCard(
          db,
          keys,
          {
            orderId: request.orderId,
            amountCents: request.amount ?? 0,
            currency: request.currency,
            paymentMethodToken: request.paymentMethodToken,
            customer: request.customer,
          },
          clock.now(),
        );
        return envelope(c, webService, 'SUCCESS', JSON.parse(rawAnswer));
      }
      const formAction = webService === 'Charge/CreateToken' ? 'REGISTER' : (request.formAction ?? 'PAYMENT');
      if (formAction === 'SILENT')
        throw new PaymentProviderError('INT_902', 'SILENT needs Charge/CreatePayment');
      const formToken = await createForm(
        db,
        {
          formAction,
          orderId: request.orderId,
          amountCents: request.amount ?? 0,
          currency: request.currency,
          customer: request.customer,
        },
        clock.now(),
      );
      return envelope(c, webService, 'SUCCESS', { formToken, _type: 'V4/Charge/PaymentForm' });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return envelope(c, webService, 'ERROR', webServiceError(error.code, error.message));
    }
  };
  // Order/Get: the debits of an order, each transaction with its order details and customer, as Lyra lists them.
  router.post('/api-payment/V4/Order/Get', async (c) => {
    if (!isAuthorized(c, keys)) {
      return envelope(c, 'Order/Get', 'ERROR', webServiceError('INT_905', 'invalid credentials'), 401);
    }
    const body = (await c.req.json().catch(() => ({}))) as { orderId?: unknown };
    const orderId = typeof body.orderId === 'string' ? body.orderId : '';
    const raw = orderId ? await findAnswer(db, orderId, 'DEBIT') : undefined;
    if (!raw) return envelope(c, 'Order/Get', 'ERROR', webServiceError('PSP_010', 'transaction not found'));
    const payment = JSON.parse(raw);
    const debits = payment.transactions.map((t: Record<string, unknown>) => ({
      ...t,
      customer: payment.customer,
      orderDetails: payment.orderDetails,
      _type: 'V4/Transaction',
    }));
    const credits = await findCreditAnswers(
      db,
      debits.map((t: { uuid: string }) => t.uuid),
    );
    const transactions = [...debits, ...credits.map((credit) => JSON.parse(credit))];
    return envelope(c, 'Order/Get', 'SUCCESS', {
      orderId,
      shopId: payment.shopId,
      transactions,
      _type: 'V4/OrderTransactions',
    });
  });
  // Token/Cancel: an alias can no longer be debited (an account deletion cancels the player's card).
  router.post('/api-payment/V4/Token/Cancel', async (c) => {
    if (!isAuthorized(c, keys)) {
      return envelope(c, 'Token/Cancel', 'ERROR', webServiceError('INT_905', 'invalid credentials'), 401);
    }
    const body = (await c.req.json().catch(() => ({}))) as { paymentMethodToken?: unknown };
    const token = typeof body.paymentMethodToken === 'string' ? body.paymentMethodToken : '';
    try {
      await cancelCardToken(db, token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return envelope(c, 'Token/Cancel', 'ERROR', webServiceError(error.code, error.message));
    }
    return envelope(c, 'Token/Cancel', 'SUCCESS', {
      responseCode: 0,
      responseCodeDetail: null,
      _type: 'V4/Common/ResponseCodeAnswer',
    });
  });
  // Transaction/CancelOrRefund: Lyra keeps no refund id of ours, so each call is a new refund (our Lyra
  // client asks Order/Get first); never more than the debit, and only of a paid one.
  router.post('/api-payment/V4/Transaction/CancelOrRefund', async (c) => {
    const webService = 'Transaction/CancelOrRefund';
    if (!isAuthorized(c, keys)) {
      return envelope(c, webService, 'ERROR', webServiceError('INT_905', 'invalid credentials'), 401);
    }
    const parsed = RefundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return envelope(c, webService, 'ERROR', webServiceError('INT_902', 'invalid request'));
    const request = parsed.data;
    try {
      const refund = await refundDebit(
        db,
        {
          refundId: randomUUID(),
          transactionId: request.uuid,
          orderId: '',
          amountCents: request.amount,
          currency: request.currency,
        },
        clock.now(),
      );
      const answer = await findAnswerOf(db, refund.refundTransactionId);
      return envelope(c, webService, 'SUCCESS', answer ? JSON.parse(answer) : {});
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return envelope(c, webService, 'ERROR', webServiceError(error.code, error.message));
    }
  });
  router.post('/api-payment/V4/Charge/CreateToken', handle('Charge/CreateToken'));
  router.post('/api-payment/V4/Charge/CreatePayment', handle('Charge/CreatePayment'));
  return router;
}
