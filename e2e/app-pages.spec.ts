import { heardAll, heardFlows, listenAsTheApp, test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { addFreeSlotToCart } from './cart-by-api';
import { type APIRequestContext, expect, type Page } from './clock';
import { readyPlayer, saveCardByApi } from './payment-card';

/**
 * The mobile app's single flows (/app/…), driven as the app drives its webview: the token handed over in
 * the fragment or through the injected `window.MultisalleHost.getToken()` bridge, the outcome heard on
 * React Native's `ReactNativeWebView.postMessage`. The invitation and payment means pages have their own
 * specs (invitation.spec.ts, payment-means.spec.ts).
 */

/** The flows' messages (the handshake's are app-host.spec.ts's). */
const heard = heardFlows;

/** The handshake's `ready`, the first message of every page (contract version 2). */
const ready = async (page: Page) =>
  (await heardAll(page)).filter((message) => message.type === 'multisalle:ready');

/** The sand hall, whose slots the cart element spec uses too: this spec takes others, from the week's end. */
const sandHall = 'multisalle-ajaccio';

async function putSlotInCart(request: APIRequestContext, token: string, projectIndex: number) {
  const { sport } = await addFreeSlotToCart(request, { Authorization: `Bearer ${token}` }, sandHall, {
    fromEnd: 2 + projectIndex,
    courtsOnly: false,
  });
  return sport.libelle;
}

test('/app/planning/{cle}: the token from the fragment, and the picked slot told to the app', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await listenAsTheApp(page);
  await page.goto(`/app/planning/padel-park#token=${encodeURIComponent(player.token)}`);
  // The fragment is read, then dropped from the address bar.
  await expect(page).toHaveURL(/\/app\/planning\/padel-park$/);
  const slot = page
    .locator('multisalle-planning')
    .getByRole('button', { name: /, disponible$/ })
    .first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
  await slot.click();
  await expect
    .poll(() => heard(page))
    .toEqual([
      expect.objectContaining({ type: 'multisalle:slot-picked', version: 2, hallKey: 'padel-park' }),
    ]);
  expect(await ready(page)).toEqual([
    { type: 'multisalle:ready', version: 2, page: 'planning', hasToken: true },
  ]);
  const [picked] = await heard(page);
  expect(typeof picked?.slotId).toBe('number');
});

test("/app/panier: the token from the app's bridge, VALIDER told to the app and the webview kept", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  const sportLabel = await putSlotInCart(request, player.token, testInfo.project.name === 'phone' ? 1 : 0);
  await listenAsTheApp(page, player.token);
  await page.goto('/app/panier');
  const cart = page.locator('multisalle-cart');
  await expect(cart.getByRole('heading', { name: sportLabel })).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
  // The code modal checked open, then closed with ANNULER. (The element shows no « AJOUTER UNE
  // RÉDUCTION »: its list needs the player's profile, which only the site loads.)
  await cart.getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
  const codeDialog = cart.getByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' });
  await expect(codeDialog).toBeVisible();
  await expectNoA11yViolations(page);
  await codeDialog.getByRole('button', { name: 'ANNULER' }).click();
  await expect(codeDialog).toBeHidden();
  await cart.getByRole('button', { name: 'VALIDER' }).click();
  await expect
    .poll(() => heard(page))
    // VALIDER books on the server: this player's phone is not verified, so the server refuses,
    // and the app hears why (app-flows.spec.ts has the validated cart).
    .toEqual([
      {
        type: 'multisalle:cart-refused',
        version: 2,
        code: 'MULTISALLE-004',
        message: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
      },
    ]);
  await expect(page).toHaveURL(/\/app\/panier$/);
  await cart.getByRole('link', { name: 'AJOUTER DES CRÉNEAUX' }).click();
  await expect.poll(() => heard(page)).toContainEqual({ type: 'multisalle:cart-add-slots', version: 2 });
  await expect(page).toHaveURL(/\/app\/panier$/);
});

