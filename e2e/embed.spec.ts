import { expectNoA11yViolations } from './axe';
import { expect, type Page, test } from './clock';

/** The planning element of the example partner page (Playwright's locators pierce its shadow root). */
const planning = (page: Page) => page.locator('multisalle-planning');
/** The planning's spinner label (planningTexts.loading). */
const planningLoading = /^Chargement/;
const availableSlot = (page: Page) =>
  planning(page)
    .getByRole('button', { name: /, disponible$/ })
    .first();

test.beforeEach(async ({ page }) => {
  await page.goto('/embed/exemple');
  // The slots of a week come from a cold in-memory database: allow it more than the default 5 s.
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
});

test('the partner page shows the planning from one script tag, inside shadow DOM', async ({ page }) => {
  const inLightDom = await page.evaluate(() => ({
    hasShadow: document.querySelector('multisalle-planning')?.shadowRoot !== null,
    slotsOutside: document.querySelectorAll('.ms-slot').length,
    scripts: [...document.scripts].map((script) => script.getAttribute('src')),
  }));
  expect(inLightDom).toEqual({
    hasShadow: true,
    slotsOutside: 0,
    scripts: ['/embed/multisalle-elements.js'],
  });
  await expect(
    planning(page).getByText(/^Tarifs indiqués par créneau et par joueur, .*\(PADEL\s: 4 joueurs\)\.$/),
  ).toBeVisible();
});

test("the partner page's own CSS does not reach the planning", async ({ page, isMobile }) => {
  const style = await availableSlot(page).evaluate((button) => {
    const footnote = button.closest('.ms-planning')?.querySelector('.ms-planning__footnote');
    const read = (element: Element) => getComputedStyle(element);
    return {
      buttonFont: read(button).fontFamily,
      buttonBackground: read(button).backgroundColor,
      buttonBorder: read(button).borderStyle,
      buttonColour: read(button).color,
      footnoteFont: footnote ? read(footnote).fontFamily : '',
      footnoteColour: footnote ? read(footnote).color : '',
      pageFont: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(style.pageFont).toContain('Comic Sans');
  expect(style.buttonFont).not.toContain('Comic Sans');
  expect(style.footnoteFont).toContain('system-ui');
  // Spec 2: an available slot is red in the week calendar (768 px and wider) and a white card in the list.
  if (isMobile) {
    expect(style.buttonBackground).toBe('rgb(255, 255, 255)');
    expect(style.buttonColour).not.toBe('rgb(179, 0, 94)');
  } else {
    expect(style.buttonBackground).toBe('rgb(200, 16, 46)');
    expect(style.buttonColour).toBe('rgb(255, 255, 255)');
  }
  expect(style.buttonBorder).not.toBe('dashed');
  expect(style.footnoteColour).toBe('rgb(26, 26, 26)');
});

test("a visitor's pick dispatches multisalle:login-required and opens the connection-required modal", async ({
  page,
}) => {
  await page.evaluate(() => {
    document.addEventListener('multisalle:login-required', (event) => {
      (window as unknown as { heard: unknown }).heard = event.detail;
    });
  });
  await availableSlot(page).click();
  const dialog = planning(page).getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Veuillez vous connecter pour effectuer une réservation.');
  // Our site's sign-in and sign-up pages, with the pick and the page to come back to.
  const ours = new URL(page.url()).origin;
  const pick = new RegExp(
    `^${ours}/(signin|signup)\\?salle=padel-park&sport=\\d+&creneau=\\d+&zone=\\d+&retour=`,
  );
  const login = await dialog.getByRole('link', { name: 'CONNEXION' }).getAttribute('href');
  const signup = await dialog.getByRole('link', { name: 'INSCRIPTION' }).getAttribute('href');
  expect(login).toMatch(pick);
  expect(login?.startsWith(`${ours}/signin?`)).toBe(true);
  expect(signup?.startsWith(`${ours}/signup?`)).toBe(true);
  expect(new URL(login ?? '').searchParams.get('retour')).toBe(`${ours}/embed/exemple`);
  const heard = await page.evaluate(() => (window as unknown as { heard: Record<string, unknown> }).heard);
  expect(heard).toMatchObject({ hallKey: 'padel-park', loginUrl: login, signupUrl: signup });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the partner page with the planning has no WCAG A/AA violation', async ({ page }) => {
  await expectNoA11yViolations(page);
});

test('on a phone, nothing on the partner page moves when the slots come (no layout shift)', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'Lighthouse counted the shift at phone size: the planning is a screen tall there');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The slots' answer waits until the waiting planning is on screen.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/api/v2/creneaux/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/embed/exemple');
  await expect(planning(page).getByRole('status').filter({ hasText: planningLoading })).toBeAttached();
  // While it waits, the planning keeps a screen's height and shows no footnote under its spinner: the
  // footnote was what the slots pushed down (0.064 in Lighthouse's phone run).
  await expect(planning(page).getByText(/^Tarifs indiqués par créneau/)).toHaveCount(0);
  const box = await planning(page).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0);
  release();
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
  await expect(planning(page).getByText(/^Tarifs indiqués par créneau/)).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);
});
