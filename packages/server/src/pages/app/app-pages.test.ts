// The mobile app's addresses: the spellings an app may use reach the page, an address that leads
// nowhere answers a bare French 404 that tells the app, and /app/ is the contract's documentation page.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ANDROID_INTERFACE,
  APP_CONTRACT_VERSION,
  appChannels,
  appContractPages,
  appErrorCodes,
  appMessages,
  cardRefusalCodes,
  IOS_MESSAGE_HANDLER,
  tokenWays,
  versionRules,
} from '@multisalle/core/app-contract';
import { serverCodeMessages } from '@multisalle/core/catalogue';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageScripts } from '../../../../elements/build-page-scripts.ts';
import { createApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { escapeHtml } from '../escape-html.ts';
import { mountEmbed } from '../partners/embed.ts';
import { appPages, darkPanelColours } from './app-pages.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

/** The status, Location and HTML of a GET. */
async function get(path: string) {
  const response = await app.request(path);
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** The message a 404 page posts to the app, read from its JSON data block. */
function toldBy(html: string): unknown {
  const block = html.match(/<script type="application\/json" id="multisalle-erreur">(.*?)<\/script>/s);
  return block?.[1] ? JSON.parse(block[1]) : undefined;
}

describe('/app/… address variants', () => {
  it('serves the planning at /app/planning?salle={cle}, query kept for its script', async () => {
    const page = await get('/app/planning?salle=padel-park&sport=padel');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<multisalle-planning></multisalle-planning>');
  });

  it('serves the conventions of a hall named by its id or its key', async () => {
    const [hall] = (await (await app.request('/api/v2/multisalle')).json()).multisalleListe as {
      idMultisalle: number;
    }[];
    for (const path of [`/app/conventions/${hall?.idMultisalle}`, '/app/conventions/padel-park']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<multisalle-conventions></multisalle-conventions>');
    }
  });

  it("redirects trailing slashes to the page's address, query kept, relative (right behind a proxy)", async () => {
    const cases: [string, string][] = [
      ['/app/panier/', '/app/panier'],
      ['/app/moyen-de-paiement//', '/app/moyen-de-paiement'],
      ['/app/conventions/padel-park/', '/app/conventions/padel-park'],
      ['/app/planning/padel-park/?ajout=panier', '/app/planning/padel-park?ajout=panier'],
      ['/app/invitation/abc/def/validation/', '/app/invitation/abc/def/validation'],
      ['/app', '/app/'],
    ];
    for (const [path, target] of cases) {
      const page = await get(path);
      expect(page.status, path).toBe(301);
      expect(page.location, path).toBe(target);
    }
  });
});

describe('/app/… addresses that lead nowhere: a bare French 404 that tells the app', () => {
  it('answers an unknown hall with salle-inconnue, for the planning and the conventions', async () => {
    const cases: [string, string][] = [
      ['/app/planning/pas-une-salle', 'planning'],
      ['/app/planning?salle=pas-une-salle', 'planning'],
      ['/app/planning', 'planning'],
      ['/app/conventions/999999', 'conventions'],
    ];
    for (const [path, page] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.html, path).toContain('<h1>Salle introuvable</h1>');
      expect(toldBy(answer.html), path).toEqual({
        type: 'multisalle:error',
        version: APP_CONTRACT_VERSION,
        page,
        code: 'salle-inconnue',
        message: 'Cette salle est introuvable.',
        retryable: false,
      });
    }
  });

  it('answers an unknown address with page-inconnue, naming the page when the address did', async () => {
    const unknown = await get('/app/inconnue');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<h1>Page introuvable</h1>');
    expect(toldBy(unknown.html)).toEqual({
      type: 'multisalle:error',
      version: APP_CONTRACT_VERSION,
      page: null,
      code: 'page-inconnue',
      message: 'Cette page est introuvable.',
      retryable: false,
    });
    expect(toldBy((await get('/app/panier/en-trop')).html)).toMatchObject({ page: 'panier' });
  });

  it("follows the phone's text size (iOS Dynamic Type too) and keeps its margins to 4vw of a 320 px screen", async () => {
    const { html } = await get('/app/panier');
    // WebKit alone knows the keyword: iOS's Dynamic Type sets the root's size, every size below is in rem.
    expect(html).toContain('@supports (font: -apple-system-body) { html { font: -apple-system-body; } }');
    // The page's margin: 1rem, at most 4vw (12.8 px at 320 px), so 200 % text keeps its room on a phone.
    expect(html).toContain('--app-marge: min(1rem, 4vw)');
    expect(html).not.toMatch(/font-size: \d+px/);
  });

  it('is bare: French, no site chrome, no cookie banner, no inline script, a data block that cannot be closed', async () => {
    const { html } = await get('/app/inconnue');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Revenez à l'écran précédent de l'application.");
    expect(html).toContain('<script src="/embed/pages/app-erreur.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toMatch(/<header|<footer|<nav|cookie|id="root"/i);
    const hostile = await get('/app/planning/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.status).toBe(404);
    expect(hostile.html).not.toContain('alert(1)</script>');
    // The page's script, built from TypeScript as `npm run build:embed` does.
    const dir = mkdtempSync(join(tmpdir(), 'app-pages-'));
    await buildPageScripts(join(dir, 'pages'));
    const embed = new Hono();
    mountEmbed(embed, testDb.db, { build: dir });
    const script = await embed.request('/embed/pages/app-erreur.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('ReactNativeWebView');
  });
});

describe("/app/: the app team's documentation, generated from the app contract", () => {
  it('lists every page with its addresses, every message both ways with its payload, and every code', async () => {
    const { status, html } = await get('/app/');
    expect(status).toBe(200);
    // The page is typeset (no-break spaces): compare on plain spaces.
    const text = html.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`Version du contrat : ${APP_CONTRACT_VERSION}.`);
    for (const page of appContractPages) {
      for (const address of page.addresses) expect(text).toContain(`<code>${address}</code>`);
      for (const field of page.query) expect(text).toContain(`<code>${field.name}</code>`);
    }
    for (const message of appMessages) {
      expect(text, message.type).toContain(
        `<h4 id="message-${message.type.slice(11)}"><code>${message.type}</code>`,
      );
      for (const field of message.fields) expect(text, message.type).toContain(`<code>${field.name}</code>`);
    }
    for (const way of tokenWays) expect(text).toContain(`id="jeton-${way.id}"`);
    for (const error of [...appErrorCodes, ...cardRefusalCodes])
      expect(text).toContain(`<dt><code>${error.code}</code></dt>`);
    for (const serverCode of Object.keys(serverCodeMessages))
      expect(text).toContain(`<dt><code>${serverCode}</code></dt>`);
  });

  it("shows every channel in the page's order, and a Swift and a Kotlin host that hear the messages and pass the token", async () => {
    const { html } = await get('/app/');
    const text = html.replace(/[\u00a0\u202f]/g, ' ');
    const positions = appChannels.map((channel) => text.indexOf(escapeHtml(channel.call)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const swift = text.slice(text.indexOf('id="canal-ios"'), text.indexOf('id="canal-android"'));
    const tokenScript = "window.postMessage({ type: 'multisalle:token', token: ";
    expect(swift).toContain(escapeHtml(`userContentController.add(self, name: "${IOS_MESSAGE_HANDLER}")`));
    expect(swift).toContain(escapeHtml(`webView.evaluateJavaScript("${tokenScript}`));
    const kotlin = text.slice(text.indexOf('id="canal-android"'));
    expect(kotlin).toContain(escapeHtml(`addJavascriptInterface(Channel(), "${ANDROID_INTERFACE}")`));
    expect(kotlin).toContain('@JavascriptInterface\n    fun postMessage(json: String)');
    expect(kotlin).toContain(escapeHtml(`webView.evaluateJavascript("${tokenScript}`));
  });

  it('links the JSON Schema and its versioned address, names the TypeScript types, and states the version rule', async () => {
    const text = (await get('/app/')).html.replace(/[\u00a0\u202f]/g, ' ');
    const schema = text.slice(text.indexOf('id="schema"'), text.indexOf('id="versions"'));
    expect(schema).toContain('<a href="/app/contrat.schema.json">');
    expect(schema).toContain(`<code>/app/contrat-v${APP_CONTRACT_VERSION}.schema.json</code>`);
    expect(schema).toContain(`<code>urn:multisalle:contrat-app:v${APP_CONTRACT_VERSION}</code>`);
    expect(schema).toContain('<code>PageMessage</code>');
    const versions = text.slice(text.indexOf('id="versions"'), text.indexOf('id="regles"'));
    expect(versionRules).toHaveLength(4);
    for (const rule of versionRules)
      expect(versions).toContain(escapeHtml(rule.replace(/\u00a0/g, ' ')).slice(0, 40));
    expect(text).toContain('<a href="#versions">Versions du contrat</a>');
  });

  it('lists every code a page sends where the app reads them, and how the pages send', async () => {
    const text = (await get('/app/')).html.replace(/[\u00a0\u202f]/g, ' ');
    const codes = text.slice(text.indexOf('id="codes"'), text.indexOf('id="codes-serveur"'));
    for (const sent of ['HTTP-{statut}', 'UNPAID', 'INVALID', 'ALIAS', 'formulaire-bloque'])
      expect(codes).toContain(`<dt><code>${sent}</code></dt>`);
    const ours = Object.keys(serverCodeMessages).filter((serverCode) => serverCode.startsWith('MULTISALLE-'));
    expect(ours).toHaveLength(6);
    for (const serverCode of ours) expect(codes).toContain(`<dt><code>${serverCode}</code></dt>`);
    const rules = text.slice(text.indexOf('id="regles"'), text.indexOf('id="codes"'));
    expect(rules).toContain(escapeHtml("à moins de 1,5 s d'intervalle"));
    expect(rules).toContain('Toutes les 500 ms');
    expect(rules).toContain('<code>HTTP-{statut}</code>');
    expect(rules).toContain(escapeHtml("n'est pas envoyée"));
    expect(text).toContain('<a href="#regles">Règles d\'envoi</a>');
  });

  it("sits in the partners' frame, French spacing, linked from every partners' page", async () => {
    const { html } = await get('/app/');
    expect(html).toContain('<a href="/app/" aria-current="page">Application mobile</a>');
    expect(html).toContain('Le bouton retour</h2>');
    expect(html).toMatch(/Version du contrat\s: /);
    expect(html).not.toMatch(/<script>/);
    expect((await get('/embed/')).html).toContain('<a href="/app/">Application mobile</a>');
  });
});

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('dark mode of the /app/ pages', () => {
  it('gives every panel its dark colours under prefers-color-scheme, no light card around it', async () => {
    for (const page of appPages) {
      const { html } = await get(page.paths[0]?.replace(/:[a-z]+/g, 'padel-park') ?? '');
      const dark = html.slice(html.indexOf('@media (prefers-color-scheme: dark)'));
      expect(dark, page.name).toContain(`${page.tag} { ${darkPanelColours} }`);
      expect(html, page.name).not.toContain('color-scheme: light;');
      expect(html, page.name).not.toMatch(/background: #fff;/);
    }
  });

  it('keeps 4.5:1 for text and 3:1 for outlines and the focus ring on the dark colours', () => {
    const colour = (name: string) => {
      const found = darkPanelColours.match(new RegExp(`--multisalle-color-${name}: (#[0-9a-f]{6});`));
      expect(found, name).not.toBeNull();
      return found?.[1] ?? '';
    };
    const page = '#121418';
    const [surface, past, text] = [colour('surface'), colour('past'), colour('text')];
    const texts: [string, string][] = [
      [text, surface],
      [text, page],
      [text, past],
      [colour('link'), surface],
      [colour('link'), page],
      [colour('past-text'), past],
      [colour('past-text'), page],
      ['#ffffff', colour('primary')],
      [colour('error'), colour('error-surface')],
      [colour('error'), surface],
      [text, colour('warning-surface')],
    ];
    for (const [fore, back] of texts)
      expect(contrast(fore, back), `${fore} on ${back}`).toBeGreaterThanOrEqual(4.5);
    const outlines: [string, string][] = [
      [colour('primary'), surface],
      [colour('primary'), page],
      [colour('focus'), surface],
      [colour('focus'), colour('focus-inner')],
      [colour('warning'), colour('warning-surface')],
    ];
    for (const [fore, back] of outlines)
      expect(contrast(fore, back), `${fore} on ${back}`).toBeGreaterThanOrEqual(3);
  });
});
