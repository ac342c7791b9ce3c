import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './clock';
import { readyPlayer } from './payment-card';

/**
 * The loader snippet a partner copies (built by the server at /embed/code, offered by /embed/configurateur):
 * placed in `<head>`, at the end of `<body>` or twice, with calls made before the script arrives. The partner
 * pages are served by the test on the server's origin (page.route), as a partner's own server would.
 */

const hallKey = 'padel-park';

async function snippetFor(request: APIRequestContext, query: string): Promise<string> {
  const response = await request.get(`/embed/code?${query}`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The snippet cut where the element starts: the loader (and theme) above, the element below. */
function split(snippet: string): { loader: string; element: string } {
  const at = snippet.indexOf('<multisalle-planning');
  return { loader: snippet.slice(0, at), element: snippet.slice(at) };
}

function partnerPage(head: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Club partenaire : réserver</title>
  ${head}
</head>
<body>
  <main>
    <h1>Club partenaire</h1>
    ${body}
  </main>
</body>
</html>`;
}

async function serve(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/** Holds the script back: every call the page makes runs before it arrives. */
async function delayScript(page: Page, file: string): Promise<void> {
  await page.route(`**/embed/${file}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

const availableSlot = (page: Page, nth = 0) =>
  page
    .locator('multisalle-planning')
    .nth(nth)
    .getByRole('button', { name: /, disponible$/ })
    .first();

test("in <head>, with calls queued before the script arrives: the page's token and ready callback apply", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await readyPlayer(request);
  const { loader, element } = split(await snippetFor(request, `salle=${hallKey}`));
  const calls = `<script>
    Multisalle('configure', { getToken: function (base) { return base === 'v2' ? ${JSON.stringify(player.token)} : null; } });
    Multisalle('ready', function () { document.documentElement.dataset.pret = document.readyState; });
  </script>`;
  await serve(page, '/partenaire/chargeur-tete.html', partnerPage(loader + calls, element));
  await delayScript(page, 'multisalle-planning.js');
  await page.goto('/partenaire/chargeur-tete.html');
  // The page went on while the script was held back: the queued calls ran once it came, after the parse.
  await expect(page.locator('html')).toHaveAttribute('data-pret', /^(interactive|complete)$/, {
    timeout: 20_000,
  });
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: new URL(script.src).pathname,
      async: script.async,
    })),
  );
  expect(scripts).toEqual([{ src: '/embed/multisalle-planning.js', async: true }]);
  // The queued token: a pick is a logged-in player's (slot-picked), not a visitor's (login-required).
  await expect(availableSlot(page)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    for (const type of ['multisalle:slot-picked', 'multisalle:login-required']) {
      document.addEventListener(type, () => heard.push(type));
    }
  });
  await availableSlot(page).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual(['multisalle:slot-picked']);
  await expectNoA11yViolations(page);
});

test('at the end of <body>, twice on one page: one script, both plannings', async ({ page, request }) => {
  const first = await snippetFor(request, `salle=${hallKey}`);
  const second = await snippetFor(request, 'salle=multisalle-chateauroux');
  await serve(page, '/partenaire/chargeur-deux-fois.html', partnerPage('', `${first}\n${second}`));
  await page.goto('/partenaire/chargeur-deux-fois.html');
  const plannings = page.locator('multisalle-planning');
  await expect(plannings).toHaveCount(2);
  for (const index of [0, 1]) {
    await expect(plannings.nth(index).getByText(/^Tarifs indiqués par créneau et par joueur/)).toBeVisible({
      timeout: 20_000,
    });
  }
  const scripts = await page.evaluate(() => document.querySelectorAll('script[src*="/embed/"]').length);
  expect(scripts).toBe(1);
  expect(await page.evaluate(() => typeof (window as { Multisalle?: unknown }).Multisalle)).toBe('function');
});

test('the configurator: a hall, a colour and a live preview, then the copied snippet works on a blank page', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/embed/configurateur');
  await expect(page.getByRole('heading', { name: 'Configurer le planning de votre site' })).toBeVisible();
  const preview = page.locator('#cfg-apercu');
  await expect(preview.getByRole('button', { name: /, disponible$/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectNoA11yViolations(page);
  // The form wears the product's controls, not the browser's bare ones: drawn selects and
  // number field at least 44 px tall, radios in the brand's colour.
  for (const control of [page.getByLabel('Salle'), page.getByLabel('Police'), page.getByLabel(/Arrondi/)]) {
    const look = await control.evaluate((element) => ({
      appearance: getComputedStyle(element).appearance,
      radius: Number.parseFloat(getComputedStyle(element).borderTopLeftRadius),
      height: element.getBoundingClientRect().height,
    }));
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      expect(look.appearance).toBe('none');
    expect(look.radius).toBeGreaterThan(0);
    expect(look.height).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole('radio', { name: /Le planning seul/ })).toHaveCSS(
    'accent-color',
    'rgb(200, 16, 46)',
  );

  await page.getByLabel('Salle').selectOption(hallKey);
  await page.getByLabel('Couleur principale').fill('#0055a4');
  const code = page.getByRole('textbox', { name: 'Code conseillé, avec son chargeur' });
  // « Tous les sports » by default: no sport attribute; the colour as an attribute, not a style rule.
  await expect(code).toHaveValue(
    new RegExp(`<multisalle-planning hall="${hallKey}" color-primary="#0055a4">`),
  );
  // No <style> element a CSP would refuse (the room while it loads is a constructed stylesheet).
  await expect(code).not.toHaveValue(/<style/);
  // The preview takes the colour at once.
  await expect
    .poll(() =>
      preview.evaluate((element) => getComputedStyle(element).getPropertyValue('--multisalle-color-primary')),
    )
    .toBe('#0055a4');
  // A colour that white text cannot be read on is called out.
  await page.getByLabel('Couleur principale').fill('#ffff66');
  await expect(
    page.getByText(/^Contraste insuffisant \(moins de 4,5:1\) pour la couleur principale/),
  ).toBeVisible();
  await page.getByLabel('Couleur principale').fill('#0055a4');
  await expect(page.getByText(/^Contraste insuffisant/)).toHaveCount(0);
  await expect(code).toHaveValue(/color-primary="#0055a4"/);

  await page.getByRole('button', { name: 'Copier le code avec chargeur' }).click();
  await expect(page.getByText(/^Code copié\s: collez-le dans votre page\.$/)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await code.inputValue());

  // Pasted into a blank page: the chosen hall, in the chosen colour.
  await serve(page, '/partenaire/colle.html', partnerPage('', copied));
  await page.goto('/partenaire/colle.html');
  const pasted = page.locator('multisalle-planning');
  await expect(pasted).toHaveAttribute('hall', hallKey);
  const slot = pasted.getByRole('button', { name: /, disponible$/ }).first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  await expect(pasted.getByText(/\(PADEL\s: 4 joueurs\)\.$/)).toBeVisible();
  // The week calendar paints available slots in the primary colour; the phone's list shows white cards.
  if (!isMobile) {
    await expect
      .poll(() => slot.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(0, 85, 164)');
  }
  await expectNoA11yViolations(page);
});
