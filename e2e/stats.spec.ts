import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';
import { figure, playerWithReservation, recordMatch } from './matches';
import { openAs } from './payment-card';

/**
 * Statistics on MON COMPTE (spec 1 "Statistics (profile)"): matches recorded by a hall's
 * tablet through the ingest endpoint change the player's performances and ranking, computed by the server.
 */

test("a match recorded by the hall's tablet changes the performances and the ranking on the profile", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await playerWithReservation(request);
  await openAs(page, player.token, '/profile');
  const stats = page.locator('.stats-section');
  await expect(stats.getByRole('heading', { name: 'MES STATISTIQUES' })).toBeVisible({ timeout: 15_000 });
  await expect(stats.getByText('Aucun match enregistré pour le moment.')).toBeVisible();
  await expect(figure(stats, 'Matchs')).toHaveText('0');
  await expectNoA11yViolations(page);

  await recordMatch(request, player, {
    periods: [
      [6, 4],
      [6, 2],
    ],
  });
  await page.reload();
  await expect(figure(stats, 'Matchs')).toHaveText('1', { timeout: 15_000 });
  await expect(stats.getByLabel('Sport')).toHaveValue(/\d+/);
  await expect(stats.getByLabel('Sport').locator('option:checked')).toHaveText('PADEL');
  await expect(figure(stats, 'Victoires')).toHaveText('1');
  await expect(figure(stats, 'Ratio de victoires')).toHaveText(/^100\s%$/);
  // Padel reads in sets and games, not goals and fouls.
  await expect(figure(stats, 'Sets gagnés')).toHaveText('2');
  await expect(figure(stats, 'Jeux gagnés')).toHaveText('12');
  await expect(stats.locator('dt').filter({ hasText: /^(Buts|Fautes)/ })).toHaveCount(0);
  await expect(figure(stats, 'Temps de jeu')).toHaveText(/^1\sh$/);
  const ranking = stats.getByRole('table', { name: 'Classement PADEL' });
  const ownRow = ranking.getByRole('row').filter({ hasText: '(vous)' });
  // Position, level (provisional after one match), matches, wins, draws, losses, ratio.
  await expect(ownRow.getByRole('cell')).toHaveText([
    '1',
    /^\d,\d \(provisoire\)$/,
    '1',
    '1',
    '0',
    '0',
    /^100\s%$/,
  ]);
  await expect(ranking.getByRole('row').filter({ hasText: 'capitaine' })).toBeVisible();

  await recordMatch(request, player, {
    periods: [
      [2, 6],
      [3, 6],
    ],
  });
  await page.reload();
  await expect(figure(stats, 'Matchs')).toHaveText('2', { timeout: 15_000 });
  await expect(figure(stats, 'Défaites')).toHaveText('1');
  await expect(figure(stats, 'Ratio de victoires')).toHaveText(/^50\s%$/);
  await expect(figure(stats, 'Sets perdus')).toHaveText('2');
  await expect(figure(stats, 'Jeux gagnés')).toHaveText('17');
  await expect(figure(stats, 'Jeux perdus')).toHaveText('18');
  await expect(ownRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(ownRow.getByRole('cell').last()).toHaveText(/^50\s%$/);
  await expect(stats.getByRole('listitem').filter({ hasText: 'Défaite' })).toHaveCount(1);

  await stats.getByLabel('Sport').selectOption({ label: 'Tous les sports' });
  await expect(stats.getByRole('heading', { name: 'MES PERFORMANCES · Tous sports' })).toBeVisible();
  await expect(stats.getByText('Choisissez un sport pour voir votre classement.')).toBeVisible();
  await expectNoA11yViolations(page);
});
