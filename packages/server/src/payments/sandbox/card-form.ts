// What happens when a player submits the sandbox's card form: the checks of a real acquirer's form, then a
// transaction, an alias token, a signed answer for the browser and the IPN for our server.
import type { Database } from '../../db/client.ts';
import type { NotifyFunction, ShopKeys } from '../config.ts';
import { signAnswer } from '../signature.ts';
import { buildPaymentAnswer, REFUSED } from './answers.ts';
import { cardBehaviour, cardBrand, isExpired, isLuhnValid, maskPan, parseExpiry } from './cards.ts';
import {
  claimFormToken,
  findAnswer,
  findUsableFormToken,
  insertCardToken,
  insertTransaction,
  randomHex,
} from './store.ts';

/** The form's fields as the page posts them. */
export interface CardFormInput {
  formToken: string;
  numero: string;
  expiration: string;
  cvv: string;
  /** The « Enregistrer la carte » box of an ASK_REGISTER_PAY form. */
  enregistrer?: boolean;
}

/** One field's error, in French. */
export interface FieldError {
  champ: 'numero' | 'expiration' | 'cvv';
  message: string;
}

/** French texts of the sandbox form. */
export const cardFormMessages = {
  numberMissing: 'Saisissez le numéro de carte.',
  numberInvalid: 'Le numéro de carte est invalide.',
  expiryMissing: "Saisissez la date d'expiration.",
  expiryInvalid: "La date d'expiration doit être au format MM/AA.",
  expired: 'Cette carte est expirée.',
  cvvInvalid: 'Le cryptogramme doit comporter 3 ou 4 chiffres.',
  temporaryRefusal: 'Paiement temporairement refusé, veuillez réessayer.',
  tokenUnusable: 'Ce formulaire de paiement a expiré ou a déjà servi. Fermez-le et recommencez.',
} as const;

/** What a submit led to. */
export type CardFormOutcome =
  | { kind: 'token-unusable' }
  | { kind: 'field-errors'; errors: FieldError[] }
  | { kind: 'temporary-refusal' }
  | { kind: 'answer'; rawAnswer: string; hash: string; orderStatus: 'PAID' | 'UNPAID' };

/** Checks the three fields as a card form does: Luhn, an expiry in the future, a 3-4 digit CVV. */
export function checkCardFields(input: CardFormInput, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const digits = input.numero.replace(/[\s-]/g, '');
  if (!digits) errors.push({ champ: 'numero', message: cardFormMessages.numberMissing });
  else if (!isLuhnValid(digits)) errors.push({ champ: 'numero', message: cardFormMessages.numberInvalid });
  const expiry = parseExpiry(input.expiration);
  if (!input.expiration.trim()) errors.push({ champ: 'expiration', message: cardFormMessages.expiryMissing });
  else if (!expiry) errors.push({ champ: 'expiration', message: cardFormMessages.expiryInvalid });
  else if (isExpired(expiry, now)) errors.push({ champ: 'expiration', message: cardFormMessages.expired });
  if (!/^\d{3,4}$/.test(input.cvv.trim()))
    errors.push({ champ: 'cvv', message: cardFormMessages.cvvInvalid });
  return errors;
}

/** Signs and sends the IPN of an answer as Lyra does (`kr-hash-key: password`); a failure is only logged. */
async function sendNotification(notify: NotifyFunction | undefined, keys: ShopKeys, rawAnswer: string) {
  if (!notify) return;
  const form = new URLSearchParams({
    'kr-hash': signAnswer(rawAnswer, keys.password),
    'kr-hash-algorithm': 'sha256_hmac',
    'kr-hash-key': 'password',
    'kr-answer-type': 'V4/Payment',
    'kr-answer': rawAnswer,
  });
  try {
    await notify(form);
  } catch (error) {
    console.error('The sandbox IPN failed:', error);
  }
}

/**
 * Handles one submit of the card form. The card number is used here and dropped: only its masked form and
 * expiry reach the database.
 */
export async function submitCardForm(
  db: Database,
  keys: ShopKeys,
  input: CardFormInput,
  options: { notify?: NotifyFunction; now?: Date } = {},
): Promise<CardFormOutcome> {
  const now = options.now ?? new Date();
  const form = await findUsableFormToken(db, input.formToken, now);
  if (!form) return { kind: 'token-unusable' };
  const errors = checkCardFields(input, now);
  if (errors.length > 0) return { kind: 'field-errors', errors };
  const digits = input.numero.replace(/[\s-]/g, '');
  const expiry = parseExpiry(input.expiration) ?? { month: 1, year: 1970 };
  const behaviour = cardBehaviour(digits);
  if (behaviour === 'retry' && !(await findAnswer(db, form.orderId, 'TEMPORARY_REFUSAL'))) {
    await insertTransaction(db, {
      uuid: randomHex(),
      orderId: form.orderId,
      operation: 'TEMPORARY_REFUSAL',
      amountCents: form.amountCents,
      status: 'UNPAID',
      detailedStatus: 'REFUSED',
      rawAnswer: '{}',
    });
    return { kind: 'temporary-refusal' };
  }
  const isPaid = behaviour !== 'refused';
  const isRegister = form.formAction === 'REGISTER';
  const savesCard =
    isPaid &&
    (isRegister ||
      form.formAction === 'REGISTER_PAY' ||
      (form.formAction === 'ASK_REGISTER_PAY' && !!input.enregistrer));
  const rawAnswer = await db.transaction(async (tx) => {
    // A paid form is closed: of two submits racing on one token, only one pays.
    if (isPaid && !(await claimFormToken(tx, form.token, now))) return undefined;
    const card = savesCard
      ? await insertCardToken(tx, {
          behaviour: behaviour === 'debit-refused' ? 'debit-refused' : 'accepted',
          maskedPan: maskPan(digits),
          expiry,
          customerReference: form.customerReference,
        })
      : undefined;
    const uuid = randomHex();
    const operationType = isRegister ? 'VERIFICATION' : 'DEBIT';
    const answer = buildPaymentAnswer({
      shopId: keys.shopId,
      orderId: form.orderId,
      currency: form.currency,
      customer: { reference: form.customerReference, email: form.customerEmail },
      uuid,
      operationType,
      amountCents: form.amountCents,
      isPaid,
      paymentMethodToken: card?.token ?? null,
      card: { maskedPan: maskPan(digits), expiry, brand: cardBrand(digits) },
      paymentMethodSource: 'NEW',
      error: isPaid ? undefined : REFUSED,
      now,
    });
    const raw = JSON.stringify(answer);
    await insertTransaction(tx, {
      uuid,
      orderId: form.orderId,
      operation: operationType,
      amountCents: form.amountCents,
      status: answer.orderStatus,
      detailedStatus: answer.transactions[0]?.detailedStatus ?? 'REFUSED',
      rawAnswer: raw,
    });
    return raw;
  });
  if (!rawAnswer) return { kind: 'token-unusable' };
  // Lyra notifies our server before the browser gets its answer; so does the sandbox.
  await sendNotification(options.notify, keys, rawAnswer);
  return {
    kind: 'answer',
    rawAnswer,
    hash: signAnswer(rawAnswer, keys.hmacKey),
    orderStatus: isPaid ? 'PAID' : 'UNPAID',
  };
}
