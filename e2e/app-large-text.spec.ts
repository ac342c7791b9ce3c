import { listenAsTheApp, test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page } from './clock';
import { cardFrameSelector, holdSlot, readyPlayer } from './payment-card';

/**
 * The five /app/ pages at 200 % text (WCAG 1.4.4) on a phone's width (320 and 390 px, WCAG 1.4.10), light
 * and dark: nothing wider than the screen, no text cut by a box that hides its overflow, and axe's contrast
 * in dark mode, where every panel is dark itself (its boxes, dialogs and the card's frame; no light card around
 * it), while a partner page that sets no theme stays light in a dark browser. The pages size their text in rem (the shell gives the elements `--multisalle-font-size:
 * 1rem`), so doubling the root's font size is the phone's own setting (Android's text zoom, iOS's Dynamic
 * Type). Screenshots of each case land in the test's output.
 */

/** The phone widths the issue names: the narrowest phone and the most common one. */
const widths = [320, 390] as const;

/** Their screens: a small phone's 320 × 640, a common one's 390 × 844. */
const viewports = { 320: { width: 320, height: 640 }, 390: { width: 390, height: 844 } } as const;

/** Doubles the root's font size, as a phone's text setting at 200 % does. */
const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200% !important; }' });

/** What is wider than the screen or cut by its own box, described for the failure's message. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`document ${document.documentElement.scrollWidth} px wide > ${width} px`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].join('.')}` : ''
      } « ${(element.textContent ?? '').trim().slice(0, 30)} »`;
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const hasText =
          [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()) ||
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement;
        // A strip that scrolls sideways (the planning's days) may hold more than the screen: it scrolls.
        let scroller = false;
        for (let up: Node | null = element.parentNode; up; ) {
          if (up instanceof ShadowRoot) up = up.host;
          if (!(up instanceof Element)) break;
          if (
            ['auto', 'scroll'].includes(getComputedStyle(up).overflowX) &&
            up.scrollWidth > up.clientWidth + 1
          )
            scroller = true;
          up = up.parentNode;
        }
        if ((!scroller && box.right > width + 1) || box.left < -1)
          found.push(`${describe(element)}: ${Math.round(box.left)}–${Math.round(box.right)} px`);
        // Visually hidden texts (1 px boxes, for screen readers) are cut on purpose.
        if (!hasText || box.width <= 1 || box.height <= 1) continue;
        // Text wider than its box: cut where the box hides its overflow, else sticking out of it.
        if (style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1)
          found.push(`${describe(element)}: ${element.scrollWidth} > ${element.clientWidth} px`);
      }
    };
    visit(document);
    return found;
  });
}

/**
 * The boxes of the Multisalle elements (the hosts, and every node of their shadow roots) that paint a
 * background of the given kind: `light` (relative luminance above 0.4, what a white box or a light card
 * gives) or `dark` (below 0.1), each described for the failure's message. A background less than 60 %
 * opaque (a dialog's veil, a hover tint) counts as none.
 */
function paintedBoxes(page: Page, kind: 'light' | 'dark') {
  return page.evaluate((kind) => {
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      if (alpha < 0.6) return null;
      const linear = (channel: number) =>
        channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const found: string[] = [];
    const visit = (element: Element) => {
      const style = getComputedStyle(element);
      const shown = style.display !== 'none' && style.visibility !== 'hidden';
      const value = shown ? luminance(style.backgroundColor) : null;
      if (value !== null && (kind === 'light' ? value > 0.4 : value < 0.1))
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${style.backgroundColor}`,
        );
      for (const child of element.shadowRoot?.querySelectorAll('*') ?? []) visit(child);
    };
    for (const host of document.querySelectorAll('*')) {
      if (host.tagName.startsWith('MULTISALLE-')) visit(host);
    }
    return found;
  }, kind);
}

/**
 * What each Multisalle element's panel is drawn on: the first background painted at least 60 % opaque from
 * its shadow root's top element up through its host and the page, as `rgb(…)`.
 */
function panelBackdrops(page: Page) {
  return page.evaluate(() => {
    const backdrops: string[] = [];
    for (const host of document.querySelectorAll('*')) {
      const top = host.tagName.startsWith('MULTISALLE-') ? host.shadowRoot?.firstElementChild : null;
      if (!top) continue;
      let found = 'none';
      for (let at: Element | null = top; at; ) {
        const colour = getComputedStyle(at).backgroundColor;
        const alpha = Number(colour.match(/[\d.]+/g)?.[3] ?? 1);
        if (colour !== 'transparent' && alpha >= 0.6) {
          found = colour;
          break;
        }
        at = at.parentElement ?? (at.parentNode as ShadowRoot | null)?.host ?? null;
      }
      backdrops.push(found);
    }
    return backdrops;
  });
}

/** Checks and photographs the page at both widths, light then dark (axe in dark, the panel dark itself). */
async function checkEveryWay(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await doubleText(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of widths) {
      await page.setViewportSize(viewports[width]);
      await expect.poll(() => overflows(page), { message: `${name} at ${width} px, ${scheme}` }).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`), fullPage: true });
      // A dialog scrolls inside its box: its end (the checks, the buttons) photographed too.
      const box = page.locator('.ms-dialog__box');
      if ((await box.count()) > 0) {
        await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}-fin.png`) });
        await box.evaluate((element) => element.scrollTo(0, 0));
      }
    }
    if (scheme === 'dark') {
      // No white box and no light card: the panel's own boxes (lines, notices, dialogs) are dark.
      expect(await paintedBoxes(page, 'light'), `${name}: light boxes in dark mode`).toEqual([]);
      // The panel itself sits on the page's dark background, not on a card of its own.
      expect(await panelBackdrops(page), `${name}: what the panel is drawn on`).toEqual(['rgb(18, 20, 24)']);
      // axe's colour contrast (wcag2aa) included, inside the card's frame too.
      await expectNoA11yViolations(page);
    }
  }
}

async function bookedInvitation(request: APIRequestContext) {
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await holdSlot(request, organiser.token, 'multisalle-ajaccio', 21);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...organiser.headers, 'Idempotency-Key': `e2e-large-text-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const id =
    ((await validated.json()) as { reservations: { id_reservation: string }[] }).reservations[0]
      ?.id_reservation ?? '';
  const jeton = await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers });
  return { id, token: ((await jeton.json()) as { jetonInvitation: string }).jetonInvitation };
}

