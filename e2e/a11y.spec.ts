import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test('the home page has no WCAG A/AA violation, cookie banner included', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
  await expectNoViolations(page);
});

test('the home page scrolled down (floating header) has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.getByRole('banner')).toHaveAttribute('data-floating', 'true');
  await expectNoViolations(page);
});

test('the not-found page has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeVisible();
  await expectNoViolations(page);
});

test('a page under construction has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: "JE M'IDENTIFIE" })).toBeVisible();
  await expectNoViolations(page);
});

test('a bare share page has no violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/share/replay/YWJj');
  await expect(page.getByRole('heading', { name: 'MON MATCH' })).toBeVisible();
  await expectNoViolations(page);
});

test('the open sidebar has no violation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the sidebar is the small-screen menu');
  await page.addInitScript(() => localStorage.setItem('cookie_value', '0'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page);
});
