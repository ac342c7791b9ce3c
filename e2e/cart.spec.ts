import { cancellationRuleText } from '@multisalle/core';
import { createActiveAccount } from './accounts';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, serverNow, test } from './clock';
import { acceptCookiesBeforeLoad } from './support';

/** Signs in a player of its own (made for this attempt), so nothing else touches its cart. */
async function signInAsNewPlayer(page: Page, request: APIRequestContext) {
  const player = await createActiveAccount(request);
  // The login's general-public conventions are the booking spec's concern.
  await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) => route.fulfill({ json: [] }));
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });
}

/** Picks an available slot of padel-park (next week's if this one has none left); answers its name. */
async function addAvailableSlot(page: Page, isMobile: boolean): Promise<string> {
  await page.goto('/multisalle/padel-park');
  const planning = page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
  const available = planning.getByRole('button', { name: /disponible$/ });
  const emptyWeek = planning.getByText('Aucun créneau cette semaine');
  await expect(available.first().or(emptyWeek)).toBeVisible();
  if (await emptyWeek.isVisible()) await planning.getByRole('button', { name: 'Semaine suivante' }).click();
  // The two projects run at once on one server: the phone takes the last slot shown, the desktop the first.
  const slot = isMobile ? available.last() : available.first();
  const name = (await slot.getAttribute('aria-label')) ?? (await slot.innerText());
  await slot.click();
  // The same button turns green in place once the planning has reloaded.
  const held = name.replace(/disponible$/, 'Créneau ajouté au panier');
  await expect(planning.getByRole('button', { name: held, exact: true })).toBeVisible();
  return name;
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('a player adds a slot, sees it held and counted, its cancellation deadline and hold through the payment page, then deletes it from MON PANIER', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await signInAsNewPlayer(page, request);
  const slotName = await addAvailableSlot(page, isMobile);
  const range = /de \d{1,2}h\d{2} à \d{1,2}h\d{2}/.exec(slotName)?.[0] ?? '';
  await expect(page.getByRole('link', { name: /1 créneau$/ }).first()).toBeVisible();

  const cartAnswer = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/api/v2/panier'),
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'MON PANIER' })).toBeVisible();
  // This slot's own rule, from its start on the wire and the server's clock: its deadline 48 hours
  // before, or that it can no longer be cancelled when it starts sooner.
  const wireCart = (await (await cartAnswer).json()) as { contenu: { date_heure_debut: string }[] };
  const startsAt = new Date(wireCart.contenu[0]?.date_heure_debut ?? '');
  const rule = cancellationRuleText(startsAt, await serverNow(request));
  const terms = page.getByRole('region', { name: 'Annulation et partage' });
  await expect(terms).toContainText(rule);
  await expect(terms).toContainText(/à partager à parts égales entre vous et les joueurs qui acceptent/);
  // The cart's lines, each with its delete button (an empty cart lists halls to choose from too).
  const lines = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Supprimer / }) });
  await expect(lines).toHaveCount(1);
  const line = lines.filter({ hasText: range });
  await expect(line).toContainText('PADEL');
  await expect(page.getByText(/Vos créneaux sont réservés pour vous encore 1[45] min/)).toBeVisible();

  await expectNoA11yViolations(page);

  // The payment page keeps the hold in view, says what its end means, and gives the same rule.
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAIEMENT' })).toBeVisible();
  await expect(page.getByText(/Vos créneaux sont réservés pour vous encore 1[45] min/)).toBeVisible();
  await expect(
    page.getByText('Passé ce délai, vos créneaux sont libérés pour les autres joueurs.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annulation et partage' })).toContainText(rule);
  await expectNoA11yViolations(page);

  await page.goto('/cart');
  await line.getByRole('button', { name: /^Supprimer PADEL du .* du panier$/ }).click();
  await expect(lines).toHaveCount(0);
  await expect(page.getByText('Aucune réservation dans votre panier')).toBeVisible();
  // The empty cart is not a dead end; it offers the halls' plannings.
  const suggestions = page.getByRole('region', { name: 'Envie de jouer ?' });
  await expect(suggestions.getByRole('link').first()).toBeVisible();
  await expectNoA11yViolations(page);
});
