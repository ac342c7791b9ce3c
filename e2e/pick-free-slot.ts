// Picking a free slot signed out, as a visitor does, on any planning (our hall page's or a partner's
// element): the specs that follow a pick through sign-in share it.
import { expect, type Locator } from '@playwright/test';

/**
 * Picks the `choice`-th free slot `planning` shows (counted from the end on the phone, so the two projects
 * running at once on one server do not pick the same; on the phone the first days are opened first, late in
 * the evening the first may hold none) and clicks it. Answers the slot's id and its time range.
 *
 * @example const { slotId, range } = await pickFreeSlot(page.locator('multisalle-planning'), 2, isMobile);
 */
export async function pickFreeSlot(planning: Locator, choice: number, isMobile: boolean) {
  const available = planning.locator('button[data-status="available"]:visible');
  const emptyWeek = planning.getByText('Aucun créneau cette semaine');
  await expect(available.first().or(emptyWeek)).toBeVisible({ timeout: 20_000 });
  if (await emptyWeek.isVisible()) await planning.getByRole('button', { name: 'Semaine suivante' }).click();
  if (isMobile) {
    const toggles = planning.locator('.ms-day-list__heading button');
    const count = Math.min(await toggles.count(), 3);
    for (let index = 0; index < count; index += 1) {
      const toggle = toggles.nth(index);
      if ((await toggle.getAttribute('aria-expanded')) === 'true') continue;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
  }
  await expect(available.first()).toBeVisible();
  const count = await available.count();
  const index = Math.min(choice, count - 1);
  const nth = isMobile ? available.nth(count - 1 - index) : available.nth(index);
  const slotId = (await nth.getAttribute('data-slot-id')) ?? '';
  // The slot itself from now on: a live update (another test's booking) may change which one is nth.
  const slot = planning.locator(`button[data-slot-id="${slotId}"]:visible`);
  const name = (await slot.getAttribute('aria-label')) ?? (await slot.innerText());
  const range = /de \d{1,2}h\d{2} à \d{1,2}h\d{2}/.exec(name)?.[0] ?? '';
  expect(slotId).toMatch(/^\d+$/);
  expect(range).not.toBe('');
  await slot.click();
  return { slotId, range };
}
