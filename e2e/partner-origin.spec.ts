import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './clock';
import {
  cmsPage,
  cmsStyles,
  type PartnerSite,
  recordApiCalls,
  recordConsoleErrors,
  SIDEBAR_WIDTH_PX,
  startPartnerSite,
} from './partner-site';

/**
 * The code we give partners, pasted into pages of another origin (a town hall's own server, started here),
 * as a webmaster would: the configurator's output verbatim (`/embed/code`), every code `/embed/snippets.html`
 * offers for the hall, and the ways a page loads a script or makes an element. Each must show real slots,
 * call the API on our origin only, and say nothing in the console. On our own origin none of this shows:
 * a relative `/api/v2` works there.
 */

const hallKey = 'padel-park';

/** A code to paste, and where it came from. */
interface Variant {
  name: string;
  code: string;
  /** Whether it runs inline script (the loader): a strict CSP refuses it. */
  isInline: boolean;
}

const decodeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The codes /embed/snippets.html gives for one hall: every `<pre><code>` of the hall's section. */
async function snippetsPageCodes(request: APIRequestContext, hallName: string): Promise<Variant[]> {
  const html = await (await request.get('/embed/snippets.html')).text();
  const sections = html.split('<section').filter((section) => section.includes(`>${hallName}</h2>`));
  expect(sections, `a section for ${hallName} on /embed/snippets.html`).toHaveLength(1);
  const codes = [...(sections[0] ?? '').matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map(
    (match) => decodeHtml(match[1] ?? ''),
  );
  expect(codes.length).toBeGreaterThan(0);
  // The frame code has its own test below: the planning is inside its iframe, not on the page.
  return codes
    .filter((code) => !code.includes('<iframe'))
    .map((code, index) => ({
      name: `snippets.html n°${index + 1}`,
      code,
      isInline: /<script>/.test(code),
    }));
}

/** Every variant: the configurator's code, the snippets page's, and the loadings a page may choose. */
async function variants(request: APIRequestContext, ours: string): Promise<Variant[]> {
  const configurator = async (query: string) => {
    const response = await request.get(`/embed/code?${query}`);
    expect(response.status(), `/embed/code?${query}`).toBe(200);
    return response.text();
  };
  const planning = `${ours}/embed/multisalle-planning.js`;
  const elements = `${ours}/embed/multisalle-elements.js`;
  const element = `<multisalle-planning hall="${hallKey}" sport="3"></multisalle-planning>`;
  // The page's own script adds the element after the script defined it (a CMS block rendered late).
  const later = `<div id="plus-tard"></div>
<script src="${planning}"></script>
<script src="/partenaire-ajout.js"></script>`;
  return [
    {
      name: 'configurator, loader, sport',
      code: await configurator(`salle=${hallKey}&sport=3`),
      isInline: true,
    },
    {
      name: 'configurator, loader, all elements',
      code: await configurator(`salle=${hallKey}&sport=3&script=elements`),
      isInline: true,
    },
    ...(await snippetsPageCodes(request, 'PADEL PARK')),
    {
      name: 'plain tag, element after',
      code: `<script src="${planning}"></script>\n${element}`,
      isInline: false,
    },
    {
      name: 'element before the tag',
      code: `${element}\n<script src="${planning}"></script>`,
      isInline: false,
    },
    { name: 'defer', code: `<script defer src="${planning}"></script>\n${element}`, isInline: false },
    { name: 'async', code: `<script async src="${planning}"></script>\n${element}`, isInline: false },
    {
      name: 'attributes in another order, elements script',
      code: `<script src="${elements}"></script>\n<multisalle-planning sport="3" hall="${hallKey}"></multisalle-planning>`,
      isInline: false,
    },
    {
      name: 'the script twice',
      code: `<script src="${planning}"></script>\n<script src="${planning}"></script>\n${element}`,
      isInline: false,
    },
    {
      name: 'both scripts',
      code: `<script src="${elements}"></script>\n<script src="${planning}"></script>\n${element}`,
      isInline: false,
    },
    { name: 'element added later by the page', code: later, isInline: false },
  ];
}

/** The page's own script that adds a planning after load (served by the partner, allowed by its CSP). */
const addLater = `window.addEventListener('load', function () {
  var planning = document.createElement('multisalle-planning');
  planning.setAttribute('hall', '${hallKey}');
  planning.setAttribute('sport', '3');
  document.getElementById('plus-tard').append(planning);
});`;

/** A slot of the planning: its name starts with its time (slot-label.ts), whatever its status. */
const slotButtons = (page: Page) =>
  page
    .locator('multisalle-planning')
    .first()
    .getByRole('button', { name: /^de \d{1,2}h\d{2} à \d{1,2}h\d{2}, / });

async function expectWorking(page: Page, url: string, ours: string, label: string): Promise<void> {
  const calls = recordApiCalls(page);
  const errors = recordConsoleErrors(page);
  await page.goto(url);
  await expect(slotButtons(page).first(), `${label}: real slots`).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('multisalle-planning').first()).not.toContainText('introuvable');
  expect(calls.length, `${label}: the API was called`).toBeGreaterThan(0);
  const elsewhere = calls.map((call) => call.url()).filter((address) => !address.startsWith(`${ours}/api/`));
  expect(elsewhere, `${label}: every API call on our origin`).toEqual([]);
  expect(errors, `${label}: no console error`).toEqual([]);
}

