import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let testDb: TestDatabase;
let siteDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  siteDir = await mkdtemp(join(tmpdir(), 'multisalle-site-'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><html lang="fr"><title>Multisalle</title></html>',
  );
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'assets', 'app-1234.js'), 'console.log("ok");');
});
afterAll(async () => {
  await testDb.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('media', () => {
  it('serves hall pictures as image/svg+xml', async () => {
    const app = createApp({ db: testDb.db });
    const response = await app.request('/media/halls/padel-park-badge.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing picture with a JSON 404', async () => {
    const app = createApp({ db: testDb.db });
    const response = await app.request('/media/halls/nope.svg');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      description: 'Ressource introuvable\u00a0: GET /media/halls/nope.svg',
    });
  });
});

describe('built site', () => {
  it('returns index.html for a hall page such as /multisalle/padel-park', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/multisalle/padel-park');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Multisalle</title>');
  });

  it('returns index.html for the activation link, whose path ends in .html', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/utilisateur/abc123/42/validation-inscription.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Multisalle</title>');
  });

  it('serves the site files as they are, fingerprinted ones cached for long', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps API and missing files out of the index.html fallback', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    expect((await app.request('/api/v2/unknown')).status).toBe(404);
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/dev/anything')).headers.get('content-type')).toContain('application/json');
  });

  it("sends the browser's own /favicon.ico request to the site's SVG icon, not a 404", async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/favicon.ico');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
  });

  it('tells in French how to build the site when it is not built', async () => {
    const app = createApp({ db: testDb.db });
    const response = await app.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain('npm run build:demo');
  });
});

describe('precompressed site files', () => {
  it('sends the brotli copy the build wrote to a browser that accepts it, with the immutable cache', async () => {
    const { precompressDir } = await import('../../../../scripts/precompress.ts');
    const code = `export const words = ${JSON.stringify('réserver un créneau '.repeat(200))};\n`;
    await writeFile(join(siteDir, 'assets', 'big-5678.js'), code);
    expect(await precompressDir(siteDir)).toBe(1); // the 18-byte app-1234.js is under 1 KB: left alone
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const response = await app.request('/assets/big-5678.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(code);
    const plain = await app.request('/assets/big-5678.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });
});

describe('the installable site', () => {
  it('serves the service worker uncached, so a new version is seen, and the manifest as a web manifest', async () => {
    await writeFile(join(siteDir, 'sw.js'), 'importScripts("workbox-1234.js");');
    await writeFile(join(siteDir, 'workbox-1234.js'), 'self.workbox = {};');
    await writeFile(join(siteDir, 'manifest.webmanifest'), '{"name":"Multisalle","display":"standalone"}');
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The worker's own policy lets it load its Workbox runtime from our origin, and nothing else.
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await app.request('/workbox-1234.js')).headers.get('content-type')).toContain('javascript');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Multisalle' });
  });

  it('lets the site register its own service worker and manifest, from our origin only', async () => {
    const app = createApp({ db: testDb.db, staticDir: siteDir });
    const policy = (await app.request('/profile')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
  });
});
