// Test helper: gives a player a saved card through the real routes, as a browser would.
import type { OpenAPIHono } from '@hono/zod-openapi';

/** An expiry three years ahead, `MM/AA`. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

async function expectOk(response: Response, step: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${step}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Saves a sandbox test card for the player whose v2 token `authorization` carries (`Bearer ...`, or the bare
 * token): card form state, the sandbox form's submit (submitted twice for the « try again » card), then the
 * browser return. A refused card (4970 1000 0000 0097) goes through and leaves no card, as in a browser.
 *
 * @example await saveSandboxCard(app, `Bearer ${player.token}`, '4970100000000014');
 */
export async function saveSandboxCard(
  app: OpenAPIHono,
  authorization: string,
  cardNumber: string,
): Promise<void> {
  const headers = { authorization: /^\S+\s/.test(authorization) ? authorization : `Bearer ${authorization}` };
  const state = await expectOk(
    await app.request('/api/v2/paiement/alias/etat', { headers }),
    'paiement/alias/etat',
  );
  const { sFormToken } = state.oReponse as { sFormToken: string };
  const submit = () =>
    app.request('/sandbox-paiement/formulaire/soumettre', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formToken: sFormToken,
        numero: cardNumber,
        expiration: futureExpiry(),
        cvv: '123',
      }),
    });
  let response = await submit();
  if (response.status === 409) response = await submit();
  const answer = await expectOk(response, 'sandbox form submit');
  await expectOk(
    await app.request('/api/v2/paiement/retour', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ 'kr-answer': answer['kr-answer'], 'kr-hash': answer['kr-hash'] }),
    }),
    'paiement/retour',
  );
}
