import { createActiveAccount, fillSignUpForm, submitSignUpForm } from './accounts';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Locator, type Page, test } from './clock';
import { cmsPage, type PartnerSite, startPartnerSite } from './partner-site';
import { pickFreeSlot } from './pick-free-slot';
import { acceptCookiesBeforeLoad } from './support';

/**
 * A town hall pastes our planning into its own site (another origin, a server started here). A visitor
 * who picks a free slot there while signed out follows CONNEXION or INSCRIPTION to our site, which keeps
 * the pick through the sign-up, the activation mail and the sign-in, puts the slot in the cart, and offers
 * the way back to the partner page only when the server knows that page's origin for the hall.
 */

const hallKey = 'padel-park';

let partner: PartnerSite;
/** A second partner whose origin nobody registered. */
let stranger: PartnerSite;

test.beforeAll(async () => {
  partner = await startPartnerSite();
  stranger = await startPartnerSite();
});
test.afterAll(async () => {
  await partner.close();
  await stranger.close();
});

test.beforeEach(async ({ page, request }) => {
  await acceptCookiesBeforeLoad(page);
  // The town hall's origin, registered for the hall as an operator would (201, then 200: already there).
  const registered = await request.post(`/dev/multisalle/${hallKey}/origines-partenaires`, {
    data: { origine: partner.origin },
  });
  expect([200, 201]).toContain(registered.status());
});

/**
 * Serves the town hall's page holding the planning element, our script from our origin; answers its full
 * address, `query` included (the partner serves by path).
 */
function partnerPage(site: PartnerSite, path: string, ours: string, query = ''): string {
  const pasted = `<script src="${ours}/embed/multisalle-planning.js"></script>
<multisalle-planning hall="${hallKey}"></multisalle-planning>`;
  return `${site.serve(path, cmsPage('Réserver un terrain de padel', pasted))}${query}`;
}

/** The « Connexion requise » dialog, its two links on our origin with the pick and the way back. */
async function expectLoginDialog(
  page: Page,
  ours: string,
  slotId: string,
  pageUrl: string,
): Promise<Locator> {
  const dialog = page.locator('multisalle-planning').getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Veuillez vous connecter pour effectuer une réservation.');
  for (const [name, path] of [
    ['CONNEXION', '/signin'],
    ['INSCRIPTION', '/signup'],
  ] as const) {
    const href = (await dialog.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
    const link = new URL(href);
    expect(`${link.origin}${link.pathname}`, name).toBe(`${ours}${path}`);
    expect(link.searchParams.get('salle')).toBe(hallKey);
    expect(link.searchParams.get('creneau')).toBe(slotId);
    expect(link.searchParams.get('sport')).toMatch(/^\d+$/);
    expect(link.searchParams.get('zone')).toMatch(/^\d+$/);
    expect(link.searchParams.get('retour')).toBe(pageUrl);
  }
  return dialog;
}

async function signIn(
  page: Page,
  account: { email: string; password: string },
  { signedUpOnSite = false } = {},
) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  // Terms ticked on the sign-up form are not asked again; an account made through the API
  // accepts them at the first sign-in (spec 1 section 4, step 2).
  if (signedUpOnSite) return;
  const terms = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').first().check();
  await terms.getByRole('button', { name: 'Valider', exact: true }).click();
}

