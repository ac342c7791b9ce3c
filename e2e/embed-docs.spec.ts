import { expectNoA11yViolations } from './axe';
import { expect, type Page, test } from './clock';
import { cmsPage, type PartnerSite, recordConsoleErrors, startPartnerSite } from './partner-site';

/**
 * The partners' pages as a town hall's webmaster meets them: the documentation at /embed/ (reached from the
 * site's footer), its copy buttons, the example page at /embed/exemple, the configurator's two codes and
 * its preview, and the fallback link a page keeps when our script cannot run.
 */

const availableSlot = (page: Page, scope = page.locator('multisalle-planning').first()) =>
  scope.getByRole('button', { name: /, disponible$/ }).first();

let partner: PartnerSite;
test.beforeAll(async () => {
  partner = await startPartnerSite();
});
test.afterAll(async () => {
  await partner.close();
});

test("the partners' page: its sections as headings, axe clean, the copy button copies the very code of /embed/code", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/embed/');
  await expect(page).toHaveTitle('Multisalle : intégrer le planning sur votre site');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Intégrer le planning sur votre site' }),
  ).toBeVisible();
  for (const name of [
    'Démarrage rapide',
    'Les salles et leurs sports',
    'Les éléments',
    'Couleurs et apparence',
    'Connexion des joueurs',
    'Événements',
    'Sécurité du contenu (CSP)',
    'En cas de problème',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name }), name).toBeVisible();
  }
  for (const tag of [
    'multisalle-planning',
    'multisalle-cart',
    'multisalle-conventions',
    'multisalle-invitation',
    'multisalle-payment-means',
    'multisalle-open-games',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${tag}\\s:`) }), tag).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: "Le planning ne s'affiche pas" })).toBeVisible();
  // The favicon of the site.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Copier le code avec chargeur' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Code copié\s: collez-le dans votre page\.$/ }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const hallKey = /hall="([a-z0-9-]+)"/.exec(copied)?.[1];
  expect(hallKey).toBeTruthy();
  expect(copied).toBe(await (await request.get(`/embed/code?salle=${hallKey}`)).text());

  await page.getByRole('button', { name: 'Copier le code pour une page à sécurité stricte' }).click();
  const plain = await page.evaluate(() => navigator.clipboard.readText());
  expect(plain).toBe(await (await request.get(`/embed/code?salle=${hallKey}&forme=simple`)).text());
  expect(plain).not.toContain('<script>');
});

test('without the clipboard, the copy button selects the code for Ctrl+C', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  await page.goto('/embed/');
  await page.getByRole('button', { name: 'Copier le code avec chargeur' }).click();
  await expect(page.getByText(/^Le code est sélectionné\s: copiez-le avec Ctrl\+C/).first()).toBeVisible();
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected).toBe(await page.locator('#code-chargeur').textContent());
});

test("the site's footer leads a town hall to the partners' page", async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Intégrer le planning sur votre site' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/embed\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Intégrer le planning sur votre site' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Exemple', exact: true }).click();
  await expect(page).toHaveURL(/\/embed\/exemple$/);
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
});

test('the example partner page shows real slots from one script tag', async ({ page }) => {
  await page.goto('/embed/exemple');
  await expect(page.getByRole('heading', { level: 1, name: 'Club de padel des Tilleuls' })).toBeVisible();
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
  // The fallback link is the element's light DOM: once defined, the shadow root hides it.
  await expect(page.getByRole('link', { name: 'Voir les créneaux et réserver sur Multisalle' })).toBeHidden();
});

test('the configurator: « Tous les sports », a sport, a colour; both codes and the preview follow', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await page.goto('/embed/configurateur');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurer le planning de votre site' }),
  ).toBeVisible();
  const preview = page.locator('#cfg-apercu');
  const loader = page.getByRole('textbox', { name: 'Code conseillé, avec son chargeur' });
  const plain = page.getByRole('textbox', { name: 'Code pour une page à sécurité stricte (CSP)' });
  const sport = page.getByRole('combobox', { name: 'Sport' });
  const hall = page.getByRole('combobox', { name: 'Salle' });
  await expect(sport).toHaveValue('tous');
  await expect(loader).toHaveValue(/<multisalle-planning hall="[a-z0-9-]+">/);

  await hall.selectOption('multisalle-chateauroux');
  await expect(sport.locator('option').first()).toHaveText('Tous les sports');
  await expect(sport).toHaveValue('tous');
  await expect(loader).toHaveValue(/<multisalle-planning hall="multisalle-chateauroux">/);
  await expect(plain).toHaveValue(/<multisalle-planning hall="multisalle-chateauroux">/);
  // No sport named: the preview offers the hall's sports itself.
  await expect(preview.getByRole('group', { name: 'Sport' })).toBeVisible({ timeout: 20_000 });
  await expect(preview).not.toHaveAttribute('sport');

  await sport.selectOption({ label: 'PING PONG' });
  await expect(loader).toHaveValue(/<multisalle-planning hall="multisalle-chateauroux" sport="ping-pong">/);
  await expect(plain).toHaveValue(/<multisalle-planning hall="multisalle-chateauroux" sport="ping-pong">/);
  await expect(preview).toHaveAttribute('sport', 'ping-pong');
  await expect(preview.getByRole('group', { name: 'Sport' })).toHaveCount(0);

  await sport.selectOption('tous');
  await hall.selectOption('padel-park');
  await page.getByLabel('Couleur principale').fill('#0055a4');
  await page.getByLabel('Arrondi des angles').fill('12');
  const tag = '<multisalle-planning hall="padel-park" color-primary="#0055a4" radius="12">';
  await expect(loader).toHaveValue(new RegExp(tag));
  await expect(plain).toHaveValue(new RegExp(tag));
  await expect(loader).toHaveValue(/<script>\n {2}\/\/ Charge le planning/);
  await expect(plain).toHaveValue(/<script src="[^"]+\/embed\/multisalle-planning\.js" defer><\/script>/);
  // No <style> element a CSP would refuse: the planning's room while it loads is a constructed stylesheet.
  expect(await loader.inputValue()).not.toMatch(/<style/);
  expect(await loader.inputValue()).toContain('new CSSStyleSheet()');
  // The preview takes the code's own attributes, and so its colour.
  await expect(preview).toHaveAttribute('color-primary', '#0055a4');
  await expect(preview).toHaveAttribute('radius', '12');
  await expect
    .poll(() =>
      preview.evaluate((element) => getComputedStyle(element).getPropertyValue('--multisalle-color-primary')),
    )
    .toBe('#0055a4');
  const slot = availableSlot(page, preview);
  await expect(slot).toBeVisible({ timeout: 20_000 });
  if (!isMobile) {
    await expect
      .poll(() => slot.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(0, 85, 164)');
  }
  // Back to the element's own colour: the attribute leaves the code and the preview.
  await page.getByLabel('Couleur principale').fill('#c8102e');
  await expect(loader).toHaveValue(/<multisalle-planning hall="padel-park" radius="12">/);
  await expect(preview).not.toHaveAttribute('color-primary');

  await page.getByRole('button', { name: 'Copier le code pour une page à sécurité stricte' }).click();
  await expect(page.getByText(/^(Code copié|Le code est sélectionné)/).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("where our script cannot run (a CSP without our origin), the page keeps a link to the hall's page", async ({
  page,
  request,
  baseURL,
}) => {
  const ours = new URL(baseURL as string).origin;
  const code = await (await request.get('/embed/code?salle=padel-park&forme=simple')).text();
  const errors = recordConsoleErrors(page);
  const url = partner.serve('/sans-script.html', {
    html: cmsPage('Réserver un terrain', code),
    headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'" },
  });
  await page.goto(url);
  const link = page.getByRole('link', { name: 'Voir les créneaux et réserver sur Multisalle' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${ours}/multisalle/padel-park`);
  expect(await page.evaluate(() => customElements.get('multisalle-planning'))).toBeUndefined();
  // The browser says why in the console: the webmaster's first clue (the troubleshooting section).
  expect(errors.join('\n')).toMatch(/Content Security Policy/);
  await link.click();
  await expect(page).toHaveURL(`${ours}/multisalle/padel-park`);
});
