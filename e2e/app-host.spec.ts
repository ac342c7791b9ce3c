import { test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { expect, type Page } from './clock';
import { holdSlot, readyPlayer } from './payment-card';

/**
 * The app harness of the pages' handshake (app-host.ts): the test plays the mobile app, a fake
 * React Native bridge recording every message the page posts, on the smallest phone the pages must fit
 * (320x568). The flows' own messages are app-pages.spec.ts's.
 */

interface Heard {
  type: string;
  version?: number;
  [field: string]: unknown;
}

interface AppOptions {
  /** What the injected `MultisalleHost.getToken()` gives; `window.bridgeToken` changes it later. */
  bridgeToken?: string;
  /** A token the app posts as soon as the document starts, before the page listens. */
  earlyToken?: string;
}

/** Plays the app from before the page's scripts run: its bridge, and its token rules of the contract. */
async function playTheApp(page: Page, options: AppOptions = {}): Promise<void> {
  await page.addInitScript(({ bridgeToken, earlyToken }) => {
    const scope = window as unknown as Record<string, unknown>;
    const heard: Heard[] = [];
    scope.heard = heard;
    scope.bridgeToken = bridgeToken;
    scope.ReactNativeWebView = {
      postMessage: (text: string) => {
        const message = JSON.parse(text) as Heard;
        heard.push(message);
        (scope.multisalleHeard as ((message: Heard) => void) | undefined)?.(message);
        // The contract: an app that posted its token before `ready` posts it again when `ready` says none came.
        if (earlyToken && message.type === 'multisalle:ready' && !message.hasToken)
          window.postMessage({ type: 'multisalle:token', token: earlyToken }, '*');
      },
    };
    if (bridgeToken !== undefined) scope.MultisalleHost = { getToken: () => scope.bridgeToken };
    if (earlyToken) window.postMessage({ type: 'multisalle:token', token: earlyToken }, '*');
  }, options);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

/** The messages heard of one type. */
const heardOf = async (page: Page, type: string) => (await heard(page)).filter((m) => m.type === type);

test.use({ viewport: { width: 320, height: 568 } });

// The phone project only: the app's webview is a phone's, and one run of these is enough.
test.skip(({ isMobile }) => !isMobile, "the app's webview is a phone's");

test('token by fragment: ready told with it, dropped from the address, kept for the session after back', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await playTheApp(page);
  await page.goto(`/app/panier#token=${encodeURIComponent(player.token)}`);
  await expect(page).toHaveURL(/\/app\/panier$/);
  // A new player's cart is empty: « Aucune réservation » is true here, and shown only once the player is known.
  await expect(page.getByText('Aucune réservation dans votre panier')).toBeVisible({ timeout: 20_000 });
  expect(await heard(page)).toEqual([
    { type: 'multisalle:ready', version: 2, page: 'panier', hasToken: true },
  ]);
  // Another page of the same webview, then back: the token of the fragment is still the page's.
  await page.goto('/app/moyen-de-paiement');
  await expect(page.getByText('Aucun moyen de paiement enregistré')).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page.getByText('Aucune réservation dans votre panier')).toBeVisible({ timeout: 20_000 });
  expect(await heard(page)).toEqual([
    { type: 'multisalle:ready', version: 2, page: 'panier', hasToken: true },
  ]);
});

test('no token: « Chargement… », then session-required and a French message; a token posted late shows the page', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await playTheApp(page);
  await page.goto('/app/moyen-de-paiement');
  // Never « Aucun moyen de paiement » to a player the page does not know yet.
  await expect(page.getByRole('status').getByText('Chargement…')).toBeVisible();
  await expect(page.getByText('Aucun moyen de paiement enregistré')).toHaveCount(0);
  await expect(
    page.getByText("Connectez-vous dans l'application pour gérer votre moyen de paiement."),
  ).toBeVisible();
  expect(await heard(page)).toEqual([
    { type: 'multisalle:ready', version: 2, page: 'moyen-de-paiement', hasToken: false },
    { type: 'multisalle:session-required', version: 2, page: 'moyen-de-paiement' },
  ]);
  await expect(page.getByText('Aucun moyen de paiement enregistré')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.evaluate((token) => window.postMessage({ type: 'multisalle:token', token }, '*'), player.token);
  await expect(page.getByText('Aucun moyen de paiement enregistré')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Connectez-vous dans l'application", { exact: false })).toHaveCount(0);
  expect(await heardOf(page, 'multisalle:session-required')).toHaveLength(1);
});

test('a token posted before the page listens is not lost: the conventions open for that player', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await playTheApp(page, { earlyToken: player.token });
  await page.goto('/app/conventions');
  await expect(page.getByRole('dialog', { name: "Conditions générales d'utilisation" })).toBeVisible({
    timeout: 20_000,
  });
  const [ready] = await heardOf(page, 'multisalle:ready');
  expect(ready).toMatchObject({ version: 2, page: 'conventions' });
  expect(await heardOf(page, 'multisalle:session-required')).toEqual([]);
});

