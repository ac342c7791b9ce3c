// Visual regression: the main pages and the partner page's elements at 1280x800 and 390x844,
// compared with the reference images in e2e/visual.spec.ts-snapshots. They run against their own server
// (playwright.config.ts: a fresh database, its clock fixed at FIXED_NOW) with the browser's clock fixed at
// the same instant, so the plannings, dates and names are the same at every run: a layout defect (a cut
// banner, a button far from its picture, bare form controls) fails here instead of reaching players.
// After an intended change of layout: `npx playwright test e2e/visual.spec.ts --update-snapshots`, then look
// at every new image before committing it.

import { expect, type Page, test } from './clock';
import { FIXED_NOW } from './visual/fixed-now';

/** Cookies answered and the clock fixed before any script of the page runs. */
async function prepare(page: Page, token?: string) {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await page.addInitScript((v2Token) => {
    window.localStorage.setItem('cookie_value', '0');
    if (v2Token) window.localStorage.setItem('token', v2Token);
  }, token ?? null);
}

/** Opens `path` and waits until its data, pictures and fonts are in. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load in a viewport screenshot: only the others are waited for.
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
}

test.describe('what players see, pixel for pixel', () => {
  test('the home page', async ({ page }) => {
    await prepare(page);
    await open(page, '/');
    await expect(page).toHaveScreenshot('home.png');
  });

  test('a hall page: the banner with the hall name whole, the week planning', async ({ page }) => {
    await prepare(page);
    await open(page, '/multisalle/padel-park');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveScreenshot('hall-padel-park.png', { fullPage: true });
  });

  test('the empty cart, with the halls it suggests', async ({ page }) => {
    await prepare(page);
    await open(page, '/cart');
    await expect(page).toHaveScreenshot('empty-cart.png');
  });

  test('MON PROFIL of a seeded player: the avatar and « Changer ma photo » under it', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/v2/auth', {
      data: { email: 'joueur@multisalle.fr', password: 'motdepasse1' },
    });
    expect(login.status()).toBe(200);
    await prepare(page, ((await login.json()) as { token: string }).token);
    await open(page, '/profile');
    await expect(page.getByRole('heading', { name: 'MON PROFIL' })).toBeVisible();
    await expect(page).toHaveScreenshot('profile.png');
  });

  test("the partners' configurator", async ({ page }) => {
    await prepare(page);
    await open(page, '/embed/configurateur');
    await expect(page).toHaveScreenshot('configurator.png');
  });

  test('the example partner page with its elements', async ({ page }) => {
    await prepare(page);
    await open(page, '/embed/exemple');
    await expect(page).toHaveScreenshot('partner-example.png');
  });
});
