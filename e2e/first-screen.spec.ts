// Issue 25, fast on a phone: the server writes the top of the home page and of a hall page into the HTML
// (packages/server/src/http/first-screen.ts), and the app takes its place once it has drawn the same.
// These tests keep the two copies alike: same parts at the same place and size, same links, at both
// sizes (desktop and phone projects), and the app shown in every case, its data there or not.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoDistDir } from '../packages/server/src/paths.ts';
import { type Browser, expect, followServerClock, type Page, test } from './clock';
import { acceptCookiesBeforeLoad } from './support.ts';

/** The parts each first screen draws, by the site's CSS classes (the app's copy has the same). */
const PAGES = [
  {
    path: '/',
    parts: [
      '.site-header__logo',
      '.site-header__nav',
      '.cart-button',
      '.site-header__account',
      '.site-header__avatar',
      '.site-header__menu-button',
      '.hero__kicker',
      '.hero__title',
      '.hero__text',
      '.hall-list .section-title',
      '.hall-list__cards > li:nth-child(1) .hall-card__picture img',
      '.hall-list__cards > li:nth-child(1) .hall-card__name',
      '.hall-list__cards > li:nth-child(1) .hall-card__sports',
      '.hall-list__cards > li:nth-child(1) .hall-card__reserve',
      '.hall-list__cards > li:nth-child(2) .hall-card__name',
      '.hall-list__cards > li:nth-child(2) .hall-card__more',
    ],
  },
  {
    path: '/multisalle/padel-park',
    parts: [
      '.site-header__logo',
      '.cart-button',
      '.site-header__menu-button',
      '.hall-header__banner img',
      '.hall-header__back-arrow',
      '.hall-header__return',
      '.hall-header__cart',
      '.hall-header__name',
      '.hall-header__city',
    ],
  },
] as const;

type Box = { x: number; y: number; width: number; height: number } | null;

/** Where each part is, inside `scope` (`#first-screen` or `#root`): null when absent or not shown. */
async function boxesOf(page: Page, scope: string, parts: readonly string[]): Promise<Box[]> {
  return page.evaluate(
    ({ scope, parts }) =>
      parts.map((part) => {
        const element = document.querySelector(`${scope} ${part}`);
        if (!element) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return width > 0 && height > 0 ? { x, y, width, height } : null;
      }),
    { scope, parts },
  );
}

