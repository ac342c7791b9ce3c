import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';

/**
 * The consumer app (scripts/consumer-app/): a fresh Vite + React + strict TypeScript app that installed the
 * packed tarballs of @multisalle/core, widgets and elements, built by `npm run test:packages`. The test
 * serves its build on the test server's origin (under /consommateur/) and checks that the React
 * `PlanningPanel` and the `<multisalle-planning>` element both show the hall's real slots, and that the
 * element's event reaches the TSX `onmultisalle:login-required` prop.
 */

const appDir = join(process.cwd(), '.pack/consumer-app');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

test.beforeEach(async ({ page }) => {
  // Built by `npm run test:packages`, which `npm test` runs before the browser tests; CI must have it.
  if (!existsSync(appDir)) {
    test.skip(!process.env.CI, 'no consumer app build: run `npm run test:packages` first');
    throw new Error(`${appDir} is missing: npm run test:packages builds it`);
  }
  await page.route('**/consommateur/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/consommateur\/?/, '') || 'index.html';
    const file = normalize(join(appDir, path));
    if (!file.startsWith(appDir) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      status: 200,
      contentType: types[extname(file)] ?? 'application/octet-stream',
      body: await readFile(file),
    });
  });
});

test('an app built from the packed packages shows real slots in the React panel and in the element', async ({
  page,
}) => {
  await page.goto('/consommateur/');
  await expect(page.getByRole('heading', { name: 'Application cliente', level: 1 })).toBeVisible();

  const reactPanel = page.getByRole('region', { name: 'Le composant React' });
  const element = page.locator('multisalle-planning');
  const available =
    /^de \d+h\d* à \d+h\d*, Terrain de padel ([12]) \(TP\1\), [a-z]+ \d+ [a-zéû]+, .*, disponible$/;
  await expect(reactPanel.getByRole('button', { name: available }).first()).toBeVisible({ timeout: 20_000 });
  await expect(element.getByRole('button', { name: available }).first()).toBeVisible({ timeout: 20_000 });
  // Both read the same week from the server: the same slots, in the light DOM and in the shadow root.
  const reactCount = await reactPanel.getByRole('button', { name: available }).count();
  expect(await element.getByRole('button', { name: available }).count()).toBe(reactCount);
  expect(await page.evaluate(() => document.querySelector('multisalle-planning')?.shadowRoot !== null)).toBe(
    true,
  );

  // A visitor's pick in the element: the event reaches the app's TSX prop, and the element's modal opens.
  await element.getByRole('button', { name: available }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Connexion demandée pour padel-park' }),
  ).toBeVisible();
  const dialog = element.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog.getByRole('link', { name: 'CONNEXION' })).toHaveAttribute('href', '/connexion');
  await expectNoA11yViolations(page);
});
