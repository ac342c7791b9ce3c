import { listenAsTheApp, test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page } from './clock';
import { holdSlot, readyPlayer } from './payment-card';

/**
 * The five /app/ pages at 200 % text (WCAG 1.4.4) on a phone's width (320 and 390 px, WCAG 1.4.10), light
 * and dark: nothing wider than the screen, no text cut by a box that hides its overflow, and axe's contrast
 * in dark mode. The pages size their text in rem (the shell gives the elements `--multisalle-font-size:
 * 1rem`), so doubling the root's font size is the phone's own setting (Android's text zoom, iOS's Dynamic
 * Type). Screenshots of each case land in the test's output.
 */

/** The phone widths the issue names: the narrowest phone and the most common one. */
const widths = [320, 390] as const;

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

/** Checks and photographs the page at both widths, light then dark (axe in dark). */
async function checkEveryWay(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await doubleText(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => overflows(page), { message: `${name} at ${width} px, ${scheme}` }).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`), fullPage: true });
    }
    if (scheme === 'dark') await expectNoA11yViolations(page);
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
    await checkEveryWay(page, 'moyen-de-paiement-carte', testInfo);
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
  });
});