/** The links of `scope`: their text as read, and where they go. */
async function linksOf(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${scope} a`)].map(
        (link) => `${(link.getAttribute('aria-label') ?? link.textContent ?? '').trim()} → ${link.href}`,
      ),
    scope,
  );
}

/** The page as the HTML alone draws it (the scripts off): what a phone shows before they arrive. */
async function withoutScripts(browser: Browser, baseURL: string, path: string, viewport: Page) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: viewport.viewportSize(),
    isMobile: false,
  });
  await followServerClock(context, context.request);
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('#first-screen img').first().waitFor();
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => {}))));
  return { page, close: () => context.close() };
}

/** Holds what `url` matches until the returned function is called. */
async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the hall list's answer: the app has no cards, the written screen stays. */
const holdHallList = (page: Page) => hold(page, '**/api/v2/multisalle');

for (const { path, parts } of PAGES) {
  test(`${path}: the server's first screen and the app's top have the same parts at the same place`, {
    tag: '@phone',
  }, async ({ page, browser, baseURL }) => {
    const written = await withoutScripts(browser, baseURL ?? '', path, page);
    await expect(written.page.locator('#root')).toBeHidden();
    const writtenBoxes = await boxesOf(written.page, '#first-screen', parts);
    const writtenLinks = await linksOf(written.page, '#first-screen');
    await written.close();
    // The hall's picture is the largest thing on the phone's first screen: it must be in the HTML.
    expect(writtenBoxes.filter(Boolean).length).toBeGreaterThan(parts.length / 2);

    await acceptCookiesBeforeLoad(page);
    await page.goto(path);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const appBoxes = await boxesOf(page, '#root', parts);
    parts.forEach((part, index) => {
      const [written, drawn] = [writtenBoxes[index], appBoxes[index]];
      expect(drawn === null, `${part}: shown in one copy only`).toBe(written === null);
      if (!written || !drawn) return;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(written[side] - drawn[side]), `${part}, ${side}`).toBeLessThanOrEqual(1);
      }
    });
    const appLinks = await linksOf(page, '#root');
    for (const link of writtenLinks) expect(appLinks, link).toContain(link);
  });
}

test('the first screen shows at once, then the app takes its place with its own parts', async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  const release = await holdHallList(page);
  await page.goto('/', { waitUntil: 'commit' });
  const firstScreen = page.locator('#first-screen');
  await expect(firstScreen.getByRole('heading', { level: 3, name: 'PADEL PARK' })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();

  release();
  await expect(firstScreen).toHaveCount(0);
  const list = page.locator('#multisalle-list');
  await expect(list.getByRole('article', { name: 'PADEL PARK' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'JE RÉSERVE MON CRÉNEAU DE SPORT' })).toHaveCount(
    1,
  );
});

/** The modules the server lists for first-screen.js to load after the first paint. */
function listedModules(html: string): string[] {
  return (/<script src="\/first-screen\.js" data-modules="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
}

test('the page’s scripts come through the after-paint loader, and the app is whole', async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const answer = await page.goto('/multisalle/padel-park');
  const html = (await answer?.text()) ?? '';
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('<script src="/first-screen.js"');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'JE CHOISIS MON ACTIVITÉ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'MON PANIER' })).toBeVisible();
  // The tags go in a few per task: every listed module is asked for, once.
  const modules = listedModules(html);
  expect(modules.length).toBeGreaterThan(5);
  for (const module of modules) expect(requested.filter((path) => path === module)).toHaveLength(1);
});

test('the site’s scripts ask V8 to compile them while they download, and their source maps still fit', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/multisalle/padel-park')).text();
  const mapped: string[] = [];
  for (const module of listedModules(html)) {
    const code = await (await request.get(module)).text();
    // vite.config.ts, compileHintFirst: the comment counts only on the script's first line.
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), module).toBe(true);
    // The server does not serve source maps: read from the built site (Vite's own helpers have none).
    const mapText = await readFile(join(demoDistDir, `${module}.map`), 'utf8').catch(() => null);
    if (mapText === null) continue;
    mapped.push(module);
    const map = JSON.parse(mapText);
    // The map moved down by the added line: nothing maps to it, and no line past the file's end.
    expect(map.mappings.startsWith(';'), module).toBe(true);
    expect(map.mappings.split(';').length, module).toBeLessThanOrEqual(code.split('\n').length);
  }
  expect(mapped).toContain(listedModules(html)[0]);
  // And the app runs from them.
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { name: 'JE CHOISIS MON ACTIVITÉ' })).toBeVisible();
});

test('the locale data loads in a worker: once from the first screen, once from the app on other pages', async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  // A hall page: first-screen.js starts the worker before the first paint; the app does not start another.
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { name: 'JE CHOISIS MON ACTIVITÉ' })).toBeVisible();
  await expect.poll(() => workers).toEqual(['/warm-intl.js']);
  // A page without a first screen: the app starts it.
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workers).toEqual(['/warm-intl.js', '/warm-intl.js']);
  // The prices and days the app formats afterwards are the French ones.
  await page.goto('/multisalle/padel-park');
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
});

test('behind the first screen the app is laid out unseen: no taps, no extra page length', async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  const release = await holdHallList(page);
  await page.goto('/');
  const root = page.locator('#root');
  // The app has drawn its header behind the written screen (layout.css, `#root[hidden]`).
  const appLogo = root.locator('.site-header__logo');
  await appLogo.waitFor({ state: 'attached' });
  await expect(root).toBeHidden();
  await expect(appLogo).toBeHidden();
  const box = await appLogo.evaluate((logo) => logo.getBoundingClientRect().toJSON() as DOMRect);
  expect(box.width).toBeGreaterThan(0);
  // A tap there reaches the written screen, and the page is no longer than the written screen.
  const tapped = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('#first-screen, #root')?.id,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(tapped).toBe('first-screen');
  const [pageLength, screenLength] = await page.evaluate(() => [
    document.documentElement.scrollHeight,
    Math.max(
      document.getElementById('first-screen')?.getBoundingClientRect().height ?? 0,
      window.innerHeight,
    ),
  ]);
  expect(pageLength).toBeLessThanOrEqual(screenLength + 1);

  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(root).toBeVisible();
});

test('a tap on the menu before the app is there opens the app’s menu once it is', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button is the small-screen menu');
  await acceptCookiesBeforeLoad(page);
  const release = await holdHallList(page);
  await page.goto('/');
  const firstScreen = page.locator('#first-screen');
  await firstScreen.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(firstScreen).toHaveAttribute('data-tapped', '.site-header__menu-button');

  release();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
  await expect(firstScreen).toHaveCount(0);
});

test('a player who scrolled the first screen stays where they are when the app takes its place', {
  tag: '@phone',
}, async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  // The site's entry script is slow to come (a phone's network): the player scrolls before the app runs.
  const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#first-screen').getByRole('heading', { name: 'NOS SALLES' })).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a link to the home page’s hall list lands on it once the app shows', async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  await page.goto('/#multisalle-list');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'NOS SALLES' })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('when the hall list cannot be loaded, the app shows its message in place of the first screen', async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  await page.route('**/api/v2/multisalle', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('Impossible de charger la liste des salles pour le moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('an unknown hall: the server writes no first screen and the app shows the not-found page', async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  const answer = await page.goto('/multisalle/salle-inconnue');
  expect(await answer?.text()).not.toContain('id="first-screen"');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('#root')).toBeVisible();
});