let partner: PartnerSite;
test.beforeAll(async () => {
  partner = await startPartnerSite();
});
test.afterAll(async () => {
  await partner.close();
});

test('a plain town-hall page: every code we give shows real slots, asking our origin only', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ours = new URL(baseURL as string).origin;
  for (const [index, variant] of (await variants(request, ours)).entries()) {
    partner.serve('/partenaire-ajout.js', {
      html: addLater,
      headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
    });
    const url = partner.serve(
      `/simple-${index}.html`,
      cmsPage('Réserver un créneau', variant.code, { head: `<style>${cmsStyles}</style>` }),
    );
    await expectWorking(page, url, ours, variant.name);
  }
});

test('a page with a strict CSP: the codes without inline script work, the loader leaves a useful link', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ours = new URL(baseURL as string).origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${ours}`,
    `connect-src 'self' ${ours}`,
    `img-src 'self' ${ours} data:`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  partner.serve('/theme.css', { html: cmsStyles, headers: { 'Content-Type': 'text/css; charset=utf-8' } });
  partner.serve('/partenaire-ajout.js', {
    html: addLater,
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
  const all = await variants(request, ours);
  for (const [index, variant] of all.filter((candidate) => !candidate.isInline).entries()) {
    const url = partner.serve(`/csp-${index}.html`, {
      html: cmsPage('Réserver un créneau', variant.code, {
        head: '<link rel="stylesheet" href="/theme.css">',
      }),
      headers: { 'Content-Security-Policy': csp },
    });
    await expectWorking(page, url, ours, `CSP, ${variant.name}`);
  }
});

test(`a ${SIDEBAR_WIDTH_PX} px sidebar: the day list, nothing wider than the column`, async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const ours = new URL(baseURL as string).origin;
  const [configurator] = await variants(request, ours);
  const url = partner.serve(
    '/colonne.html',
    cmsPage('Actualités', configurator?.code ?? '', { head: `<style>${cmsStyles}</style>`, sidebar: true }),
  );
  await expectWorking(page, url, ours, 'sidebar');
  const planning = page.locator('multisalle-planning');
  // Its own width decides, not the window's: a wide screen still gets the list in a narrow column.
  await expect(planning.locator('[part~="day-list"]')).toBeVisible();
  await expect(planning.locator('[part~="week"]')).toHaveCount(0);
  const widths = await planning.evaluate((element) => {
    const root = element.shadowRoot as ShadowRoot;
    const column = element.parentElement?.getBoundingClientRect() as DOMRect;
    // What scrolls sideways inside a scroller of its own (the strip of coming days) is not wider than the
    // column: the scroller is, and it is checked like the rest.
    const isInScroller = (node: Element) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const overflowing = [...root.querySelectorAll('*')].filter((node) => {
      const box = node.getBoundingClientRect();
      const isOutside = box.left < column.left - 0.5 || box.right > column.right + 0.5;
      return box.width > 0 && isOutside && !isInScroller(node);
    });
    return {
      column: column.width,
      element: element.getBoundingClientRect().width,
      overflowing: overflowing.length,
    };
  });
  if (!isMobile) expect(widths.column).toBe(SIDEBAR_WIDTH_PX);
  expect(widths.element).toBeLessThanOrEqual(widths.column);
  expect(widths.overflowing).toBe(0);
});

test("api-base and Multisalle(configure, { apiBase }) take over from the script's origin before the first call", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const ours = new URL(baseURL as string);
  // The same server under another name: calls there prove the override, calls to the script's own name
  // would prove it came too late.
  const other = `http://localhost:${ours.port}`;
  const script = `${ours.origin}/embed/multisalle-planning.js`;
  const pages = {
    attribute: `<script src="${script}"></script>
<multisalle-planning sport="padel" hall="${hallKey}" api-base="${other}/api/v2"></multisalle-planning>`,
    configure: `<script>
  (function (w, d, src) {
    w.Multisalle = w.Multisalle || function () { (w.Multisalle.q = w.Multisalle.q || []).push(arguments); };
    var s = d.createElement('script'); s.async = true; s.src = src; d.head.appendChild(s);
  })(window, document, ${JSON.stringify(script)});
  Multisalle('configure', { apiBase: ${JSON.stringify(`${other}/api/v2`)} });
</script>
<multisalle-planning hall="${hallKey}" sport="3"></multisalle-planning>`,
  };
  for (const [name, code] of Object.entries(pages)) {
    const calls = recordApiCalls(page);
    await page.goto(partner.serve(`/surcharge-${name}.html`, cmsPage('Réserver', code)));
    await expect(slotButtons(page).first(), name).toBeVisible({ timeout: 20_000 });
    const addresses = calls.map((call) => new URL(call.url()).origin);
    expect(addresses.length, name).toBeGreaterThan(0);
    expect(new Set(addresses), name).toEqual(new Set([other]));
  }
});

