import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './clock';
import { acceptCookiesBeforeLoad, fetchHalls } from './support.ts';

/** The wire fields of a hall's detail that the page shows (spec 2 section 3). */
interface WireHallDetail {
  idMultisalle: number;
  cle: string;
  libelleSalle: string;
  active: boolean;
  sports: { idSport: number; libelle: string }[];
  adresse: { rue: string; complement: string | null; codePostal: string; commune: string };
  services: { libelle: string; urlIcone: string }[];
}

async function hallDetail(request: APIRequestContext, key: string): Promise<WireHallDetail> {
  const response = await request.get(`/api/v2/multisalle/detail?sCle=${encodeURIComponent(key)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WireHallDetail;
}

const galleryTitle = 'VOTRE MULTISALLE EN IMAGES';

async function openPadelPark(page: Page) {
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { level: 1, name: 'PADEL PARK' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('the page of each active hall shows its name, city, address and services', async ({ page, request }) => {
  const active = (await fetchHalls(request)).filter((hall) => hall.active);
  expect(active.length).toBeGreaterThanOrEqual(3);
  for (const { cle } of active) {
    const hall = await hallDetail(request, cle);
    await page.goto(`/multisalle/${cle}`);
    await expect(page.getByRole('heading', { level: 1, name: hall.libelleSalle })).toBeVisible();
    // In the page's one visible main: the server's first screen or the app's, both show the city.
    const main = page.getByRole('main');
    await expect(main.locator('.hall-header__city')).toHaveText(hall.adresse.commune);
    // The banner is never cut at its top or bottom, where a hall writes its name (« PADEL PARK » lost its
    // top at 1280 px): the frame is at most as tall, for its width, as the picture.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const banner = main.locator('.hall-header__banner img');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const { frame, picture } = await banner.evaluate((img: HTMLImageElement) => ({
      frame: img.clientWidth / img.clientHeight,
      picture: img.naturalWidth / img.naturalHeight,
    }));
    expect(frame, `${cle}: banner frame ratio against the picture's`).toBeLessThanOrEqual(picture * 1.02);

    const informations = page.getByRole('region', { name: 'INFORMATIONS' });
    const address = informations.locator('address');
    await expect(address).toContainText(hall.adresse.rue);
    if (hall.adresse.complement) await expect(address).toContainText(hall.adresse.complement);
    await expect(address).toContainText(`${hall.adresse.codePostal} ${hall.adresse.commune}`);

    const services = informations.getByRole('list', { name: 'Services' }).getByRole('listitem');
    await expect(services).toHaveText(hall.services.map((service) => service.libelle));
    const icon = services.first().locator('img');
    await expect(icon).toHaveAttribute('src', hall.services[0]?.urlIcone ?? '');
    // The icon loads after the text shows: wait for it rather than read its size once.
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the first sport of the hall is selected once the page loads', async ({ page, request }) => {
  const hall = await hallDetail(request, 'multisalle-chateauroux');
  await page.goto('/multisalle/multisalle-chateauroux');
  const sports = page.getByRole('radiogroup', { name: 'JE CHOISIS MON ACTIVITÉ' });
  await expect(sports.getByRole('radio')).toHaveCount(hall.sports.length);
  const [first, second] = hall.sports;
  await expect(sports.getByRole('radio', { name: first?.libelle, exact: true })).toBeChecked();
  await sports.getByText(second?.libelle ?? '', { exact: true }).click();
  await expect(sports.getByRole('radio', { name: second?.libelle, exact: true })).toBeChecked();
  await expect(sports.getByRole('radio', { name: first?.libelle, exact: true })).not.toBeChecked();
});

test('the gallery pages with the keyboard and the buttons, closes with Escape and gives focus back', async ({
  page,
}) => {
  await openPadelPark(page);
  const opener = page.getByRole('button', { name: galleryTitle });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: galleryTitle });
  await expect(dialog).toBeVisible();
  const position = dialog.getByText(/^Photo \d sur \d$/);
  await expect(position).toHaveText('Photo 1 sur 5');
  const photo = dialog.getByRole('img');
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Photo 2 sur 5');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Photo 3 sur 5');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Photo 2 sur 5');
  await dialog.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(position).toHaveText('Photo 3 sur 5');
  await dialog.getByRole('button', { name: 'Photo précédente' }).click();
  await expect(position).toHaveText('Photo 2 sur 5');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the gallery turns its page on a swipe', { tag: '@phone' }, async ({ page }) => {
  await openPadelPark(page);
  await page.getByRole('button', { name: galleryTitle }).click();
  const dialog = page.getByRole('dialog', { name: galleryTitle });
  const box = await dialog.getByRole('img').boundingBox();
  if (!box) throw new Error('The gallery photo has no box.');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText(/^Photo \d sur \d$/)).toHaveText('Photo 2 sur 5');
});

test('each named hall has its own photos, other halls the default set', async ({ page }) => {
  const firstPhoto = async (key: string) => {
    await page.goto(`/multisalle/${key}`);
    await page.getByRole('button', { name: galleryTitle }).click();
    return page.getByRole('dialog', { name: galleryTitle }).getByRole('img').getAttribute('src');
  };
  expect(await firstPhoto('padel-park')).toContain('/gallery/padel-park/');
  expect(await firstPhoto('multisalle-chateauroux')).toContain('/gallery/chateauroux/');
  expect(await firstPhoto('multisalle-ajaccio')).toContain('/gallery/default/');
});

