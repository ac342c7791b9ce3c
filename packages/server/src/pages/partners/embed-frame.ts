import { escapeHtml } from '../escape-html.ts';
import { planningTag, type SnippetChoice, type SnippetHall, type SnippetSite } from './embed-snippet.ts';

/**
 * The framed planning's policy: our scripts only, and any page may frame it (`frame-ancestors *`), which
 * the site's own headers forbid elsewhere (http/security-headers.ts keeps a policy that names its ancestors
 * and drops X-Frame-Options for it). The page shows public slots only; signing in never happens in it.
 */
export const FRAME_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

/** The document around the framed planning or its message. */
function frameDocument(title: string, body: string, scripts: string[]): string {
  const tags = scripts.map((src) => `<script src="${src}" defer></script>`).join('\n');
  // `base target=_blank`: every link of the page, the sign-in dialog's included (their shadow roots share
  // the document's base), opens our site in a new tab, never inside the partner's frame.
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<base target="_blank">
<style>html,body{margin:0;background:transparent}body{padding:2px}.cadre-message{font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;padding:1rem;margin:0}</style>
${tags}
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * `/embed/cadre/{cle}`: the planning alone, for a partner's page that strips `<script>` but keeps iframes
 * (the frame code of the configurator). Its script tells the framing page the planning's height
 * (`/embed/pages/cadre.js`), which the optional resizer `/embed/cadre-hauteur.js` applies.
 *
 * @example framePage(site, { key: 'padel-park', name: 'Padel Park', sport: 'padel' }, {})
 */
export function framePage(site: SnippetSite, hall: SnippetHall, choice: Partial<SnippetChoice>): string {
  return frameDocument(`Planning de ${hall.name}`, `<main>\n${planningTag(site, hall, choice)}\n</main>`, [
    '/embed/multisalle-planning.js',
    '/embed/pages/cadre.js',
  ]);
}

/**
 * The framed page when it cannot show a planning (an unknown hall, a sport or a colour it does not know):
 * the reason, in French, for the webmaster who pastes the code, and the way to our halls for a visitor.
 */
export function frameMessagePage(site: SnippetSite, message: string, hallKey?: string): string {
  const page = hallKey ? `/${site.productKey}/${encodeURIComponent(hallKey)}` : '/';
  const link = `${site.origin}${page}`;
  return frameDocument(
    'Planning indisponible',
    `<main><p class="cadre-message">${escapeHtml(message)} <a href="${escapeHtml(link)}">Voir les salles et réserver</a></p></main>`,
    ['/embed/pages/cadre.js'],
  );
}
