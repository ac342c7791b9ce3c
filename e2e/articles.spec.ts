import { expectNoA11yViolations } from './axe';
import { expect, type Locator, type Page, test } from './clock';
import { acceptCookiesBeforeLoad } from './support.ts';

const productTitle = 'Multisalle | Book, Play, Share';

async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

const metaDescription = (page: Page) => page.locator('meta[name="description"]');

/**
 * The main frame's addresses (path and hash) from now on, in order. The step back and the anchor that
 * follows it are read from this record, not caught by polling: on a busy machine a poll can miss the
 * short-lived first address.
 */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    addresses.push(url.pathname + url.hash);
  });
  return addresses;
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('a sport article opened from the sport grid shows its content, and its back button returns to #sport', async ({
  page,
}) => {
  await page.goto('/');
  const defaultDescription = await metaDescription(page).getAttribute('content');
  await page.locator('#sport').getByRole('link', { name: 'PADEL' }).click();

  await expect(page).toHaveURL('/multisalle/article-sport/infos-padel');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Infos padel : le sport de raquette qui se joue avec les murs',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Les règles en bref' })).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: /court de padel/ }));
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    /^Découvrez le padel\s: un court fermé de vitres/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Le padel\u00a0: règles et infos pratiques | Multisalle',
  );
  await expect(page).toHaveTitle(productTitle);

  const addresses = recordAddresses(page);
  await page.getByRole('button', { name: 'RETOUR AUX ACTUALITÉS' }).click();
  // Spec 2 section 9: a step back to the home page, then the anchor 1 s later.
  await expect(page).toHaveURL('/#sport', { timeout: 15_000 });
  expect(addresses).toEqual(['/', '/#sport']);
  await expect(page.locator('#sport')).toBeInViewport();
  await expect(metaDescription(page)).toHaveAttribute('content', defaultDescription ?? '');
});

test('a news article opened from #actualites, and its back button returns there', async ({ page }) => {
  await page.goto('/#actualites');
  const news = page.getByRole('region', { name: 'ACTUALITÉS' });
  await expect(news.getByRole('article')).toHaveCount(9);
  await news.getByRole('link', { name: 'Le sport entre amis' }).click();

  await expect(page).toHaveURL('/multisalle/article/sport-entre-amis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Faire du sport entre amis, sans se compliquer la vie' }),
  ).toBeVisible();
  await expect(metaDescription(page)).toHaveAttribute('content', /^Organisez un match entre amis/);

  await page.getByRole('button', { name: 'RETOUR AUX ACTUALITÉS' }).click();
  // Spec 2 section 9: a step back to the home page (here already at the anchor), then the anchor 2 s later.
  await expect(page).toHaveURL('/#actualites', { timeout: 15_000 });
  await expect(page.locator('#actualites')).toBeInViewport();
});

test('an article opened directly sends its back button to the home anchor', async ({ page }) => {
  await page.goto('/multisalle/article-padel-park/horaires-et-terrains-padel-park');
  await expect(page.getByText('Le Padel Park est ouvert 7 jours sur 7, de 07h15 à 23h15.')).toBeVisible();
  await page.getByRole('button', { name: 'RETOUR AUX ACTUALITÉS' }).click();
  await expect(page).toHaveURL('/#actualites');
});

test('an unknown article slug lands on /404', async ({ page }) => {
  await page.goto('/multisalle/article/nexiste-pas');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeVisible();
});

test('the journey page shows its QR codes and 4 panels, with its canonical link', async ({
  page,
  baseURL,
}) => {
  await page.goto('/mon-parcours-dans-la-salle');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon parcours dans la salle' })).toBeVisible();
  for (const name of [
    "1. L'accueil",
    "2. La zone d'attente",
    '3. Le terrain modulable automatisé',
    "4. L'espace après-match",
  ]) {
    const panel = page.getByRole('region', { name });
    await panel.scrollIntoViewIfNeeded();
    await expectImageLoaded(panel.getByRole('img'));
  }
  await expectImageLoaded(page.getByRole('img', { name: /QR code .*Google Play/ }));
  await expectImageLoaded(page.getByRole('img', { name: /QR code .*App Store/ }));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/mon-parcours-dans-la-salle`,
  );
  await expect(page).toHaveTitle(productTitle);

  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
});

test('an article has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/multisalle/article/pourquoi-choisir-multisalle');
  await expect(page.getByRole('link', { name: 'Voir les salles et réserver un créneau' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the journey page has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/mon-parcours-dans-la-salle');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon parcours dans la salle' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the home news section has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/#actualites');
  await expect(page.getByRole('region', { name: 'ACTUALITÉS' }).getByRole('article')).toHaveCount(9);
  await expectNoA11yViolations(page);
});
