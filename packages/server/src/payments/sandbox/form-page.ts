import { escapeHtml } from '../../pages/escape-html.ts';
// The sandbox's card form page, shown in an iframe. No inline script or style attribute: it runs under a
// policy stricter than the site's (style-src 'self' without 'unsafe-inline').
import { groupDigits, TEST_CARDS } from './cards.ts';
import type { SandboxFormToken } from './store.ts';

/** `12,50 €` as the submit button writes it. */
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * The page's Content-Security-Policy: everything from our origin only, and framing allowed to our pages and
 * to the one origin the page posts its answer to (a partner page), nobody else.
 */
export function formPagePolicy(parentOrigin?: string): string {
  const ancestors = parentOrigin ? `'self' ${parentOrigin}` : "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** `https://club.example` when `value` is exactly an http(s) origin; `null` otherwise. */
export function parseOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The form's colours, which its panel gives in the address (`couleurs`), as the frame cannot tell them: its
 * `prefers-color-scheme` is the phone's, and a light partner page on a dark phone keeps its light dialogs.
 * `auto` follows the phone (a page that does, as the app's), `dark` is a dark page's, `light` the default.
 */
export type FormColours = 'light' | 'dark' | 'auto';

function page(title: string, body: string, basePath: string, colours: FormColours): string {
  const dark =
    colours === 'light'
      ? ''
      : `\n<link rel="stylesheet" href="${basePath}/formulaire-sombre.css"${colours === 'auto' ? ' media="(prefers-color-scheme: dark)"' : ''}>`;
  const scheme = { light: 'light', dark: 'dark', auto: 'light dark' }[colours];
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${scheme}">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${basePath}/formulaire.css">${dark}
</head>
<body>
<main>
${body}
</main>
<script src="${basePath}/formulaire.js"></script>
</body>
</html>`;
}

const field = (name: string, label: string, attributes: string, hint?: string) => {
  const described = hint ? `${name}-aide ${name}-erreur` : `${name}-erreur`;
  return `<div class="champ">
<label for="${name}">${label}</label>
${hint ? `<p id="${name}-aide" class="aide">${hint}</p>` : ''}
<input id="${name}" name="${name}" ${attributes} required aria-describedby="${described}">
<p id="${name}-erreur" class="erreur" role="alert"></p>
</div>`;
};

function testCardsHint(): string {
  const items = TEST_CARDS.map(
    (card) => `<li><span class="numero">${groupDigits(card.number)}</span>\u00a0: ${card.label}</li>`,
  );
  return `<section class="mode-test" aria-labelledby="mode-test-titre">
<h2 id="mode-test-titre">Mode test</h2>
<p>Aucun paiement réel. Cartes de test (expiration future, cryptogramme 123)\u00a0:</p>
<ul>${items.join('')}</ul>
</section>`;
}

/** The card form of a usable form token, posting its answer to `parentOrigin`. */
export function renderFormPage(
  form: SandboxFormToken,
  parentOrigin: string,
  basePath: string,
  colours: FormColours = 'light',
): string {
  const isRegister = form.formAction === 'REGISTER';
  const submitLabel = isRegister ? 'ENREGISTRER LA CARTE' : `PAYER ${euros(form.amountCents)}`;
  const askToSave =
    form.formAction === 'ASK_REGISTER_PAY'
      ? '<div class="case"><input id="enregistrer" name="enregistrer" type="checkbox"><label for="enregistrer">Enregistrer la carte pour mes prochains paiements</label></div>'
      : '';
  const body = `<form id="carte" method="post" action="${basePath}/formulaire/soumettre" novalidate
 data-origin="${escapeHtml(parentOrigin)}" data-action="${escapeHtml(form.formAction)}">
<h1>${isRegister ? 'Enregistrer une carte' : 'Payer par carte'}</h1>
<input type="hidden" name="formToken" value="${escapeHtml(form.token)}">
${field('numero', 'Numéro de carte', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('expiration', "Date d'expiration (MM/AA)", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA"')}
${field('cvv', 'Cryptogramme (CVV)', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', '3 ou 4 chiffres au dos de la carte')}
${askToSave}
<p id="erreur-formulaire" class="erreur" role="alert"></p>
<p id="statut" class="statut" role="status"></p>
<button type="submit">${submitLabel}</button>
</form>
${testCardsHint()}`;
  return page('Formulaire de carte bancaire (bac à sable)', body, basePath, colours);
}

/** The page shown instead of the form when the token or the origin is not usable. */
export function renderErrorPage(message: string, basePath: string, colours: FormColours = 'light'): string {
  return page(
    'Formulaire de carte indisponible',
    `<h1>Formulaire indisponible</h1>\n<p class="erreur" role="alert">${escapeHtml(message)}</p>`,
    basePath,
    colours,
  );
}
