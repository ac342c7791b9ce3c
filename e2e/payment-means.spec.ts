import { test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { expect, type Page } from './clock';
import { fillSandboxCard, holdSlot, openAs, readyPlayer, testCards } from './payment-card';

/**
 * Payment means in real Chromium (spec 1 "Payment means panel", sections 4 and 8): a player with no card
 * books in a paying hall after saving a card in the sandbox provider's iframe; a refused card leaves no
 * card and says why; `<multisalle-payment-means>` on the partner page and on the mobile app's page, with
 * the token handed over by the host, axe clean inside it.
 */

/** A hall that does not skip the payment step. */
const payingHall = 'padel-park';

const pickOf = (projectName: string) => (projectName === 'phone' ? 1 : 0);

async function savedAlias(page: Page, token: string) {
  const response = await page.request.get('/api/v2/paiement/alias', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { oReponse: { sPan: string } | null }).oReponse;
}

test('a player without a card books in a paying hall after saving a card in the provider iframe', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await readyPlayer(request, { verifiedPhone: true });
  await holdSlot(request, player.token, payingHall, pickOf(testInfo.project.name));
  await openAs(page, player.token, '/cart/payment');

  const step = page.getByRole('region', { name: 'MOYEN DE PAIEMENT' });
  await expect(step.getByText('Aucun moyen de paiement enregistré')).toBeVisible({ timeout: 15_000 });
  const validate = page.getByRole('button', { name: 'VALIDER', exact: true });
  await expect(validate).toBeDisabled();
  await expect(
    page.getByText('Enregistrez un moyen de paiement pour pouvoir valider votre réservation.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const opener = step.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
  await opener.click();
  const dialog = await fillSandboxCard(page, testCards.accepted);
  // A first card is « enregistré »; the spec's « mis à jour » is for a card replaced.
  await expect(page.getByText('Moyen de paiement enregistré')).toBeVisible({ timeout: 15_000 });
  // A saved card closes the modal itself (instead of spec 1's 4000 ms timer); focus goes back
  // to the opener.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(step.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toBeFocused();
  await expect(
    step.getByRole('img', {
      name: /^Carte enregistrée\s: numéro 4970 10XX XXXX 0014, expire fin 12\/20\d\d$/,
    }),
  ).toBeVisible();
  expect((await savedAlias(page, player.token))?.sPan).toMatch(/0014$/);

  const booked = page.waitForResponse((response) => response.url().endsWith('/panier/valide'));
  await expect(validate).toBeEnabled();
  await validate.click();
  expect((await booked).status()).toBe(200);
  const confirmed = page.getByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
  await expect(confirmed.getByText('Votre réservation a bien été prise en compte.')).toBeVisible({
    timeout: 15_000,
  });
});

test('a refused card leaves no card and says « Carte refusée par votre banque » (no « Erreur ») in the modal, kept open to correct it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await readyPlayer(request);
  await holdSlot(request, player.token, payingHall, 2 + pickOf(testInfo.project.name));
  await openAs(page, player.token, '/cart/payment');
  const step = page.getByRole('region', { name: 'MOYEN DE PAIEMENT' });
  await step.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  const dialog = await fillSandboxCard(page, testCards.refused);
  // The error in the modal, in the error colour, and the modal stays open with a new form.
  await expect(dialog.getByRole('alert')).toContainText('Carte refusée par votre banque', {
    timeout: 15_000,
  });
  await expect(dialog.getByRole('alert')).not.toContainText('Erreur');
  await expect(dialog.locator('iframe')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(step.getByText('Aucun moyen de paiement enregistré')).toBeVisible();
  await expect(page.getByRole('button', { name: 'VALIDER', exact: true })).toBeDisabled();
  expect(await savedAlias(page, player.token)).toBeNull();
});

test("<multisalle-payment-means> on the example partner page: the player's card form in the shadow root, axe clean", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await readyPlayer(request);
  // The partner page is on the server's origin: the player logged in there keeps the `token` key.
  await page.addInitScript((token) => window.localStorage.setItem('token', token), player.token);
  await page.goto('/embed/exemple');
  const element = page.locator('multisalle-payment-means');
  await expect(element.getByText('Aucun moyen de paiement enregistré')).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page, { include: 'multisalle-payment-means' });

  const saved = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('multisalle:payment-means-saved', (event) => resolve(event.detail), {
          once: true,
        }),
      ),
  );
  await element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  await expect(element.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeVisible();
  await expectNoA11yViolations(page, { include: 'multisalle-payment-means' });
  await fillSandboxCard(page, testCards.accepted, element);
  expect(await saved).toMatchObject({ alias: { maskedPan: expect.stringMatching(/0014$/) } });
  await expect(element.getByText('Moyen de paiement enregistré')).toBeVisible();
  await expect(element.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible();
  await expect(element.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
  await expectNoA11yViolations(page, { include: 'multisalle-payment-means' });
});

test("the mobile app's page takes the token from the host (URL fragment or message) and tells the host the flow ended", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await readyPlayer(request);
  // From the URL fragment, dropped from the address bar once read.
  await page.goto(`/app/moyen-de-paiement#token=${encodeURIComponent(player.token)}`);
  const element = page.locator('multisalle-payment-means');
  await expect(element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })).toBeEnabled({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/app\/moyen-de-paiement$/);
  await expectNoA11yViolations(page);

  // The app listens as a React Native webview would.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    (
      window as unknown as { ReactNativeWebView: { postMessage: (text: string) => void } }
    ).ReactNativeWebView = {
      postMessage: (text) => {
        heard.push(JSON.parse(text));
        (window as unknown as { multisalleHeard?: (message: unknown) => void }).multisalleHeard?.(
          JSON.parse(text),
        );
      },
    };
  });
  await element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  await fillSandboxCard(page, testCards.accepted, element);
  await expect(element.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          // The page closed its dialog itself after the card was saved: no dialog-closed, which is the player's.
          (window as unknown as { heard: { type: string }[] }).heard.map((m) => m.type),
        ),
      {
        timeout: 10_000,
      },
    )
    .toEqual(['multisalle:payment-means-saved', 'multisalle:payment-means-closed']);
  await expect(element.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toBeFocused();

  // The token is kept for the page's session: loading the page again (no fragment) still shows the card.
  await page.goto('/app/moyen-de-paiement');
  await expect(element.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible({
    timeout: 20_000,
  });

  // A new webview (its own session) with no token: never « no card », and the card once the host posts one.
  const other = await page.context().newPage();
  await other.goto('/app/moyen-de-paiement');
  const otherElement = other.locator('multisalle-payment-means');
  await other.evaluate((token) => window.postMessage({ type: 'multisalle:token', token }, '*'), player.token);
  await expect(otherElement.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(otherElement.getByText('Aucun moyen de paiement enregistré')).toHaveCount(0);
  await expectNoA11yViolations(other);
});

test("signed out on the example partner page, <multisalle-payment-means> asks to sign in with the planning's dialog: one event per press, no call answered « Session expirée »", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const ours = new URL(baseURL as string).origin;
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/paiement/') && response.status() === 401) refused.push(response.url());
  });
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    document.addEventListener('multisalle:login-required', (event) => {
      if ((event.target as Element).localName === 'multisalle-payment-means')
        heard.push((event as CustomEvent).detail);
    });
  });
  await page.goto('/embed/exemple');
  const element = page.locator('multisalle-payment-means');
  await expect(
    element.getByText('Connectez-vous pour voir et enregistrer votre moyen de paiement.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(element.getByText('Aucun moyen de paiement enregistré')).toHaveCount(0);
  await expectNoA11yViolations(page, { include: 'multisalle-payment-means' });

  const open = element.getByRole('button', { name: 'CONNEXION' });
  await open.click();
  const dialog = element.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'CONNEXION' })).toHaveAttribute('href', `${ours}/signin`);
  await expectNoA11yViolations(page, { include: 'multisalle-payment-means' });
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
  const expected = { loginUrl: `${ours}/signin`, signupUrl: `${ours}/signup` };
  expect(await heard()).toEqual([expected]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(dialog).toBeVisible();
  expect(await heard()).toEqual([expected, expected]);
  await expect(page.getByText('Session expirée')).toHaveCount(0);
  expect(refused).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('moyen-de-paiement-visiteur.png') });
});
