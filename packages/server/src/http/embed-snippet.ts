import { z } from 'zod';
import { escapeHtml } from './escape-html.ts';

/** Which script a snippet loads: the planning alone (lighter) or every element. */
export const snippetScripts = {
  planning: 'multisalle-planning.js',
  elements: 'multisalle-elements.js',
} as const;

/** The fonts the configurator offers: stacks every system has, so the snippet loads no web font. */
export const snippetFonts = {
  systeme: 'system-ui, sans-serif',
  humaniste: '"Segoe UI", "Trebuchet MS", Verdana, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  arrondie: '"Arial Rounded MT Bold", "Helvetica Rounded", Arial, sans-serif',
} as const;

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Une couleur s’écrit #rrggbb (par exemple #c8102e).' })
  .transform((value) => value.toLowerCase());

/** The configurator's choices, as the query of `/embed/code` (French names, as a partner reads them). */
export const snippetQuerySchema = z.object({
  salle: z.string().regex(/^[a-z0-9-]{1,60}$/, {
    message: 'La salle est la clé d’une salle (lettres, chiffres et tirets).',
  }),
  sport: z.coerce
    .number({ message: 'Le sport est un identifiant numérique.' })
    .int({ message: 'Le sport est un identifiant numérique.' })
    .positive({ message: 'Le sport est un identifiant numérique.' })
    .optional(),
  script: z
    .enum(['planning', 'elements'], { message: 'Le script est planning ou elements.' })
    .default('planning'),
  principale: colour.optional(),
  panier: colour.optional(),
  texte: colour.optional(),
  fond: colour.optional(),
  police: z
    .enum(Object.keys(snippetFonts) as [keyof typeof snippetFonts], {
      message: `La police est l’une de : ${Object.keys(snippetFonts).join(', ')}.`,
    })
    .optional(),
  arrondi: z.coerce
    .number({ message: 'L’arrondi est un nombre de pixels entre 0 et 24.' })
    .int({ message: 'L’arrondi est un nombre de pixels entre 0 et 24.' })
    .min(0, { message: 'L’arrondi est un nombre de pixels entre 0 et 24.' })
    .max(24, { message: 'L’arrondi est un nombre de pixels entre 0 et 24.' })
    .optional(),
});

/** A partner's choices for one planning snippet. */
export type SnippetChoice = z.infer<typeof snippetQuerySchema>;

/** The custom properties a choice sets, in the order the snippet writes them. */
export function themeProperties(choice: SnippetChoice): [string, string][] {
  const properties: [string, string | undefined][] = [
    ['--multisalle-color-primary', choice.principale],
    ['--multisalle-color-in-cart', choice.panier],
    ['--multisalle-color-text', choice.texte],
    ['--multisalle-color-surface', choice.fond],
    ['--multisalle-font-family', choice.police && snippetFonts[choice.police]],
    ['--multisalle-radius', choice.arrondi === undefined ? undefined : `${choice.arrondi}px`],
  ];
  return properties.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * The loader: a few inline lines that make `Multisalle(...)` queue its calls until the script arrives,
 * then load the script once (async, never blocking the page), whether the snippet sits in `<head>`, at the
 * end of `<body>` or twice on the page. The script runs the queued calls first (elements/src/global-api.ts).
 */
export function loaderScript(scriptUrl: string): string {
  return `<script>
  (function (w, d, src) {
    w.Multisalle = w.Multisalle || function () { (w.Multisalle.q = w.Multisalle.q || []).push(arguments); };
    if (d.querySelector('script[src="' + src + '"]')) return;
    var s = d.createElement('script');
    s.async = true;
    s.src = src;
    (d.head || d.documentElement).appendChild(s);
  })(window, document, ${JSON.stringify(scriptUrl)});
  // Pour un joueur déjà connecté sur votre site :
  // Multisalle('configure', { getToken: function (base) { return base === 'v2' ? jetonDuJoueur : null; } });
</script>`;
}

/**
 * The snippet a partner pastes: the theme as a `<style>` rule (not a `style` attribute, which a strict
 * CSP blocks), the loader, and the element.
 *
 * @example loaderSnippet('https://reservation.example.fr', { salle: 'padel-park', script: 'planning', principale: '#0055a4' }, 'Padel Park');
 */
export function loaderSnippet(origin: string, choice: SnippetChoice, hallName: string): string {
  const properties = themeProperties(choice);
  // Until the script defines the element, its place is kept: the page below it does not jump when the
  // planning arrives (the planning keeps that height itself while its slots load).
  const reserve = '  multisalle-planning:not(:defined) {\n    display: block;\n    min-height: 100vh;\n  }\n';
  const theme = properties.length
    ? `  multisalle-planning {\n${properties.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }\n`
    : '';
  const style = `<style>\n${reserve}${theme}</style>\n`;
  const sport = choice.sport === undefined ? '' : ` sport="${choice.sport}"`;
  const comment = `<!-- Multisalle : planning de ${hallName.replace(/--/g, '‐‐')} -->`;
  return `${comment}\n${style}${loaderScript(`${origin}/embed/${snippetScripts[choice.script]}`)}\n<multisalle-planning hall="${escapeHtml(choice.salle)}"${sport}></multisalle-planning>`;
}
