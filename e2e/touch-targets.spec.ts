import { test as plainTest } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, type Locator, test } from './clock';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { acceptCookiesBeforeLoad, hallByKey } from './support';

/**
 * « Readable and touchable on a phone »: at 390x844 every checkbox, radio and toast close button
 * is a target of at least 24x24 CSS px (WCAG 2.5.8), and the main actions are at least 44 px tall, on the
 * site and inside the elements' shadow roots. Measured from the rendered boxes.
 */

/** The rendered box of a visible element. */
async function box(target: Locator) {
  await expect(target).toBeVisible();
  const found = await target.boundingBox();
  if (!found) throw new Error('No box for a visible target.');
  return found;
}

/** Asserts the target's box is at least `size` CSS px wide and tall. */
async function expectAtLeast(target: Locator, size: number) {
  const { width, height } = await box(target);
  expect.soft(Math.round(width), `width of ${target}`).toBeGreaterThanOrEqual(size);
  expect.soft(Math.round(height), `height of ${target}`).toBeGreaterThanOrEqual(size);
}

/** Asserts the target is at least 44 px tall (a main action, as wide as its label). */
async function expectMainAction(target: Locator) {
  expect.soft(Math.round((await box(target)).height), `height of ${target}`).toBeGreaterThanOrEqual(44);
}

/** Asserts every text of `targets` is drawn on one line: no wrap mid-sentence. */
async function expectOneLine(targets: Locator) {
  for (const target of await targets.all()) {
    const lines = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect.soft(lines, `lines of « ${await target.textContent()} »`).toBe(1);
  }
}

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'measured at the phone viewport, 390x844');
});

// Without the server's clock (Playwright's fake timers): nothing here depends on the day, and the toast's
// own timers (its enter animation, its 4 s) run on the page's real ones, as a player's do.
plainTest(
  "a visitor's targets: the toast close button, the sign-up checkboxes and the home page's and footer's links reach 24 px (WCAG 2.5.8), VALIDER and the submit 44 px",
  {
    tag: '@phone',
  },
  async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
    // sonner keeps a toast 4 s, its timer paused while the page is hidden: the page is told it is, so the
    // toast stays while it is measured however slow the machine (the toast itself renders as always).
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
    });
    // An unknown confirmation link shows a toast at once.
    await page.goto(
      '/signin?uuidUser=00000000-0000-4000-8000-000000000000&uuidConfirmation=00000000-0000-4000-8000-000000000000',
    );
    const close = page.getByRole('button', { name: 'Fermer la notification' });
    await expectAtLeast(close, 24);
    await expectMainAction(page.getByRole('button', { name: 'VALIDER' }));
    await close.click();
    await expect(page.getByRole('button', { name: 'Fermer la notification' })).toHaveCount(0);

    await page.goto('/signup');
    const checkboxes = page.getByRole('checkbox');
    await expect(checkboxes.first()).toBeVisible();
    expect(await checkboxes.count()).toBeGreaterThanOrEqual(3);
    for (const checkbox of await checkboxes.all()) await expectAtLeast(checkbox, 24);
    await expectMainAction(page.locator('main').getByRole('button').last());

    // The home page's and the footer's text links: 24 px tall at least, not just their line of text (the
    // links inside a sentence are exempt, and there are none here).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.locator('main a:visible, footer a:visible');
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) {
      expect
        .soft(Math.round((await box(link)).height), `height of ${await link.textContent()}`)
        .toBeGreaterThanOrEqual(24);
    }
  },
);

test("a player's targets: the payer choice as two 44 px options with 24 px radios on one line each, main actions 44 px and apart, the conventions element's checkboxes 24 px (WCAG 2.5.8)", {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request, { verifiedPhone: true });
  // Inside an element's shadow root: the hall's conventions as the app shows them (before the booking
  // below validates them).
  const hall = await hallByKey(request, 'padel-park');
  await page.goto(`/app/conventions/${hall.idMultisalle}#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const conventionBoxes = dialog.getByRole('checkbox');
  await expect(conventionBoxes.first()).toBeVisible();
  for (const checkbox of await conventionBoxes.all()) await expectAtLeast(checkbox, 24);

  await holdSlot(request, player.token, 'padel-park', 3);
  await openAs(page, player.token, '/cart/payment');

  const choice = page.getByRole('group', { name: 'Qui paie la réservation ?' });
  const radios = choice.getByRole('radio');
  await expect(radios).toHaveCount(2);
  for (const radio of await radios.all()) await expectAtLeast(radio, 24);
  for (const option of await choice.locator('label').all()) await expectMainAction(option);
  await expectOneLine(choice.locator('label span span'));
  // A tap on the card's text picks it.
  await choice.getByText('Je règle le total après la séance.').click();
  await expect(choice.getByRole('radio', { name: 'Je paie pour tout le monde' })).toBeChecked();

  const addCard = page.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
  const validate = page.getByRole('button', { name: 'VALIDER' });
  await expectMainAction(addCard);
  await expectMainAction(validate);
  const gap = (await box(validate)).y - ((await box(addCard)).y + (await box(addCard)).height);
  expect.soft(gap, 'space between AJOUTER UN MOYEN DE PAIEMENT and VALIDER').toBeGreaterThanOrEqual(8);
  // The line's time and price apart, times written « 17h45 ».
  const line = page.getByRole('listitem').filter({ hasText: 'PADEL PARK' });
  await expect(line).toContainText(/de \d\dh\d\d à \d\dh\d\d/);
  await expect(line).not.toContainText(/\d:\d\d/);
  await expectNoA11yViolations(page);
});
