import { createActiveAccount } from './accounts';
import { expectNoA11yViolations } from './axe';
import { addFreeSlotToCart } from './cart-by-api';
import { type APIRequestContext, expect, test } from './clock';
import { cmsPage, startPartnerSite } from './partner-site';

/**
 * `<multisalle-cart>` on a partner page, in real Chromium: the page loads the elements script with one
 * script tag, logs its player in itself and hands the element the token through
 * `Multisalle.configure({ getToken })` (the way the element documents it); the element then shows the
 * player's cart in its shadow root, deletes the line, and says the cart is empty. The partner page is
 * served by the test on the server's origin (the cart calls carry a bearer token, which CORS allows only to
 * the origins of `CORS_ALLOWED_ORIGINS`).
 */

/** The sand hall: no other spec holds its slots. */
const hallKey = 'multisalle-ajaccio';
const hostPath = '/partenaire/panier.html';

/** A partner page with loud styles of its own, the script tag and the element. */
const hostPage = `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Club de beach-volley d'Ajaccio : mon panier</title>
  <style>
    * { color: #b3005e; font-family: "Comic Sans MS", "Comic Sans", cursive; }
    body { background: #fff0f8; margin: 0 auto; max-width: 60rem; padding: 1rem; }
    button { background: hotpink; color: #000; border: 4px dashed #8b0045; }
  </style>
</head>
<body>
  <header><h1>Club de beach-volley d'Ajaccio</h1></header>
  <main>
    <h2>Mon panier</h2>
    <script src="/embed/multisalle-elements.js"></script>
    <multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>
  </main>
</body>
</html>`;

/**
 * Puts a free slot of the sand hall's first sport in the player's cart through the API, with the ids the
 * planning API gives; each project takes its own slot (from the end of the week) so the two never race.
 */
async function addSlotToCart(request: APIRequestContext, token: string, projectIndex: number) {
  const { hall, sport } = await addFreeSlotToCart(request, { Authorization: `Bearer ${token}` }, hallKey, {
    fromEnd: projectIndex,
    courtsOnly: false,
  });
  return { sportLabel: sport.libelle, hallName: hall.libelleSalle };
}

test("a partner page shows the player's cart in <multisalle-cart>, deletes the line, then says it is empty", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: player.email, password: player.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const projectIndex = testInfo.project.name === 'phone' ? 1 : 0;
  const { sportLabel, hallName } = await addSlotToCart(request, token, projectIndex);

  await page.route(`**${hostPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage }),
  );
  await page.goto(hostPath);
  const cart = page.locator('multisalle-cart');
  const empty = cart.getByText('Aucune réservation dans votre panier');
  // Nobody is logged in on the partner page yet: the visitor is asked to sign in, never told it is empty.
  await expect(cart.getByText('Connectez-vous pour voir votre panier et réserver vos créneaux.')).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(empty).toHaveCount(0);
  const inLightDom = await page.evaluate(() => ({
    hasShadow: document.querySelector('multisalle-cart')?.shadowRoot !== null,
    linesOutside: document.querySelectorAll('.ms-cart-line').length,
    configure: typeof (window as { Multisalle?: { configure?: unknown } }).Multisalle?.configure,
  }));
  expect(inLightDom).toEqual({ hasShadow: true, linesOutside: 0, configure: 'function' });

  // The partner page logs its player in, then says so to the elements.
  await page.evaluate((v2Token) => {
    const { Multisalle } = window as unknown as {
      Multisalle: { configure: (options: { getToken: (base: string) => string | null }) => void };
    };
    Multisalle.configure({ getToken: (base) => (base === 'v2' ? v2Token : null) });
  }, token);

  const line = cart.getByRole('listitem').filter({ has: page.getByRole('heading', { name: sportLabel }) });
  await expect(line).toHaveCount(1, { timeout: 15_000 });
  await expect(line).toContainText(hallName);
  await expect(cart.getByRole('button', { name: 'VALIDER' })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'AJOUTER DES CRÉNEAUX' })).toHaveAttribute('href', '/salle');
  // The page's loud styles stay outside the shadow root.
  const buttonBorder = await cart
    .getByRole('button', { name: 'VALIDER' })
    .evaluate((button) => getComputedStyle(button).borderStyle);
  expect(buttonBorder).not.toBe('dashed');
  await expectNoA11yViolations(page, { include: 'multisalle-cart' });

  // AJOUTER UNE RÉDUCTION asks the server for the discounts of the player the token names, at the cart's hall.
  const discountsAsked = page.waitForRequest((sent) => /\/api\/v2\/user\/\d+\/discount\//.test(sent.url()));
  await cart.getByRole('button', { name: 'AJOUTER UNE RÉDUCTION' }).click();
  const discounts = cart.getByRole('dialog', { name: 'AJOUT RÉDUCTION' });
  await expect(discounts).toBeVisible();
  expect((await discountsAsked).headers().authorization).toBe(`Bearer ${token}`);
  await expect(discounts.getByText('Chargement en cours…')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page, { include: 'multisalle-cart' });
  await page.keyboard.press('Escape');
  await expect(discounts).toBeHidden();

  const remove = line.getByRole('button', { name: new RegExp(`^Supprimer ${sportLabel} du .* du panier$`) });
  await remove.click();
  await expect(empty).toBeVisible({ timeout: 15_000 });
  await expect(cart.getByRole('listitem')).toHaveCount(0);
  await expect(cart.getByRole('button', { name: 'VALIDER' })).toHaveCount(0);
  await expectNoA11yViolations(page, { include: 'multisalle-cart' });

  // The server agrees: the player's cart is empty.
  const after = await request.get('/api/v2/panier', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await after.json()) as { contenu: unknown[] }).contenu).toEqual([]);
});

test("on a partner's own origin, a visitor's <multisalle-cart> asks to sign in with the planning's dialog, one event per press", {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const ours = new URL(baseURL as string).origin;
  const partner = await startPartnerSite();
  try {
    const pasted = `<script src="${ours}/embed/multisalle-elements.js"></script>
<multisalle-cart hall-url="/salle"></multisalle-cart>
<script>window.heard = []; document.addEventListener('multisalle:login-required', (event) => window.heard.push(event.detail));</script>`;
    await page.goto(partner.serve('/mon-panier.html', cmsPage('Mon panier', pasted)));
    const cart = page.locator('multisalle-cart');
    await expect(
      cart.getByText('Connectez-vous pour voir votre panier et réserver vos créneaux.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(cart.getByText('Aucune réservation dans votre panier')).toHaveCount(0);
    await expectNoA11yViolations(page, { include: 'multisalle-cart' });

    const open = cart.getByRole('button', { name: 'CONNEXION' });
    await open.click();
    const dialog = cart.getByRole('dialog', { name: 'Connexion requise' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Veuillez vous connecter pour effectuer une réservation.');
    // The links lead to our site, never to the partner's own /signin.
    await expect(dialog.getByRole('link', { name: 'CONNEXION' })).toHaveAttribute('href', `${ours}/signin`);
    await expect(dialog.getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute('href', `${ours}/signup`);
    await expect(dialog.getByRole('link', { name: 'CONNEXION' })).toBeFocused();
    await expectNoA11yViolations(page, { include: 'multisalle-cart' });
    const expected = { loginUrl: `${ours}/signin`, signupUrl: `${ours}/signup` };
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([expected]);

    // Escape closes it and gives focus back; a second press is a second event, and only one.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
      expected,
      expected,
    ]);

    await dialog.getByRole('link', { name: 'CONNEXION' }).click();
    await expect(page).toHaveURL(`${ours}/signin`);
  } finally {
    await partner.close();
  }
});
