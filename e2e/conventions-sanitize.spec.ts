import { expect, test } from './clock';
import { acceptCookiesBeforeLoad } from './support';

// Spec 2 section 5: convention HTML is sanitised. Hostile contents reach the real site through the real
// login flow (spec 1 section 4, step 2: the general-public convention check), the API answer replaced by
// page.route; nothing in them may run, open a dialog or navigate.
const hostile = [
  '<p>Article 1</p><script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned=\'js-link\'" id="js-link">cliquez</a>',
  '<svg><script>window.__pwned = "svg-script"</script></svg>',
  '<svg onload="window.__pwned = \'svg-onload\'"></svg>',
  '<style>@import "javascript:window.__pwned=1"; body{background:url("javascript:alert(1)")}</style><p style="background:url(javascript:alert(1))">stylé</p>',
  '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
  '<a href="data:text/html,<script>alert(1)</script>" id="data-link">données</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<form action="javascript:window.__pwned=\'form\'"><button id="form-button">Envoyer</button></form>',
  '<base href="javascript:window.__pwned=\'base\'//"><a href="#ok" id="base-link">ancre</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=\'meta\'">',
  '<p>Lien sûr : <a href="https://example.fr/reglement">règlement</a></p>',
];

test('hostile convention contents run nothing in Chromium (spec 2 section 5)', async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const validated: string[] = [];
  await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) =>
    route.fulfill({
      json: [
        {
          id: 901,
          multisalle: '/api/v2/multisalle/1',
          titre: 'Règlement hostile',
          contenu: hostile.join('\n'),
          validations: [{ libelle: "J'ai lu le règlement" }],
        },
      ],
    }),
  );
  await page.route('**/api/v2/multisalle/1/convention/*/valider', (route) => {
    validated.push(route.request().url());
    return route.fulfill({ status: 204 });
  });

  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill('joueur@multisalle.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
  await page.getByRole('button', { name: 'VALIDER' }).click();

  const modal = page.getByRole('dialog', { name: 'Règlement hostile' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Article 1')).toBeVisible();
  const content = modal.locator('.ms-conventions__content');
  await expect(content.locator('script, style, iframe, svg, math, form, base, meta, img')).toHaveCount(0);
  await expect(content.locator('[onerror], [onload], [style], [srcdoc]')).toHaveCount(0);
  const safe = content.getByRole('link', { name: 'règlement' });
  await expect(safe).toHaveAttribute('target', '_blank');
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');

  // Clicking what used to be the hostile links and button does nothing either.
  const url = page.url();
  await content.getByText('cliquez').click();
  await content.getByText('données').click();
  await content.getByText('Envoyer').click();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The real flow goes on: tick, Valider, then the post-login redirect.
  await modal.getByRole('checkbox', { name: "J'ai lu le règlement" }).check();
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(modal).toBeHidden();
  expect(validated).toHaveLength(1);
  await expect(page).toHaveURL(/\/profile/);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
