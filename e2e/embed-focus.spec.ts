import { join } from 'node:path';
import { createActiveAccount } from './accounts';
import { type APIRequestContext, expect, type Page, serverToday, type TestInfo, test } from './clock';
import { holdSlot, readyPlayer } from './payment-card';
import { acceptCookiesBeforeLoad, hallByKey, tabTo } from './support';

/**
 * The elements on a town hall's page with the keyboard alone (RGAA / WCAG 2.1 AA): every control
 * Tab reaches shows a focus ring with a tone of 3:1 or more against the colour behind the control (WCAG
 * 2.4.7 and 1.4.11), on the example partner page, its dark theme and a page with the configurator's
 * colours; the planning's week grid is one Tab stop, and « Passer le planning » jumps past it.
 *
 * `FOCUS_SHOTS=/some/dir` also saves screenshots of the rings there, for a person to look at.
 */

/** What the page says of the focused element, inside the shadow roots, and of the colours behind it. */
interface FocusReading {
  /** The custom element the focus is in, or null on the page itself. */
  host: string | null;
  name: string;
  isSlot: boolean;
  /** Inside the planning panel (the element may show a sport choice above it). */
  isInPanel: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
  /** The background colours of its ancestors, nearest first, down to the first opaque one. */
  backgrounds: string[];
}

/** Runs in the page: the focused element through shadow roots, its ring, and the backgrounds behind it. */
function readFocus(): FocusReading | null {
  let element = document.activeElement;
  let host: string | null = null;
  while (element?.shadowRoot?.activeElement) {
    host = element.localName;
    element = element.shadowRoot.activeElement;
  }
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const backgrounds: string[] = [];
  const parentOf = (node: Element) =>
    node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const colour = getComputedStyle(node).backgroundColor;
    const alpha = /rgba\(.*,\s*([\d.]+)\)/.exec(colour)?.[1];
    if (alpha !== undefined && Number(alpha) === 0) continue;
    backgrounds.push(colour);
    if (alpha === undefined) break;
  }
  return {
    host,
    name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    isSlot: element.classList.contains('ms-slot'),
    isInPanel: element.closest('.ms-planning') !== null,
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth),
    outlineColor: style.outlineColor,
    boxShadow: style.boxShadow,
    backgrounds,
  };
}

type Rgb = [number, number, number];

/** `rgb(…)` or `rgba(…)` as numbers; the first colour of a longer value (a box-shadow). */
function parseColour(text: string): { rgb: Rgb; alpha: number } {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text);
  if (!match) throw new Error(`Not a colour: ${text}`);
  return { rgb: [Number(match[1]), Number(match[2]), Number(match[3])], alpha: Number(match[4] ?? 1) };
}

/** The colour behind the control: its ancestors' backgrounds painted over white, farthest first. */
function behind(backgrounds: string[]): Rgb {
  let colour: Rgb = [255, 255, 255];
  for (const layer of [...backgrounds].reverse()) {
    const { rgb, alpha } = parseColour(layer);
    colour = colour.map((below, index) => (rgb[index] ?? 0) * alpha + below * (1 - alpha)) as Rgb;
  }
  return colour;
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance([red, green, blue]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Checks the focused control's ring: a solid outline of 2 px or more and a second tone as a box-shadow,
 * the two apart, and one of them at 3:1 or more against the colour behind the control. Returns the reading.
 */
async function expectVisibleRing(page: Page, where: string): Promise<FocusReading> {
  const reading = await page.evaluate(readFocus);
  expect(reading, `${where}: something has the focus`).not.toBeNull();
  const focus = reading as FocusReading;
  const label = `${where}, ${focus.host ?? 'page'}: « ${focus.name.slice(0, 60)} »`;
  expect(focus.outlineStyle, label).toBe('solid');
  expect(focus.outlineWidth, label).toBeGreaterThanOrEqual(2);
  expect(focus.boxShadow, label).not.toBe('none');
  const outer = parseColour(focus.outlineColor).rgb;
  const inner = parseColour(focus.boxShadow).rgb;
  const background = behind(focus.backgrounds);
  const best = Math.max(contrast(outer, background), contrast(inner, background));
  expect(best, `${label}: ring against rgb(${background.map(Math.round).join(', ')})`).toBeGreaterThanOrEqual(
    3,
  );
  expect(contrast(outer, inner), `${label}: the ring's two tones`).toBeGreaterThanOrEqual(3);
  return focus;
}

/** Presses Tab until the focused element, in a shadow root or not, is named `name` (at most `limit` times). */
async function tabToName(page: Page, name: string, limit: number): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await page.evaluate(readFocus))?.name === name) return;
    await page.keyboard.press('Tab');
  }
  expect((await page.evaluate(readFocus))?.name).toBe(name);
}

