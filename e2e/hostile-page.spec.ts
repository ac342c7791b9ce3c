import { createActiveAccount } from './accounts';
import { expect, type Page, test } from './clock';

/**
 * Every element of `multisalle-elements.js` on the worst partner page we can think of: a global stylesheet
 * that forces, with `!important` on `*`, a font size, a colour, a font family, a line height and a letter
 * spacing, changes how buttons display and puts borders on every div; and a strict Content-Security-Policy
 * (`script-src` and `style-src` limited to our origin, no `'unsafe-inline'`). The page is served by the test
 * on the server's origin. Nothing of the page's CSS may show up inside the elements, and the browser must
 * report no CSP violation.
 */

const hostPath = '/partenaire/page-hostile.html';
const hostileCssPath = '/partenaire/page-hostile.css';

/** What a partner with a strict policy sends, and what the elements need: our origin for scripts, styles,
 * calls and pictures, nothing inline. */
const strictPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Values no element of ours uses, so that finding one inside a shadow root means the page's CSS leaked. */
const hostile = {
  fontSize: '50px',
  color: 'rgb(255, 0, 0)',
  fontFamily: 'Comic Sans MS',
  lineHeight: '77px',
  letterSpacing: '9px',
  buttonDisplay: 'table-caption',
  divBorder: 'rgb(0, 255, 0)',
};

const hostileCss = `
* {
  font-size: ${hostile.fontSize} !important;
  color: ${hostile.color} !important;
  font-family: "${hostile.fontFamily}", cursive !important;
  line-height: ${hostile.lineHeight} !important;
  letter-spacing: ${hostile.letterSpacing} !important;
}
button { display: ${hostile.buttonDisplay} !important; }
div { border: 5px dotted ${hostile.divBorder} !important; }
`;

const hostPage = `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Une page partenaire hostile</title>
  <link rel="stylesheet" href="${hostileCssPath}">
</head>
<body>
  <main>
    <h1>Réservez chez nous</h1>
    <script src="/embed/multisalle-elements.js"></script>
    <multisalle-planning hall="padel-park"></multisalle-planning>
    <multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>
    <multisalle-conventions hall="multisalle-chateauroux"></multisalle-conventions>
    <multisalle-invitation reservation="4242424242" invitation="jeton-inconnu"></multisalle-invitation>
    <multisalle-payment-means></multisalle-payment-means>
    <multisalle-open-games hall="padel-park"></multisalle-open-games>
  </main>
</body>
</html>`;

const tags = [
  'multisalle-planning',
  'multisalle-cart',
  'multisalle-conventions',
  'multisalle-invitation',
  'multisalle-payment-means',
  'multisalle-open-games',
] as const;

interface Leak {
  element: string;
  node: string;
  property: string;
  value: string;
}

/**
 * Walks every node of each element's shadow root (nested shadow roots included) and returns the computed
 * values that are the hostile page's; also how many nodes were read per element.
 */
async function leaks(page: Page): Promise<{ leaks: Leak[]; walked: Record<string, number> }> {
  return page.evaluate(
    ({ tags, hostile }) => {
      const found: Leak[] = [];
      const walked: Record<string, number> = {};
      const describe = (node: Element) =>
        `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`;
      const visit = (root: ShadowRoot, tag: string) => {
        for (const node of root.querySelectorAll('*')) {
          walked[tag] = (walked[tag] ?? 0) + 1;
          const style = getComputedStyle(node);
          const check = (property: string, value: string, leaked: boolean) => {
            if (leaked) found.push({ element: tag, node: describe(node), property, value });
          };
          check('font-size', style.fontSize, style.fontSize === hostile.fontSize);
          check('color', style.color, style.color === hostile.color);
          check('font-family', style.fontFamily, style.fontFamily.includes(hostile.fontFamily));
          check('line-height', style.lineHeight, style.lineHeight === hostile.lineHeight);
          check('letter-spacing', style.letterSpacing, style.letterSpacing === hostile.letterSpacing);
          check('display', style.display, style.display === hostile.buttonDisplay);
          check('border', style.borderTopColor, style.borderTopColor === hostile.divBorder);
          // Sizes are the element's own (16px root), not shrunk or blown up by the page's <html> font size.
          const ownText = [...node.childNodes].some(
            (child) => child.nodeType === 3 && child.textContent?.trim(),
          );
          const size = Number.parseFloat(style.fontSize);
          check('font-size of text', style.fontSize, ownText && (size < 11 || size > 40));
          if (node.shadowRoot) visit(node.shadowRoot, tag);
        }
      };
      for (const tag of tags) {
        const root = document.querySelector(tag)?.shadowRoot;
        if (root) visit(root, tag);
      }
      return { leaks: found, walked };
    },
    { tags, hostile },
  );
}

test('no style of a hostile page reaches any element, and a strict CSP blocks nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Reported by the browser for anything the policy blocks (an inline <style>, a style attribute, a script).
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  await page.route(`**${hostPath}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': strictPolicy },
      body: hostPage,
    }),
  );
  await page.route(`**${hostileCssPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: hostileCss }),
  );
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto(hostPath);
  // The page's stylesheet did load: its own heading takes the hostile values.
  await expect(page.getByRole('heading', { name: 'Réservez chez nous' })).toHaveCSS(
    'font-size',
    hostile.fontSize,
  );

  // A visitor: the planning's slots, the connection-required modal, the cart asking to sign in, the
  // invitation's missing reservation.
  const planning = page.locator('multisalle-planning');
  const slot = planning.getByRole('button', { name: /, disponible$/ }).first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .locator('multisalle-cart')
      .getByText('Connectez-vous pour voir votre panier et réserver vos créneaux.'),
  ).toBeVisible();
  await expect(page.locator('multisalle-invitation').getByText('Réservation inexistante')).toBeVisible();
  // The open games, listed or none: either way their text is the element's own.
  await expect(
    page
      .locator('multisalle-open-games')
      .getByText(/^(Aucune partie ouverte pour le moment\.|Rejoindre la partie)$/)
      .first(),
  ).toBeVisible();
  await slot.click();
  const dialog = planning.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  const asVisitor = await leaks(page);
  expect(asVisitor.leaks).toEqual([]);
  expect(asVisitor.walked['multisalle-planning']).toBeGreaterThan(50);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The page logs its player in, then asks for the hall's conventions check: its modal opens.
  const player = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: player.email, password: player.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.evaluate((v2Token) => {
    const { Multisalle } = window as unknown as {
      Multisalle: { configure: (options: { getToken: (base: string) => string | null }) => void };
    };
    Multisalle.configure({ getToken: (base) => (base === 'v2' ? v2Token : null) });
    (document.querySelector('multisalle-conventions') as unknown as { check: () => void }).check();
  }, token);
  const conventions = page.locator('multisalle-conventions');
  await expect(conventions.getByRole('checkbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.locator('multisalle-payment-means').getByText('Aucun moyen de paiement enregistré'),
  ).toBeVisible();
  const signedIn = await leaks(page);
  expect(signedIn.leaks).toEqual([]);
  for (const tag of tags) expect(signedIn.walked[tag], tag).toBeGreaterThan(0);

  expect(await violations()).toEqual([]);
});
