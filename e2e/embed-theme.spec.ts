import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';

/**
 * The dark-theme example page (`/embed/theme-sombre.html`): the documented custom properties and the
 * `::part()` names restyle the planning element from the partner's stylesheet, and the result keeps its
 * contrast and labels (axe, WCAG 2.1 A and AA).
 */
test('a partner’s dark theme restyles the planning through custom properties and parts, axe clean', async ({
  page,
  isMobile,
}) => {
  await page.goto('/embed/theme-sombre.html');
  const planning = page.locator('multisalle-planning');
  const slot = planning.getByRole('button', { name: /, disponible$/ }).first();
  await expect(slot).toBeVisible({ timeout: 20_000 });

  // Custom properties: the element's font, and its tiles' surface.
  await expect(planning.locator('.ms-planning')).toHaveCSS('font-family', /Trebuchet MS/);
  await expect(planning.locator('.ms-planning')).toHaveCSS('color', 'rgb(232, 236, 244)');
  // Parts: the panel's background, and in the week calendar its title.
  await expect(planning.locator('.ms-planning')).toHaveCSS('background-color', 'rgb(22, 28, 40)');
  if (!isMobile) {
    await expect(planning.getByRole('heading', { level: 3 })).toHaveCSS('color', 'rgb(255, 209, 102)');
    await expect(planning.locator('.ms-slot-group').first()).toHaveCSS('background-color', 'rgb(27, 34, 48)');
    await expect(slot).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  }
  await expectNoA11yViolations(page);
});
