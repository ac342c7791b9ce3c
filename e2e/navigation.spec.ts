import { expect, test } from './clock';
import { acceptCookiesBeforeLoad, activationPath, concretePaths } from './support.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

const securePaths = new Set<string>(['/profile', '/profile/42', '/cart/payment']);

test('every route of the route table has the product title and none is « en construction »', async ({
  page,
}) => {
  // One page load per route (over thirty): more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const path of concretePaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page, `title on ${path}`).toHaveTitle('Multisalle | Book, Play, Share');
    await expect(page.getByText(/en construction/), `${path} is built`).toHaveCount(0);
    // Secure routes send a visitor to /signin (spec 1 section 2).
    const expected = securePaths.has(path) ? '/signin' : path;
    expect(new URL(page.url()).pathname, `${path} is a known route`).toBe(expected);
  }
});

test('the account activation link of the sign-up mail opens the site', async ({ page }) => {
  await page.goto(activationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'ACTIVATION DE MON COMPTE' })).toBeVisible();
  await expect(page).toHaveTitle('Multisalle | Book, Play, Share');
});

test('no route is under construction any more: the invitation link shows its own page', async ({ page }) => {
  await page.goto('/invitation/42/jeton-invitation');
  await expect(page.getByRole('heading', { level: 1, name: 'INVITATION À UNE RÉSERVATION' })).toBeVisible();
  await expect(page.getByText('Réservation inexistante')).toBeVisible();
  await expect(page.getByText(/en construction/)).toHaveCount(0);
});

test('an unknown path lands on /404 with its image and a way home', async ({ page }) => {
  await page.goto('/ce-chemin/nexiste/pas');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeVisible();
  const image = page.getByRole('img', { name: /404/ });
  await expect(image).toBeVisible();
  // Visible is not loaded: wait for the picture itself (a broken one never gets a width).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('the skip link moves focus to the main content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on the desktop viewport');
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/faq');
});

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the full header is the desktop one');

  test('shows the visitor menu, the cart without badge and the video site in a new tab', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'RÉSERVER' })).toBeVisible();
    const video = nav.getByRole('link', { name: 'VIDÉOS / SCORING (nouvel onglet)' });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'PANIER', exact: true })).toBeVisible();
    await expect(page.locator('.cart-button__badge')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'CONNEXION' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'INSCRIPTION' })).toBeVisible();
  });

  test('RÉSERVER brings the hall list into view from another page', async ({ page }) => {
    await page.goto('/faq');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'RÉSERVER' })
      .click();
    await expect(page).toHaveURL('/#multisalle-list');
    await expect(page.locator('#multisalle-list')).toBeInViewport();
  });

  test('turns into a floating compact bar past 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-floating', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-floating', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-floating', 'true');
    await expect(header.locator('.site-header__bar')).toBeInViewport();
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(header.locator('.cart-button__badge')).toHaveText('0');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-floating', 'false');
  });
});

test.describe('phone sidebar', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the sidebar is the small-screen menu');

  test('opens, locks page scrolling, and navigates after an item is chosen', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();

    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (const item of ['RÉSERVER', 'VIDÉOS / SCORING', 'CONNEXION', 'INSCRIPTION']) {
      await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
    }

    await sidebar.getByRole('link', { name: 'CONNEXION' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: "JE M'IDENTIFIE" })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('closes on Escape and on its close button, unlocking the page', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    const sidebar = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await sidebar.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('RÉSERVER in the sidebar leads to the hall list', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'RÉSERVER' }).click();
    await expect(page).toHaveURL('/#multisalle-list');
    await expect(page.locator('#multisalle-list')).toBeInViewport();
  });
});

test('the footer links the legal pages, the contact mailbox and the social networks', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'contact@multisalle.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@multisalle.fr',
  );
  for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('heading', { name: 'Vous êtes une collectivité ?' })).toBeVisible();
  const legal = footer.getByRole('navigation', { name: 'Informations légales' });
  await legal.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL('/mentions-legales');
  await expect(page.getByRole('heading', { level: 1, name: 'MENTIONS LÉGALES' })).toBeVisible();
});
