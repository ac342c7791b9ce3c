import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveAccount } from './accounts';
import { expectNoA11yViolations } from './axe';
import { concretePaths } from './support';

/**
 * axe (WCAG 2.1 A and AA) on every route of the route table and on each tab of the profile, logged out
 * and logged in, at both viewports (issue 13: zero violations everywhere a visitor or a player goes).
 * Pages that show a modal or a menu open are checked in their own tests (a11y.spec.ts and the flows).
 */

/** The profile's tabs, as the sidebar links them. */
const profileTabs = [
  '/profile?q=reservation',
  '/profile?q=contacts',
  '/profile?q=reglements',
  '/profile?q=stats',
];

/** A player of this attempt, with a v2 token (no phone: the SMS budget is kept for the booking tests). */
async function player(request: APIRequestContext): Promise<string> {
  const account = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Opens `path` with cookies accepted (and the player's token when given), once its content is in. */
async function open(page: Page, path: string, token?: string) {
  await page.addInitScript((v2Token) => {
    window.localStorage.setItem('cookie_value', '0');
    if (v2Token) window.localStorage.setItem('token', v2Token);
  }, token ?? null);
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Late content (the hall, its planning, a profile tab) is in once the network is quiet.
  await page.waitForLoadState('networkidle');
}

for (const path of concretePaths) {
  test(`no WCAG A/AA violation on ${path}, logged out`, async ({ page }) => {
    await open(page, path);
    await expectNoA11yViolations(page);
  });
}

for (const path of [...concretePaths, ...profileTabs]) {
  test(`no WCAG A/AA violation on ${path}, logged in`, async ({ page, request }) => {
    // The conventions of the login are the booking's concern: a player who has none to accept.
    await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) => route.fulfill({ json: [] }));
    await open(page, path, await player(request));
    await expectNoA11yViolations(page);
  });
}
