import { escapeHtml } from '../escape-html.ts';
import { partnerPage } from './embed-page-frame.ts';
import { ALL_SPORTS, type snippetFonts, sportAttribute, themeDefaults } from './embed-snippet.ts';

/** A hall as the configurator offers it. */
export interface ConfiguratorHall {
  key: string;
  name: string;
  sports: { id: number; label: string }[];
}

export { themeDefaults } from './embed-snippet.ts';

const fontLabels: Record<keyof typeof snippetFonts, string> = {
  systeme: 'Police du système',
  humaniste: 'Humaniste (Segoe UI, Verdana)',
  serif: 'Avec empattements (Georgia)',
  arrondie: 'Arrondie (Arial Rounded)',
};

function colourField(name: keyof typeof themeDefaults, label: string, hint: string): string {
  const hintId = `cfg-${name}-aide`;
  return `<div class="field">
  <label for="cfg-${name}">${label}</label>
  <input type="color" id="cfg-${name}" name="${name}" value="${themeDefaults[name]}"${hint ? ` aria-describedby="${hintId}"` : ''}>
  ${hint ? `<p class="hint" id="${hintId}">${hint}</p>` : ''}
</div>`;
}

/** A hall's sports as the sport list offers them: the `sport` attribute the code will hold, and the label. */
function sportChoices(hall: ConfiguratorHall): { value: string; label: string }[] {
  return hall.sports.map((sport) => ({
    value: sportAttribute(hall.sports, String(sport.id))?.value ?? String(sport.id),
    label: sport.label,
  }));
}

function codeField(
  form: 'chargeur' | 'simple' | 'cadre',
  label: string,
  copyName: string,
  hint: string,
): string {
  const id = `cfg-code-${form}`;
  return `<div class="field">
  <label for="${id}">${label}</label>
  <p class="hint" id="${id}-aide">${hint}</p>
  <textarea id="${id}" readonly spellcheck="false" aria-describedby="${id}-aide"></textarea>
  <p class="code__actions"><button type="button" class="button" data-copier="${id}">Copier le code ${copyName}</button> <span class="code__state" role="status" data-copier-etat="${id}"></span></p>
</div>`;
}

/**
 * `/embed/configurateur`: a partner picks a hall, a sport (« Tous les sports » first), the script and the
 * colours, sees the planning live (the preview takes the very attributes of the code), then copies one
 * of the three codes built by the server at `/embed/code`: with the loader (recommended), the plain tag
 * (a page whose CSP forbids inline scripts) or the frame (a page that allows no script at all). The page's scripts are `/embed/pages/configurateur.js` and
 * `copier.js` (no inline script: the site's CSP allows none).
 */
export function configuratorPage(halls: ConfiguratorHall[], productKey = 'multisalle'): string {
  const productName = productKey.charAt(0).toUpperCase() + productKey.slice(1);
  const hallOptions = halls
    .map(
      (hall) =>
        `<option value="${escapeHtml(hall.key)}" data-sports="${escapeHtml(JSON.stringify(sportChoices(hall)))}">${escapeHtml(hall.name)}</option>`,
    )
    .join('\n');
  const first = halls[0];
  const sportOptions = [
    `<option value="${ALL_SPORTS}" selected>Tous les sports</option>`,
    ...(first ? sportChoices(first) : []).map(
      (sport) => `<option value="${escapeHtml(sport.value)}">${escapeHtml(sport.label)}</option>`,
    ),
  ].join('\n');
  const fontOptions = Object.entries(fontLabels)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('\n');
  const main = `<h1>Configurer le planning de votre site</h1>
<p class="lead">Choisissez une salle, un sport et vos couleurs\u00a0: l'aperçu montre le planning tel qu'il s'affichera sur votre site. Copiez ensuite l'un des codes et collez-le dans votre page, à l'endroit où le planning doit apparaître. Tout est expliqué dans <a href="/embed/">la documentation</a>.</p>
<div class="configurator">
<form id="configurateur" class="configurator__form" aria-describedby="cfg-intro">
  <p id="cfg-intro" class="hint">Chaque changement met à jour l'aperçu et <a href="#cfg-code-titre">les codes à copier</a>, sous l'aperçu.</p>
  <fieldset>
    <legend>Planning</legend>
    <div class="field">
      <label for="cfg-salle">Salle</label>
      <select id="cfg-salle" name="salle">${hallOptions}</select>
    </div>
    <div class="field">
      <label for="cfg-sport">Sport</label>
      <select id="cfg-sport" name="sport" aria-describedby="cfg-sport-aide">${sportOptions}</select>
      <p class="hint" id="cfg-sport-aide">Avec « Tous les sports », le planning propose au visiteur les sports de la salle.</p>
    </div>
  </fieldset>
  <fieldset>
    <legend>Script</legend>
    <div class="choice"><input type="radio" id="cfg-script-planning" name="script" value="planning" checked> <label for="cfg-script-planning">Le planning seul (le plus léger)</label></div>
    <div class="choice"><input type="radio" id="cfg-script-elements" name="script" value="elements"> <label for="cfg-script-elements">Tous les éléments (si la page montre aussi le panier, les invitations ou le moyen de paiement)</label></div>
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
<div class="configurator__result">
  <section aria-labelledby="cfg-apercu-titre">
    <h2 id="cfg-apercu-titre">Aperçu</h2>
    <div class="preview">
      <script src="/embed/multisalle-planning.js"></script>
      <multisalle-planning id="cfg-apercu" hall="${escapeHtml(first?.key ?? '')}"></multisalle-planning>
    </div>
  </section>
  <section aria-labelledby="cfg-code-titre">
    <h2 id="cfg-code-titre">Code à coller dans votre page</h2>
    <p id="cfg-etat" role="status"></p>
    ${codeField('chargeur', 'Code conseillé, avec son chargeur', 'avec chargeur', 'Il ne ralentit pas votre page et peut être collé plusieurs fois.')}
    ${codeField('simple', 'Code pour une page à sécurité stricte (CSP)', 'pour une page à sécurité stricte', 'Sans script écrit dans la page\u00a0: pour un site qui les interdit. Voir <a href="/embed/#csp">Sécurité du contenu</a>.')}
    ${codeField('cadre', "Code en cadre (iframe), pour un site qui n'accepte aucun script", 'en cadre', 'Si votre gestionnaire de site retire les balises <code>&lt;script&gt;</code> mais garde les cadres. La réservation s\'ouvre sur notre site, dans un nouvel onglet. Voir <a href="/embed/#cadre">Sans script\u00a0: le cadre</a>.')}
  </section>
</div>
</div>`;
  return partnerPage({
    title: `${productName}\u00a0: configurer le planning de votre site`,
    current: 'configurateur',
    main,
    scripts: ['copier.js', 'configurateur.js'],
  });
}
