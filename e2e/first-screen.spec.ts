// Fast on a phone: the server writes the top of the home page and of a hall page into the HTML, drawn by
// the site's own components (demo/src/first-screen/render.tsx, run by packages/server/src/pages/first-screen.ts),
// and the app, drawn hidden from the same components, takes its place once it has the same to show. These
// tests prove what the HTML alone paints, with the server's data, at both sizes (desktop and phone
// projects), and that the app takes over at once and only once, its data there or not.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, expect, followServerClock, type Page, test } from './clock';
import { acceptCookiesBeforeLoad, fetchHalls } from './support.ts';

/** The built site the suite's server serves (`SITE_DIR` when the run builds it elsewhere). */
const demoDistDir = resolve(process.env.SITE_DIR ?? 'demo/dist');

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

test("the home page's first paint, from the HTML alone: the header, the headline and the halls' cards", {
  tag: '@phone',
}, async ({ page, browser, baseURL, request }) => {
  const active = (await fetchHalls(request)).filter((hall) => hall.active);
  const written = await withoutScripts(browser, baseURL ?? '', '/', page);
  try {
    const screen = written.page.locator('#first-screen');
    await expect(written.page.locator('#root')).toBeHidden();
    await expect(screen.getByRole('banner').getByRole('link', { name: 'Multisalle, accueil' })).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 1, name: 'JE RÉSERVE MON CRÉNEAU DE SPORT' }),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: 'NOS SALLES' })).toBeVisible();
    // The server's halls, active ones only, in its order: the same cards as the app's.
    await expect(screen.locator('.hall-card__name')).toHaveText(
      active.map((hall) => hall.libelleSalle.toUpperCase()),
    );
    const first = screen.getByRole('article').first();
    await expect(first.getByRole('link', { name: /^RÉSERVER/ })).toHaveAttribute(
      'href',
      `/multisalle/${active[0]?.cle}`,
    );
    // The first hall's picture is the largest thing on a phone's first screen: painted from the HTML.
    await expect(first.locator('.hall-card__picture img')).toBeVisible();
    expect(
      await first.locator('.hall-card__picture img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  } finally {
    await written.close();
  }
});

test("a hall page's first paint, from the HTML alone: its banner, its name and its city", {
  tag: '@phone',
}, async ({ page, browser, baseURL, request }) => {
  const hall = (await (await request.get('/api/v2/multisalle/detail?sCle=padel-park')).json()) as {
    libelleSalle: string;
    urlBandeau: string;
    adresse: { commune: string };
  };
  const written = await withoutScripts(browser, baseURL ?? '', '/multisalle/padel-park', page);
  try {
    const screen = written.page.locator('#first-screen');
    await expect(written.page.locator('#root')).toBeHidden();
    await expect(screen.getByRole('heading', { level: 1, name: hall.libelleSalle })).toBeVisible();
    await expect(screen.locator('.hall-header__city')).toHaveText(hall.adresse.commune);
    await expect(screen.locator('.hall-header__banner img')).toHaveAttribute('src', hall.urlBandeau);
    await expect(screen.getByRole('link', { name: 'RETOUR', exact: true })).toHaveAttribute('href', '/');
    await expect(screen.getByRole('button', { name: 'MON PANIER' })).toBeVisible();
  } finally {
    await written.close();
  }
});

test('the first screen shows at once, then the app takes its place in one step, its cards drawn', async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  // What the page holds at the moment the written screen leaves it: the app's root must be shown with its
  // cards in that same task, so no frame is painted without them (no flash) nor with both (no duplicate).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { takeover: string[] }).takeover = seen;
    new MutationObserver((records) => {
      const left = records.some((record) =>
        [...record.removedNodes].some((node) => node instanceof Element && node.id === 'first-screen'),
      );
      if (!left) return;
      queueMicrotask(() => {
        const root = document.getElementById('root');
        seen.push(
          `root ${root?.hidden ? 'hidden' : 'shown'}, ${root?.querySelectorAll('.hall-card').length} cards, ` +
            `${document.querySelectorAll('#first-screen').length} written screen`,
        );
      });
    }).observe(document, { childList: true, subtree: true });
  });
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
  await expect(page.getByRole('banner')).toHaveCount(1);
  const cards = await list.locator('.hall-card').count();
  expect(await page.evaluate(() => (window as unknown as { takeover: string[] }).takeover)).toEqual([
    `root shown, ${cards} cards, 0 written screen`,
  ]);
});

/** The first screen's loader the server writes, and the modules it lists for it to load after the first paint. */
const LOADER_TAG =
  /<script type="module" src="(\/assets\/loader-[^"]+\.js)" data-modules="([^"]+)"><\/script>/;
const listedModules = (html: string): string[] => (LOADER_TAG.exec(html)?.[2] ?? '').split(' ');

test("the page's scripts come through the after-paint loader, and the app is whole", async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const answer = await page.goto('/multisalle/padel-park');
  const html = (await answer?.text()) ?? '';
  // One module script, the loader: the app's own tags are in its list.
  expect(html.match(/<script /g)).toHaveLength(1);
  expect(html).toMatch(LOADER_TAG);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'JE CHOISIS MON ACTIVITÉ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'MON PANIER' })).toBeVisible();
  // The tags go in a few per task: every listed module is asked for, once.
  const modules = listedModules(html);
  expect(modules.length).toBeGreaterThan(5);
  for (const module of modules) expect(requested.filter((path) => path === module)).toHaveLength(1);
});

test("the site's scripts ask V8 to compile them while they download, and their source maps still fit", async ({
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
  // A hall page: the first screen's loader starts the worker before the first paint; the app does not start
  // another. Vite builds the worker into a file of its own.
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { name: 'JE CHOISIS MON ACTIVITÉ' })).toBeVisible();
  await expect.poll(() => workers).toHaveLength(1);
  const [worker] = workers;
  expect(worker).toMatch(/^\/assets\/warm-intl-worker-[^/]+\.js$/);
  // A page without a first screen: the app starts the same one.
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workers).toEqual([worker, worker]);
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

test("a tap on the menu before the app is there opens the app's menu once it is", { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button is the small-screen menu');
  await acceptCookiesBeforeLoad(page);
  const release = await holdHallList(page);
  await page.goto('/');
  const firstScreen = page.locator('#first-screen');
  await firstScreen.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(firstScreen).toHaveAttribute('data-tapped', 'button.site-header__menu-button');

  release();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
  await expect(firstScreen).toHaveCount(0);
});

test("a tap on a card's other sports before the app is there opens that hall once it is", async ({
  page,
}) => {
  await acceptCookiesBeforeLoad(page);
  const release = await holdHallList(page);
  await page.goto('/');
  const firstScreen = page.locator('#first-screen');
  const card = firstScreen.getByRole('article', { name: 'MULTISALLE CHÂTEAUROUX' });
  await card.getByRole('button', { name: 'Découvrez les autres sports' }).click();
  // The app's button is found inside the same hall's card (the heading that names it).
  await expect(firstScreen).toHaveAttribute(
    'data-tapped',
    /^\[aria-labelledby="salle-\d+"\] button\.hall-card__more$/,
  );

  release();
  await expect(page).toHaveURL(/\/multisalle\/multisalle-chateauroux$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MULTISALLE CHÂTEAUROUX' })).toBeVisible();
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

test("a link to the home page's hall list lands on it once the app shows", async ({ page }) => {
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
