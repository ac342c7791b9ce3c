import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';

test('the home page has no WCAG A/AA violation, cookie banner included', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the home page scrolled down (floating header) has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.getByRole('banner')).toHaveAttribute('data-floating', 'true');
  await expectNoA11yViolations(page);
});

test('the not-found page has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the sign-in page has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: "JE M'IDENTIFIE" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a bare share page has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/share/replay/YWJj');
  await expect(page.getByRole('heading', { name: 'MON MATCH' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the open sidebar has no violation', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the sidebar is the small-screen menu');
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoA11yViolations(page);
});
