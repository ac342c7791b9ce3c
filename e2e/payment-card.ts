import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, type OutboxEntry, uniquePhone } from './accounts';
import { addFreeSlotToCart } from './cart-by-api';

/**
 * Helpers of the payment browser tests: a player ready to book (account, verified phone, v2 token), the
 * sandbox card form filled inside its iframe, and the hall's free slots.
 */

/** The sandbox test cards (packages/server/README.md). */
export const testCards = { accepted: '4970100000000014', refused: '4970100000000097' } as const;

/** The iframe of the sandbox card form, wherever it is (Playwright's CSS pierces open shadow roots). */
export const cardFrameSelector = 'iframe[title="Formulaire de carte bancaire sécurisé"]';

/** An expiry date next year, `MM/AA`. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/**
 * Types a card into the sandbox form inside the 'MOYEN DE PAIEMENT' modal and submits it. `scope` is the
 * page or a custom element (its shadow root holds the iframe).
 */
export async function fillSandboxCard(page: Page, cardNumber: string, scope: Locator | Page = page) {
  const dialog = scope.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
  await expect(dialog).toBeVisible();
  const form = dialog.frameLocator(cardFrameSelector);
  await form.getByLabel('Numéro de carte').fill(cardNumber);
  await form.getByLabel("Date d'expiration (MM/AA)").fill(futureExpiry());
  await form.getByLabel('Cryptogramme (CVV)').fill('123');
  await form.getByRole('button', { name: 'ENREGISTRER LA CARTE' }).click();
  return dialog;
}

/** The newest SMS code sent to `phone`, polled while the server sends it. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const sms = entries.filter((entry) => entry.to === phone && /code de validation/.test(entry.text));
      code = sms.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * A player of the test's own: active account and v2 token; with `verifiedPhone` (needed to book) the phone
 * is verified through the SMS code. The server allows 10 SMS per hour from one address: only players who
 * book verify one.
 */
export async function readyPlayer(request: APIRequestContext, { verifiedPhone = false } = {}) {
  const phone = uniquePhone();
  const account = await createActiveAccount(request, phone);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  if (verifiedPhone) {
    // The SMS limit (10 per hour per client address) is a product rule, and the suite verifies more phones
    // than that in one run: each player sends from an address of its own, as players do (the test server
    // trusts X-Forwarded-For, playwright.config.ts).
    const smsHeaders = { ...headers, 'X-Forwarded-For': uniqueAddress() };
    const sent = await request.post('/api/v2/portable/enregistrement_portable', {
      headers: smsHeaders,
      data: { portable: phone },
    });
    expect(sent.status()).toBe(200);
    const checked = await request.post('/api/v2/portable/controle_portable', {
      headers: smsHeaders,
      data: { portable: phone, code: await smsCode(request, phone) },
    });
    expect(await checked.json()).toEqual({ bSucces: true });
  }
  return { ...account, token, headers };
}

/**
 * Saves the sandbox's accepted card for the player through the calls the card form makes (form token,
 * submit, browser return): a hall that asks payment by card books only a player with a saved card.
 * Tests of the form itself fill it in the page (fillSandboxCard).
 */
export async function saveCardByApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const state = await request.get('/api/v2/paiement/alias/etat', { headers });
  expect(state.status()).toBe(200);
  const { oReponse } = (await state.json()) as { oReponse: { sFormToken: string } };
  const submitted = await request.post('/sandbox-paiement/formulaire/soumettre', {
    data: {
      formToken: oReponse.sFormToken,
      numero: testCards.accepted,
      expiration: futureExpiry(),
      cvv: '123',
    },
  });
  expect(submitted.status()).toBe(200);
  const answer = (await submitted.json()) as Record<string, string>;
  const back = await request.post('/api/v2/paiement/retour', {
    headers,
    data: { 'kr-answer': answer['kr-answer'], 'kr-hash': answer['kr-hash'] },
  });
  expect(back.status()).toBe(200);
}

/** A client address of its own (10.x.y.z), for a player's rate-limited calls. */
function uniqueAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Opens the site with the player's v2 token already stored (no sign-in screen, cookies accepted). */
export async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((v2Token) => {
    window.localStorage.setItem('cookie_value', '0');
    window.localStorage.setItem('token', v2Token);
  }, token);
  await page.goto(path);
}

/**
 * Puts a free court slot of the hall's first sport in the player's cart through the API; `pick` counts
 * from the end of the week so parallel tests never want the same slot.
 */
export async function holdSlot(request: APIRequestContext, token: string, hallKey: string, pick: number) {
  const { hall, slot, sport } = await addFreeSlotToCart(
    request,
    { Authorization: `Bearer ${token}` },
    hallKey,
    {
      fromEnd: pick,
      paidOnly: true,
    },
  );
  await acceptConventions(request, token, hall.idMultisalle);
  return { slot, sportLabel: sport.libelle };
}

/** Validates, through the API, the general-public conventions and the hall's, as their dialogs would. */
/**
 * Books, for a player ready to book (`readyPlayer`), the `pick`-th free slot of a hall: holds it, then
 * validates the cart without sharing the bill. Returns the reservation's id and the slot's sport.
 */
export async function bookSlot(
  request: APIRequestContext,
  organiser: { token: string; headers: Record<string, string> },
  hallKey: string,
  pick: number,
) {
  const { sportLabel } = await holdSlot(request, organiser.token, hallKey, pick);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...organiser.headers, 'Idempotency-Key': `e2e-book-${hallKey}-${pick}-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const { reservations } = (await validated.json()) as { reservations: { id_reservation: string }[] };
  const id = reservations[0]?.id_reservation;
  if (!id) throw new Error('no reservation');
  return { id, sportLabel };
}

export async function acceptConventions(request: APIRequestContext, token: string, hallId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const lists = [
    '/api/v2/conventions-a-valider-connexion-gp',
    `/api/v2/multisalle/${hallId}/conventions-a-valider?declencheur=reservation`,
  ];
  for (const path of lists) {
    const conventions = (await (await request.get(path, { headers })).json()) as {
      id: number;
      multisalle: string;
    }[];
    for (const convention of conventions) {
      const conventionHall = convention.multisalle.split('/').pop();
      const validated = await request.post(
        `/api/v2/multisalle/${conventionHall}/convention/${convention.id}/valider`,
        { headers },
      );
      expect(validated.ok()).toBe(true);
    }
  }
}

/** Euro cents of a French price text such as '54,00 €'. */
export function cents(text: string | null): number {
  const match = text?.match(/(\d[\d\s\u202f]*),(\d{2})/);
  if (!match) throw new Error(`No price in '${text}'.`);
  return Number((match[1] ?? '').replace(/\D/g, '')) * 100 + Number(match[2]);
}
