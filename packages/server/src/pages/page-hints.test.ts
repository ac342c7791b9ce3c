// Fast on a phone: a page's HTML names what its largest paint waits for (measured with
// Lighthouse's mobile preset: the hall's banner after the lazy chunk and the detail call; a hall's badge on
// the home page after the hall list's call), so the browser fetches them at once.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let testDb: TestDatabase;
let siteDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  siteDir = await mkdtemp(join(tmpdir(), 'multisalle-hints-'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Multisalle</title>\n  </head><body></body></html>',
  );
  await mkdir(join(siteDir, '.vite'));
  // The shape of Vite's manifest: the hall page's lazy chunk, a chunk it shares, and the site's entry.
  await writeFile(
    join(siteDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'demo/src/pages/hall/HallPage.tsx': {
        file: 'assets/HallPage-2.js',
        src: 'demo/src/pages/hall/HallPage.tsx',
        isDynamicEntry: true,
        imports: ['index.html', '_prices-3.js'],
        css: ['assets/HallPage-2.css'],
      },
      '_prices-3.js': { file: 'assets/prices-3.js' },
    }),
  );
});
afterAll(async () => {
  await testDb.close();
  await rm(siteDir, { recursive: true, force: true });
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("hints in a page's HTML", () => {
  it('names, on a hall page, its detail call, its banner first, its lazy chunk and its CSS, never the entry again', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const html = head(await (await app.request('/multisalle/padel-park')).text());
    expect(html).toContain(
      '<link rel="preload" href="/api/v2/multisalle/detail?sCle=padel-park" as="fetch" crossorigin="anonymous" />',
    );
    expect(html).toContain(
      '<link rel="preload" href="/media/halls/padel-park-banner.svg" as="image" fetchpriority="high" />',
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/HallPage-2.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/prices-3.js" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/HallPage-2.css" />');
    expect(html).not.toContain('index-1.js');
  });

  it("names, on the home page, the hall list's call and every hall's badge", async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = head(await response.text());
    expect(html).toContain(
      '<link rel="preload" href="/api/v2/multisalle" as="fetch" crossorigin="anonymous" />',
    );
    expect(html).toContain('<link rel="preload" href="/media/halls/padel-park-badge.svg" as="image" />');
  });

  it('names nothing for an unknown hall, another page, or a path that is not a hall key', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    for (const path of ['/multisalle/inconnue', '/cart', '/multisalle/%3Cscript%3E', '/multisalle/a/b']) {
      const html = head(await (await app.request(path)).text());
      expect(html, path).not.toContain('<link');
    }
  });

  it('serves the page without hints when the site was built without a manifest', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'multisalle-bare-'));
    try {
      await writeFile(join(bare, 'index.html'), '<html><head><title>Multisalle</title></head></html>');
      const app = createApp({ db: testDb.db, staticDir: bare });
      const html = await (await app.request('/multisalle/padel-park')).text();
      expect(html).toContain('<title>Multisalle</title>');
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('padel-park-banner.svg');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
