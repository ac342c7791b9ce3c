import { listenAsTheApp, test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { expect, type Page } from './clock';
import { cardFrameSelector, fillSandboxCard, readyPlayer, testCards } from './payment-card';

/**
 * The server side of the mobile app's contract: the app team's page `/app/` and its link from
 * the partners' page, the bare 404 page that tells the app about an unknown hall, and the card form on a
 * host other than the configured one (`PUBLIC_SITE_URL` is `http://127.0.0.1:{port}`, playwright.config.ts).
 * The pages' own flows are app-pages.spec.ts and app-host.spec.ts.
 */

test.skip(({ isMobile }) => isMobile, 'server pages: the desktop project is enough');

test("/app/: the contract's page, reached from the partners' page, lists every message", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/embed/');
  await page
    .getByRole('navigation', { name: 'Pages pour les partenaires' })
    .getByRole('link', { name: 'Application mobile' })
    .click();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Les pages de l'application mobile" }),
  ).toBeVisible();
  await expect(page.getByText(/Version du contrat\s:\s2\./)).toBeVisible();
  for (const type of ['multisalle:ready', 'multisalle:slot-picked', 'multisalle:cart-validated']) {
    await expect(page.getByRole('heading', { level: 4, name: type, exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  // The server's codes fold away until asked for.
  await page.getByText('Tous les codes du serveur et leur message').click();
  await expect(page.getByText('Ce créneau est déjà réservé', { exact: true })).toBeVisible();
});

test('an unknown hall answers a bare French page that tells the app salle-inconnue', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await listenAsTheApp(page);
  const response = await page.goto('/app/planning/pas-une-salle');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Salle introuvable' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /accepter/i })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toEqual([
      {
        type: 'multisalle:error',
        version: 2,
        page: 'planning',
        code: 'salle-inconnue',
        message: 'Cette salle est introuvable.',
        retryable: false,
      },
    ]);
  await expectNoA11yViolations(page);
});

test('the card form follows the host the app page was opened on: localhost as well as 127.0.0.1', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = await readyPlayer(request);
  const fragment = `#token=${encodeURIComponent(player.token)}`;
  const configured = new URL(baseURL ?? '');
  const other = `http://localhost:${configured.port}`;
  // Chrome's console is where a frame refused by the page's CSP (`frame-src 'self'`) shows.
  const blocked: string[] = [];
  const watch = (watched: Page) =>
    watched.on('console', (message) => {
      if (/Content Security Policy|Refused to frame/.test(message.text())) blocked.push(message.text());
    });
  watch(page);

  // Another host than the configured one: the form comes from that host, its fields can be typed in.
  await page.goto(`${other}/app/moyen-de-paiement${fragment}`);
  const element = page.locator('multisalle-payment-means');
  await element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click({ timeout: 20_000 });
  const frame = element.locator(cardFrameSelector);
  await expect(frame).toHaveAttribute('src', new RegExp(`^${other}/sandbox-paiement/formulaire\\?`));
  await fillSandboxCard(page, testCards.accepted, element);
  await expect(element.getByRole('img', { name: /^Carte enregistrée\s: numéro 4970/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(element.getByRole('dialog')).toBeHidden({ timeout: 10_000 });

  // The configured host keeps its own address (a page of its own: the closed dialog's history step, taken
  // back by the first page, must not land on this one).
  const configuredPage = await context.newPage();
  watch(configuredPage);
  await configuredPage.goto(`${configured.origin}/app/moyen-de-paiement${fragment}`);
  const configuredElement = configuredPage.locator('multisalle-payment-means');
  await configuredElement
    .getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })
    .click({ timeout: 20_000 });
  await expect(configuredElement.locator(cardFrameSelector)).toHaveAttribute(
    'src',
    new RegExp(`^${configured.origin}/sandbox-paiement/formulaire\\?`),
  );
  await expect(configuredElement.frameLocator(cardFrameSelector).getByLabel('Numéro de carte')).toBeVisible();
  expect(blocked).toEqual([]);
});