/** The cart after the sign-in: the message, and the one line of the picked slot. */
async function expectSlotInCart(page: Page, range: string) {
  await expect(page).toHaveURL('/cart', { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre créneau est dans votre panier.' }),
  ).toBeVisible();
  // The cart's own list first; « Annulation et partage » below it lists each line's terms again.
  const lines = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Annulation et partage' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(lines.first()).toContainText(range);
  await expect(lines.first()).toContainText('PADEL');
  await expect(page.getByRole('link', { name: 'PAYER MAINTENANT' })).toHaveAttribute('href', '/cart/payment');
}

async function registerThroughTheSite(page: Page, request: APIRequestContext) {
  const account = await fillSignUpForm(page, 'partenaire', { last: 'Durand', first: 'Camille' });
  return { account, activationPath: await submitSignUpForm(page, request, account.email) };
}

test("a visitor picks a slot on a town hall's page, signs in on our site, finds it in the cart and goes back", {
  tag: '@phone',
}, async ({ page, request, baseURL, isMobile }) => {
  test.setTimeout(120_000);
  const ours = new URL(baseURL as string).origin;
  const player = await createActiveAccount(request);
  const path = `/sport/reserver-${isMobile ? 'mobile' : 'bureau'}.html`;
  const pageUrl = partnerPage(partner, path, ours, '?salle=padel#planning');
  await page.goto(pageUrl);
  const { slotId, range } = await pickFreeSlot(page.locator('multisalle-planning'), 2, isMobile);
  const dialog = await expectLoginDialog(page, ours, slotId, pageUrl);

  await dialog.getByRole('link', { name: 'CONNEXION', exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?/);
  expect(new URL(page.url()).origin).toBe(ours);
  const notice = page.getByRole('region', { name: 'Créneau choisi' });
  await expect(notice).toContainText(new RegExp(`^Créneau choisi\\s: PADEL PARK, PADEL, .*, ${range}, `));
  await expectNoA11yViolations(page);

  await signIn(page, player);
  await expectSlotInCart(page, range);
  const back = page.getByRole('link', { name: `Revenir sur ${new URL(partner.origin).host}` });
  await expect(back).toHaveAttribute('href', pageUrl);
  await expectNoA11yViolations(page);

  await back.click();
  await expect(page).toHaveURL(pageUrl);
  await expect(page.locator('multisalle-planning').locator('button[data-slot-id]').first()).toBeVisible({
    timeout: 20_000,
  });
});

test('a new visitor signs up from the partner page, activates the account, signs in: the slot is in the cart', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const ours = new URL(baseURL as string).origin;
  const pageUrl = partnerPage(partner, `/inscription-${isMobile ? 'mobile' : 'bureau'}.html`, ours);
  await page.goto(pageUrl);
  const { slotId, range } = await pickFreeSlot(page.locator('multisalle-planning'), 5, isMobile);
  const dialog = await expectLoginDialog(page, ours, slotId, pageUrl);

  await dialog.getByRole('link', { name: 'INSCRIPTION', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  await expect(page.getByRole('region', { name: 'Créneau choisi' })).toContainText(range);
  const { account, activationPath } = await registerThroughTheSite(page, request);
  // The success modal leads to the sign-in page, the pick still carried.
  await expect(page).toHaveURL(/\/signin\?salle=padel-park&/);

  // The activation mail is opened later, on the same device: the pick waited in the browser.
  await page.goto(activationPath);
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('region', { name: 'Créneau choisi' })).toContainText(range);
  await signIn(page, account, { signedUpOnSite: true });
  await expectSlotInCart(page, range);
  await expect(
    page.getByRole('link', { name: `Revenir sur ${new URL(partner.origin).host}` }),
  ).toHaveAttribute('href', pageUrl);
  // Forgotten once in the cart: the next visit of the sign-in page is the plain one.
  expect(await page.evaluate(() => localStorage.getItem('choixEnAttente'))).toBeNull();
});

test('a partner site whose origin is not registered for the hall gets no way back', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const ours = new URL(baseURL as string).origin;
  const player = await createActiveAccount(request);
  const pageUrl = partnerPage(stranger, `/inconnu-${isMobile ? 'mobile' : 'bureau'}.html`, ours);
  await page.goto(pageUrl);
  const { slotId, range } = await pickFreeSlot(page.locator('multisalle-planning'), 8, isMobile);
  const dialog = await expectLoginDialog(page, ours, slotId, pageUrl);
  await dialog.getByRole('link', { name: 'CONNEXION', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Créneau choisi' })).toContainText(range);

  await signIn(page, player);
  await expectSlotInCart(page, range);
  await expect(
    page.getByText('Réglez-le ici pour confirmer votre réservation.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Revenir sur/ })).toHaveCount(0);
  await expect(page.locator(`a[href^="${stranger.origin}"]`)).toHaveCount(0);
});