test("a refused bridge token: session-expired with « Réessayer », then the refreshed one shows the player's cart", {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  const { sportLabel } = await holdSlot(request, player.token, 'padel-park', 12);
  await playTheApp(page, { bridgeToken: 'jeton-expire' });
  await page.goto('/app/panier');
  await expect(
    page.getByText("Votre session a expiré. Reconnectez-vous dans l'application, puis réessayez."),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByText('Aucune réservation dans votre panier')).toBeHidden();
  expect(await heard(page)).toEqual([
    { type: 'multisalle:ready', version: 2, page: 'panier', hasToken: true },
    { type: 'multisalle:session-expired', version: 2, page: 'panier', status: 401 },
  ]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('session-expiree.png') });
  // The app refreshed the player's session: the bridge gives the new token, the page retries by itself.
  await page.evaluate((token) => {
    (window as unknown as { bridgeToken: string }).bridgeToken = token;
  }, player.token);
  const cart = page.locator('multisalle-cart');
  await expect(cart.getByRole('heading', { name: sportLabel })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

  // Back closes an open dialog (and says so), closing it by its button leaves no dead history step.
  await cart.getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
  const codeDialog = cart.getByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' });
  await expect(codeDialog).toBeVisible();
  await page.goBack();
  await expect(codeDialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/panier$/);
  expect(await heardOf(page, 'multisalle:dialog-closed')).toEqual([
    { type: 'multisalle:dialog-closed', version: 2, page: 'panier', dialog: 'AJOUT CODE RÉDUCTION' },
  ]);
  await cart.getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
  await expect(codeDialog).toBeVisible();
  const depth = await page.evaluate(() => history.length);
  await codeDialog.getByRole('button', { name: 'ANNULER' }).click();
  await expect(codeDialog).toBeHidden();
  await expect.poll(async () => (await heardOf(page, 'multisalle:dialog-closed')).length).toBe(2);
  // The dialog's entry was popped: the page is back on its own entry, the one before the dialog.
  expect(await page.evaluate(() => history.state?.multisallePageDialog)).toBeUndefined();
  expect(await page.evaluate(() => history.length)).toBe(depth);

  // Offline in the middle of the flow: told, shown, and the player's action held until the network is back
  //, then sent: the code is checked by the server, never failed for the network.
  await cart.getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
  await page.context().setOffline(true);
  await expect(page.getByText(/^Vous êtes hors ligne/)).toBeVisible();
  await codeDialog.getByRole('textbox', { name: 'Saisir un code' }).fill('HORSLIGNE');
  let isSent = false;
  page.on('request', (sent) => {
    if (sent.url().includes('/verify-discount/HORSLIGNE')) isSent = true;
  });
  await codeDialog.getByRole('button', { name: 'VALIDER' }).click();
  await page.screenshot({ path: test.info().outputPath('hors-ligne.png') });
  // Held, not failed: VALIDER stays busy, nothing went out, and no error is told to the app.
  await expect(codeDialog.getByRole('button', { name: 'VALIDER' })).toBeDisabled();
  await expect(page.getByText(/^Vous êtes hors ligne/)).toBeVisible();
  expect(isSent).toBe(false);
  expect(await heardOf(page, 'multisalle:error')).toEqual([]);
  const checked = page.waitForResponse((answer) => answer.url().includes('/verify-discount/HORSLIGNE'));
  await page.context().setOffline(false);
  expect((await checked).status()).toBe(404);
  await expect(page.getByText(/^Vous êtes hors ligne/)).toBeHidden();
  expect((await heardOf(page, 'multisalle:error')).map((error) => error.code)).not.toContain('hors-ligne');
  expect(await heardOf(page, 'multisalle:connection')).toEqual([
    { type: 'multisalle:connection', version: 2, online: false },
    { type: 'multisalle:connection', version: 2, online: true },
  ]);
});

test("dark mode: dark from the first paint, the element in the page's colours, the text in rem", {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await page.emulateMedia({ colorScheme: 'dark' });
  await playTheApp(page, { bridgeToken: player.token });
  await page.goto('/app/planning/padel-park');
  expect(await page.locator('meta[name="color-scheme"]').getAttribute('content')).toBe('light dark');
  const slot = page
    .locator('multisalle-planning')
    .getByRole('button', { name: /, disponible$/ })
    .first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 20, 24)');
  // The phone's font size: a bigger root font makes the element's text bigger too.
  const size = () => slot.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
  const before = await size();
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '125%';
  });
  expect(await size()).toBeGreaterThan(before);
  // Fits 320 px: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('planning-sombre.png') });
});
