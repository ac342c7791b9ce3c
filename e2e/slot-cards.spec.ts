import { expect, type Locator, type Page, test } from './clock';

/**
 * Readable slot cards at every width, however many courts share a day: in the week calendar (768 px and
 * wider) and in the day list below, the time, the court and the price of every slot on screen are shown
 * whole (not cut by an ellipsis, not pushed out of their tile), and each slot button keeps its complete
 * French name for screen readers.
 *
 * Two and three courts are the seed's (padel-park's padel courts in the partner page's element;
 * Châteauroux's badminton courts, with the Tuesday class across court 1, on the site's hall page). Four and
 * eight courts: the partner page's real week with each slot copied onto more courts ("Terrain de padel 3"
 * to "8") on its way from the server, since no seed hall has that many courts of one sport; the layout
 * is the browser's alone.
 */

const desktopWidths = [768, 900, 1024, 1200, 1280, 1920];
const phoneWidths = [320, 360, 390];

interface Unreadable {
  slot: string;
  part: string;
  text: string;
  why: string;
}

/** Every time, court and price shown in the planning's slot tiles and cards, checked whole and inside its tile. */
async function unreadableParts(planning: Locator): Promise<{ problems: Unreadable[]; checked: number }> {
  return planning.evaluate((host) => {
    const root = host.shadowRoot ?? host;
    const problems: Unreadable[] = [];
    let checked = 0;
    const tiles = root.querySelectorAll<HTMLElement>('.ms-slot--tile, .ms-slot--card, .ms-slot-group');
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      const parts: [string, Element | null][] = [
        ['time', tile.querySelector('.ms-slot__time')],
        ['price', tile.querySelector('.ms-slot__price')],
      ];
      if (tile.matches('.ms-slot--tile')) {
        const court = [...tile.querySelectorAll('.ms-slot__full, .ms-slot__short')].find(
          (part) => getComputedStyle(part).display !== 'none',
        );
        parts.push(['court', court ?? null]);
      } else if (tile.matches('.ms-slot-group')) {
        for (const chip of tile.querySelectorAll('.ms-slot--chip')) parts.push(['court', chip]);
      } else {
        parts.push(['court', tile.querySelector('.ms-slot__time + span')]);
      }
      const name =
        tile.getAttribute('aria-label') ?? tile.querySelector('.ms-slot')?.getAttribute('aria-label') ?? '';
      for (const [part, element] of parts) {
        checked += 1;
        if (!(element instanceof HTMLElement)) {
          problems.push({ slot: name, part, text: '', why: 'missing' });
          continue;
        }
        const own = element.getBoundingClientRect();
        const text = element.textContent ?? '';
        // A tile's or a group's court, full or short, is in the slot's name at every width (WCAG 2.5.3,
        // label in name). A card's court line also holds the duration, which the name says apart.
        const ownName = element.closest('.ms-slot')?.getAttribute('aria-label') ?? name;
        if (part === 'court' && !tile.matches('.ms-slot--card') && !ownName.includes(text.trim()))
          problems.push({ slot: ownName, part, text, why: 'not in the name' });
        if (element.scrollWidth > element.clientWidth + 1)
          problems.push({ slot: name, part, text, why: 'cut' });
        else if (own.bottom > box.bottom + 1 || own.right > box.right + 1)
          problems.push({ slot: name, part, text, why: 'outside its tile' });
      }
    }
    return { problems, checked };
  });
}

/** The slot buttons' names are complete: day, time range, court, duration, price, status. */
async function expectCompleteNames(planning: Locator, court: RegExp) {
  const names = await planning.evaluate((host) =>
    [...(host.shadowRoot ?? host).querySelectorAll('.ms-slot')].map(
      (button) => button.getAttribute('aria-label') ?? '',
    ),
  );
  expect(names.length).toBeGreaterThan(0);
  const complete = new RegExp(
    `^de \\d+h\\d\\d à \\d+h\\d\\d, ${court.source}, [a-z]+ \\d+ [a-zéû]+, .*€.*, (disponible|réservé|Créneau ajouté au panier)$`,
  );
  for (const name of names) expect(name).toMatch(complete);
}

async function checkWidths(
  page: Page,
  planning: Locator,
  widths: number[],
  court: RegExp,
  courts: number,
  isElement = false,
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The site follows the window's width; the element its own (a page's margins take some of it).
    const own = isElement
      ? await planning.evaluate((element) => element.getBoundingClientRect().width)
      : width;
    const view = own >= 768 ? 'Planning des créneaux' : 'Créneaux par jour';
    await expect(planning.getByRole('region', { name: view })).toBeVisible();
    await planning.getByRole('region', { name: view }).scrollIntoViewIfNeeded();
    if (own < 768) {
      // Late in the evening the list's first day (today) holds one slot or none: the next day opens too.
      const next = planning.locator('.ms-day-list__heading button').nth(1);
      if ((await next.count()) > 0 && (await next.getAttribute('aria-expanded')) !== 'true') {
        await next.click();
        await expect(next).toHaveAttribute('aria-expanded', 'true');
      }
    }
    const { problems, checked } = await unreadableParts(planning);
    expect(checked, `${width} px, ${courts} courts: something to check`).toBeGreaterThan(5);
    expect(problems, `${width} px, ${courts} courts`).toEqual([]);
  }
  await expectCompleteNames(planning, court);
}

/** Copies each slot of the week onto `courts` padel courts on its way to the page. */
async function withCourts(page: Page, courts: number) {
  await page.route('**/api/v2/creneaux/multisalle/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { creneaux: Record<string, unknown>[] };
    const firstCourt = body.creneaux.filter((slot) => slot.sLibelleZone === 'Terrain de padel 1');
    const copies = firstCourt.flatMap((slot) =>
      Array.from({ length: courts - 2 }, (_, index) => ({
        ...slot,
        nIdCreneau: Number(slot.nIdCreneau) * 100 + index,
        nIdZone: 1000 + index,
        sLibelleZone: `Terrain de padel ${index + 3}`,
      })),
    );
    await route.fulfill({ response, json: { ...body, creneaux: [...body.creneaux, ...copies] } });
  });
}

test.describe('slot cards stay readable', () => {
  test.skip(({ isMobile }) => isMobile, 'one pass resizes the page through every width');
  test.setTimeout(120_000);

  for (const courts of [2, 4, 8]) {
    test(`the partner page's element with ${courts} padel courts, 320 to 1920 px`, async ({ page }) => {
      if (courts > 2) await withCourts(page, courts);
      await page.goto('/embed/exemple');
      const planning = page.locator('multisalle-planning');
      await expect(planning.locator('.ms-slot').first()).toBeVisible({ timeout: 20_000 });
      await expect(
        planning.getByRole('button', { name: `, Terrain de padel ${courts} (TP${courts}), ` }).first(),
      ).toBeAttached();
      await checkWidths(
        page,
        planning,
        [...desktopWidths, ...phoneWidths],
        /Terrain de padel (\d) \(TP\1\)/,
        courts,
        true,
      );
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test("the site's hall page with three badminton courts and the class across court 1", async ({ page }) => {
    await page.goto('/multisalle/multisalle-chateauroux');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('radio', { name: 'BADMINTON', exact: true }).click();
    const planning = page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
    await expect(planning.locator('.ms-slot').first()).toBeVisible({ timeout: 20_000 });
    await checkWidths(
      page,
      planning,
      [...desktopWidths, ...phoneWidths],
      /Court de badminton (\d) \(CB\1\)/,
      3,
    );
  });
});
