// Fast on a phone: the top of the home page and of a hall page comes with the HTML, before the site's
// scripts, drawn by the site's own components (first-screen.ts). Here the renderer is the site's source
// (demo/src/first-screen/render.tsx, with React as in the component tests); the browser tests
// (e2e/first-screen.spec.ts) run the built one, with preact, as it ships.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { halls } from '../db/schema.ts';
import { invalidateHallList } from '../halls/hall-list-cache.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { type FirstScreenRenderer, withScriptsAfterPaint } from './first-screen.ts';

/** jsdom ships no types of its own: the part of it this test reads the pages with. */
type Jsdom = { JSDOM: new (html: string) => { window: { document: Document } } };
const { JSDOM } = (await import('jsdom' as string)) as Jsdom;

let testDb: TestDatabase;
let siteDir: string;

/** The site's renderer from its sources, counting the screens it draws. */
function siteRenderer(drawn: string[] = []): () => Promise<FirstScreenRenderer> {
  return async () => {
    const site = await import('../../../../demo/src/first-screen/render.tsx');
    return {
      renderFirstScreen: (request) => {
        drawn.push(request.path);
        return site.renderFirstScreen(request);
      },
    };
  };
}

const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>Multisalle</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/config-2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-3.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  testDb = await createTestDatabase();
  siteDir = await mkdtemp(join(tmpdir(), 'multisalle-first-screen-'));
  await writeFile(join(siteDir, 'index.html'), INDEX_HTML);
  // Vite's manifest names the built loader (vite.config.ts, the loader's entry).
  await mkdir(join(siteDir, '.vite'));
  await writeFile(
    join(siteDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/first-screen/loader.ts': { file: 'assets/loader-9.js', isEntry: true },
    }),
  );
});
afterAll(async () => {
  await testDb.close();
  await rm(siteDir, { recursive: true, force: true });
});

