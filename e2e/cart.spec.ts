import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { acceptCookiesBeforeLoad } from './support';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function signInAsPlayer(page: Page) {
  // The login's general-public conventions are the booking spec's concern; both projects sign in as this
  // player at once here, so whether the modal shows would depend on which one validated it first.
  await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) => route.fulfill({ json: [] }));
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill('joueur@multisalle.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
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
  // The two projects share the player: the phone takes the last slot shown, the desktop the first.
  const slot = isMobile ? available.last() : available.first();
  const name = (await slot.getAttribute('aria-label')) ?? (await slot.innerText());
  await slot.click();
  await expect(page.getByText('Créneau ajouté au panier', { exact: true }).first()).toBeVisible();
  const held = name.replace(/disponible$/, 'Créneau ajouté au panier');
  await expect(planning.getByRole('button', { name: held, exact: true })).toBeVisible();
  return name;
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

// Both projects run at once against one server with the same seeded player, so each test finds its own
// line by its time range, and checks the header count against the lines the cart page shows.
test('a player adds a slot, sees it held and counted, then deletes it from MON PANIER', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await signInAsPlayer(page);
  const slotName = await addAvailableSlot(page, isMobile);
  const range = /de \d{1,2}h\d{2} à \d{1,2}h\d{2}/.exec(slotName)?.[0] ?? '';
  await expect(page.getByRole('link', { name: /\d+ créneaux?$/ }).first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'MON PANIER' })).toBeVisible();
  const lines = page.getByRole('main').getByRole('listitem');
  const line = lines.filter({ hasText: range }).first();
  await expect(line).toContainText('PADEL');
  const count = await lines.count();
  await expect(page.getByRole('link', { name: new RegExp(`${count} créneaux?$`) }).first()).toBeAttached();
  await expect(page.getByText(/Vos créneaux sont réservés pour vous encore 1[45] min/)).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target),
    })),
  ).toEqual([]);

  // The other project may hold the same hour on another court: a line the same text as ours.
  const sameRange = await lines.filter({ hasText: range }).count();
  await line.getByRole('button', { name: /^Supprimer PADEL du .* du panier$/ }).click();
  await expect(lines.filter({ hasText: range })).toHaveCount(sameRange - 1);
  if (count === 1) await expect(page.getByText('Aucune réservation dans votre panier')).toBeVisible();
});
