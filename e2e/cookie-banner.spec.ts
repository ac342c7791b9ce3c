import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from './clock';
import { playerWithReservation } from './matches';

const banner = (page: Page) => page.getByRole('region', { name: 'Gestion des cookies' });

/** Where screenshots of this spec go (`SHOTS_DIR`), none when unset. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * The bar never covers the page's main action: scrolled to it as a browser does for a focused control or
 * a link to it (`scrollIntoView`, end of the screen), the control ends above the bar's top edge.
 */
async function expectAboveBanner(page: Page, action: Locator) {
  // Measured again until the page has settled: content arriving above the action (a hall's open games, a
  // picture) moves it after the scroll, as it would for a person, who scrolls again.
  await expect
    .poll(async () => {
      await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const bar = await banner(page).boundingBox();
      const box = await action.boundingBox();
      if (!bar || !box) throw new Error('the banner or the action is not laid out');
      return box.y + box.height - bar.y;
    })
    .toBeLessThanOrEqual(1);
}

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

test("the 6 months rule: 'Tout refuser' stores 1 and is kept like an acceptance, until six months have passed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_value'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('gtagEnabled'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // Seven months later the choice has lapsed: the banner asks again.
  await page.evaluate(() => {
    const made = new Date();
    made.setMonth(made.getMonth() - 7);
    localStorage.setItem('cookie_date', made.toISOString());
  });
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test(
  'at 390x844 the bar leaves the slot list, the form and the invitation answers free, and a refusal is kept across pages',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone layout');
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    const game = await playerWithReservation(request);
    const moved = await request.post(`/dev/reservations/${game.reservationId}/commence-dans/2880`);
    expect(moved.status()).toBe(200);
    const link = await request.get(`/api/v2/jeton_invitation/${game.reservationId}`, {
      headers: { Authorization: `Bearer ${game.token}` },
    });
    const token = ((await link.json()) as { jetonInvitation: string }).jetonInvitation;

    // The hall page: the first slot of the list scrolls above the bar.
    await page.goto('/multisalle/padel-park');
    await expect(banner(page)).toBeVisible();
    const bar = await banner(page).boundingBox();
    expect(bar?.height ?? 844).toBeLessThanOrEqual(844 * 0.2);
    const planning = page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
    const slot = planning.locator('.ms-slot').first();
    await expect(slot).toBeVisible({ timeout: 20_000 });
    await expectAboveBanner(page, slot);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/hall-banner-390.png` });

    // The sign-up form: its submit, focused from the keyboard, is not hidden under the bar.
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'JE CRÉE MON COMPTE' });
    await submit.focus();
    const submitBox = await submit.boundingBox();
    const signupBar = await banner(page).boundingBox();
    expect((submitBox?.y ?? 0) + (submitBox?.height ?? 0)).toBeLessThanOrEqual((signupBar?.y ?? 0) + 1);

    // The invitation page: the answers scroll above the bar; the refusal is chosen there.
    await page.goto(`/invitation/${game.reservationId}/${token}`);
    const panel = page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
    // The dev game is full (COMPLET): REFUSER is the last of the answers.
    const answer = panel.getByRole('radio', { name: 'REFUSER' });
    await expect(answer).toBeVisible({ timeout: 15_000 });
    await expectAboveBanner(page, answer);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/invitation-banner-390.png` });
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');

    // Kept across pages and visits.
    for (const path of ['/', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('cookie_value'))).toBe('1');
  },
);

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