test.describe('the /app/ pages at 200 % text, 320 and 390 px, light and dark', () => {
  test('/app/invitation', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { id, token } = await bookedInvitation(request);
    const guest = await readyPlayer(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/invitation/${id}/${token}#token=${encodeURIComponent(guest.token)}`);
    await expect(page.locator('multisalle-invitation').getByRole('radio', { name: 'ACCEPTER' })).toBeVisible({
      timeout: 20_000,
    });
    await checkEveryWay(page, 'invitation', testInfo);
  });

  test('/app/moyen-de-paiement', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const player = await readyPlayer(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/moyen-de-paiement#token=${encodeURIComponent(player.token)}`);
    const element = page.locator('multisalle-payment-means');
    const add = element.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await checkEveryWay(page, 'moyen-de-paiement', testInfo);
    // The card form's dialog, its frame included.
    await page.emulateMedia({ colorScheme: 'light' });
    await add.click();
    await expect(element.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    const frame = page.locator(cardFrameSelector).contentFrame();
    await expect(frame.getByRole('button', { name: 'ENREGISTRER LA CARTE' })).toBeVisible({
      timeout: 20_000,
    });
    await checkEveryWay(page, 'moyen-de-paiement-carte', testInfo);
    // The card's frame is its own document: it follows the phone's dark setting itself, its text readable.
    const frameColours = () =>
      frame
        .locator('body')
        .evaluate((body) => [getComputedStyle(body).backgroundColor, getComputedStyle(body).color]);
    expect(await frameColours()).toEqual(['rgb(27, 34, 48)', 'rgb(232, 236, 244)']);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await frameColours()).toEqual(['rgb(255, 255, 255)', 'rgb(26, 26, 26)']);
  });

  test('/app/conventions/{cle}', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const player = await readyPlayer(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/conventions/padel-park#token=${encodeURIComponent(player.token)}`);
    await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 20_000 });
    await checkEveryWay(page, 'conventions', testInfo);
  });

  test('/app/planning/{cle}', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const player = await readyPlayer(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/planning/padel-park#token=${encodeURIComponent(player.token)}`);
    await expect(
      page
        .locator('multisalle-planning')
        .getByRole('button', { name: /, disponible$/ })
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    await checkEveryWay(page, 'planning', testInfo);
  });

  test('/app/panier', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const player = await readyPlayer(request);
    const { sportLabel } = await holdSlot(request, player.token, 'multisalle-ajaccio', 19);
    await listenAsTheApp(page, player.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/panier');
    await expect(page.locator('multisalle-cart').getByRole('heading', { name: sportLabel })).toBeVisible({
      timeout: 20_000,
    });
    await checkEveryWay(page, 'panier', testInfo);
    // The discount code's dialog: its field, its note, its buttons.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('multisalle-cart').getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
    const code = page.locator('multisalle-cart').getByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' });
    await expect(code).toBeVisible();
    await code.getByLabel('Saisir un code').fill('FAUX-CODE');
    await checkEveryWay(page, 'panier-code', testInfo);
  });
});

/** A partner's dark theme: the app pages' own dark colours, set on the elements. */
const darkColours = `--multisalle-color-primary: #d6153a; --multisalle-color-link: #ff8a9a;
  --multisalle-color-text: #e8ecf4; --multisalle-color-surface: #1b2230; --multisalle-color-muted: #3a4458;
  --multisalle-color-past: #1b2230; --multisalle-color-past-text: #aab4c6; --multisalle-color-focus: #e8ecf4;
  --multisalle-color-focus-inner: #121418;`;

