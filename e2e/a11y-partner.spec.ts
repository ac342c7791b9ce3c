import { createActiveAccount } from './accounts';
import { expectNoA11yViolations } from './axe';
import { expect, type Page, test } from './clock';

/**
 * axe (WCAG 2.1 A and AA) on the example partner page as a whole, its elements as a visitor and as a
 * player, with each element's modal open. The cart element's modals are checked on the mobile
 * app's /app/panier (app-pages.spec.ts), the invitation's in invitation.spec.ts.
 */

const planning = (page: Page) => page.locator('multisalle-planning');
const availableSlot = (page: Page) =>
  planning(page)
    .getByRole('button', { name: /, disponible$/ })
    .first();

test('the partner page, a visitor: the connection-required modal open', async ({ page }) => {
  await page.goto('/embed/exemple');
  // The slots of a week come from a cold in-memory database: allow it more than the default 5 s.
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
  await availableSlot(page).click();
  await expect(planning(page).getByRole('dialog', { name: 'Connexion requise' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the partner page, a player: both elements, then the card form modal open', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // The partner page is on the server's origin: a player logged in there keeps the `token` key.
  await page.addInitScript((v2Token) => window.localStorage.setItem('token', v2Token), token);
  await page.goto('/embed/exemple');
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
  const paymentMeans = page.locator('multisalle-payment-means');
  await expect(paymentMeans.getByText('Aucun moyen de paiement enregistré')).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
  await paymentMeans.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  await expect(paymentMeans.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeVisible();
  await expectNoA11yViolations(page);
});
