import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentAnswer } from './provider.ts';

/**
 * `kr-hash`: hex HMAC-SHA-256 of the answer string exactly as sent. Never of a re-serialised object: key
 * order and escapes would differ and a genuine answer would fail.
 *
 * @example signAnswer('{"orderStatus":"PAID",...}', hmacKey)
 */
export function signAnswer(rawAnswer: string, key: string): string {
  return createHmac('sha256', key).update(rawAnswer, 'utf8').digest('hex');
}

/** Compares a received `kr-hash` with the expected one in constant time (no early exit on a wrong byte). */
export function isSignatureValid(rawAnswer: string, hash: string, key: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hash)) return false;
  const expected = Buffer.from(signAnswer(rawAnswer, key), 'hex');
  return timingSafeEqual(expected, Buffer.from(hash.toLowerCase(), 'hex'));
}

const CardDetailsSchema = z.object({
  pan: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  effectiveBrand: z.string().nullish(),
});

const TransactionSchema = z.object({
  uuid: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  detailedStatus: z.string(),
  operationType: z.enum(['DEBIT', 'VERIFICATION']),
  paymentMethodToken: z.string().max(128).nullish(),
  errorCode: z.string().nullish(),
  detailedErrorMessage: z.string().nullish(),
  transactionDetails: z.object({ cardDetails: CardDetailsSchema }),
});

// Lyra's answers carry many more fields (billing details, 3-D Secure...): they are kept, not checked.
const PaymentAnswerSchema = z.object({
  shopId: z.string(),
  orderCycle: z.enum(['OPEN', 'CLOSED']),
  orderStatus: z.enum(['PAID', 'UNPAID', 'RUNNING', 'PARTIALLY_PAID', 'ABANDONED']),
  serverDate: z.string(),
  orderDetails: z.object({
    orderTotalAmount: z.number().int().nonnegative(),
    orderCurrency: z.string(),
    mode: z.enum(['TEST', 'PRODUCTION']),
    orderId: z.string().max(64),
  }),
  customer: z.object({ reference: z.string().nullish(), email: z.string().nullish() }),
  transactions: z.array(TransactionSchema),
  _type: z.literal('V4/Payment'),
});

/** Parses a `kr-answer` (already authenticated) into a {@link PaymentAnswer}; `null` when it is not one. */
export function parsePaymentAnswer(rawAnswer: string): PaymentAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(rawAnswer);
  } catch {
    return null;
  }
  const parsed = PaymentAnswerSchema.safeParse(value);
  return parsed.success ? (value as PaymentAnswer) : null;
}

/**
 * Checks a signed answer with a key and, when the signature holds, parses it; `null` otherwise. The shop id
 * must be ours too: an answer signed for another shop of the same keys is not ours to record.
 */
export function verifySignedAnswer(
  answer: { rawAnswer: string; hash: string },
  key: string,
  shopId: string,
): PaymentAnswer | null {
  if (!isSignatureValid(answer.rawAnswer, answer.hash, key)) return null;
  const parsed = parsePaymentAnswer(answer.rawAnswer);
  return parsed && parsed.shopId === shopId ? parsed : null;
}
