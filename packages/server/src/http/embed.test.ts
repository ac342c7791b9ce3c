import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.ts';
import { createApp } from '../app.ts';
import { embedPagesDir } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { apiCors, originsFromEnv } from './cors.ts';
import { mountEmbed } from './embed.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

describe('CORS on the API (partner pages)', () => {
  it('lets any origin make the public GET calls, without credentials', async () => {
    const response = await app.request('/api/v2/multisalle', { headers: { origin: 'https://club.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the preflight of a public GET, and not that of a call with a bearer token', async () => {
    const preflight = (headers: Record<string, string>) =>
      app.request('/api/v2/multisalle', {
        method: 'OPTIONS',
        headers: { origin: 'https://club.example', 'access-control-request-method': 'GET', ...headers },
      });
    expect((await preflight({})).headers.get('access-control-allow-origin')).toBe('*');
    const withToken = await preflight({ 'access-control-request-headers': 'authorization' });
    expect(withToken.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the CORS_ALLOWED_ORIGINS make secure calls', async () => {
    expect(originsFromEnv(' https://a.fr/, https://b.fr ,')).toEqual(['https://a.fr', 'https://b.fr']);
    const api = new Hono().use('/api/*', apiCors({ allowedOrigins: ['https://a.fr'] }));
    api.post('/api/v2/panier', (c) => c.json({ ok: true }));
    const allowed = await api.request('/api/v2/panier', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://a.fr',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://a.fr');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const other = await api.request('/api/v2/panier', {
      method: 'POST',
      headers: { origin: 'https://b.fr' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/embed (script-tag bundles and partner pages)', () => {
  it('serves the example partner page with nothing but the script tag and the element', async () => {
    const response = await app.request('/embed/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script src="/embed/multisalle-elements.js"></script>');
    expect(html).toContain('<multisalle-planning hall="padel-park"></multisalle-planning>');
  });

  it('gives the snippet of each active hall, not of the inactive one', async () => {
    const html = await (await app.request('http://localhost/embed/snippets.html')).text();
    // The loader (recommended) and the plain tag (for a page whose CSP forbids inline scripts).
    expect(html).toContain('})(window, document, &#34;http://localhost/embed/multisalle-planning.js&#34;);');
    expect(html).toContain(
      '&#60;script src=&#34;http://localhost/embed/multisalle-planning.js&#34;&#62;&#60;/script&#62;',
    );
    expect(html).toContain('hall=&#34;padel-park&#34;');
    expect(html).toContain('hall=&#34;multisalle-chateauroux&#34;');
    expect(html).not.toContain('hall=&#34;multisalle-bourges&#34;');
  });

  it('serves the built scripts to any origin, and says how to build them when missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embed-'));
    writeFileSync(join(dir, 'multisalle-planning.js'), 'console.log(1)');
    const embed = new Hono();
    mountEmbed(embed, testDb.db, { build: dir, pages: embedPagesDir });
    const script = await embed.request('/embed/multisalle-planning.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await embed.request('/embed/multisalle-elements.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('npm run build:embed');
    expect((await embed.request('/embed/autre.js')).status).toBe(404);
  });

  it('revalidates a script with its ETag (304) and sends the build’s brotli copy by Accept-Encoding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embed-'));
    const code = `console.log(${JSON.stringify('créneau disponible '.repeat(100))});`;
    writeFileSync(join(dir, 'multisalle-planning.js'), code);
    await precompressDir(dir);
    const embed = new Hono();
    mountEmbed(embed, testDb.db, { build: dir, pages: embedPagesDir });
    const first = await embed.request('/embed/multisalle-planning.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString('utf8')).toBe(code);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await embed.request('/embed/multisalle-planning.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const plain = await embed.request('/embed/multisalle-planning.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });
});

describe('/embed/configurateur and /embed/code (the partner’s snippet with its loader)', () => {
  it('offers each active hall with its sports, a live preview and the copy button', async () => {
    const html = await (await app.request('/embed/configurateur')).text();
    expect(html).toContain('<label for="cfg-salle">Salle</label>');
    expect(html).toMatch(/<option value="padel-park" data-sports="[^"]*PADEL[^"]*">/);
    expect(html).not.toContain('value="multisalle-bourges"');
    expect(html).toContain('<multisalle-planning id="cfg-apercu" hall=');
    expect(html).toContain('<script src="/embed/pages/configurateur.js"></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('builds the snippet: the theme as a style rule, the loader of the chosen script, the element', async () => {
    const hall = (await (await app.request('/api/v2/multisalle')).json()) as {
      multisalleListe: { cle: string; sports: { idSport: number }[] }[];
    };
    const sportId = hall.multisalleListe.find((entry) => entry.cle === 'padel-park')?.sports[0]?.idSport;
    const response = await app.request(
      `http://localhost/embed/code?salle=padel-park&sport=${sportId}&script=elements&principale=%230055A4&police=serif&arrondi=0`,
    );
    expect(response.status).toBe(200);
    const snippet = await response.text();
    expect(snippet).toContain('--multisalle-color-primary: #0055a4;');
    expect(snippet).toContain('--multisalle-font-family: Georgia, "Times New Roman", serif;');
    expect(snippet).toContain('--multisalle-radius: 0px;');
    expect(snippet).not.toContain('--multisalle-color-text');
    expect(snippet).toContain('})(window, document, "http://localhost/embed/multisalle-elements.js");');
    expect(snippet).toContain(
      `<multisalle-planning hall="padel-park" sport="${sportId}"></multisalle-planning>`,
    );
    const plain = await (await app.request('http://localhost/embed/code?salle=padel-park')).text();
    // No theme, only the place kept for the planning until the script defines it.
    expect(plain).toContain(
      'multisalle-planning:not(:defined) {\n    display: block;\n    min-height: 100vh;\n  }',
    );
    expect(plain).not.toContain('--multisalle-');
    expect(plain).toContain('/embed/multisalle-planning.js');
  });

  it('refuses bad choices in French: a colour, a radius over 24, an unknown hall or sport', async () => {
    const colour = await app.request('/embed/code?salle=padel-park&principale=rouge');
    expect(colour.status).toBe(422);
    expect(((await colour.json()) as { detail: string }).detail).toBe(
      'Une couleur s’écrit #rrggbb (par exemple #c8102e).',
    );
    const radius = await app.request('/embed/code?salle=padel-park&arrondi=25');
    expect(radius.status).toBe(422);
    expect(((await radius.json()) as { detail: string }).detail).toBe(
      'L’arrondi est un nombre de pixels entre 0 et 24.',
    );
    const injected = await app.request('/embed/code?salle=%22%3E%3Cscript%3E');
    expect(injected.status).toBe(422);
    const unknown = await app.request('/embed/code?salle=salle-inconnue');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail: string }).detail).toBe('Cette salle est introuvable.');
    const sport = await app.request('/embed/code?salle=padel-park&sport=999999');
    expect(sport.status).toBe(422);
    expect(((await sport.json()) as { detail: string }).detail).toMatch(/ne propose pas ce sport\.$/);
  });
});

describe('/app/… (the mobile app’s single flows)', () => {
  it('serves each panel alone on its page, its scripts and no inline script', async () => {
    const pages: [string, string][] = [
      ['/app/planning/padel-park', '<multisalle-planning></multisalle-planning>'],
      ['/app/panier', '<multisalle-cart></multisalle-cart>'],
      ['/app/conventions', '<multisalle-conventions></multisalle-conventions>'],
      ['/app/conventions/1', '<multisalle-conventions></multisalle-conventions>'],
      ['/app/invitation/abc/def', '<multisalle-invitation></multisalle-invitation>'],
      ['/app/invitation/abc/def/validation', '<multisalle-invitation></multisalle-invitation>'],
      ['/app/moyen-de-paiement', '<multisalle-payment-means></multisalle-payment-means>'],
    ];
    for (const [path, element] of pages) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(element);
      expect(html, path).toContain('<script src="/embed/pages/app-host.js"></script>');
      expect(html, path).not.toMatch(/<script>/);
    }
    const host = await app.request('/embed/pages/app-host.js');
    expect(await host.text()).toContain('MultisalleHost');
    for (const file of ['app-planning.js', 'app-panier.js', 'app-conventions.js', 'app-invitation.js']) {
      expect((await app.request(`/embed/pages/${file}`)).status, file).toBe(200);
    }
  });

  it('sends the first pages’ old addresses to the new ones, query kept', async () => {
    const invitation = await app.request('/embed/app-invitation.html?reservation=abc&invitation=def');
    expect(invitation.status).toBe(301);
    expect(invitation.headers.get('location')).toBe('/app/invitation?reservation=abc&invitation=def');
    const payment = await app.request('/embed/app-moyen-de-paiement.html');
    expect(payment.headers.get('location')).toBe('/app/moyen-de-paiement');
  });
});
