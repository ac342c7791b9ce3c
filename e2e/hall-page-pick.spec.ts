import { fillSignUpForm, submitSignUpForm } from './accounts';
import { expect, test } from './clock';
import { pickFreeSlot } from './pick-free-slot';
import { acceptCookiesBeforeLoad } from './support';

/**
 * A newcomer picks a slot on our own hall page while signed out: « Connexion requise » → INSCRIPTION
 * carries the slot to the sign-up (the partner pages' pending pick, kept in the browser's storage), the
 * activation mail is opened in another page, and the first sign-in there puts the slot in the cart with
 * « Votre créneau est dans votre panier. ».
 */

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test(
  'a newcomer picks a slot on the hall page, signs up, opens the activation mail in another page, signs in there: the slot is in the cart',
  {
    tag: '@phone',
  },
  async ({ page, context, request, isMobile }, testInfo) => {
    test.setTimeout(150_000);
    // Each step photographed, to be looked at (390x844 on the phone project).
    const photograph = (on: typeof page, step: string) =>
      on.screenshot({ path: testInfo.outputPath(`${step}.png`), fullPage: true });
    await page.goto('/multisalle/padel-park');
    await expect(page.getByRole('radio', { name: 'PADEL', exact: true })).toBeChecked();
    // Another slot than the partner specs' (they pick the 2nd, 5th and 8th).
    const { slotId, range } = await pickFreeSlot(page.locator('.ms-planning'), 3, isMobile);

    const dialog = page.getByRole('dialog', { name: 'Connexion requise' });
    await expect(dialog).toBeVisible();
    await photograph(page, '1-connexion-requise');
    for (const [name, path] of [
      ['CONNEXION', '/signin'],
      ['INSCRIPTION', '/signup'],
    ] as const) {
      const href = (await dialog.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
      const link = new URL(href, page.url());
      expect(link.pathname, name).toBe(path);
      expect(link.searchParams.get('salle')).toBe('padel-park');
      expect(link.searchParams.get('creneau')).toBe(slotId);
      expect(link.searchParams.get('sport')).toMatch(/^\d+$/);
      expect(link.searchParams.get('zone')).toMatch(/^\d+$/);
      // Our own page: no way back to offer.
      expect(link.searchParams.has('retour')).toBe(false);
    }
    await dialog.getByRole('link', { name: 'INSCRIPTION', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\?salle=padel-park&/);
    await expect(page.getByRole('region', { name: 'Créneau choisi' })).toContainText(range);

    const account = await fillSignUpForm(page, 'salle', { last: 'Martin', first: 'Léa' });
    await photograph(page, '2-inscription');
    const activationPath = await submitSignUpForm(page, request, account.email);

    // The mail is opened in another page of the same browser: the pick waited in its storage, not the tab's.
    const mailPage = await context.newPage();
    await mailPage.goto(activationPath);
    await expect(mailPage).toHaveURL('/signin');
    await expect(mailPage.getByRole('region', { name: 'Créneau choisi' })).toContainText(range);
    await mailPage.getByLabel('Email', { exact: true }).fill(account.email);
    await mailPage.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await photograph(mailPage, '3-connexion-apres-activation');
    await mailPage.getByRole('button', { name: 'VALIDER' }).click();

    await expect(mailPage).toHaveURL('/cart', { timeout: 15_000 });
    await expect(
      mailPage.getByRole('status').filter({ hasText: 'Votre créneau est dans votre panier.' }),
    ).toBeVisible();
    const lines = mailPage.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(range);
    await expect(lines.first()).toContainText('PADEL');
    await photograph(mailPage, '4-panier');
    // Forgotten once in the cart.
    expect(await mailPage.evaluate(() => localStorage.getItem('choixEnAttente'))).toBeNull();
  },
);
