import { createActiveAccount } from './accounts';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './clock';
import { concretePaths } from './support';

/**
 * axe (WCAG 2.1 A and AA) on every route of the route table and on each tab of the profile, logged out
 * and logged in (zero violations everywhere a visitor or a player goes): logged out at both
 * viewports, logged in on the desktop, and on a phone for the groups with the profile's tabs.
 * Pages that show a modal or a menu open are checked in their own tests (a11y.spec.ts and the flows).
 *
 * The routes go in groups of five, each group one test with one page (and one player when logged in):
 * a test per route paid for a browser context and a new account 112 times, most of this file's time.
 * Each route is a step of its own, so a failure still names it.
 */

/** The profile's tabs, as the sidebar links them. */
const profileTabs = [
  '/profile?q=reservation',
  '/profile?q=contacts',
  '/profile?q=reglements',
  '/profile?q=stats',
];

/** `paths` in groups of `size`, in order. */
function groupsOf(paths: readonly string[], size: number): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < paths.length; start += size) groups.push(paths.slice(start, start + size));
  return groups;
}

/** A player of this attempt, with a v2 token (no phone: the SMS budget is kept for the booking tests). */
async function player(request: APIRequestContext): Promise<string> {
  const account = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Every page load of `page` starts with cookies accepted, and with the player's token when given. */
async function prepare(page: Page, token?: string) {
  await page.addInitScript((v2Token) => {
    window.localStorage.setItem('cookie_value', '0');
    if (v2Token) window.localStorage.setItem('token', v2Token);
  }, token ?? null);
}

/** Opens `path` and checks it once its content is in. */
async function check(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    // The home page and the hall pages first show the server's first screen: the check is the app's.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    // Late content (the hall, its planning, a profile tab) is in once the network is quiet.
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
  });
}

for (const group of groupsOf(concretePaths, 5)) {
  test(`no WCAG A/AA violation, logged out, on ${group.join(' ')}`, async ({ page }) => {
    await prepare(page);
    for (const path of group) await check(page, path);
  });
}

for (const group of groupsOf([...concretePaths, ...profileTabs], 5)) {
  // On a phone, a signed-in page differs from the signed-out one by its menu and MON COMPTE, checked in
  // the profile's group and in a11y.spec.ts: only the profile's group runs at the phone viewport.
  const tag = group.some((path) => profileTabs.includes(path)) ? ['@phone'] : [];
  test(`no WCAG A/AA violation, logged in, on ${group.join(' ')}`, { tag }, async ({ page, request }) => {
    // The conventions of the login are the booking's concern: a player who has none to accept.
    await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) => route.fulfill({ json: [] }));
    // MES RÉSERVATIONS keeps a stream open for the friends' answers: the network would never be quiet. A
    // stream the server ends with 204 is one the page does not open again (core's watchReservations).
    await page.route('**/api/v2/user/*/reservations/flux', (route) => route.fulfill({ status: 204 }));
    await prepare(page, await player(request));
    for (const path of group) await check(page, path);
  });
}
