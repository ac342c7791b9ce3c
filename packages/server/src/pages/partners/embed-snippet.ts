import { findSport, sportKey } from '@multisalle/core';
import { z } from 'zod';

/** Which script a snippet loads: the planning alone (lighter) or every element. */
export const snippetScripts = {
  planning: 'multisalle-planning.js',
  elements: 'multisalle-elements.js',
} as const;

/**
 * The fonts the configurator offers: stacks every system has, so the snippet loads no web font. Quoted
 * names in single quotes, so the `font-family="…"` attribute reads as written.
 */
export const snippetFonts = {
  systeme: 'system-ui, sans-serif',
  humaniste: "'Segoe UI', 'Trebuchet MS', Verdana, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  arrondie: "'Arial Rounded MT Bold', 'Helvetica Rounded', Arial, sans-serif",
} as const;

/** The element's own colours, font and radius (host-styles.ts, planning.css): a snippet writes only what differs. */
export const themeDefaults = {
  principale: '#c8102e',
  panier: '#1e7b34',
  texte: '#1a1a1a',
  fond: '#ffffff',
  police: 'systeme',
  arrondi: 6,
} as const;

/** The `sport` value meaning « Tous les sports »: no `sport` attribute, the planning offers the choice. */
export const ALL_SPORTS = 'tous';

/**
 * The three codes: the loader (an inline script, recommended), the plain tag (a strict CSP) and the frame
 * (`cadre`: an iframe of our page `/embed/cadre/{cle}`, for a CMS that strips `<script>` but keeps iframes).
 */
export const snippetForms = ['chargeur', 'simple', 'cadre'] as const;

/** The frame's height before its page tells it (the resizer script): a week of slots on a computer. */
export const FRAME_DEFAULT_HEIGHT_PX = 760;

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: "Une couleur s'écrit #rrggbb (par exemple #c8102e)." })
  .transform((value) => value.toLowerCase());

const radiusMessage = "L'arrondi est un nombre de pixels entre 0 et 24.";

/** The configurator's choices, as the query of `/embed/code` (French names, as a partner reads them). */
export const snippetQuerySchema = z.object({
  salle: z.string().regex(/^[a-z0-9-]{1,60}$/, {
    message: "La salle est la clé d'une salle (lettres, chiffres et tirets).",
  }),
  sport: z
    .string()
    .regex(/^[\p{L}\p{N} -]{0,60}$/u, {
      message: "Le sport est la clé d'un sport (par exemple padel), son numéro, ou tous.",
    })
    .optional(),
  script: z
    .enum(['planning', 'elements'], { message: 'Le script est planning ou elements.' })
    .default('planning'),
  forme: z.enum(snippetForms, { message: 'La forme est chargeur, simple ou cadre.' }).default('chargeur'),
  principale: colour.optional(),
  panier: colour.optional(),
  texte: colour.optional(),
  fond: colour.optional(),
  police: z
    .enum(Object.keys(snippetFonts) as [keyof typeof snippetFonts], {
      message: `La police est l'une de\u00a0: ${Object.keys(snippetFonts).join(', ')}.`,
    })
    .optional(),
  arrondi: z.coerce
    .number({ message: radiusMessage })
    .int({ message: radiusMessage })
    .min(0, { message: radiusMessage })
    .max(24, { message: radiusMessage })
    .optional(),
});

/** A partner's choices for one planning snippet. */
export type SnippetChoice = z.infer<typeof snippetQuerySchema>;

/** The query of the framed planning `/embed/cadre/{cle}`: the sport and the look, as in `/embed/code`. */
export const frameQuerySchema = snippetQuerySchema.omit({ salle: true, script: true, forme: true });

/** Where the snippet points: our origin and the venue word of the site's hall pages (`/multisalle/{cle}`). */
export interface SnippetSite {
  origin: string;
  productKey: string;
}

/** The hall of a snippet, and the `sport` attribute already resolved (see {@link sportAttribute}). */
export interface SnippetHall {
  key: string;
  name: string;
  sport?: string;
}

/**
 * The `sport` attribute for what a partner asked (an id, a key, `tous` or nothing): `{ value }` with the
 * sport's readable key (`padel`), `{}` for every sport, `null` when the hall has no such sport. The id is
 * kept when the key would not name that sport alone (two labels of one key).
 *
 * @example sportAttribute(hall.sports, '3') // { value: 'padel' }
 */