test('a page that allows no script: the frame code shows real slots, fits its height, and books in a new tab', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const ours = new URL(baseURL as string).origin;
  const response = await request.get(`/embed/code?salle=${hallKey}&sport=3&forme=cadre`);
  expect(response.status()).toBe(200);
  const code = await response.text();
  const frameOf = (target: Page) => target.frameLocator('iframe[title^="Planning de PADEL PARK"]');

  // A CMS that strips every <script> at saving, on a page whose CSP allows none: the frame alone.
  const stripped = code.replace(/<script[\s\S]*?<\/script>/g, '');
  expect(stripped).toContain('<iframe');
  const errors = recordConsoleErrors(page);
  await page.goto(
    partner.serve('/sans-script.html', {
      html: cmsPage('Réserver un créneau', stripped, { head: `<style>${cmsStyles}</style>` }),
      headers: { 'Content-Security-Policy': `script-src 'none'; frame-src ${ours}` },
    }),
  );
  const slot = frameOf(page)
    .getByRole('button', { name: /, disponible$/ })
    .first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  // Without the resizer the frame keeps the code's own height.
  await expect(page.locator('iframe')).toHaveCSS('height', '760px');
  expect(errors).toEqual([]);
  await expectNoA11yViolations(page);

  // Picking a slot asks to sign in, inside the frame; signing in opens our site in a new tab, slot in hand.
  await slot.click();
  const dialog = frameOf(page).getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  const [signIn] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'CONNEXION' }).click(),
  ]);
  await signIn.waitForLoadState('domcontentloaded');
  const opened = new URL(signIn.url());
  expect(opened.origin).toBe(ours);
  expect(opened.pathname).toBe('/signin');
  expect(opened.searchParams.get('salle')).toBe(hallKey);
  expect(opened.searchParams.get('creneau')).toMatch(/^\d+$/);
  await signIn.close();
  expect(page.url()).toContain('/sans-script.html');

  // Where the resizer line is kept, the frame takes the planning's own height.
  await page.goto(
    partner.serve(
      '/avec-ajustement.html',
      cmsPage('Réserver un créneau', code, { head: `<style>${cmsStyles}</style>` }),
    ),
  );
  await expect(
    frameOf(page)
      .getByRole('button', { name: /, disponible$/ })
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  const inside = await frameOf(page)
    .locator('html')
    .evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  await expect
    .poll(async () =>
      page.locator('iframe').evaluate((frame) => Math.round(frame.getBoundingClientRect().height)),
    )
    .toBe(inside);
});

test('two elements of one hall on a page ask for the hall once', async ({ page, baseURL }) => {
  const ours = new URL(baseURL as string).origin;
  const detail: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/detail?sCle=')) detail.push(request.url());
  });
  await page.goto(
    partner.serve(
      '/deux-elements.html',
      cmsPage(
        'Réserver et jouer',
        `<script src="${ours}/embed/multisalle-elements.js"></script>
<multisalle-planning hall="${hallKey}" sport="3"></multisalle-planning>
<multisalle-open-games hall="${hallKey}"></multisalle-open-games>`,
      ),
    ),
  );
  await expect(slotButtons(page).first()).toBeVisible({ timeout: 20_000 });
  // The open games have rendered what their hall holds (they ask the hall first).
  await expect
    .poll(() => page.locator('multisalle-open-games').evaluate((host) => host.shadowRoot?.textContent ?? ''))
    .not.toBe('');
  expect(detail).toEqual([`${ours}/api/v2/multisalle/detail?sCle=${hallKey}`]);
});
