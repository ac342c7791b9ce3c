import { expect, type Locator, test } from './clock';
import { cmsPage, type PartnerSite, startPartnerSite } from './partner-site';

/**
 * No text of a slot is ever cut: « 7 places restantes » at the bottom of a class, a court's name, a price,
 * at 1280x800 and 390x844, at the usual text size and at 200 % text (WCAG 1.4.4: the element's
 * `--multisalle-font-size` at 32px, the page's `<html>` at 200 %). Châteauroux's
 * hall has the seed's class (badminton, « Niveau avancé », 8 places, Tuesday and Thursday 18:00) and the
 * FOOT5 places (10, Wednesday and Friday 19:00): both show a number of places left under their time, court
 * and price. Every slot on screen is measured against its own box: its content never overflows it
 * (scrollHeight and scrollWidth within clientHeight and clientWidth), and each line of text lies inside it.
 * The element chooses its layout by its own width: the week calendar at 1280, the list by day at 390.
 */

const hallKey = 'multisalle-chateauroux';

interface CutText {
  slot: string;
  text: string;
  why: string;
}

/**
 * Every slot tile, group, chip and card of the planning, measured in one pass (a box's sizes and its lines' places
 * are the same on screen or below it): what is cut, and how many places texts were seen.
 */
async function cutTexts(planning: Locator): Promise<{ cut: CutText[]; slots: number; places: number }> {
  return planning.evaluate((host) => {
    const root = host.shadowRoot ?? host;
    const cut: CutText[] = [];
    let slots = 0;
    let places = 0;
    const boxes = root.querySelectorAll<HTMLElement>('.ms-slot, .ms-slot-group');
    for (const box of boxes) {
      const outer = box.getBoundingClientRect();
      if (outer.width === 0) continue; // Hidden (a closed day); the rest is measured wherever it lies.
      slots += 1;
      const name = box.getAttribute('aria-label') ?? box.textContent ?? '';
      // One pixel for the rounding of fractional rows.
      if (box.scrollHeight > box.clientHeight + 1)
        cut.push({
          slot: name,
          text: box.textContent ?? '',
          why: `scrollHeight ${box.scrollHeight} > clientHeight ${box.clientHeight}`,
        });
      if (box.scrollWidth > box.clientWidth + 1)
        cut.push({
          slot: name,
          text: box.textContent ?? '',
          why: `scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}`,
        });
      // Each line of text (its own text nodes, not those of a nested chip) lies within the box's borders.
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || getComputedStyle(parent).display === 'none') continue;
        if (parent.closest('.ms-slot, .ms-slot-group') !== box && parent.closest('.ms-slot--chip')) continue;
        if (/places? restantes?/.test(text)) places += 1;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (
            line.top < outer.top - 1 ||
            line.bottom > outer.bottom + 1 ||
            line.left < outer.left - 1 ||
            line.right > outer.right + 1
          )
            cut.push({ slot: name, text, why: 'a line of text outside its slot' });
        }
        if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflow !== 'visible')
          cut.push({ slot: name, text, why: 'clipped sideways' });
      }
    }
    return { cut, slots, places };
  });
}

/** Opens the list's days (at 390 px the list shows its first day only). */
async function openEveryDay(planning: Locator) {
  const closed = planning.locator('.ms-day-list__toggle[aria-expanded="false"]');
  for (let count = await closed.count(); count > 0; count = await closed.count())
    await closed.first().click();
}

let partner: PartnerSite;
test.beforeAll(async () => {
  partner = await startPartnerSite();
});
test.afterAll(async () => {
  await partner.close();
});

for (const textSize of ['100 %', '200 %']) {
  for (const sport of ['badminton', 'foot5']) {
    test(`no slot text is cut: ${sport} at ${hallKey}, text at ${textSize}`, { tag: '@phone' }, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const ours = new URL(baseURL as string).origin;
      // The element's text follows --multisalle-font-size (16px by default), never the page's <html>: 200 %
      // text is 32px there (the page's own text doubled as well).
      const head =
        textSize === '200 %'
          ? '<style>html{font-size:200%}multisalle-planning{--multisalle-font-size:32px}</style>'
          : '';
      const pasted = `<script src="${ours}/embed/multisalle-planning.js"></script>
<multisalle-planning hall="${hallKey}" sport="${sport}"></multisalle-planning>`;
      await page.goto(
        partner.serve(`/cours-${sport}-${textSize.slice(0, 3)}.html`, cmsPage('Réserver', pasted, { head })),
      );
      const planning = page.locator('multisalle-planning');
      await expect(planning.locator('.ms-slot').first()).toBeVisible({ timeout: 20_000 });
      await openEveryDay(planning);
      const { cut, slots, places } = await cutTexts(planning);
      expect(slots, 'slots measured').toBeGreaterThan(0);
      expect(places, 'slots showing their places left').toBeGreaterThan(0);
      expect(cut).toEqual([]);
    });
  }
}

test("no slot text is cut in the configurator's preview: Châteauroux's badminton class, text at 100 and 200 %", {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(90_000);
  for (const textSize of ['100%', '200%']) {
    await page.goto('/embed/configurateur');
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
      document
        .querySelector<HTMLElement>('#cfg-apercu')
        ?.style.setProperty('--multisalle-font-size', size === '200%' ? '32px' : '16px');
    }, textSize);
    await page.getByRole('combobox', { name: 'Salle' }).selectOption({ value: hallKey });
    await page.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'BADMINTON' });
    const planning = page.locator('#cfg-apercu');
    await expect(planning).toHaveAttribute('hall', hallKey);
    await expect(planning.locator('.ms-slot').first()).toBeVisible({ timeout: 20_000 });
    await openEveryDay(planning);
    const { cut, slots, places } = await cutTexts(planning);
    expect(slots, `slots measured at ${textSize}`).toBeGreaterThan(0);
    expect(places, `places left shown at ${textSize}`).toBeGreaterThan(0);
    expect(cut, textSize).toEqual([]);
  }
});
