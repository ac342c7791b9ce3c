import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Locator, type Page, test } from './clock';
import { bookSlot, readyPlayer, saveCardByApi } from './payment-card';
import { acceptCookiesBeforeLoad, tabTo } from './support.ts';

/**
 * The home page's « Parties ouvertes » nearest first: the position is asked only when the player
 * presses « Voir les plus proches »; allowed, the games of the nearest hall come first with their
 * distance; refused, a message says so and the date order stays. Desktop only (the organiser's bookings need
 * a verified phone: SMS limit per address); the phone layout is looked at with the same page at 390x844.
 */

/** A player in Porticcio, across the gulf: 6.8 km from the Ajaccio hall, 787 km from PADEL PARK (Déols). */
const porticcio = { latitude: 41.88, longitude: 8.79 };

/** Opens a game of the organiser's to strangers; its message tells it apart in the lists. */
async function openGame(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
  message: string,
) {
  const opened = await request.post('/api/v2/partie_ouverte', {
    headers,
    data: { uuidReservation: id, nbPlacesOffertes: 1, niveauMin: null, niveauMax: null, message },
  });
  expect(opened.status()).toBe(200);
}

/** Counts the page's calls to the browser's geolocation: it must never be asked on load. */
async function countPositionRequests(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    (window as unknown as { positionRequests: number }).positionRequests = 0;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { positionRequests: number }).positionRequests += 1;
      ask(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests);
}

/** The index of the card whose text holds `text` among the section's cards, -1 when none. */
async function indexOf(cards: Locator, text: string) {
  const texts = await cards.allTextContents();
  return texts.findIndex((card) => card.includes(text));
}

test('near Ajaccio, « Voir les plus proches » puts the Ajaccio games first with their distance; nothing asked on load', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(180_000);
  // One organiser, two games: the Déols one (PADEL PARK, a paying hall) sooner than the Ajaccio one.
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await saveCardByApi(request, organiser.token);
  const far = await bookSlot(request, organiser, 'padel-park', 60);
  const near = await bookSlot(request, organiser, 'multisalle-ajaccio', 8);
  const farMessage = `Partie de Déols ${far.id.slice(0, 8)}`;
  const nearMessage = `Partie d'Ajaccio ${near.id.slice(0, 8)}`;
  await openGame(request, organiser.headers, far.id, farMessage);
  await openGame(request, organiser.headers, near.id, nearMessage);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(porticcio);
  await acceptCookiesBeforeLoad(page);
  const positionRequests = await countPositionRequests(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Parties ouvertes' });
  const cards = section.getByRole('listitem');
  await expect(cards.filter({ hasText: nearMessage })).toHaveCount(1, { timeout: 15_000 });
  await expect(cards.filter({ hasText: farMessage })).toHaveCount(1);
  // Soonest first: the Déols game before the Ajaccio one, no distance shown, the position not asked.
  expect(await indexOf(cards, farMessage)).toBeLessThan(await indexOf(cards, nearMessage));
  await expect(section.getByText(/^à \d/)).toHaveCount(0);
  expect(await positionRequests()).toBe(0);

  // Keyboard: Tab to the button, Enter.
  const button = section.getByRole('button', { name: 'Voir les plus proches' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('home-soonest-1280.png') });
  await tabTo(page, button, 80);
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(
    "Parties triées par distance : les plus proches d'abord.",
  );
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await positionRequests()).toBe(1);

  // The Ajaccio games first, the nearest of all at 6,8 km; the Déols game after them, at 787 km.
  await expect(cards.first()).toContainText('MULTISALLE AJACCIO (Ajaccio)');
  const nearCard = cards.filter({ hasText: nearMessage });
  await expect(nearCard.getByText('à 6,8 km', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: farMessage }).getByText('à 787 km', { exact: true })).toBeVisible();
  expect(await indexOf(cards, nearMessage)).toBeLessThan(await indexOf(cards, farMessage));
  // Every card in order of distance.
  const distances = (await section.locator('.ms-open-game__note').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  await nearCard.scrollIntoViewIfNeeded();
  await section.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('home-nearest-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('heading', { name: 'Parties ouvertes' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -16));
  await page.screenshot({ path: test.info().outputPath('home-nearest-390.png') });
  await nearCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('home-nearest-390-card.png') });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Pressed again: back to the dates, said in the live region.
  await button.click();
  await expect(section.getByRole('status')).toHaveText("Parties triées par date : les prochaines d'abord.");
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByText(/^à \d/)).toHaveCount(0);
  expect(await indexOf(cards, farMessage)).toBeLessThan(await indexOf(cards, nearMessage));

  // Not kept: a new visit starts from the dates again, without asking.
  await page.reload();
  await expect(cards.filter({ hasText: nearMessage })).toHaveCount(1, { timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Voir les plus proches' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(section.getByText(/^à \d/)).toHaveCount(0);
  expect(await positionRequests()).toBe(0);
});

test('location refused: a polite message, and the games stay soonest first', async ({
  page,
  context,
}, testInfo) => {
  await context.clearPermissions();
  // The player answers « Bloquer » to the browser's question. Headless Chromium has no such question: without
  // a permission it sometimes refused at once and sometimes let the request time out (« position not
  // available », a flaky failure in CI), so the browser's answer is played here, the one part outside ours.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_found, failed) => {
      setTimeout(
        () =>
          failed?.({
            code: 1,
            message: 'User denied Geolocation',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
        50,
      );
    };
  });
  await acceptCookiesBeforeLoad(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Parties ouvertes' });
  const button = section.getByRole('button', { name: 'Voir les plus proches' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(section.getByRole('status')).toHaveText(
    "Vous n'avez pas autorisé la localisation : les parties restent triées par date, les prochaines d'abord.",
  );
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByText(/^à \d/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`home-refused-${testInfo.project.name}.png`) });
});