test('/app/conventions: the general terms after login, validated, and the outcome told to the app', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await listenAsTheApp(page);
  await page.goto(`/app/conventions#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
  await dialog.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect
    .poll(() => heard(page))
    .toEqual([{ type: 'multisalle:conventions-validated', version: 2, hallId: null }]);
  await expect(dialog).toBeHidden();
  // The page closed its dialog after the success: no dialog-closed, which is only ever the player's.
  expect((await heardAll(page)).map((message) => message.type)).not.toContain('multisalle:dialog-closed');
  // The page says the outcome where the dialog was, not an empty box.
  await expect(page.getByRole('status').filter({ hasText: 'Les conventions sont validées.' })).toBeVisible();
});

test('/app/conventions waits for the token when the handshake script comes late: no error, no cancel told', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "the page's script order is the same at every size");
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await listenAsTheApp(page);
  // A slow network: the element is on the page, with its trigger, well before the token arrives.
  await page.route('**/embed/pages/app-host.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/conventions-a-valider')) asked.push(sent.headers().authorization ?? 'none');
  });
  await page.goto(`/app/conventions#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // Asked once, with the token; no error toast, nothing told to the app before the player acts.
  expect(asked).toEqual([`Bearer ${player.token}`]);
  await expect(
    page.getByText('Une erreur est survenue lors de la récupération des conventions.'),
  ).toHaveCount(0);
  expect(await heard(page)).toEqual([]);
  await dialog.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect
    .poll(() => heard(page))
    .toEqual([{ type: 'multisalle:conventions-validated', version: 2, hallId: null }]);
});

test('a failed load shows « Réessayer » and tells the app a retryable error: the card (never « no card ») and the conventions (never a blank page)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await saveCardByApi(request, player.token);
  await listenAsTheApp(page, player.token);
  const errors = async () => (await heardAll(page)).filter((message) => message.type === 'multisalle:error');

  // The card: the server fails once, the player has a card all the same.
  let cardFailures = 1;
  await page.route(/\/api\/v2\/paiement\/alias\?/, (route) =>
    cardFailures-- > 0 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await page.goto('/app/moyen-de-paiement');
  const panel = page.locator('multisalle-payment-means');
  const cardFailed =
    "Votre moyen de paiement n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.";
  await expect(panel.getByRole('alert').filter({ hasText: cardFailed })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('Aucun moyen de paiement enregistré')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })).toHaveCount(0);
  await expect.poll(errors).toEqual([
    {
      type: 'multisalle:error',
      version: 2,
      page: 'moyen-de-paiement',
      code: 'reseau',
      message: cardFailed,
      retryable: true,
    },
  ]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('carte-echec.png') });
  await panel.getByRole('button', { name: 'Réessayer' }).click();
  await expect(panel.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toBeVisible();

  // The conventions: the list fails once; « Réessayer » opens them.
  let listFailures = 1;
  await page.route(/\/api\/v2\/conventions-a-valider-connexion-gp/, (route) =>
    listFailures-- > 0 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await page.goto('/app/conventions');
  const listFailed = "Les conventions n'ont pas pu être chargées. Vérifiez votre connexion, puis réessayez.";
  await expect(page.getByRole('alert').filter({ hasText: listFailed })).toBeVisible({ timeout: 20_000 });
  await expect.poll(errors).toEqual([
    {
      type: 'multisalle:error',
      version: 2,
      page: 'conventions',
      code: 'reseau',
      message: listFailed,
      retryable: true,
    },
  ]);
  expect((await heardFlows(page)).map((message) => message.type)).toEqual(['multisalle:error']);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('conventions-echec.png') });
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('dialog', { name: "Conditions générales d'utilisation" })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: listFailed })).toHaveCount(0);
});

test("/app/conventions/{hall}: the end of the tap that opened the hall rules does not tick a box; the player's own tap and Space do", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await listenAsTheApp(page, player.token);
  await page.goto('/app/conventions/padel-park');
  const rules = page.getByRole('dialog', { name: 'Règlement intérieur du Padel Park' });
  await expect(rules).toBeVisible({ timeout: 20_000 });
  const shoes = rules.getByRole('checkbox', { name: "Je m'engage à porter des chaussures de salle" });
  // A tap's click (detail 1) whose press began before the dialog opened: no pointerdown on the boxes.
  await shoes.dispatchEvent('click', { detail: 1 });
  await expect(shoes).not.toBeChecked();
  await shoes
    .locator('xpath=..')
    .getByText("Je m'engage à porter des chaussures de salle")
    .dispatchEvent('click', {
      detail: 1,
    });
  await expect(shoes).not.toBeChecked();
  // The player's own tap ticks it, and Space ticks the other one.
  await shoes.click();
  await expect(shoes).toBeChecked();
  const read = rules.getByRole('checkbox', { name: "J'ai lu et j'accepte le règlement intérieur" });
  await read.focus();
  await page.keyboard.press('Space');
  await expect(read).toBeChecked();
  await expect(rules.getByRole('button', { name: 'Valider', exact: true })).toBeEnabled();
});
