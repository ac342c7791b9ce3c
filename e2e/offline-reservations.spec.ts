import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page, test } from './clock';
import { E2E_START } from './e2e-start';
import { startOwnServer, stopOwnServer } from './own-server';
import { holdSlot, openAs, readyPlayer } from './payment-card';

/**
 * The installable site and MES RÉSERVATIONS offline, in Chromium with the real service worker
 * of the built site (the other specs block workers: page.route does not see what a worker answers).
 * Desktop project only: the worker and the device's copy do not depend on the viewport, and the phone
 * size is looked at here by resizing the offline page.
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(({ browserName }, testInfo) => {
  // CDP's installability check and the worker's behaviour are Chromium's; the viewport does not matter.
  test.skip(
    browserName !== 'chromium' || testInfo.project.name !== 'desktop',
    'the service worker is checked once, in the desktop project',
  );
});

type Player = Awaited<ReturnType<typeof readyPlayer>>;

/** The user id a v2 token carries. */
const userIdOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId: number }).userId;

/** A coming game the player organises in Ajaccio (no payment step), with a family member they added. */
async function bookWithFamily(request: APIRequestContext, player: Player) {
  const { sportLabel } = await holdSlot(request, player.token, 'multisalle-ajaccio', 14);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...player.headers, 'Idempotency-Key': `e2e-offline-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const reservationId =
    ((await validated.json()) as { reservations: { id_reservation: string }[] }).reservations[0]
      ?.id_reservation ?? '';
  const relative = `j${Date.now().toString(36).slice(-8)}`;
  const added = await request.post('/api/v2/user/parent', {
    headers: player.headers,
    data: { nom: 'Durand', prenom: 'Jules', pseudo: relative, mineur: true },
  });
  expect(added.status()).toBe(201);
  const relativeId = ((await added.json()) as { id: number }).id;
  const link = await request.get(`/api/v2/jeton_invitation/${reservationId}`, { headers: player.headers });
  const { jetonInvitation } = (await link.json()) as { jetonInvitation: string };
  const answered = await request.post('/api/v2/invitation/reponse', {
    headers: player.headers,
    data: {
      uuidReservation: reservationId,
      uuidInvitation: jetonInvitation,
      reponses: [{ idUser: relativeId, reponse: 2 }],
    },
  });
  expect(answered.status()).toBe(200);
  // The summary reads « BEACH VOLLEY — MULTISALLE AJACCIO »: the sport, then the hall's name.
  return { reservationId, relative, title: new RegExp(`^${sportLabel} — `) };
}

/** Waits until the site's service worker controls the page (it claims the page that installed it). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** What the browser keeps for the site: IndexedDB database names, and every Cache Storage entry. */
async function deviceStorage(page: Page, needles: string[]) {
  return page.evaluate(async (searched) => {
    const databases = (await indexedDB.databases()).map((db) => db.name ?? '');
    const cached: string[] = [];
    const holding: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cached.push(request.url);
        const text = (await (await cache.match(request))?.text()) ?? '';
        if (searched.some((needle) => text.includes(needle))) holding.push(request.url);
      }
    }
    return { databases, cached, holding };
  }, needles);
}

/** The offline page as a person sees it, saved for review (the desktop and the phone size). */
async function screenshot(page: Page, name: string) {
  // The header drops in once the page scrolls: the picture waits for it, as a person's eye does.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

test('offline, MES RÉSERVATIONS shows the coming game and its QR codes; after logout nothing of the player is left', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await readyPlayer(request, { verifiedPhone: true });
  const game = await bookWithFamily(request, player);
  const database = `multisalle-hors-ligne-${userIdOf(player.token)}`;
  const shown = page.getByRole('region', { name: 'À VENIR' });

  await openAs(page, player.token, '/profile?q=reservation');
  await expect(shown.getByText(game.title)).toBeVisible();
  await expect(shown.getByRole('img', { name: `QR code d'entrée de ${game.relative}` })).toBeVisible();
  await waitForWorker(page);
  await expect.poll(async () => (await deviceStorage(page, [])).databases).toContain(database);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole('status', { name: 'Hors connexion' });
  await expect(banner).toContainText(/Dernière mise à jour\s: \p{L}+ \d{1,2}(er)? \p{L}+ à \d{2}:\d{2}\./u);
  await expect(shown.getByText(game.title)).toBeVisible();
  for (const pseudo of [player.pseudonym, game.relative]) {
    const code = shown.getByRole('img', { name: `QR code d'entrée de ${pseudo}` });
    await expect(code).toBeVisible();
    // The picture itself is there, not only its text: the SVG kept on the device draws.
    expect(await code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // The banner says it calmly: no error toast from the loads every page makes (profile, cart).
  await expect(page.getByText(/Impossible de joindre le serveur/)).toHaveCount(0);
  await expect(shown.getByRole('button', { name: 'Annuler la réservation' })).toBeDisabled();
  await expect(shown.getByRole('button', { name: 'Annuler la réservation' })).toHaveAccessibleDescription(
    /disponibles au retour de la connexion/,
  );
  // The worker answered the page from its cache, and kept no API answer: the copy is the page's own.
  const offline = await deviceStorage(page, [game.reservationId, player.pseudonym]);
  expect(offline.cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(offline.holding).toEqual([]);
  expect(offline.databases).toEqual([database]);
  await expectNoA11yViolations(page);
  await screenshot(page, 'mes-reservations-hors-connexion-1280x800.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toBeVisible();
  await screenshot(page, 'mes-reservations-hors-connexion-390x844.png');
  await shown
    .getByRole('img', { name: `QR code d'entrée de ${player.pseudonym}` })
    .evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'mes-reservations-hors-connexion-390x844-qr.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back online, the page reloads its data by itself and the actions come back.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(shown.getByRole('button', { name: 'Annuler la réservation' })).toBeEnabled();

  await page.goto('/profile?q=profile');
  await page.getByRole('main').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect
    .poll(async () => (await deviceStorage(page, [])).databases.filter((name) => name.includes('hors-ligne')))
    .toEqual([]);

  // A new page: openAs's init script would store the token again in this one.
  await page.close();
  const later = await context.newPage();
  await context.setOffline(true);
  await later.goto('/profile?q=reservation');
  await expect(later).toHaveURL(/\/signin$/);
  await expect(later.getByText(game.title)).toHaveCount(0);
  await expect(later.getByRole('img', { name: /QR code d'entrée/ })).toHaveCount(0);
  const after = await deviceStorage(later, [game.reservationId, player.pseudonym, player.email]);
  expect(after.databases.filter((name) => name.includes('hors-ligne'))).toEqual([]);
  expect(after.holding).toEqual([]);
  expect(await later.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("the site is installable: its manifest, icons and a worker for the whole site that leaves the server's pages alone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Multisalle',
    short_name: 'Multisalle',
    lang: 'fr',
    start_url: '/profile?q=reservation',
    scope: '/',
    display: 'standalone',
    theme_color: '#c8102e',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body())).toBe(icon.sizes);
  }

  await waitForWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The site's pages come from the worker; the server's own paths never do.
  expect((await page.goto('/mentions-legales'))?.fromServiceWorker()).toBe(true);
  for (const path of [
    '/api/v2/multisalle',
    '/app/panier',
    '/embed/multisalle-elements.js',
    '/sandbox-paiement/formulaire',
    '/dev/outbox',
    '/media/halls/padel-park-badge.svg',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.fromServiceWorker(), path).toBe(false);
  }

  // Chromium's own installability check, what its install prompt uses. Test contexts are incognito, where
  // nothing installs: the check runs in a browser profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'multisalle-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const installed = browser.pages()[0] ?? (await browser.newPage());
    await installed.goto('/');
    await waitForWorker(installed);
    const cdp = await browser.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server of its own on a copy of the built site, so that the test can publish a new version (as a
 * deploy would: a new index.html and the worker that precaches it) without touching the site the other
 * specs use.
 */
async function startOwnSite() {
  const site = mkdtempSync(join(tmpdir(), 'multisalle-pwa-'));
  cpSync(resolve(process.env.SITE_DIR || 'demo/dist'), site, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // On the suite's instant, as the suite's server: the page's clock is that server's.
  const server = await startOwnServer(port, {
    SITE_DIR: site,
    PUBLIC_SITE_URL: origin,
    CLOCK_START: E2E_START,
  });
  /** Publishes version `label`: index.html carries it, and the worker's precache revision changes with it. */
  const publish = (label: string) => {
    const html = readFileSync(join(site, 'index.html'), 'utf8').replace(
      /(<meta name="version-du-site" content="[^"]*" \/>)?<\/head>/,
      `<meta name="version-du-site" content="${label}" /></head>`,
    );
    writeFileSync(join(site, 'index.html'), html);
    const worker = readFileSync(join(site, 'sw.js'), 'utf8').replace(
      /(\{url:"index\.html",revision:")[0-9a-z-]+(")/,
      `$1${label}$2`,
    );
    writeFileSync(join(site, 'sw.js'), worker);
    // The build's compressed copies would be served instead of the new files.
    for (const file of ['index.html', 'sw.js'])
      for (const ext of ['.br', '.gz']) rmSync(join(site, file + ext), { force: true });
  };
  const stop = async () => {
    await stopOwnServer(server);
    rmSync(site, { recursive: true, force: true });
  };
  return { origin, publish, stop };
}

async function siteVersion(page: Page) {
  return page
    .locator('meta[name="version-du-site"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);
}

/** Asks the browser to look for a new worker now (what it does by itself on navigations and every hour). */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

/** Opens `url` in a new page of `context`, reads the version the page runs, closes it. */
async function versionAtOpen(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('load');
  const version = await siteVersion(page);
  await page.close();
  return version;
}

test('the worker installs once the page has settled: after its load and its own first data', async ({
  page,
}) => {
  // Its install downloads the whole site: on a phone it competed with the page's first renders (main.tsx).
  const order: string[] = [];
  page.on('load', () => order.push('load'));
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v2/creneaux/') && !path.endsWith('/flux')) order.push('slots');
  });
  page.context().on('serviceworker', () => order.push('worker'));
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { name: 'JE RÉSERVE UN CRÉNEAU' })).toBeVisible();
  await waitForWorker(page);
  expect(order).toContain('worker');
  expect(order.indexOf('worker')).toBeGreaterThan(order.indexOf('load'));
  expect(order.indexOf('worker')).toBeGreaterThan(order.lastIndexOf('slots'));
  expect(order.indexOf('slots')).toBeGreaterThanOrEqual(0);
});

test('a new version reaches an open page (« Mettre à jour ») and, if put off, the next open', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const own = await startOwnSite();
  try {
    own.publish('e2e-1');
    await page.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
    await page.goto(`${own.origin}/`);
    await waitForWorker(page);
    expect(await siteVersion(page)).toBe('e2e-1');

    own.publish('e2e-2');
    await checkForUpdate(page);
    const offer = page.getByRole('region', { name: 'Une nouvelle version est disponible' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await screenshot(page, 'nouvelle-version-1280x800.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'nouvelle-version-390x844.png');
    await offer.getByRole('button', { name: 'Mettre à jour' }).click();
    // The new worker takes the page, which reloads on the new version.
    await expect.poll(() => siteVersion(page), { timeout: 20_000 }).toBe('e2e-2');
    await expect(offer).toBeHidden();

    own.publish('e2e-3');
    await checkForUpdate(page);
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await offer.getByRole('button', { name: 'Plus tard' }).click();
    await expect(offer).toBeHidden();
    expect(await siteVersion(page)).toBe('e2e-2');
    // The player leaves; the next time the site opens, it is the new version.
    await page.close();
    await expect.poll(() => versionAtOpen(context, `${own.origin}/`), { timeout: 30_000 }).toBe('e2e-3');
  } finally {
    await own.stop();
  }
});
