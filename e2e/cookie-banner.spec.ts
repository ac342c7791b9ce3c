import { expect, test } from '@playwright/test';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Gestion des cookies' });

test("'Tout accepter' stores 0 and the banner stays away", async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_value'))).toBe('0');
  expect(await page.evaluate(() => localStorage.getItem('gtagEnabled'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("'Tout refuser' stores 1, hides the banner, and it asks again next visit", async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_value'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('gtagEnabled'))).toBe('false');
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test.describe('inside the mobile app webview (cookie mobileApp=true)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'mobileApp', value: 'true', url: baseURL ?? 'http://127.0.0.1:8090' }]);
  });

  test('hides the cookie banner and routes with the hash', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/#\/$/);
    await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FOIRE AUX QUESTIONS' })).toBeVisible();
  });

  test('turns a deep link into its hash route', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/#\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MON PANIER' })).toBeVisible();
  });
});
