import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, followServerClock, test } from './clock';
import { bookSlot, openAs, readyPlayer, saveCardByApi } from './payment-card';
import { tabTo } from './support.ts';

/**
 * Open games: the organiser opens their game from MES RÉSERVATIONS with the form (places
 * offered, levels, a message), the hall page lists it under « Parties ouvertes » with the message as plain
 * text and a link that joins through the invitation page; the organiser closes it and it leaves the list.
 * Desktop only: the organiser's booking needs a verified phone (SMS limit per address); the phone layout
 * is looked at with the same pages at 390x844.
 */

const hall = 'multisalle-ajaccio';

async function book(request: APIRequestContext, organiser: Awaited<ReturnType<typeof readyPlayer>>) {
  return bookSlot(request, organiser, hall, 7);
}

test('the organiser opens their game, the hall page lists it with a link to join, and closing removes it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(180_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  const { id, sportLabel } = await book(request, organiser);
  const message = '<b>Venez</b> jouer ! <img src=x onerror=alert(1)>';

  await openAs(page, organiser.token, `/profile/${id}?q=reservation`);
  const openButton = page.getByRole('button', { name: 'Ouvrir la partie', exact: true });
  await expect(openButton).toBeVisible({ timeout: 15_000 });
  // Keyboard: the button opens the form, whose fields have labels.
  await tabTo(page, openButton);
  await page.keyboard.press('Enter');
  await expect(openButton).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Ouvrir la partie' });
  await form.getByLabel('Places offertes').fill('1');
  await form.getByLabel('Niveau minimum').selectOption('5');
  await form.getByLabel('Niveau maximum').selectOption('3');
  await expect(form.getByRole('alert')).toHaveText(
    'Le niveau minimum ne peut pas dépasser le niveau maximum.',
  );
  await form.getByLabel('Niveau maximum').selectOption('');
  await form.getByLabel('Message aux joueurs (facultatif)').fill(message);
  await expect(form.getByText(`${message.length} / 280 caractères`)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('open-game-form-1280.png'), fullPage: false });
  await form.getByRole('button', { name: 'OUVRIR LA PARTIE' }).click();
  await expect(page.getByText('Partie ouverte : 1 place libre sur 1 offerte.')).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fermer la partie' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Partie ouverte : 1 place libre').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('open-game-open-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The hall page lists it: sport, levels, free places, players, the message as text, the link to join.
  await page.goto(`/multisalle/${hall}`);
  const section = page.getByRole('region', { name: 'Parties ouvertes' });
  // Other tests open games in this hall at the same time: this game is the one whose link leads to it.
  const join = section
    .getByRole('link', { name: new RegExp(`^Rejoindre la partie de ${sportLabel}`) })
    .and(page.locator(`[href^="/invitation/${id}/"]`));
  await expect(join).toBeVisible({ timeout: 15_000 });
  // The inner locator of `has` is queried from the item, so it starts from the page, not the section.
  const item = section.getByRole('listitem').filter({ has: page.locator(`a[href^="/invitation/${id}/"]`) });
  await expect(item.getByText('Niveau 5 et plus · 1 place libre')).toBeVisible();
  await expect(item.getByText(`Joueurs : ${organiser.pseudonym}`)).toBeVisible();
  await expect(item.getByText(message, { exact: true })).toBeVisible();
  await expect(item.locator('b, img')).toHaveCount(0);
  await item.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('hall-open-games-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('hall-open-games-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  const href = (await join.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^/invitation/${id}/[0-9a-f]{32}$`));
  await join.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' })).toBeVisible();

  // Closing: the public list no longer has it.
  await page.goto(`/profile/${id}?q=reservation`);
  await page.getByRole('button', { name: 'Fermer la partie' }).click();
  await expect(page.getByRole('button', { name: 'Ouvrir la partie', exact: true })).toBeVisible();
  const list = await request.get('/api/v2/parties-ouvertes');
  const { partiesOuvertes } = (await list.json()) as { partiesOuvertes: { idReservation: string }[] };
  expect(partiesOuvertes.map((g) => g.idReservation)).not.toContain(id);
});

test('the same open game shows in the element of the example partner page and on the home page; a player outside its levels asks, the organiser accepts', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(180_000);
  // The example partner page shows padel-park's open games: the organiser books there (a paying hall).
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await saveCardByApi(request, organiser.token);
  const { id, sportLabel } = await bookSlot(request, organiser, 'padel-park', 17);
  // Its own words (a retry's first game is still open, with the same text otherwise).
  const message = `Match amical <i>tranquille</i>, venez ! ${id.slice(0, 8)}`;
  const opened = await request.post('/api/v2/partie_ouverte', {
    headers: organiser.headers,
    data: { uuidReservation: id, nbPlacesOffertes: 1, niveauMin: 5, niveauMax: 7, message },
  });
  expect(opened.status()).toBe(200);
  const view = (await (
    await request.get(`/api/v2/partie_ouverte/${id}`, { headers: organiser.headers })
  ).json()) as { partie: { jetonPartie: string } };
  const publicPath = `/invitation/${id}/${view.partie.jetonPartie}`;

  // The element on the example partner page: the same game, its message as text, a link to our site.
  await page.goto('/embed/exemple');
  const element = page.locator('multisalle-open-games');
  const joinName = new RegExp(`^Rejoindre la partie de ${sportLabel}`);
  const item = element.getByRole('listitem').filter({ has: page.getByRole('link', { name: joinName }) });
  const mine = item.filter({ hasText: message });
  await expect(mine).toHaveCount(1, { timeout: 20_000 });
  await expect(mine.getByText('Niveaux 5 à 7 · 1 place libre')).toBeVisible();
  await expect(mine.getByText(`Joueurs : ${organiser.pseudonym}`)).toBeVisible();
  await expect(mine.locator('i')).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  await expect(mine.getByRole('link', { name: joinName })).toHaveAttribute('href', `${origin}${publicPath}`);
  // The partner's loud styles stop at the shadow root: the join link keeps the element's own colours.
  const linkColour = await mine
    .getByRole('link', { name: joinName })
    .evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(linkColour).toBe('rgb(200, 16, 46)');
  await element.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('partner-element-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('partner-element-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The home page's « Parties ouvertes » lists the hall's games among the soonest of every hall.
  await page.goto('/');
  const home = page.getByRole('region', { name: 'Parties ouvertes' });
  await expect(home.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await home.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('home-open-games-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await home.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('home-open-games-390.png') });

  // A newcomer (no level yet: outside « 5 à 7 ») follows the public link and asks to join.
  const newcomer = await readyPlayer(request);
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await followServerClock(context, request);
  const asking = await context.newPage();
  await openAs(asking, newcomer.token, publicPath);
  const ask = asking.getByRole('region', { name: 'Demander à rejoindre' });
  await expect(
    ask.getByText(
      "Vous n'avez pas encore de niveau dans ce sport (niveaux 5 à 7) : demandez à l'organisateur de vous accepter.",
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expectNoA11yViolations(asking);
  await ask.getByRole('button', { name: 'Demander à rejoindre' }).click();
  await expect(ask.getByRole('status')).toHaveText(
    "Votre demande est envoyée à l'organisateur. Vous recevrez sa réponse par e-mail.",
  );

  // The organiser accepts it in MES RÉSERVATIONS; the newcomer's page then says so.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, organiser.token, `/profile/${id}?q=reservation`);
  await expect(page.getByRole('heading', { name: 'Demandes pour rejoindre la partie' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: `Accepter ${newcomer.pseudonym}` }).click();
  await expect(page.getByRole('button', { name: `Accepter ${newcomer.pseudonym}` })).toBeHidden();
  await asking.reload();
  await expect(
    asking
      .getByRole('region', { name: 'Demander à rejoindre' })
      .getByText("L'organisateur a accepté votre demande : vous pouvez rejoindre la partie."),
  ).toBeVisible({ timeout: 15_000 });
  await context.close();
});
