import { expect, test } from './clock';
import { acceptCookiesBeforeLoad, fetchHalls, hallByKey, hallCard } from './support.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('the home page lists the active halls, not the inactive one', async ({ page, request }) => {
  const halls = await fetchHalls(request);
  const active = halls.filter((hall) => hall.active);
  const inactive = halls.filter((hall) => !hall.active);
  expect(inactive.map((hall) => hall.cle)).toContain('multisalle-bourges');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'JE RÉSERVE MON CRÉNEAU DE SPORT' }),
  ).toBeVisible();
  const list = page.locator('#multisalle-list');
  await expect(hallCard(page, 'PADEL PARK')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(active.length);
  for (const hall of active) {
    await expect(hallCard(page, hall.libelleSalle.toUpperCase())).toBeVisible();
  }
  await expect(list.getByRole('heading', { name: /CHÂTEAUROUX/ })).toBeVisible();
  await expect(list.getByRole('heading', { name: /AJACCIO/ })).toBeVisible();
  await expect(list.getByText(/BOURGES/)).toHaveCount(0);
});

test("a hall with more than 4 sports shows 4 of them and 'Découvrez les autres sports'", async ({
  page,
  request,
}) => {
  const chateauroux = await hallByKey(request, 'multisalle-chateauroux');
  expect(chateauroux.sports.length).toBeGreaterThan(4);

  await page.goto('/');
  const card = hallCard(page, chateauroux.libelleSalle.toUpperCase());
  await expect(card.getByRole('list', { name: /^Sports de la salle/ }).getByRole('listitem')).toHaveCount(4);
  await expect(card.getByRole('button', { name: 'Découvrez les autres sports' })).toBeVisible();
  await expect(
    hallCard(page, 'PADEL PARK').getByRole('button', { name: 'Découvrez les autres sports' }),
  ).toHaveCount(0);

  await card.getByRole('button', { name: 'Découvrez les autres sports' }).click();
  await expect(page).toHaveURL('/multisalle/multisalle-chateauroux');
  expect(await page.evaluate(() => localStorage.getItem('idMultisalle'))).toBe(
    String(chateauroux.idMultisalle),
  );
});

test('a blacklisted hall disappears from the list', async ({ page, request }) => {
  const padelPark = await hallByKey(request, 'padel-park');
  await page.addInitScript((id) => {
    localStorage.setItem('multisalleListeNoire', JSON.stringify([{ id_multisalle: id }]));
  }, padelPark.idMultisalle);

  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('heading', { name: /AJACCIO/ })).toBeVisible();
  await expect(hallCard(page, 'PADEL PARK')).toHaveCount(0);
});

test('a malformed blacklist counts as empty', async ({ page }) => {
  await page.goto('/');
  await expect(hallCard(page, 'PADEL PARK')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('multisalleListeNoire', '{pas du json'));
  await page.reload();
  await expect(hallCard(page, 'PADEL PARK')).toBeVisible();
});

test('the RÉSERVER bar stores the chosen hall and opens its page', async ({ page, request }) => {
  const padelPark = await hallByKey(request, 'padel-park');
  await page.goto('/');
  await hallCard(page, 'PADEL PARK')
    .getByRole('link', { name: /^RÉSERVER/ })
    .click();

  await expect(page).toHaveURL('/multisalle/padel-park');
  const stored = await page.evaluate(() => ({
    id: localStorage.getItem('idMultisalle'),
    skip: localStorage.getItem('ignorerEtapePaiement'),
  }));
  expect(stored).toEqual({
    id: String(padelPark.idMultisalle),
    skip: String(padelPark.ignorerEtapePaiement),
  });
});

test('the hall picture stores the skip-payment flag of the Ajaccio hall', async ({ page, request }) => {
  const ajaccio = await hallByKey(request, 'multisalle-ajaccio');
  expect(ajaccio.ignorerEtapePaiement).toBe(true);
  await page.goto('/');
  await hallCard(page, ajaccio.libelleSalle.toUpperCase()).locator('.hall-card__picture').click();

  await expect(page).toHaveURL('/multisalle/multisalle-ajaccio');
  expect(await page.evaluate(() => localStorage.getItem('ignorerEtapePaiement'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('idMultisalle'))).toBe(String(ajaccio.idMultisalle));
});

test('the sport grid links sports with an article and leaves the others inert', async ({ page }) => {
  await page.goto('/');
  const grid = page.locator('#sport');
  await expect(grid.getByRole('listitem')).toHaveCount(15);
  for (const inert of ['GOLF', 'CYCLISME', 'ESCALADE', 'FOOTBALL']) {
    await expect(grid.getByRole('listitem').filter({ hasText: new RegExp(`^${inert}$`) })).toBeVisible();
    await expect(grid.getByRole('link', { name: inert, exact: true })).toHaveCount(0);
  }
  await grid.getByRole('link', { name: 'PADEL', exact: true }).click();
  await expect(page).toHaveURL('/multisalle/article-sport/infos-padel');
});

test(
  'the how-it-works picture follows the 768 px breakpoint',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const picture = page.getByRole('img', {
      name: /choisis ta salle.*réserve ton créneau.*invite tes amis.*QR code/,
    });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    const expected =
      testInfo.project.name === 'phone' ? 'how-it-works-mobile.svg' : 'how-it-works-desktop.svg';
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(expected);
  },
);