async function page(
  path: string,
  {
    headers = {},
    app = createApp({ db: testDb.db, staticDir: siteDir, firstScreenRenderer: siteRenderer() }),
  } = {},
): Promise<string> {
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The written screen's markup, or '' when there is none. */
const firstScreenOf = (html: string) => {
  const start = html.indexOf('<div id="first-screen"');
  return start < 0 ? '' : html.slice(start, html.indexOf('<div id="root"'));
};

/** The written screen as the browser reads it. */
function screenElement(html: string): Element {
  const screen = new JSDOM(html).window.document.getElementById('first-screen');
  if (!screen) throw new Error('No first screen in the page.');
  return screen;
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim());

describe('the first screen written into the HTML', () => {
  it("on the home page: the header, the headline and a card per active hall, the app's root hidden", async () => {
    const html = await page('/');
    expect(html).toContain('<div id="root" hidden></div>');
    const screen = screenElement(html);
    expect(screen.getAttribute('data-path')).toBe('/');
    // The headline and the list's title, as the home page draws them.
    expect(screen.querySelector('h1.hero__title')?.textContent).toBe('JE RÉSERVE MON CRÉNEAU DE SPORT');
    expect(screen.querySelector('.hall-list h2')?.textContent).toBe('NOS SALLES');
    // The active halls of the seeds, in the API's order; the inactive one (Bourges) is not offered.
    const cards = screen.querySelectorAll('.hall-list__cards > li');
    expect(texts(screen.querySelectorAll('.hall-card__name'))).toEqual([
      'PADEL PARK',
      'MULTISALLE CHÂTEAUROUX',
      'MULTISALLE AJACCIO',
    ]);
    expect(screen.textContent).not.toContain('BOURGES');
    const padelPark = cards[0];
    const badge = padelPark?.querySelector('.hall-card__picture img');
    expect(badge?.getAttribute('src')).toBe('/media/halls/padel-park-badge.svg');
    expect([badge?.getAttribute('width'), badge?.getAttribute('height')]).toEqual(['400', '225']);
    expect(padelPark?.querySelector('a.hall-card__reserve')?.getAttribute('href')).toBe(
      '/multisalle/padel-park',
    );
    // Up to 4 sports a card, then the button for the others (MAX_SPORTS_ON_CARD).
    const chateauroux = cards[1];
    expect(chateauroux?.querySelectorAll('.hall-card__sport')).toHaveLength(4);
    expect(chateauroux?.querySelector('button.hall-card__more')?.textContent).toBe(
      'Découvrez les autres sports',
    );
    // The header of a visitor: our logo written into the page and named, its own title gone; sign-in links.
    const logo = screen.querySelector('.site-header__logo svg');
    expect(logo?.getAttribute('aria-label')).toBe('Multisalle, accueil');
    expect(logo?.querySelector('title')).toBeNull();
    expect(screen.querySelector('a[href="/#multisalle-list"]')?.textContent).toBe('RÉSERVER');
    expect(texts(screen.querySelectorAll('.site-header__account a'))).toEqual(['CONNEXION', 'INSCRIPTION']);
    expect(screen.querySelector('.profile-chip')).toBeNull();
    expect(screen.querySelector('button.site-header__menu-button')?.getAttribute('aria-label')).toBe(
      'Ouvrir le menu',
    );
    // What the app draws after its first paint is not written: no footer, no lower section.
    expect(screen.querySelector('footer')).toBeNull();
    expect(screen.querySelectorAll('.home > section')).toHaveLength(2);
  });

  it('on a hall page: its banner, its name and its city', async () => {
    const screen = screenElement(await page('/multisalle/padel-park'));
    const banner = screen.querySelector('.hall-header__banner img');
    expect(banner?.getAttribute('src')).toBe('/media/halls/padel-park-banner.svg');
    expect([banner?.getAttribute('width'), banner?.getAttribute('height')]).toEqual(['1200', '320']);
    expect(screen.querySelector('h1.hall-header__name')?.textContent).toBe('PADEL PARK');
    expect(screen.querySelector('.hall-header__city')?.textContent).toBe('Déols');
    expect(screen.querySelector('button.hall-header__cart')?.textContent).toBe('MON PANIER');
  });

  it("writes a hall's own text as text, never as markup", async () => {
    const name = 'Salle <img src=x onerror=alert(1)>';
    await testDb.db
      .update(halls)
      .set({ name, city: 'Déols & "co"' })
      .where(eq(halls.key, 'multisalle-ajaccio'));
    try {
      const html = await page('/multisalle/multisalle-ajaccio');
      expect(firstScreenOf(html)).not.toContain('<img src=x');
      const screen = screenElement(html);
      expect(screen.querySelector('h1.hall-header__name')?.textContent).toBe(name);
      expect(screen.querySelector('.hall-header__city')?.textContent).toBe('Déols & "co"');
      expect(screen.querySelector('img[src="x"]')).toBeNull();
    } finally {
      await testDb.db
        .update(halls)
        .set({ name: 'MULTISALLE AJACCIO', city: 'Ajaccio' })
        .where(eq(halls.key, 'multisalle-ajaccio'));
    }
  });

  it('draws each page once for a version of its halls, and again when they change', async () => {
    const drawn: string[] = [];
    const app = createApp({ db: testDb.db, staticDir: siteDir, firstScreenRenderer: siteRenderer(drawn) });
    const first = await page('/', { app });
    expect(await page('/', { app })).toBe(first);
    expect(drawn).toEqual(['/']);

    await testDb.db.update(halls).set({ name: 'PADEL PARK DÉOLS' }).where(eq(halls.key, 'padel-park'));
    try {
      invalidateHallList(testDb.db);
      const changed = screenElement(await page('/', { app }));
      expect(changed.querySelector('.hall-card__name')?.textContent).toBe('PADEL PARK DÉOLS');
      expect(drawn).toEqual(['/', '/']);
    } finally {
      await testDb.db.update(halls).set({ name: 'PADEL PARK' }).where(eq(halls.key, 'padel-park'));
      invalidateHallList(testDb.db);
    }
  });

  it("asks for the page's scripts after its first paint: the loader in place of the module tags, entry first", async () => {
    const html = await page('/');
    expect(html).not.toContain('<script type="module" crossorigin');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" src="/assets/loader-9.js" data-modules="/assets/index-1.js /assets/config-2.js /assets/jsx-3.js"></script></body>',
    );
    // The stylesheet stays: the first screen is drawn with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("writes none for an unknown hall, another page, or inside the mobile app's webview", async () => {
    for (const path of ['/multisalle/inconnue', '/cart', '/faq', '/multisalle/a/b']) {
      const html = await page(path);
      expect(firstScreenOf(html), path).toBe('');
      expect(html, path).toContain('<div id="root"></div>');
      // Its scripts as the build wrote them.
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(html, path).not.toContain('loader-9.js');
    }
    const webview = await page('/', { headers: { Cookie: 'consent=1; mobileApp=true' } });
    expect(firstScreenOf(webview)).toBe('');
    expect(webview).toContain('<div id="root"></div>');
  });

  it("serves the app's shell as built when the site has no renderer", async () => {
    // A site built without its renderer beside it: createApp looks for `<site>-ssr/render.mjs`.
    const html = await page('/', { app: createApp({ db: testDb.db, staticDir: siteDir }) });
    expect(firstScreenOf(html)).toBe('');
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('loader-9.js');
  });
});

describe('withScriptsAfterPaint', () => {
  it('leaves a page without an entry script as it is', () => {
    const html = '<html><head><link rel="modulepreload" href="/assets/a.js" /></head><body></body></html>';
    expect(withScriptsAfterPaint(html, '/assets/loader-1.js')).toBe(html);
  });
});
