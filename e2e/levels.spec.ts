import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';
import { playerWithReservation, recordMatch } from './matches';
import { openAs } from './payment-card';

/**
 * Levels on MON COMPTE: a match recorded by the hall's tablet gives the player a level from 1 to
 * 7, provisional below 5 matches, and the player can hide it from others.
 */

test('a recorded match shows a provisional level, which the player can hide from others', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await playerWithReservation(request);
  await recordMatch(request, player, {
    periods: [
      [6, 4],
      [6, 2],
    ],
  });
  await openAs(page, player.token, '/profile');
  const stats = page.locator('.stats-section');
  await expect(stats.getByRole('heading', { name: 'MES PERFORMANCES · PADEL' })).toBeVisible({
    timeout: 15_000,
  });
  const badge = stats.locator('.level-badge');
  // One win from the starting 4,0: higher, one decimal, still provisional (rule 5 matches).
  await expect(badge).toContainText(/Niveau\s*[4-7],\d\s*\/ 7/);
  await expect(badge.getByText('niveau provisoire')).toBeVisible();

  const hide = stats.getByRole('checkbox', { name: 'Masquer mon niveau aux autres joueurs' });
  await expect(hide).not.toBeChecked();
  // Screenshots of the level under the sticky header, at both widths, for the reviewers.
  const showBadge = () =>
    badge.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160),
    );
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await showBadge();
    await page.screenshot({ path: test.info().outputPath(`levels-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);

  await hide.check();
  await expect(hide).toBeChecked();
  await page.reload();
  await expect(stats.getByRole('checkbox', { name: 'Masquer mon niveau aux autres joueurs' })).toBeChecked({
    timeout: 15_000,
  });
  // The player still sees their own level.
  await expect(stats.locator('.level-badge')).toContainText('Niveau');
  const visibility = await request.get('/api/v2/user/niveau', {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(await visibility.json()).toEqual({ niveauMasque: true });
});