export function sportAttribute(
  sports: readonly { id: number; label: string }[],
  wanted: string | undefined,
): { value?: string } | null {
  if (wanted === undefined || wanted.trim() === '' || wanted.trim().toLowerCase() === ALL_SPORTS) return {};
  const sport = findSport(sports, wanted);
  if (!sport) return null;
  const key = sportKey(sport.label);
  return { value: key && findSport(sports, key) === sport ? key : String(sport.id) };
}

/** The theme attributes a choice sets, only those that differ from the element's own look. */
export function themeAttributes(choice: Partial<SnippetChoice>): [string, string][] {
  const differs = <K extends keyof typeof themeDefaults>(name: K) =>
    choice[name] !== undefined && choice[name] !== themeDefaults[name];
  const attributes: [string, string | false | undefined][] = [
    ['color-primary', differs('principale') && choice.principale],
    ['color-in-cart', differs('panier') && choice.panier],
    ['color-text', differs('texte') && choice.texte],
    ['color-surface', differs('fond') && choice.fond],
    ['font-family', differs('police') && choice.police && snippetFonts[choice.police]],
    ['radius', differs('arrondi') && String(choice.arrondi)],
  ];
  return attributes.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** An attribute value between double quotes: only what would end it or start markup is escaped. */
function attributeValue(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A text an HTML comment can hold: no `--` (which could close it) and no line breaks. */
function commentText(text: string): string {
  return text.replace(/[\p{Cc}]+/gu, ' ').replace(/-(?=-)/g, '‐');
}

/** The venue word as a name (`multisalle` → `Multisalle`). */
function productName(site: SnippetSite): string {
  return site.productKey.charAt(0).toUpperCase() + site.productKey.slice(1);
}

/** The partners' page section on players signed in by the partner's own site. */
export function signInDocsUrl(origin: string): string {
  return `${origin}/embed/#connexion`;
}

/** The script's address on our origin. */
export function scriptUrl(origin: string, script: keyof typeof snippetScripts): string {
  return `${origin}/embed/${snippetScripts[script]}`;
}

/**
 * The element with its attributes and its fallback: a link to the hall's page on our site, shown until
 * the script defines the element (the shadow root then hides it), and kept when the script cannot run (a
 * CSP that blocks it, no network).
 *
 * @example planningTag(site, { key: 'padel-park', name: 'Padel Park', sport: 'padel' }, {})
 */
export function planningTag(site: SnippetSite, hall: SnippetHall, choice: Partial<SnippetChoice>): string {
  const attributes: [string, string][] = [['hall', hall.key]];
  if (hall.sport !== undefined) attributes.push(['sport', hall.sport]);
  attributes.push(...themeAttributes(choice));
  const written = attributes.map(([name, value]) => ` ${name}="${attributeValue(value)}"`).join('');
  const page = `${site.origin}/${site.productKey}/${encodeURIComponent(hall.key)}`;
  return `<multisalle-planning${written}>
  <a href="${attributeValue(page)}">Voir les créneaux et réserver sur ${productName(site)}</a>
</multisalle-planning>`;
}

/**
 * The loader: a few inline lines that make `Multisalle(...)` queue its calls until the script arrives,
 * then load the script once (async, never blocking the page), whether the snippet sits in `<head>`, at the
 * end of `<body>` or twice on the page. The script runs the queued calls first (elements/src/global-api.ts).
 * Until the script defines the element, a constructed stylesheet (CSSOM, which a CSP's `style-src` does not
 * govern) gives the element the room its own placeholder keeps (`--multisalle-planning-min-height`, 100vh):
 * the fallback link alone was one line tall, and the page below it jumped down when the element came (a
 * cumulative layout shift of 0.13 at 1280x800). Taken back if the script fails to load.
 */
export function loaderScript(src: string, docsUrl: string): string {
  // `<` written as \u003c: nothing in the address can close the script element.
  const quoted = JSON.stringify(src).replace(/</g, '\\u003c');
  return `<script>
  // Charge le planning sans ralentir votre page (une seule fois, même si ce code y est collé deux fois).
  (function (w, d, src) {
    w.Multisalle = w.Multisalle || function () { (w.Multisalle.q = w.Multisalle.q || []).push(arguments); };
    if (d.querySelector('script[src="' + src + '"]')) return;
    var s = d.createElement('script'), c;
    // Le planning garde sa place pendant le chargement\u00a0: rien sous lui ne bouge quand il arrive.
    try {
      c = new CSSStyleSheet();
      c.replaceSync('multisalle-planning:not(:defined){display:block;min-height:var(--multisalle-planning-min-height,100vh)}');
      d.adoptedStyleSheets = d.adoptedStyleSheets.concat([c]);
      s.onerror = function () { d.adoptedStyleSheets = d.adoptedStyleSheets.filter(function (x) { return x !== c; }); };
    } catch (e) {}
    s.async = true;
    s.src = src;
    (d.head || d.documentElement).appendChild(s);
  })(window, document, ${quoted});
  // Si votre site connecte lui-même ses joueurs, voir la documentation\u00a0: ${docsUrl.replace(/[\r\n<]/g, '')}
</script>`;
}

/**
 * The framed planning's address (`/embed/cadre/{cle}`), the sport and the look in its query under the
 * configurator's names (only what differs from the element's own look).
 *
 * @example frameUrl(site, { key: 'padel-park', name: 'Padel Park', sport: 'padel' }, {}) // …/embed/cadre/padel-park?sport=padel
 */
export function frameUrl(site: SnippetSite, hall: SnippetHall, choice: Partial<SnippetChoice>): string {
  const query = new URLSearchParams();
  if (hall.sport !== undefined) query.set('sport', hall.sport);
  for (const name of ['principale', 'panier', 'texte', 'fond', 'police', 'arrondi'] as const) {
    const value = choice[name];
    if (value !== undefined && value !== themeDefaults[name]) query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${site.origin}/embed/cadre/${encodeURIComponent(hall.key)}${search}`;
}

/**
 * The frame code: an iframe of the framed planning, full width, and the optional one-line resizer that
 * fits its height to the planning (a page that strips scripts drops that line, and the frame keeps
 * {@link FRAME_DEFAULT_HEIGHT_PX}, scrolling inside).
 */
function frameSnippet(site: SnippetSite, hall: SnippetHall, choice: Partial<SnippetChoice>): string {
  const title = `Planning de ${hall.name}\u00a0: créneaux et réservation sur ${productName(site)}`;
  return `<!-- Planning ${productName(site)} de ${commentText(hall.name)}, pour une page qui n'accepte pas de script\u00a0: collez ce cadre. La réservation s'ouvre sur ${productName(site)}, dans un nouvel onglet.
     La dernière ligne est facultative\u00a0: là où elle est acceptée, elle ajuste la hauteur du cadre au planning. -->
<iframe src="${attributeValue(frameUrl(site, hall, choice))}" title="${attributeValue(title)}" loading="lazy" style="display:block;width:100%;height:${FRAME_DEFAULT_HEIGHT_PX}px;border:0"></iframe>
<script src="${attributeValue(`${site.origin}/embed/cadre-hauteur.js`)}" async></script>`;
}

/**
 * The snippet a partner pastes: a comment for the webmaster, the script (the loader, or with
 * `forme: 'simple'` a plain `<script src defer>` tag for a page whose CSP forbids inline scripts), then the
 * element with its colours as attributes (no `<style>`, no `style` attribute: a strict CSP blocks both;
 * the element applies them through CSSOM) and its fallback link. With `forme: 'cadre'`, the frame code.
 *
 * @example partnerSnippet({ origin: 'https://reservation.example.fr', productKey: 'multisalle' }, { key: 'padel-park', name: 'Padel Park', sport: 'padel' }, { script: 'planning', forme: 'chargeur' });
 */
export function partnerSnippet(
  site: SnippetSite,
  hall: SnippetHall,
  choice: Partial<SnippetChoice> & Pick<SnippetChoice, 'script' | 'forme'>,
): string {
  const src = scriptUrl(site.origin, choice.script);
  const docsUrl = signInDocsUrl(site.origin);
  const intro = `Planning ${productName(site)} de ${commentText(hall.name)}\u00a0: collez ce code à l'endroit où le planning doit apparaître.`;
  if (choice.forme === 'cadre') return frameSnippet(site, hall, choice);
  const tag = planningTag(site, hall, choice);
  if (choice.forme === 'simple') {
    return `<!-- ${intro}
     Si votre site connecte lui-même ses joueurs, voir la documentation\u00a0: ${commentText(docsUrl)} -->
<script src="${attributeValue(src)}" defer></script>
${tag}`;
  }
  return `<!-- ${intro} -->
${loaderScript(src, docsUrl)}
${tag}`;
}
