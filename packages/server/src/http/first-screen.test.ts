// Issue 25, fast on a phone: the top of the home page and of a hall page comes with the HTML, before the
// site's scripts (first-screen.ts). The browser test e2e/first-screen.spec.ts checks it matches the app's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { halls } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { withScriptsAfterPaint } from './first-screen.ts';

let testDb: TestDatabase;
let siteDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  siteDir = await mkdtemp(join(tmpdir(), 'multisalle-first-screen-'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Multisalle</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/config-2.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/jsx-3.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(siteDir, 'logo.svg'), '<svg viewBox="0 0 1 1"><title>Logo</title></svg>');
  await mkdir(join(siteDir, 'images'));
  await writeFile(join(siteDir, 'images', 'avatar-default.svg'), '<svg viewBox="0 0 2 2"></svg>');
});
afterAll(async () => {
  await testDb.close();
  await rm(siteDir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const app = createApp({ db: testDb.db, staticDir: siteDir });
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The written screen, or '' when there is none. */
const firstScreenOf = (html: string) => {
  const start = html.indexOf('<div id="first-screen"');
  return start < 0 ? '' : html.slice(start, html.indexOf('<div id="root"'));
};

describe('the first screen written into the HTML', () => {
  it('on the home page: the header, the headline and a card per active hall, the app’s root hidden', async () => {
    const html = await page('/');
    const screen = firstScreenOf(html);
    expect(html).toContain('<div id="root" hidden></div>');
    expect(screen).toContain('<h1 class="hero__title">JE RÉSERVE MON CRÉNEAU DE SPORT</h1>');
    expect(screen).toContain('<h3 class="hall-card__name">PADEL PARK</h3>');
    expect(screen).toContain('<img src="/media/halls/padel-park-badge.svg" alt="" width="400" height="225">');
    expect(screen).toContain('href="/multisalle/padel-park" class="hall-card__reserve"');
    // The inactive hall (Bourges) is not offered, as in the app.
    expect(screen).not.toContain('BOURGES');
    // Up to 4 sports a card, then the app's button for the others (MAX_SPORTS_ON_CARD).
    const chateauroux = screen.slice(screen.indexOf('MULTISALLE CHÂTEAUROUX'));
    expect(chateauroux.slice(0, chateauroux.indexOf('</article>')).match(/hall-card__sport"/g)).toHaveLength(
      4,
    );
    expect(chateauroux).toContain('Découvrez les autres sports');
    // Our SVG written into the page, named as the app names it, its own title gone; no id, no player data.
    expect(screen).toContain('<svg role="img" aria-label="Multisalle, accueil" viewBox="0 0 1 1"></svg>');
    expect(screen.slice(screen.indexOf('>') + 1)).not.toMatch(/\sid="/);
    expect(screen).toContain('CONNEXION');
    // Its buttons name the app's button a tap is replayed on (demo/public/first-screen.js).
    expect(screen).toContain(
      'aria-label="Ouvrir le menu" aria-expanded="false" data-app-button=".site-header__menu-button"',
    );
    expect(chateauroux).toContain('data-app-button=".hall-list__cards > li:nth-child(2) .hall-card__more"');
  });

  it('on a hall page: its banner, its name and its city', async () => {
    const screen = firstScreenOf(await page('/multisalle/padel-park'));
    expect(screen).toContain(
      '<img src="/media/halls/padel-park-banner.svg" alt="" width="1200" height="320">',
    );
    expect(screen).toContain('<h1 class="page-title hall-header__name">PADEL PARK</h1>');
    expect(screen).toContain('<p class="hall-header__city">Déols</p>');
  });

  it('writes a hall’s own text as text, never as markup', async () => {
    await testDb.db
      .update(halls)
      .set({ name: 'Salle <img src=x onerror=alert(1)>', city: 'Déols & "co"' })
      .where(eq(halls.key, 'multisalle-ajaccio'));
    try {
      // A hall no test above asked for: the facts are kept 5 s by hall.
      const screen = firstScreenOf(await page('/multisalle/multisalle-ajaccio'));
      expect(screen).toContain('Salle &#60;img src=x onerror=alert(1)&#62;');
      expect(screen).not.toContain('<img src=x');
      expect(screen).toContain('Déols &#38; &#34;co&#34;');
    } finally {
      await testDb.db
        .update(halls)
        .set({ name: 'MULTISALLE AJACCIO', city: 'Ajaccio' })
        .where(eq(halls.key, 'multisalle-ajaccio'));
    }
  });

  it('asks for the page’s scripts after its first paint: the loader in place of the module tags, entry first', async () => {
    const html = await page('/');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/first-screen.js" data-modules="/assets/index-1.js /assets/config-2.js /assets/jsx-3.js" defer></script></body>',
    );
    // The stylesheet stays: the first screen is drawn with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('writes none for an unknown hall, another page, or inside the mobile app’s webview', async () => {
    for (const path of ['/multisalle/inconnue', '/cart', '/faq', '/multisalle/a/b']) {
      const html = await page(path);
      expect(firstScreenOf(html), path).toBe('');
      expect(html, path).toContain('<div id="root"></div>');
      // Its scripts as the build wrote them.
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(html, path).not.toContain('first-screen.js');
    }
    const webview = await page('/', { Cookie: 'consent=1; mobileApp=true' });
    expect(firstScreenOf(webview)).toBe('');
    expect(webview).toContain('<div id="root"></div>');
  });
});

describe('withScriptsAfterPaint', () => {
  it('leaves a page without an entry script as it is', () => {
    const html = '<html><head><link rel="modulepreload" href="/assets/a.js" /></head><body></body></html>';
    expect(withScriptsAfterPaint(html)).toBe(html);
  });
});
