import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';
import { acceptCookiesBeforeLoad } from './support.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

/** The legal pages and the `h1` each one shows. */
const legalPages = [
  { path: '/rgpd', title: "CONDITIONS GÉNÉRALES D'UTILISATION ET RGPD" },
  { path: '/mentions-legales', title: 'MENTIONS LÉGALES' },
  { path: '/politique-de-confidentialite', title: 'POLITIQUE DE CONFIDENTIALITÉ' },
  { path: '/faq', title: 'FOIRE AUX QUESTIONS' },
  { path: '/accessibilite', title: "Déclaration d'accessibilité" },
] as const;

for (const { path, title } of legalPages) {
  test(`${path} shows its text, fits the screen and has no WCAG A/AA violation`, { tag: '@phone' }, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/en construction/)).toHaveCount(0);
    await expect(page).toHaveTitle('Multisalle | Book, Play, Share');
    await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
    // Readable at 390 px: the text fits its column (long e-mail addresses and storage keys wrap).
    const article = page.getByRole('main').locator('article');
    const box = await article.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
    expect(
      await article.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}

test('the footer links the accessibility statement with the conformity status', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
  await legal.getByRole('link', { name: /^Accessibilité\s:\spartiellement conforme$/ }).click();
  await expect(page).toHaveURL('/accessibilite');
  await expect(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'État de conformité' })).toContainText(
    'partiellement conforme',
  );
});

test('a table of contents link moves focus to its section and keeps the URL', async ({ page }) => {
  await page.goto('/accessibilite');
  const toc = page.getByRole('navigation', { name: 'Sommaire' });
  await toc.getByRole('link', { name: 'Voies de recours' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Voies de recours' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL('/accessibilite');
});

test('the table of contents works from the keyboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on the desktop viewport');
  await page.goto('/politique-de-confidentialite');
  const link = page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: 'Supprimer votre compte' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Supprimer votre compte' })).toBeFocused();
  // Tab goes on from the section, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('region', { name: 'Supprimer votre compte' }).getByRole('link').first(),
  ).toBeFocused();
});

test('a FAQ answer opens from its button and stays free of violations once open', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  await page.goto('/faq');
  const button = page.getByRole('button', { name: /Jusqu'à quand puis-je annuler/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  if (isMobile) {
    await button.tap();
  } else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(/48\sh avant le début de la séance/);
  await expectNoA11yViolations(page);
  if (isMobile) {
    await button.tap();
  } else {
    await page.keyboard.press('Space');
  }
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test("the sign-up form's terms link opens the terms in a new tab, the form kept as typed", async ({
  page,
  context,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: "conditions générales d'utilisation" }).click(),
  ]);
  await expect(terms).toHaveURL(/\/rgpd$/);
  await expect(
    terms.getByRole('heading', { level: 1, name: "CONDITIONS GÉNÉRALES D'UTILISATION ET RGPD" }),
  ).toBeVisible();
  await terms.close();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Martin');
});
