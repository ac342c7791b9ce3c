import { heardAll, listenAsNativeApp, type NativeHost, test } from './app-bridge';
import { bookSharedCart } from './cart-by-api';
import { expect, type Page } from './clock';
import {
  acceptConventions,
  fillSandboxCard,
  holdSlot,
  readyPlayer,
  saveCardByApi,
  testCards,
} from './payment-card';
import { hallByKey } from './support';

/**
 * The flows with a native host instead of React Native's bridge (the contract's channels): a stand-in of
 * iOS's script message handler or of Android's `@JavascriptInterface` object hears every message as JSON
 * text and hands the token over the way the contract gives the native hosts, a `multisalle:token` message
 * run in the page. Three tests per host, the five flows: the payment means and the conventions; the planning
 * and the cart; the invitation.
 */

/** Every message heard, after the page's `ready` (first, contract version 2, no token yet) was checked. */
async function heardAfterReady(page: Page, pageName: string) {
  const heard = await heardAll(page);
  expect(heard[0]).toEqual({ type: 'multisalle:ready', version: 2, page: pageName, hasToken: false });
  for (const message of heard) expect(message).toMatchObject({ type: expect.any(String), version: 2 });
  // No dialog-closed: the page closed its dialogs itself after each success; that message is the player's.
  return heard.slice(1);
}

for (const host of ['ios', 'android'] as const satisfies NativeHost[]) {
  test(`${host}: the payment means and the conventions hear their outcome, ready first, with the token passed by the app`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await readyPlayer(request);

    await listenAsNativeApp(page, host, player.token);
    await page.goto('/app/moyen-de-paiement');
    const element = page.locator('multisalle-payment-means');
    await element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click({ timeout: 20_000 });
    await fillSandboxCard(page, testCards.accepted, element);
    await expect(element.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(() => heardAfterReady(page, 'moyen-de-paiement'))
      .toEqual([
        { type: 'multisalle:payment-means-saved', version: 2, alias: expect.any(Object) },
        { type: 'multisalle:payment-means-closed', version: 2, hasAlias: true },
      ]);

    // A new webview (a session of its own): the token again from the app, the conventions validated.
    const conventions = await page.context().newPage();
    await listenAsNativeApp(conventions, host, player.token);
    await conventions.goto('/app/conventions');
    const dialog = conventions.getByRole('dialog', { name: "Conditions générales d'utilisation" });
    await dialog
      .getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" })
      .check({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect
      .poll(() => heardAfterReady(conventions, 'conventions'))
      .toEqual([{ type: 'multisalle:conventions-validated', version: 2, hallId: null }]);
  });
}

for (const [index, host] of (['ios', 'android'] as const satisfies NativeHost[]).entries()) {
  test(`${host}: the planning puts a slot in the cart and the cart is validated, ready first, with the token passed by the app`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, player.token);
    const hall = await hallByKey(request, 'padel-park');

    // /app/planning?ajout=panier: the page books the hold itself, then tells the slot with inCart.
    await listenAsNativeApp(page, host, player.token);
    await page.goto('/app/planning/padel-park?ajout=panier');
    await page
      .locator('multisalle-planning')
      .getByRole('button', { name: /, disponible$/ })
      .nth(6 + index)
      .click({ timeout: 20_000 });
    await expect
      .poll(() => heardAfterReady(page, 'planning'))
      .toEqual([
        expect.objectContaining({
          type: 'multisalle:slot-picked',
          version: 2,
          hallKey: 'padel-park',
          priceCents: expect.any(Number),
          perPlayerCents: expect.any(Number),
          inCart: true,
        }),
      ]);

    // A new webview: the hall's conventions accepted meanwhile (the app's /app/conventions), the cart validated.
    await acceptConventions(request, player.token, hall.idMultisalle as number);
    const cartPage = await page.context().newPage();
    await listenAsNativeApp(cartPage, host, player.token);
    await cartPage.goto('/app/panier');
    const cart = cartPage.locator('multisalle-cart');
    await cart.getByRole('radio', { name: 'Je paie pour tout le monde' }).check({ timeout: 20_000 });
    await cart.getByRole('button', { name: 'VALIDER' }).click();
    await expect
      .poll(() => heardAfterReady(cartPage, 'panier'), { timeout: 15_000 })
      .toEqual([
        {
          type: 'multisalle:cart-validated',
          version: 2,
          reservationIds: [expect.any(String)],
          shareBill: false,
        },
      ]);
  });
}

for (const [index, host] of (['ios', 'android'] as const satisfies NativeHost[]).entries()) {
  test(`${host}: the invitation hears a player's refusal recorded, ready first, with the token passed by the app`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The organiser's reservation, shared, through the API.
    const organiser = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, organiser.token);
    await holdSlot(request, organiser.token, 'multisalle-ajaccio', 16 + index);
    const { id, invitation } = await bookSharedCart(request, organiser.headers, `app-channels-${host}`);

    // The guest refuses in the app's webview: the answer is told once the server recorded it.
    const guest = await readyPlayer(request);
    await listenAsNativeApp(page, host, guest.token);
    await page.goto(`/app/invitation/${id}/${invitation}/refus`);
    const panel = page.locator('multisalle-invitation');
    await panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' }).click({ timeout: 20_000 });
    await expect
      .poll(() => heardAfterReady(page, 'invitation'), { timeout: 15_000 })
      .toEqual([{ type: 'multisalle:invitation-answered', version: 2, reservationId: id, answer: 'refus' }]);
  });
}