/** Saves a screenshot when `FOCUS_SHOTS` names a folder. */
async function shot(page: Page, name: string, testInfo: TestInfo) {
  const folder = process.env.FOCUS_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${testInfo.project.name}-${name}.png`) });
}

const planning = (page: Page) => page.locator('multisalle-planning');
const freeSlot = (page: Page) =>
  planning(page)
    .getByRole('button', { name: /, disponible$/ })
    .first();

/**
 * Tabs from the top of the page through the planning, checking each stop's ring; returns the stops inside
 * the planning (it leaves it by the last Tab).
 */
async function tabThroughPlanning(page: Page, where: string, testInfo: TestInfo): Promise<FocusReading[]> {
  const stops: FocusReading[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(readFocus);
    if (focus?.host === 'multisalle-planning') {
      stops.push(await expectVisibleRing(page, where));
      await shot(page, `${where.slice(4, 12)}-stop-${stops.length}`, testInfo);
    } else if (stops.length > 0) return stops;
  }
  throw new Error(`${where}: 30 Tabs did not go through the planning`);
}

/** A page on the server's origin holding the configurator's code for padel-park in blue and dark grey. */
async function openConfiguratorPage(page: Page, request: APIRequestContext) {
  const response = await request.get('/embed/code?salle=padel-park&principale=%230055a4&texte=%23222222');
  expect(response.status()).toBe(200);
  const snippet = await response.text();
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Mairie de Saint-Exemple : réserver</title>
<style>body{margin:0 auto;max-width:70rem;padding:1rem;font:16px/1.5 Georgia,serif;color:#222;background:#fafaf5}</style>
</head><body><main><h1>Réserver un terrain</h1>${snippet}<p><a href="/contact">Nous contacter</a></p></main></body></html>`;
  await page.route('**/partenaire/couleurs.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto('/partenaire/couleurs.html');
}

const pages = [
  { name: 'the example partner page', open: (page: Page) => page.goto('/embed/exemple') },
  { name: 'the dark theme', open: (page: Page) => page.goto('/embed/theme-sombre.html') },
  { name: "the configurator's colours", open: openConfiguratorPage },
] as const;

test.describe('at 1280 x 800', () => {
  test.skip(({ isMobile }) => isMobile, 'the week calendar and its Tab stops are the desktop layout');

  for (const { name, open } of pages) {
    test(`${name}: a handful of Tab stops through the planning, each with a ring one can see`, async ({
      page,
      request,
    }, testInfo) => {
      await open(page, request);
      await expect(freeSlot(page)).toBeVisible({ timeout: 20_000 });
      // The element's sport choice (a hall of several sports) comes first, then the panel.
      const stops = (await tabThroughPlanning(page, name, testInfo)).filter((stop) => stop.isInPanel);
      expect(stops[0]?.name).toBe('Passer le planning');
      expect(stops.some((stop) => stop.name.includes('Semaine suivante'))).toBe(true);
      // The week grid is one stop, a free slot: skip link, next week, a slot (previous week is disabled).
      const slots = stops.filter((stop) => stop.isSlot);
      expect(slots).toHaveLength(1);
      expect(slots[0]?.name).toMatch(/, disponible$/);
      expect(stops.length).toBeLessThanOrEqual(6);

      // The day names are in lower case, as French writes them (« jeu. 26 », not « Jeu. 26 »).
      const heads = await planning(page)
        .locator('.ms-week__head')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textTransform));
      expect(new Set(heads)).toEqual(new Set(['none']));

      // The sign-in dialog of a visitor's pick: CONNEXION, INSCRIPTION and the close button.
      await freeSlot(page).click();
      const dialog = planning(page).getByRole('dialog', { name: 'Connexion requise' });
      await expect(dialog).toContainText(/Créneau choisi\s:\s\S+ \d+ \S+, de \d+h\d\d à \d+h\d\d, /);
      // The dialog gave CONNEXION the focus on opening (after a click: no ring); Tab round to it again.
      await page.keyboard.press('Tab');
      await tabToName(page, 'CONNEXION', 4);
      await expectVisibleRing(page, `${name}, CONNEXION`);
      await shot(page, `${testInfo.title.slice(0, 12)}-connexion`, testInfo);
      for (const control of ['INSCRIPTION', 'Fermer']) {
        await page.keyboard.press('Tab');
        expect((await expectVisibleRing(page, `${name}, ${control}`)).name).toContain(
          control === 'Fermer' ? '' : control,
        );
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('« Passer le planning » takes the keyboard past the planning; Page Down changes week', async ({
    page,
  }, testInfo) => {
    await page.goto('/embed/exemple');
    await expect(freeSlot(page)).toBeVisible({ timeout: 20_000 });
    const skip = planning(page).getByRole('button', { name: 'Passer le planning' });
    await tabToName(page, 'Passer le planning', 10);
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleRing(page, 'the skip link');
    // In a place of its own: drawn over « ‹ Semaine précédente », both read as one smudge.
    const [skipBox, previousBox] = await Promise.all([
      skip.boundingBox(),
      planning(page)
        .getByRole('button', { name: /Semaine précédente/ })
        .boundingBox(),
    ]);
    expect(skipBox && previousBox && skipBox.y + skipBox.height <= previousBox.y).toBe(true);
    await page.keyboard.press('Enter');
    await expect(planning(page).getByText(/^Tarifs indiqués par créneau/)).toBeFocused();
    // The next Tab is the payment means element's button, after the planning.
    await page.keyboard.press('Tab');
    const add = page.locator('multisalle-payment-means').getByRole('button');
    await expect(add).toBeFocused();
    await expectVisibleRing(page, 'the payment means');

    // Back into the grid (Shift+Tab twice: the footnote is no Tab stop), then the next week with Page Down.
    await page.keyboard.press('Shift+Tab');
    const title = planning(page).getByRole('heading', { level: 3 });
    const firstWeek = await title.textContent();
    const slot = await page.evaluate(readFocus);
    expect(slot?.isSlot).toBe(true);
    await shot(page, 'slot-focused', testInfo);
    await page.keyboard.press('PageDown');
    await expect(title).not.toHaveText(firstWeek ?? '');
    const next = await expectVisibleRing(page, 'a slot of the next week');
    expect(next.isSlot || next.name.startsWith('Semaine du')).toBe(true);
    await page.keyboard.press('PageUp');
    await expect(title).toHaveText(firstWeek ?? '');
    await page.keyboard.press('End');
    expect((await page.evaluate(readFocus))?.isSlot).toBe(true);
  });

  test("the site's hall page: the planning's slots and the week buttons show the same ring", async ({
    page,
  }) => {
    await acceptCookiesBeforeLoad(page);
    await page.goto('/multisalle/padel-park');
    const calendar = page.getByRole('region', { name: 'Planning des créneaux' });
    await expect(calendar.getByRole('button', { name: /, disponible$/ }).first()).toBeVisible({
      timeout: 20_000,
    });
    await tabTo(page, page.locator('.ms-week__grid [tabindex="0"]'), 80);
    await expectVisibleRing(page, 'the site, a slot');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleRing(page, 'the site, a week button');
  });
});

test(
  'the sign-in dialog on a phone: CONNEXION shows its ring',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!testInfo.project.use.isMobile, 'the list by day of a phone');
    await page.goto('/embed/exemple');
    await expect(freeSlot(page)).toBeVisible({ timeout: 20_000 });
    await freeSlot(page).click();
    const dialog = planning(page).getByRole('dialog', { name: 'Connexion requise' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await tabToName(page, 'CONNEXION', 4);
    await expectVisibleRing(page, "the phone's sign-in dialog");
    await expect(dialog.getByText(/^Créneau choisi/)).toBeVisible();
    await shot(page, 'dialog', testInfo);
    // The list's day names are in lower case too.
    const day = await planning(page)
      .locator('.ms-day-list__toggle')
      .first()
      .evaluate((toggle) => ({
        transform: getComputedStyle(toggle).textTransform,
        text: toggle.textContent,
      }));
    expect(day.transform).toBe('none');
    expect(day.text).toMatch(/^[a-z]/);
  },
);

/** The sand hall, whose slots only the cart specs take: this one from the end of the week, after theirs. */
async function cartWithOneLine(request: APIRequestContext, projectIndex: number): Promise<string> {
  const account = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await login.json()) as { token: string };
  const hall = await hallByKey(request, 'multisalle-ajaccio');
  const sport = (hall.sports as { idSport: number }[])[0];
  const today = await serverToday(request);
  const week = await request.get(
    `/api/v2/creneaux/multisalle/${hall.idMultisalle}/debut/${today}/duree/7?activite=${sport?.idSport}`,
  );
  const { creneaux } = (await week.json()) as {
    creneaux: { nIdCreneau: number; nIdZone: number; dtDateHeureDebut: string; sStatut: string }[];
  };
  const free = creneaux.filter(
    (slot) => slot.sStatut === 'disponible' && slot.dtDateHeureDebut.slice(0, 10) > today,
  );
  const slot = free.at(-3 - projectIndex);
  if (!slot) throw new Error('No free slot at multisalle-ajaccio in the next days.');
  const added = await request.post('/api/v2/panier/ajout', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nIdSport: sport?.idSport, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
  });
  expect(added.status()).toBe(200);
  return token;
}

test('the cart element: every control Tab reaches shows a ring one can see', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await cartWithOneLine(request, testInfo.project.name === 'phone' ? 1 : 0);
  await page.addInitScript((v2Token) => window.localStorage.setItem('token', v2Token), token);
  await page.route('**/partenaire/panier-focus.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Mon panier</title>
<style>body{background:#fff0f8;color:#b3005e}</style></head><body><main><h1>Mon panier</h1>
<script src="/embed/multisalle-elements.js"></script><multisalle-cart hall-url="/salle"></multisalle-cart>
</main></body></html>`,
    }),
  );
  await page.goto('/partenaire/panier-focus.html');
  const cart = page.locator('multisalle-cart');
  await expect(cart.getByRole('button', { name: 'VALIDER' })).toBeVisible({ timeout: 20_000 });
  const names: string[] = [];
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(readFocus);
    if (focus?.host !== 'multisalle-cart') {
      if (names.length > 0) break;
      continue;
    }
    names.push((await expectVisibleRing(page, 'the cart')).name);
  }
  expect(names).toEqual(expect.arrayContaining(['AJOUTER DES CRÉNEAUX', 'VALIDER']));
});

/** Tabs through the controls of one element, checking each ring; the names reached, in order. */
async function tabThroughElement(page: Page, tag: string, where: string, limit = 12): Promise<string[]> {
  const names: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(readFocus);
    if (focus?.host !== tag) {
      if (names.length > 0) break;
      continue;
    }
    // A dialog keeps Tab inside: the loop then ends at `limit`, each control seen more than once.
    names.push((await expectVisibleRing(page, where)).name);
  }
  return names;
}

test('the conventions element: every control of its dialog shows a ring one can see', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  await page.goto(`/app/conventions#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // The checkbox (named by its label, read here as '') and the buttons; Valider waits for the box, disabled.
  const names = await tabThroughElement(page, 'multisalle-conventions', 'the conventions');
  expect(names).toEqual(expect.arrayContaining(['', 'ANNULER', 'Fermer']));
});

test('the invitation element: every control Tab reaches shows a ring one can see', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', "the organiser's booking needs a verified phone: one project");
  test.setTimeout(120_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await holdSlot(request, organiser.token, 'multisalle-ajaccio', 9);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...organiser.headers, 'Idempotency-Key': `e2e-focus-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const id =
    ((await validated.json()) as { reservations: { id_reservation: string }[] }).reservations[0]
      ?.id_reservation ?? '';
  const jeton = await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers });
  const token = ((await jeton.json()) as { jetonInvitation: string }).jetonInvitation;
  const guest = await readyPlayer(request);
  await page.goto(`/app/invitation/${id}/${token}#token=${encodeURIComponent(guest.token)}`);
  const element = page.locator('multisalle-invitation');
  await expect(element.getByRole('radio', { name: 'ACCEPTER' })).toBeVisible({ timeout: 20_000 });
  // The answers are one radio group: one Tab stop, where an arrow chooses; VALIDER MA RÉPONSE comes next.
  await tabToName(page, '', 20);
  await expectVisibleRing(page, "the invitation's answers");
  await page.keyboard.press('ArrowDown');
  await expectVisibleRing(page, "the invitation's answer chosen by the arrow");
  const names = await tabThroughElement(page, 'multisalle-invitation', 'the invitation');
  expect(names).toContain('VALIDER MA RÉPONSE');
});
