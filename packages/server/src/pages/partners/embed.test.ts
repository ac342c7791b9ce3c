import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../../scripts/precompress.ts';
import { buildPageScripts } from '../../../../elements/build-page-scripts.ts';
import { createApp } from '../../app.ts';
import { halls } from '../../db/schema.ts';
import { apiCors, originsFromEnv } from '../../http/cors.ts';
import { embedPagesDir } from '../../paths.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { mountEmbed } from './embed.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The embed routes over a build of the pages' own scripts (TypeScript, built as `npm run build:embed` does). */
let built: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  const dir = mkdtempSync(join(tmpdir(), 'embed-pages-'));
  await buildPageScripts(join(dir, 'pages'));
  built = new Hono();
  mountEmbed(built, testDb.db, { build: dir, pages: embedPagesDir });
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
  it("serves the partners' page in French: the code to copy, the halls' sports, every element, no inline script", async () => {
    const response = await app.request('http://localhost/embed/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Intégrer le planning sur votre site</h1>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).not.toMatch(/<script>|<style>| style="/);
    expect(html).toContain('<script src="/embed/pages/copier.js"></script>');
    // The quick start's two codes, written by the same function as /embed/code, each with its button.
    expect(html).toContain('data-copier="code-chargeur">Copier le code avec chargeur</button>');
    expect(html).toContain(
      'data-copier="code-simple">Copier le code pour une page à sécurité stricte</button>',
    );
    expect(html).toContain(
      '&#60;script src=&#34;http://localhost/embed/multisalle-planning.js&#34; defer&#62;&#60;/script&#62;',
    );
    // The sports of each active hall by key and id, from the database; not the inactive hall.
    expect(html).toMatch(
      /PING PONG\s: <code>sport=&#34;ping-pong&#34;<\/code> ou <code>sport=&#34;\d+&#34;<\/code>/,
    );
    expect(html).toContain('<code>hall=&#34;multisalle-chateauroux&#34;</code>');
    expect(html).not.toContain('multisalle-bourges');
    for (const tag of [
      'multisalle-planning',
      'multisalle-cart',
      'multisalle-conventions',
      'multisalle-invitation',
      'multisalle-payment-means',
      'multisalle-open-games',
    ]) {
      expect(html, tag).toContain(`<code>${tag}</code>\u00a0:`);
    }
    for (const name of ['color-primary', 'font-family', 'radius', 'api-base', 'login-url', 'signup-url']) {
      expect(html, name).toContain(`<dt><code>${name}</code></dt>`);
    }
    expect(html).toContain('--multisalle-color-focus-inner');
    expect(html).toContain('<code>multisalle:login-required</code>');
    expect(html).toContain('/api/v2/creneaux/multisalle/{numéro de la salle}/flux');
    expect(html).toContain("Le propriétaire de la salle l'enregistre depuis sa console de gestion");
    // French typography: a no-break space before the colon, none added inside code.
    expect(html).toContain('Par défaut\u00a0:');
    expect(html).toContain('return base === &#39;v2&#39;\u00a0? identifiantDeConnexionDuJoueur\u00a0: null;');
  });

  it('moves the example partner page to /embed/exemple: the script, the element and its fallback link', async () => {
    const response = await app.request('/embed/exemple');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script src="/embed/multisalle-elements.js"></script>');
    expect(html).toMatch(/<multisalle-planning hall="padel-park">\s*<a href="\/multisalle\/padel-park">/);
    expect(html).not.toContain('100vh');
    expect((await app.request('/embed')).headers.get('location')).toBe('/embed/');
  });

  it('gives every code of each active hall (loader and plain tag, both scripts), not of the inactive one', async () => {
    const html = await (await app.request('http://localhost/embed/snippets.html')).text();
    expect(html).not.toMatch(/<script>|<style>/);
    expect(html).toContain('})(window, document, &#34;http://localhost/embed/multisalle-planning.js&#34;);');
    expect(html).toContain('})(window, document, &#34;http://localhost/embed/multisalle-elements.js&#34;);');
    expect(html).toContain(
      '&#60;script src=&#34;http://localhost/embed/multisalle-planning.js&#34; defer&#62;&#60;/script&#62;',
    );
    expect(html).toContain(
      '&#60;script src=&#34;http://localhost/embed/multisalle-elements.js&#34; defer&#62;&#60;/script&#62;',
    );
    expect(html).toContain('hall=&#34;padel-park&#34;');
    expect(html).toContain('hall=&#34;multisalle-chateauroux&#34;');
    expect(html).not.toContain('hall=&#34;multisalle-bourges&#34;');
    expect(html.match(/data-copier="code-padel-park-[a-z]+-[a-z]+"/g)).toHaveLength(5);
  });

  it("serves the pages' scripts and stylesheet, nothing else of the folder", async () => {
    const css = await app.request('/embed/pages/partenaires.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const copy = await built.request('/embed/pages/copier.js');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toContain('text/javascript');
    expect(await copy.text()).toContain('data-copier');
    expect((await app.request('/embed/pages/exemple.html')).status).toBe(404);
    expect((await app.request('/embed/pages/absent.css')).status).toBe(404);
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

  it("revalidates a script with its ETag (304) and sends the build's brotli copy by Accept-Encoding", async () => {
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

describe("/embed/configurateur and /embed/code (the partner's two codes)", () => {
  const code = async (query: string) => {
    const response = await app.request(`http://localhost/embed/code?${query}`);
    expect(response.status, query).toBe(200);
    return response.text();
  };
  const refusal = async (query: string, status = 422) => {
    const response = await app.request(`/embed/code?${query}`);
    expect(response.status, query).toBe(status);
    return ((await response.json()) as { detail: string }).detail;
  };
  const padelId = async () => {
    const list = (await (await app.request('/api/v2/multisalle')).json()) as {
      multisalleListe: { cle: string; sports: { idSport: number; libelleSport?: string }[] }[];
    };
    const id = list.multisalleListe.find((entry) => entry.cle === 'padel-park')?.sports[0]?.idSport;
    expect(id).toBeTypeOf('number');
    return id as number;
  };

  it('offers each active hall, « Tous les sports » first, both codes with their buttons and a live preview', async () => {
    const html = await (await app.request('/embed/configurateur')).text();
    expect(html).toContain('<label for="cfg-salle">Salle</label>');
    expect(html).toMatch(/<option value="padel-park" data-sports="[^"]*PADEL[^"]*">/);
    expect(html).toMatch(
      /<select id="cfg-sport" name="sport"[^>]*>\s*<option value="tous" selected>Tous les sports<\/option>/,
    );
    expect(html).not.toContain('value="multisalle-bourges"');
    expect(html).toContain('<multisalle-planning id="cfg-apercu" hall=');
    expect(html).toContain('<textarea id="cfg-code-chargeur"');
    expect(html).toContain('<textarea id="cfg-code-simple"');
    expect(html).toContain('data-copier="cfg-code-chargeur">Copier le code avec chargeur</button>');
    expect(html).toContain('<script src="/embed/pages/configurateur.js"></script>');
    expect(html).not.toMatch(/<script>|<style>/);
  });

  it('writes the loader code: the comment for the webmaster, the queue, the element with its fallback link', async () => {
    const snippet = await code('salle=padel-park');
    expect(snippet.startsWith('<!-- Planning Multisalle de ')).toBe(true);
    expect(snippet).toContain("collez ce code à l'endroit où le planning doit apparaître.");
    expect(snippet).toContain(
      'w.Multisalle = w.Multisalle || function () { (w.Multisalle.q = w.Multisalle.q || []).push(arguments); };',
    );
    expect(snippet).toContain('})(window, document, "http://localhost/embed/multisalle-planning.js");');
    expect(snippet).toContain(
      '// Si votre site connecte lui-même ses joueurs, voir la documentation\u00a0: http://localhost/embed/#connexion',
    );
    expect(
      snippet.endsWith(`<multisalle-planning hall="padel-park">
  <a href="http://localhost/multisalle/padel-park">Voir les créneaux et réserver sur Multisalle</a>
</multisalle-planning>`),
    ).toBe(true);
    // The element's room kept until the script defines it, through a constructed stylesheet (CSSOM, which a
    // CSP's style-src does not govern), taken back if the script fails; no style element, no style attribute.
    expect(snippet).toContain(
      "c.replaceSync('multisalle-planning:not(:defined){display:block;min-height:var(--multisalle-planning-min-height,100vh)}');",
    );
    expect(snippet).toContain('s.onerror = function () {');
    expect(snippet).not.toMatch(/<style|style=/);
    expect(await code('salle=padel-park&forme=chargeur')).toBe(snippet);
  });

  it('writes the plain code for a strict CSP: one script tag with defer, nothing inline', async () => {
    const snippet = await code('salle=padel-park&forme=simple&script=elements');
    expect(snippet).toContain('<script src="http://localhost/embed/multisalle-elements.js" defer></script>');
    expect(snippet).not.toMatch(/<script>|<style|style=|100vh/);
    expect(snippet).toContain('Si votre site connecte lui-même ses joueurs, voir la documentation');
    expect(snippet).toContain('<a href="http://localhost/multisalle/padel-park">');
  });

  it('writes the frame code for a page without scripts: the framed planning with its sport and colours, the optional resizer', async () => {
    const snippet = await code('salle=padel-park&forme=cadre&sport=padel&principale=%23114477&arrondi=6');
    expect(snippet).toContain("pour une page qui n'accepte pas de script\u00a0: collez ce cadre.");
    expect(snippet).toContain(
      '<iframe src="http://localhost/embed/cadre/padel-park?sport=padel&#38;principale=%23114477" title="Planning de PADEL PARK\u00a0: créneaux et réservation sur Multisalle" loading="lazy" style="display:block;width:100%;height:760px;border:0"></iframe>',
    );
    expect(snippet.endsWith('<script src="http://localhost/embed/cadre-hauteur.js" async></script>')).toBe(
      true,
    );
    expect(snippet).not.toMatch(/<script>/);
  });

  it('names the sport by its readable key, whether asked by id or key; tous or nothing leaves the choice', async () => {
    const id = await padelId();
    expect(await code(`salle=padel-park&sport=${id}`)).toContain(
      '<multisalle-planning hall="padel-park" sport="padel">',
    );
    expect(await code('salle=padel-park&sport=padel')).toContain(
      '<multisalle-planning hall="padel-park" sport="padel">',
    );
    expect(await code('salle=multisalle-chateauroux&sport=PING%20PONG')).toContain('sport="ping-pong"');
    expect(await code('salle=padel-park&sport=tous')).toContain('<multisalle-planning hall="padel-park">');
    expect(await code('salle=padel-park&sport=Tous')).toContain('<multisalle-planning hall="padel-park">');
    expect(await code('salle=padel-park&sport=')).toContain('<multisalle-planning hall="padel-park">');
  });

  it('writes the colours, the font and the radius as attributes, only those that differ from the defaults', async () => {
    for (const forme of ['chargeur', 'simple']) {
      const snippet = await code(
        `salle=padel-park&forme=${forme}&principale=%230055A4&panier=%231e7b34&texte=%23222222&fond=%23f7f7f2&police=serif&arrondi=10`,
      );
      expect(snippet).toContain(
        `<multisalle-planning hall="padel-park" color-primary="#0055a4" color-text="#222222" color-surface="#f7f7f2" font-family="Georgia, 'Times New Roman', serif" radius="10">`,
      );
      expect(snippet).not.toContain('color-in-cart');
    }
    expect(await code('salle=padel-park&arrondi=0')).toContain('radius="0"');
    expect(await code('salle=padel-park&arrondi=6&police=systeme')).toContain(
      '<multisalle-planning hall="padel-park">',
    );
  });

  it('keeps a hostile hall name inert: no comment closed, no markup', async () => {
    await testDb.db
      .update(halls)
      .set({ name: 'Salle --> <script>alert(1)</script> --!> <!-- "x"' })
      .where(eq(halls.key, 'multisalle-ajaccio'));
    try {
      const snippet = await code('salle=multisalle-ajaccio');
      const comment = snippet.slice(0, snippet.indexOf('-->') + 3);
      expect(comment.startsWith('<!-- Planning Multisalle de Salle ')).toBe(true);
      expect(comment).toContain('collez ce code');
      expect(snippet.match(/-->/g)).toHaveLength(1);
      expect(snippet.match(/<!--/g)).toHaveLength(1);
      const page = await (await app.request('/embed/')).text();
      expect(page).not.toContain('<script>alert(1)');
      expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      const codes = await (await app.request('/embed/snippets.html')).text();
      expect(codes).not.toContain('<script>alert(1)');
      const configurator = await (await app.request('/embed/configurateur')).text();
      expect(configurator).not.toContain('<script>alert(1)');
    } finally {
      await testDb.db
        .update(halls)
        .set({ name: 'MULTISALLE AJACCIO' })
        .where(eq(halls.key, 'multisalle-ajaccio'));
    }
  });

  it('refuses bad choices in French: a colour, a radius, a form, an unknown hall or sport', async () => {
    expect(await refusal('salle=padel-park&principale=rouge')).toBe(
      "Une couleur s'écrit #rrggbb (par exemple #c8102e).",
    );
    expect(await refusal('salle=padel-park&arrondi=25')).toBe(
      "L'arrondi est un nombre de pixels entre 0 et 24.",
    );
    expect(await refusal('salle=padel-park&forme=inline')).toBe('La forme est chargeur, simple ou cadre.');
    expect(await refusal('salle=padel-park&sport=%22%3E%3Cscript%3E')).toBe(
      "Le sport est la clé d'un sport (par exemple padel), son numéro, ou tous.",
    );
    expect(await refusal('salle=%22%3E%3Cscript%3E')).toBe(
      "La salle est la clé d'une salle (lettres, chiffres et tirets).",
    );
    expect(await refusal('salle=salle-inconnue', 404)).toBe('Cette salle est introuvable.');
    expect(await refusal('salle=multisalle-bourges', 404)).toBe('Cette salle est introuvable.');
    expect(await refusal('salle=padel-park&sport=999999')).toMatch(/^La salle .+ ne propose pas ce sport\.$/);
    expect(await refusal('salle=padel-park&sport=curling')).toMatch(/ne propose pas ce sport\.$/);
  });
});

describe('/embed/cadre/{cle} (the framed planning, for pages without scripts)', () => {
  it('lets any page frame it, with our scripts only: the planning with its sport and colours, links opening in a new tab', async () => {
    const response = await app.request(
      'http://localhost/embed/cadre/padel-park?sport=padel&principale=%23114477',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<base target="_blank">');
    expect(html).toContain('<multisalle-planning hall="padel-park" sport="padel" color-primary="#114477">');
    expect(html).toContain(
      '<a href="http://localhost/multisalle/padel-park">Voir les créneaux et réserver sur Multisalle</a>',
    );
    expect(html).toContain('<script src="/embed/multisalle-planning.js" defer></script>');
    expect(html).toContain('<script src="/embed/pages/cadre.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    // The rest of the site still refuses to be framed.
    expect((await app.request('/embed/configurateur')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('says in French, inside the frame, what it cannot show: an unknown or closed hall, a sport or a colour it does not know', async () => {
    const unknown = await app.request('/embed/cadre/salle-absente');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(await unknown.text()).toContain('Cette salle est introuvable.');
    expect((await app.request('/embed/cadre/multisalle-bourges')).status).toBe(404);
    const sport = await app.request('/embed/cadre/padel-park?sport=curling');
    expect(sport.status).toBe(422);
    expect(await sport.text()).toContain('ne propose pas ce sport.');
    const colour = await app.request('/embed/cadre/padel-park?principale=bleu');
    expect(colour.status).toBe(422);
    // The page escapes the apostrophe as it escapes every quote.
    expect(await colour.text()).toContain('Une couleur s&#39;écrit #rrggbb (par exemple #c8102e).');
  });

  it("serves the frame's height script and the partner page's resizer, which heeds only our origin", async () => {
    const frame = await built.request('/embed/pages/cadre.js');
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('multisalle:cadre-hauteur');
    const resizer = await built.request('/embed/cadre-hauteur.js');
    expect(resizer.status).toBe(200);
    expect(resizer.headers.get('content-type')).toContain('text/javascript');
    expect(await resizer.text()).toContain('multisalle:cadre-hauteur');
  });
});

describe("/app/… (the mobile app's single flows)", () => {
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
    // The handshake is built from TypeScript with the bundles (build-embed.ts), so it is served from the build.
    const dir = mkdtempSync(join(tmpdir(), 'embed-'));
    writeFileSync(join(dir, 'multisalle-app-host.js'), 'window.MultisalleHost');
    const embed = new Hono();
    mountEmbed(embed, testDb.db, { build: dir, pages: embedPagesDir });
    const host = await embed.request('/embed/pages/app-host.js');
    expect(host.headers.get('content-type')).toContain('text/javascript');
    expect(await host.text()).toBe('window.MultisalleHost');
    for (const file of ['app-planning.js', 'app-panier.js', 'app-conventions.js', 'app-invitation.js']) {
      expect((await built.request(`/embed/pages/${file}`)).status, file).toBe(200);
    }
  });

  it("sends the first pages' old addresses to the new ones, query kept", async () => {
    const invitation = await app.request('/embed/app-invitation.html?reservation=abc&invitation=def');
    expect(invitation.status).toBe(301);
    expect(invitation.headers.get('location')).toBe('/app/invitation?reservation=abc&invitation=def');
    const payment = await app.request('/embed/app-moyen-de-paiement.html');
    expect(payment.headers.get('location')).toBe('/app/moyen-de-paiement');
  });
});
