import { expectNoA11yViolations } from './axe';
import { expect, followServerClock, type Locator, test } from './clock';
import { figure, playerWithReservation, recordMatch } from './matches';
import { openAs } from './payment-card';

/**
 * Public share pages (spec 2 "Share pages"): each opened from a link the profile builds, with
 * no login, its Open Graph tags in the HTML the server sends, and a clear French message for a broken or
 * tampered code.
 */

const TEAM = 'Les <b>Bleus</b> & co';
const VIDEO = 'https://videos.exemple.fr/e2e/smash.mp4';

/** Opens a PARTAGER disclosure and returns the path of the link labelled `label`. */
async function sharedPath(scope: Locator, buttonName: string | RegExp, label: string): Promise<string> {
  await scope.getByRole('button', { name: buttonName }).first().click();
  const url = await scope.getByRole('textbox', { name: label }).first().inputValue();
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

test('each share page opens from a link built by the profile, with its preview tags', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await playerWithReservation(request);
  await recordMatch(request, player, {
    periods: [
      [6, 4],
      [3, 6],
      [7, 5],
    ],
    team1: TEAM,
    videoUrl: VIDEO,
  });
  await openAs(page, player.token, '/profile');
  const stats = page.locator('.stats-section');
  await expect(stats.getByRole('table', { name: 'Classement PADEL' })).toBeVisible({ timeout: 15_000 });

  const performance = await sharedPath(stats, 'PARTAGER mes performances', 'Lien de mes performances');
  const ranking = await sharedPath(stats, 'PARTAGER mon classement', 'Lien de mon classement');
  const matchItem = stats.getByRole('listitem').filter({ hasText: 'Victoire' }).first();
  const match = await sharedPath(matchItem, /^PARTAGER le match/, 'Lien du match');
  const replay = await matchItem.getByRole('textbox', { name: 'Lien du replay' }).inputValue();
  const video = await matchItem.getByRole('textbox', { name: 'Lien de la vidéo' }).inputValue();
  await expectNoA11yViolations(page);

  // A visitor without an account: a fresh context with no token.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
  await followServerClock(visitorContext, request);
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));

  await visitor.goto(performance);
  await expect(visitor.getByRole('heading', { level: 1, name: 'MES PERFORMANCES' })).toBeVisible();
  await expect(visitor.getByText(player.pseudonym, { exact: true })).toBeVisible();
  await expect(figure(visitor.locator('body'), 'Matchs')).toHaveText('1');
  await expectNoA11yViolations(visitor);

  await visitor.goto(ranking);
  await expect(visitor.getByText(/^Classement\s: 1er? sur \d+$/)).toBeVisible();
  await expectNoA11yViolations(visitor);

  await visitor.goto(match);
  await expect(visitor.getByRole('heading', { level: 1, name: 'MON MATCH' })).toBeVisible();
  // User-provided texts are shown as text, never as HTML.
  await expect(visitor.getByText(TEAM, { exact: true })).toBeVisible();
  await expect(visitor.locator('.match-score b')).toHaveCount(0);
  await expect(visitor.getByRole('listitem')).toHaveText(['Période 1 6:4', 'Période 2 3:6', 'Période 3 7:5']);
  await expectNoA11yViolations(visitor);

  await visitor.goto(new URL(replay).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'MON MATCH' })).toBeVisible();
  await expect(visitor.getByText('15:05')).toBeVisible();
  await expect(visitor.getByText('Smash gagnant', { exact: true })).toBeVisible();
  await expectNoA11yViolations(visitor);
  await visitor.getByRole('link', { name: 'Voir la vidéo : Smash gagnant' }).click();

  await expect(visitor.getByRole('heading', { level: 1, name: 'MA VIDÉO' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'REGARDER LA VIDÉO' })).toHaveAttribute('href', VIDEO);
  await expect(visitor.getByRole('img', { name: 'Aperçu du temps fort partagé' })).toBeVisible();
  await expectNoA11yViolations(visitor);
  const videoUrl = new URL(video);
  await visitor.goto(videoUrl.pathname + videoUrl.search);
  await expect(visitor.getByRole('link', { name: 'REGARDER LA VIDÉO' })).toHaveAttribute('href', VIDEO);
  await visitorContext.close();

  // Link previews run no script: the tags are in the HTML the server sends, escaped.
  const matchHtml = await (await request.get(match)).text();
  expect(matchHtml).toContain(
    '<meta property="og:title" content="MON MATCH\u00a0: Les &#60;b&#62;Bleus&#60;/b&#62; &#38; co 16 – 15 Les Rouges" />',
  );
  expect(matchHtml).toContain('property="og:url"');
  const perfHtml = await (await request.get(performance)).text();
  expect(perfHtml).toContain(
    `<meta property="og:title" content="MES PERFORMANCES\u00a0: ${player.pseudonym}" />`,
  );
  const videoHtml = await (await request.get(videoUrl.pathname + videoUrl.search)).text();
  expect(videoHtml).toMatch(
    /<meta property="og:image" content="http[^"]+\/gallery\/padel-park\/match\.svg" \/>/,
  );
});

test('a broken or tampered share link says so in French, never a crash', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  const valid = Buffer.from(
    'joueur=x&sport=PADEL&matchs=1&victoires=1&nuls=0&defaites=0&temps=60&buts=0&fautes=0',
  ).toString('base64url');
  const broken = [
    ['/share/performance/pas-du-base64!', 'MES PERFORMANCES'],
    [`/share/performance/${valid}`, 'MES PERFORMANCES'],
    ['/share/partie/YWJj', 'MON MATCH'],
    ['/share/replay/%E2%82%AC', 'MON MATCH'],
    [`/miniature?video=${Buffer.from('javascript:alert(1)').toString('base64url')}`, 'MA VIDÉO'],
  ] as const;
  for (const [path, title] of broken) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Ce lien de partage est invalide.');
    await expectNoA11yViolations(page);
  }
});
