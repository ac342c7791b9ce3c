import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';

/**
 * The dark-theme example page (`/embed/theme-sombre.html`): the documented custom properties and the
 * `::part()` names restyle the planning element from the partner's stylesheet, and the result keeps its
 * contrast and labels (axe, WCAG 2.1 A and AA).
 */
test("a partner's dark theme restyles the planning through custom properties and parts, axe clean", async ({
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

  // A visitor's pick: the « Connexion requise » dialog on the theme's surface, its × in the theme's text
  // colour (a button's own default is black, unreadable there).
  await slot.click();
  const dialog = planning.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toHaveCSS('background-color', 'rgb(27, 34, 48)');
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCSS('color', 'rgb(232, 236, 244)');
  await expectNoA11yViolations(page);
});

test('a theme attribute CSS refuses (color-primary="bleu") is ignored with a console warning: the free slots keep their colour', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The partner example, as a webmaster would mistype it: a word for the colour, a radius with its unit.
  await page.route(`${baseURL}/embed/exemple-faute`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Faute de frappe</title></head><body><main><h1>Réserver</h1>
<script src="/embed/multisalle-planning.js"></script>
<multisalle-planning hall="padel-park" sport="3" color-primary="bleu" radius="huit" color-text="#123456"></multisalle-planning></main></body></html>`,
    }),
  );
  await page.goto('/embed/exemple-faute');
  const slot = page
    .locator('multisalle-planning')
    .getByRole('button', { name: /, disponible$/ })
    .first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  // The element's own red, not white on nothing; the valid attribute still applies.
  if (!isMobile) await expect(slot).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  expect(
    await page
      .locator('multisalle-planning')
      .evaluate((host) => host.style.getPropertyValue('--multisalle-color-primary')),
  ).toBe('');
  expect(
    await page
      .locator('multisalle-planning')
      .evaluate((host) => host.style.getPropertyValue('--multisalle-color-text')),
  ).toBe('#123456');
  await expect
    .poll(() => warnings)
    .toContain(
      'Multisalle\u00a0: color-primary="bleu" sur <multisalle-planning> n\'est pas une valeur CSS valide\u00a0; la valeur par défaut (#c8102e) est utilisée.',
    );
  expect(warnings).toContain(
    'Multisalle\u00a0: radius="huit" sur <multisalle-planning> n\'est pas une valeur CSS valide\u00a0; la valeur par défaut (6px) est utilisée.',
  );
});
