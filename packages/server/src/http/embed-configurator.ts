import type { snippetFonts } from './embed-snippet.ts';
import { escapeHtml } from './escape-html.ts';

/** A hall as the configurator offers it. */
export interface ConfiguratorHall {
  key: string;
  name: string;
  sports: { id: number; label: string }[];
}

/** The element's own colours and radius (host-styles.ts, planning.css): the configurator starts from them. */
export const themeDefaults = {
  principale: '#c8102e',
  panier: '#1e7b34',
  texte: '#1a1a1a',
  fond: '#ffffff',
  police: 'systeme',
  arrondi: 6,
} as const;

const fontLabels: Record<keyof typeof snippetFonts, string> = {
  systeme: 'Police du système',
  humaniste: 'Humaniste (Segoe UI, Verdana)',
  serif: 'Avec empattements (Georgia)',
  arrondie: 'Arrondie (Arial Rounded)',
};

function colourField(name: string, label: string, hint: string): string {
  const value = themeDefaults[name as keyof typeof themeDefaults];
  return `<div class="field">
  <label for="cfg-${name}">${label}</label>
  <input type="color" id="cfg-${name}" name="${name}" value="${value}" aria-describedby="cfg-${name}-aide">
  <p class="hint" id="cfg-${name}-aide">${hint}</p>
</div>`;
}

/**
 * `/embed/configurateur`: a partner picks a hall, a sport, the script and the colours, sees the planning
 * live, then copies the snippet with its loader (built by the server at `/embed/code`). The page's script
 * is `embed-pages/configurateur.js` (no inline script: the site's CSP allows none).
 */
export function configuratorPage(halls: ConfiguratorHall[]): string {
  const hallOptions = halls
    .map(
      (hall) =>
        `<option value="${escapeHtml(hall.key)}" data-sports="${escapeHtml(JSON.stringify(hall.sports))}">${escapeHtml(hall.name)}</option>`,
    )
    .join('\n');
  const firstSports = halls[0]?.sports ?? [];
  const sportOptions = firstSports
    .map((sport) => `<option value="${sport.id}">${escapeHtml(sport.label)}</option>`)
    .join('\n');
  const fontOptions = Object.entries(fontLabels)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('\n');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Multisalle : configurer le planning de votre site</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; line-height: 1.5; }
  main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
  .layout { display: grid; gap: 1.5rem; }
  @media (min-width: 64rem) { .layout { grid-template-columns: 22rem 1fr; } }
  fieldset { border: 1px solid #767676; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .field { margin: 0 0 0.75rem; }
  label { display: block; font-weight: 600; }
  .choice label { display: inline; font-weight: normal; }
  select, input[type="number"] { font: inherit; padding: 0.35rem; min-width: 12rem; }
  input[type="color"] { width: 4rem; height: 2.25rem; padding: 0; }
  .hint { margin: 0.15rem 0 0; font-size: 0.9rem; color: #4a4a4a; }
  textarea { width: 100%; box-sizing: border-box; min-height: 18rem; font: 0.85rem/1.4 ui-monospace, monospace; }
  button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border: 0; border-radius: 6px; background: #c8102e; color: #fff; cursor: pointer; }
  button:focus-visible, select:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .warning { color: #8a1c00; font-weight: 600; }
  .preview { border: 1px dashed #767676; border-radius: 6px; padding: 1rem; min-height: 20rem; }
</style>
</head>
<body>
<main>
<h1>Configurer le planning de votre site</h1>
<p>Choisissez une salle, un sport et vos couleurs : l’aperçu montre le planning tel qu’il s’affichera sur votre site. Copiez ensuite le code et collez-le dans votre page, à l’endroit où le planning doit apparaître.</p>
<div class="layout">
<form id="configurateur" aria-describedby="cfg-intro">
  <p id="cfg-intro" class="hint">Chaque changement met à jour l’aperçu et le code.</p>
  <fieldset>
    <legend>Planning</legend>
    <div class="field">
      <label for="cfg-salle">Salle</label>
      <select id="cfg-salle" name="salle">${hallOptions}</select>
    </div>
    <div class="field">
      <label for="cfg-sport">Sport</label>
      <select id="cfg-sport" name="sport">${sportOptions}</select>
    </div>
  </fieldset>
  <fieldset>
    <legend>Script</legend>
    <div class="choice"><input type="radio" id="cfg-script-planning" name="script" value="planning" checked> <label for="cfg-script-planning">Le planning seul (le plus léger)</label></div>
    <div class="choice"><input type="radio" id="cfg-script-elements" name="script" value="elements"> <label for="cfg-script-elements">Tous les éléments (panier, invitations, moyen de paiement)</label></div>
  </fieldset>
  <fieldset>
    <legend>Couleurs et forme</legend>
    ${colourField('principale', 'Couleur principale', 'Créneaux disponibles et boutons, sous un texte blanc.')}
    ${colourField('panier', 'Couleur des créneaux au panier', 'Sous un texte blanc.')}
    ${colourField('texte', 'Couleur du texte', 'Sur la couleur de fond.')}
    ${colourField('fond', 'Couleur de fond des cartes', '')}
    <div class="field">
      <label for="cfg-police">Police</label>
      <select id="cfg-police" name="police">${fontOptions}</select>
    </div>
    <div class="field">
      <label for="cfg-arrondi">Arrondi des angles (en pixels, de 0 à 24)</label>
      <input type="number" id="cfg-arrondi" name="arrondi" min="0" max="24" step="1" value="${themeDefaults.arrondi}">
    </div>
    <p id="cfg-contraste" class="warning" role="status"></p>
  </fieldset>
</form>
<div>
  <section aria-labelledby="cfg-apercu-titre">
    <h2 id="cfg-apercu-titre">Aperçu</h2>
    <div class="preview">
      <script src="/embed/multisalle-planning.js"></script>
      <multisalle-planning id="cfg-apercu" hall="${escapeHtml(halls[0]?.key ?? '')}"></multisalle-planning>
    </div>
  </section>
  <section aria-labelledby="cfg-code-titre">
    <h2 id="cfg-code-titre">Code à coller dans votre page</h2>
    <label for="cfg-code">Code du planning, avec son chargeur</label>
    <textarea id="cfg-code" readonly spellcheck="false"></textarea>
    <p><button type="button" id="cfg-copier">Copier le code</button></p>
    <p id="cfg-etat" role="status"></p>
    <p class="hint">Sur une page dont la politique de sécurité (CSP) interdit les scripts en ligne, utilisez plutôt la balise simple : voir <a href="/embed/snippets.html">les codes par salle</a>.</p>
  </section>
</div>
</div>
</main>
<script src="/embed/pages/configurateur.js"></script>
</body>
</html>`;
}
