import { escapeHtml } from '../escape-html.ts';
import { frenchSpacing } from '../french-typography.ts';

/** The partners' pages, in the order of their menu. */
const partnerPages = [
  { id: 'documentation', href: '/embed/', label: 'Documentation' },
  { id: 'configurateur', href: '/embed/configurateur', label: 'Configurateur' },
  { id: 'codes', href: '/embed/snippets.html', label: 'Codes par salle' },
  { id: 'exemple', href: '/embed/exemple', label: 'Exemple' },
  // The mobile app team's page (app-docs.ts): same frame, so partners and app developers find each other.
  { id: 'application', href: '/app/', label: 'Application mobile' },
] as const;

/** Where partners write to (the site's contact address). */
export const PARTNERS_EMAIL = 'contact@multisalle.fr';

/** What a partners' page puts in the frame. */
export interface PartnerPageOptions {
  /** The document's title (the tab's name). */
  title: string;
  /** The menu entry of this page (`aria-current`). */
  current: (typeof partnerPages)[number]['id'];
  /** The page's content, its `h1` first. */
  main: string;
  /** The page's own scripts under `/embed/pages/` (the site's CSP allows no inline script). */
  scripts?: string[];
  /** Markup for the end of `<head>` (the script of a preview). */
  head?: string;
}

/**
 * A partners' page (documentation, configurator, codes by hall): the site's favicon, the shared
 * stylesheet `/embed/pages/partenaires.css`, a skip link, the menu of these pages, then the content, with
 * French spacing (`frenchSpacing`). No inline script, no inline style.
 *
 * @example partnerPage({ title: 'Multisalle : documentation', current: 'documentation', main: '<h1>…</h1>' })
 */
export function partnerPage({ title, current, main, scripts = [], head = '' }: PartnerPageOptions): string {
  const menu = partnerPages
    .map(
      (page) =>
        `<li><a href="${page.href}"${page.id === current ? ' aria-current="page"' : ''}>${page.label}</a></li>`,
    )
    .join('');
  const pageScripts = scripts.map((file) => `<script src="/embed/pages/${file}"></script>`).join('\n');
  return frenchSpacing(`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/embed/pages/partenaires.css">
${head}
</head>
<body>
<a class="skip-link" href="#contenu">Aller au contenu</a>
<header class="site-bar">
<div class="wrap site-bar__inner">
<a class="site-bar__home" href="/"><img src="/logo.svg" alt="Multisalle, accueil" width="134" height="32"></a>
<nav aria-label="Pages pour les partenaires"><ul class="site-bar__menu">${menu}</ul></nav>
</div>
</header>
<main id="contenu" class="wrap">
${main}
</main>
<footer class="site-foot">
<div class="wrap">
<p>Une question sur l'intégration, ou l'adresse de votre site à enregistrer\u00a0? Écrivez-nous\u00a0: <a href="mailto:${PARTNERS_EMAIL}">${PARTNERS_EMAIL}</a>.</p>
</div>
</footer>
${pageScripts}
</body>
</html>`);
}

/**
 * A block of code to copy: the code as written, and a button that copies it (`/embed/pages/copier.js`;
 * without the clipboard it selects the code instead). `name` ends the button's text: « Copier le code
 * avec chargeur ».
 *
 * @example codeBlock('code-chargeur', 'avec chargeur', snippet)
 */
export function codeBlock(id: string, name: string, code: string): string {
  return `<div class="code">
<pre id="${id}"><code>${escapeHtml(code)}</code></pre>
<p class="code__actions"><button type="button" class="button" data-copier="${id}">Copier le code ${name}</button> <span class="code__state" role="status" data-copier-etat="${id}"></span></p>
</div>`;
}

/** A short example that is not meant to be copied as is. */
export function example(code: string): string {
  return `<pre class="example"><code>${escapeHtml(code)}</code></pre>`;
}
