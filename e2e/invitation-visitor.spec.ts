import { heardAll, heardFlows, listenAsTheApp, test } from './app-bridge';
import { addFreeSlotToCart, bookSharedCart } from './cart-by-api';
import { type APIRequestContext, expect } from './clock';
import { acceptConventions, readyPlayer, saveCardByApi } from './payment-card';
import { hallByKey } from './support';

/**
 * The mobile app's invitation page answered by a visitor (no token): every press on an answer, the one a
 * link chose beforehand (`/validation`) included, asks the app for the sign-in with that answer
 * (`multisalle:invitation-sign-in-required`), on both addresses; no button sends anything.
 */

const hallKey = 'padel-park';

/** An organiser's paying reservation made through the API; answers the invitation page's address. */
async function invitationAddress(request: APIRequestContext, pick: number) {
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await saveCardByApi(request, organiser.token);
  // Another slot than app-flows.spec.ts's and each test's own (from the end, from the 10th free one on).
  const { hall } = await addFreeSlotToCart(request, organiser.headers, hallKey, { fromEnd: 9 + pick });
  await acceptConventions(request, organiser.token, hall.idMultisalle as number);
  const { id, invitation } = await bookSharedCart(request, organiser.headers, 'invitation-visitor');
  return { id, invitation, address: `/app/invitation/${id}/${invitation}` };
}

test(
  '/app/invitation answered by a visitor: each press on an answer, ACCEPTER already checked by /validation included, asks for the sign-in with it, on both addresses; no button sends it',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    const { id, invitation, address } = await invitationAddress(request, 0);
    const asked = (answer: string) => ({
      type: 'multisalle:invitation-sign-in-required',
      version: 2,
      reservationId: id,
      invitation,
      answer,
    });

    await listenAsTheApp(page);
    await page.goto(`${address}/validation`);
    const panel = page.locator('multisalle-invitation');
    const accept = panel.getByRole('radio', { name: 'ACCEPTER' });
    await expect(accept).toBeChecked({ timeout: 20_000 });
    // A visitor has nothing to send: the sign-in comes first.
    await expect(panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' })).toHaveCount(0);
    await accept.click();
    await expect.poll(() => heardFlows(page)).toEqual([asked('validation')]);
    await panel.getByRole('radio', { name: 'REFUSER' }).click();
    await accept.click();
    await expect
      .poll(() => heardFlows(page))
      .toEqual([asked('validation'), asked('refus'), asked('validation')]);
    await expect(accept).toBeChecked();

    // The address without an answer: each press too, the same answer twice included.
    await page.goto(address);
    const maybe = panel.getByRole('radio', { name: 'PEUT-ÊTRE' });
    await expect(maybe).not.toBeChecked({ timeout: 20_000 });
    await maybe.click();
    await maybe.click();
    await panel.getByRole('radio', { name: 'ACCEPTER' }).click();
    await expect
      .poll(() => heardFlows(page))
      .toEqual([asked('attente'), asked('attente'), asked('validation')]);
    await expect(panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' })).toHaveCount(0);
  },
);

test(
  '/app/invitation with a token the server refuses: session-expired, never invitation-sign-in-required',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    const { address } = await invitationAddress(request, 1);
    await listenAsTheApp(page, 'jeton-revoque');
    await page.goto(`${address}/validation`);
    const types = async () => (await heardAll(page)).map((message) => message.type);
    await expect.poll(types, { timeout: 20_000 }).toContain('multisalle:session-expired');
    await expect(
      page.getByText("Votre session a expiré. Reconnectez-vous dans l'application, puis réessayez."),
    ).toBeVisible();
    // Nothing of the invitation is left to press as a visitor.
    await expect(page.locator('multisalle-invitation').getByRole('radio')).toHaveCount(0);
    expect(await types()).not.toContain('multisalle:invitation-sign-in-required');
  },
);

test(
  "/app/invitation: after a player's answer the page shows the outcome, his answer among the participants and a place fewer",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    const { id, address } = await invitationAddress(request, 2);
    const guest = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, guest.token);
    await acceptConventions(request, guest.token, (await hallByKey(request, hallKey)).idMultisalle as number);
    await listenAsTheApp(page, guest.token);
    await page.goto(address);
    const panel = page.locator('multisalle-invitation');
    const details = panel.getByRole('definition').filter({ hasText: / sur \d+$/ });
    await expect(details).toBeVisible({ timeout: 20_000 });
    const placesBefore = (await details.innerText()).trim();
    const mine = panel.getByRole('listitem').filter({ hasText: guest.pseudonym });
    await expect(mine).toHaveCount(0);

    await panel.getByRole('radio', { name: 'ACCEPTER' }).click();
    await panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' }).click();
    await expect
      .poll(() => heardFlows(page), { timeout: 15_000 })
      .toContainEqual({
        type: 'multisalle:invitation-answered',
        version: 2,
        reservationId: id,
        answer: 'validation',
      });
    await expect(mine).toContainText(`${guest.pseudonym} : a accepté`);
    await expect(details).not.toHaveText(placesBefore);
  },
);

test("the site's invitation link opened with a session the server ended: the sign-in comes back to the invitation, not MON COMPTE", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "the site's own page; one project is enough");
  test.setTimeout(120_000);
  const { id, invitation } = await invitationAddress(request, 3);
  const guest = await readyPlayer(request, { verifiedPhone: true });
  // Signed out elsewhere: this browser still holds the token the server revoked.
  expect((await request.post('/api/v2/logout', { headers: guest.headers })).status()).toBe(204);
  await page.addInitScript((token) => {
    window.localStorage.setItem('cookie_value', '0');
    window.localStorage.setItem('token', token);
  }, guest.token);
  await page.goto(`/invitation/${id}/${invitation}`);
  await expect(page.getByRole('heading', { name: "JE M'IDENTIFIE" })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(guest.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  // An account made through the API accepts the terms at its first sign-in (spec 1 section 4, step 2).
  const terms = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await terms.getByRole('checkbox').first().check();
  await terms.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page).toHaveURL(`/invitation/${id}/${invitation}`);
  await expect(page.getByRole('radio', { name: 'ACCEPTER' })).toBeVisible();
});
