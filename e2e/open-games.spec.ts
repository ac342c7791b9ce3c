import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { bookSlot, openAs, readyPlayer } from './payment-card';
import { tabTo } from './support.ts';

/**
 * Open games (issue 26): the organiser opens their game from MES RÉSERVATIONS with the form (places
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
  await expect(page.getByText('Partie ouverte : 1 place(s) libre(s) sur 1 offerte(s).')).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fermer la partie' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Partie ouverte : 1 place(s)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('open-game-open-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The hall page lists it: sport, levels, free places, players, the message as text, the link to join.
  await page.goto(`/multisalle/${hall}`);
  const section = page.getByRole('region', { name: 'Parties ouvertes' });
  const join = section.getByRole('link', { name: new RegExp(`^Rejoindre la partie de ${sportLabel}`) });
  await expect(join).toBeVisible({ timeout: 15_000 });
  // The inner locator of `has` is queried from the item, so it starts from the page, not the section.
  const joinName = new RegExp(`^Rejoindre la partie de ${sportLabel}`);
  const item = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: joinName }) });
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
