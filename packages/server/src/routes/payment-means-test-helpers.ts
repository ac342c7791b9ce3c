// Helpers of the payment means tests: a card form filled in the sandbox, its answer, and the IPN of it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { paymentsConfigFromEnv } from '../payments/config.ts';
import { futureExpiry } from '../payments/sandbox/test-cards.ts';
import { signAnswer } from '../payments/signature.ts';
import { call } from './accounts-test-helpers.ts';

/** The sandbox keys every test app uses (derived, as in development). */
export const sandboxKeys = paymentsConfigFromEnv({}, {}).sandbox;

/** A signed answer as the sandbox form gives it to the browser. */
export interface BrowserAnswer {
  'kr-answer': string;
  'kr-hash': string;
}

/** Opens a card form (etat) and submits a card in the sandbox form; answers what the iframe would post. */
export async function fillCardForm(app: OpenAPIHono, token: string, cardNumber = '4970100000000014') {
  const state = await call(app, 'GET', '/api/v2/paiement/alias/etat', { token });
  if (state.status !== 200) throw new Error(`etat: ${JSON.stringify(state)}`);
  const submitted = await call(app, 'POST', '/sandbox-paiement/formulaire/soumettre', {
    body: {
      formToken: state.body.oReponse.sFormToken,
      numero: cardNumber,
      expiration: futureExpiry(),
      cvv: '123',
    },
  });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted)}`);
  const answer: BrowserAnswer = {
    'kr-answer': submitted.body['kr-answer'],
    'kr-hash': submitted.body['kr-hash'],
  };
  return { orderId: state.body.oReponse.sIdCommande as string, answer };
}

/** The browser return of an answer. */
export const sendReturn = (app: OpenAPIHono, token: string, answer: BrowserAnswer) =>
  call(app, 'POST', '/api/v2/paiement/retour', { token, body: answer });

/** The IPN form of an answer, signed with the shop password as the provider signs it. */
export function ipnForm(rawAnswer: string, key = sandboxKeys.password): URLSearchParams {
  return new URLSearchParams({
    'kr-hash': signAnswer(rawAnswer, key),
    'kr-hash-algorithm': 'sha256_hmac',
    'kr-hash-key': 'password',
    'kr-answer-type': 'V4/Payment',
    'kr-answer': rawAnswer,
  });
}

/** Posts an IPN and answers its status and text. */
export async function sendIpn(app: OpenAPIHono, form: URLSearchParams) {
  const response = await app.request('/api/v2/paiement/ipn', { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

/** An answer changed by `edit` and signed again with the browser key: genuine signature, chosen content. */
export function resignedAnswer(
  rawAnswer: string,
  edit: (answer: Record<string, unknown>) => void,
): BrowserAnswer {
  const answer = JSON.parse(rawAnswer) as Record<string, unknown>;
  edit(answer);
  const raw = JSON.stringify(answer);
  return { 'kr-answer': raw, 'kr-hash': signAnswer(raw, sandboxKeys.hmacKey) };
}