test("'Changer de salle' lists the other active halls and opens the chosen one", async ({
  page,
  request,
}) => {
  const others = (await fetchHalls(request)).filter((hall) => hall.active && hall.cle !== 'padel-park');
  await openPadelPark(page);
  await page.getByRole('button', { name: 'Changer de salle' }).click();
  const links = page.locator('.hall-switcher__list').getByRole('link');
  await expect(links).toHaveCount(others.length);
  await expect(page.getByRole('link', { name: /BOURGES/ })).toHaveCount(0);

  await page.getByRole('link', { name: /^MULTISALLE CHÂTEAUROUX/ }).click();
  await expect(page).toHaveURL('/multisalle/multisalle-chateauroux');
  await expect(page.getByRole('heading', { level: 1, name: 'MULTISALLE CHÂTEAUROUX' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'FOOT5', exact: true })).toBeChecked();
});

test('RETOUR and the MON PANIER recap lead to the home page and the cart', async ({ page }) => {
  await openPadelPark(page);
  await page.getByRole('button', { name: 'MON PANIER' }).click();
  await page.getByRole('link', { name: 'VOIR MON PANIER' }).click();
  await expect(page).toHaveURL('/cart');
  await page.goBack();
  await page.getByRole('link', { name: 'RETOUR', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('the round back arrow shows below 768 px and leads home', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  await openPadelPark(page);
  const arrow = page.getByRole('link', { name: "Retour à l'accueil" });
  if (!isMobile) {
    await expect(arrow).toBeHidden();
    return;
  }
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect(page).toHaveURL('/');
});

test('an unknown hall key lands on the not-found page', async ({ page }) => {
  await page.goto('/multisalle/salle-qui-nexiste-pas');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeVisible();
});

/** The planning section; waits for its first available slot (the next week's if this one has none left). */
async function availableSlots(page: Page) {
  const planning = page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
  const available = planning.getByRole('button', { name: /disponible$/ });
  const emptyWeek = planning.getByText('Aucun créneau cette semaine');
  await expect(available.first().or(emptyWeek)).toBeVisible();
  if (await emptyWeek.isVisible()) await planning.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(available.first()).toBeVisible();
  return { planning, available };
}

test('the week view shows the slots from the server at 1280 px', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the week calendar is the wide-screen planning');
  await openPadelPark(page);
  const { planning, available } = await availableSlots(page);
  await expect(planning.getByRole('region', { name: 'Planning des créneaux' })).toBeVisible();
  expect(await available.count()).toBeGreaterThan(0);
  await expect(available.first()).toHaveAccessibleName(/de \d{1,2}h\d{2} à \d{1,2}h\d{2}, Terrain de padel/);
  await expect(planning).toContainText('PADEL : 4 joueurs');
});

test('the day list shows days with only the first open at 390 px, and the strip of coming days reaches the third at once', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the day list is the small-screen planning');
  await openPadelPark(page);
  const { planning } = await availableSlots(page);
  const list = planning.getByRole('region', { name: 'Créneaux par jour' });
  const days = list.getByRole('heading', { level: 3 }).getByRole('button');
  expect(await days.count()).toBeGreaterThan(2);
  await expect(days.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(days.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-expanded', 'true');

  // The third day is some 2,500 px down past the first day's cards: the strip above the list opens it and
  // brings it into view, focus on its heading.
  const strip = planning.getByRole('navigation', { name: 'Jours à venir' });
  const third = strip.getByRole('button').nth(2);
  await expect(third).toHaveAccessibleName(
    /^[a-z]+ \d{1,2}(er)? [a-zéû]+\s: (\d+ créneaux? libres?|aucun créneau libre)$/,
  );
  // The strip scrolls sideways inside the planning: the page itself stays 390 px wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const box = await third.boundingBox();
  expect(box?.height, 'a 44 px touch target').toBeGreaterThanOrEqual(44);
  await third.click();
  await expect(days.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(days.nth(2)).toBeFocused();
  await expect(days.nth(2)).toBeInViewport();
});

test('a visitor who picks a slot is asked to log in', async ({ page }) => {
  await openPadelPark(page);
  const { available } = await availableSlots(page);
  await available.first().click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Veuillez vous connecter pour effectuer une réservation.');
  // Both links carry the pick, which the sign-up and the first sign-in keep (hall-page-pick.spec.ts).
  await expect(modal.getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute(
    'href',
    /^\/signup\?salle=padel-park&sport=\d+&creneau=\d+&zone=\d+$/,
  );
  await modal.getByRole('link', { name: 'CONNEXION' }).click();
  await expect(page).toHaveURL(/\/signin\?salle=padel-park&sport=\d+&creneau=\d+&zone=\d+$/);
});

test('the hall page has no WCAG A/AA violation, gallery closed and open', async ({ page }) => {
  // Two axe passes over a planning of several hundred slot buttons take longer than the default 30 s.
  test.setTimeout(120_000);
  await openPadelPark(page);
  await expect(page.getByRole('radio', { name: 'PADEL', exact: true })).toBeChecked();
  await availableSlots(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: galleryTitle }).click();
  await expect(page.getByRole('dialog', { name: galleryTitle })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("fetches what the HTML preloads once: the hall's detail and banner, the page's chunk and CSS, no preload wasted", async ({
  page,
}) => {
  const calls: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/multisalle\/detail|padel-park-banner|HallPage-.*\.(js|css)$/.test(request.url()))
      calls.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await openPadelPark(page);
  await page.waitForLoadState('networkidle');
  const once = (pattern: RegExp) => calls.filter((path) => pattern.test(path)).length;
  expect(once(/detail$/)).toBe(1);
  expect(once(/padel-park-banner/)).toBe(1);
  expect(once(/HallPage-.*\.js$/)).toBe(1);
  expect(once(/HallPage-.*\.css$/)).toBe(1);
  expect(warnings).toEqual([]);
});