/** A partner page with no theme and no `color-scheme`: the planning and the cart as the docs paste them. */
const partnerPage = `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Club de padel des Tilleuls : réserver</title>
  <style>body { margin: 0 auto; max-width: 60rem; padding: 1rem; background: #fff; color: #222; }</style>
</head>
<body>
  <main>
    <h1>Réserver</h1>
    <script src="/embed/multisalle-elements.js"></script>
    <multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>
    <multisalle-planning hall="padel-park"></multisalle-planning>
    <multisalle-payment-means></multisalle-payment-means>
  </main>
</body>
</html>`;

test('a partner page that sets no theme stays light in a dark browser, its dialogs included', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  const { sportLabel } = await holdSlot(request, player.token, 'multisalle-ajaccio', 23);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/partenaire/clair.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: partnerPage }),
  );
  await page.goto('/partenaire/clair.html');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await page.evaluate((token) => {
    const { Multisalle } = window as unknown as {
      Multisalle: { configure: (options: { getToken: (base: string) => string | null }) => void };
    };
    Multisalle.configure({ getToken: (base) => (base === 'v2' ? token : null) });
  }, player.token);
  const cart = page.locator('multisalle-cart');
  await expect(cart.getByRole('heading', { name: sportLabel })).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .locator('multisalle-planning')
      .getByRole('button', { name: /, disponible$/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  // Nothing dark inside the elements: the cart's lines and the planning's cards stay white, the text dark.
  expect(await paintedBoxes(page, 'dark')).toEqual([]);
  expect((await paintedBoxes(page, 'light')).length).toBeGreaterThan(0);
  const line = cart.getByRole('listitem').first();
  expect(
    await line.evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).color]),
  ).toEqual(['rgb(255, 255, 255)', 'rgb(26, 26, 26)']);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('partenaire-clair-390-dark.png'), fullPage: true });
  // A dialog too: the discounts' box is white.
  await cart.getByRole('button', { name: 'AJOUTER UNE RÉDUCTION' }).click();
  const dialog = cart.getByRole('dialog', { name: 'AJOUT RÉDUCTION' });
  await expect(dialog).toBeVisible();
  expect(await paintedBoxes(page, 'dark')).toEqual([]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('partenaire-clair-reduction-390-dark.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The card's frame in its dialog: light as the page, whatever the phone's setting.
  await page
    .locator('multisalle-payment-means')
    .getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })
    .click();
  const frame = page.locator(cardFrameSelector).contentFrame();
  await expect(frame.getByRole('button', { name: 'ENREGISTRER LA CARTE' })).toBeVisible({ timeout: 20_000 });
  // (The frame's own media query says dark, the phone's setting: the panel tells it its page's colours.)
  expect(
    await frame
      .locator('body')
      .evaluate((body) => [getComputedStyle(body).backgroundColor, getComputedStyle(body).color]),
  ).toEqual(['rgb(255, 255, 255)', 'rgb(26, 26, 26)']);
  expect(await paintedBoxes(page, 'dark')).toEqual([]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('partenaire-clair-carte-390-dark.png') });
});

test("a partner's dark theme on a light phone: the card's frame dark as its dialog", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const player = await readyPlayer(request);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  // A dark page that sets the panels' colours itself, always (no media query, no color-scheme).
  const darkPage = partnerPage
    .replace(
      '<style>body { margin: 0 auto; max-width: 60rem; padding: 1rem; background: #fff; color: #222; }</style>',
      `<style>body { margin: 0 auto; max-width: 60rem; padding: 1rem; background: #0f1420; color: #e8ecf4; }
    multisalle-payment-means, multisalle-cart, multisalle-planning { ${darkColours} }</style>`,
    )
    .replace('<multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>', '')
    .replace('<multisalle-planning hall="padel-park"></multisalle-planning>', '');
  await page.route('**/partenaire/sombre.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: darkPage }),
  );
  await page.goto('/partenaire/sombre.html');
  await page.evaluate((token) => {
    const { Multisalle } = window as unknown as {
      Multisalle: { configure: (options: { getToken: (base: string) => string | null }) => void };
    };
    Multisalle.configure({ getToken: (base) => (base === 'v2' ? token : null) });
  }, player.token);
  const add = page
    .locator('multisalle-payment-means')
    .getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
  await expect(add).toBeEnabled({ timeout: 20_000 });
  await add.click();
  const frame = page.locator(cardFrameSelector).contentFrame();
  await expect(frame.getByRole('button', { name: 'ENREGISTRER LA CARTE' })).toBeVisible({ timeout: 20_000 });
  expect(
    await frame
      .locator('body')
      .evaluate((body) => [getComputedStyle(body).backgroundColor, getComputedStyle(body).color]),
  ).toEqual(['rgb(27, 34, 48)', 'rgb(232, 236, 244)']);
  expect(await paintedBoxes(page, 'light')).toEqual([]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('partenaire-sombre-carte-390-light.png') });
});
