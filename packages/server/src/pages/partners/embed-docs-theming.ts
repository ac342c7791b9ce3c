import { escapeHtml } from '../escape-html.ts';
import { example } from './embed-page-frame.ts';

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

const customProperties: [string, string, string][] = [
  [
    '--multisalle-color-primary',
    'créneaux disponibles et boutons (comme <code>color-primary</code>)',
    '#c8102e',
  ],
  ['--multisalle-color-in-cart', 'créneaux dans le panier (comme <code>color-in-cart</code>)', '#1e7b34'],
  ['--multisalle-color-text', 'texte (comme <code>color-text</code>)', '#1a1a1a'],
  [
    '--multisalle-color-surface',
    'fond des cartes, des fenêtres et des messages (comme <code>color-surface</code>)',
    '#ffffff',
  ],
  [
    '--multisalle-color-link',
    'texte dans la couleur principale sur le fond (boutons secondaires)',
    'var(--multisalle-color-primary)',
  ],
  ['--multisalle-color-muted', 'lignes et bordures', '#d9d9d9'],
  ['--multisalle-color-past', 'fond des jours passés et des encadrés', '#ececec'],
  ['--multisalle-color-past-text', "nom des jours passés et textes d'aide", '#595959'],
  ['--multisalle-color-warning', 'avertissements du panier', '#8a4b00'],
  ['--multisalle-color-warning-surface', 'fond de ces avertissements', '#fff4e5'],
  ['--multisalle-color-error', "messages d'erreur et refus", '#b00020'],
  ['--multisalle-color-error-surface', 'fond de ces messages', '#fdecee'],
  ['--multisalle-color-focus', "anneau qui montre l'élément actif au clavier", '#1a1a1a'],
  ['--multisalle-color-focus-inner', 'liseré intérieur de cet anneau', '#ffffff'],
  ['--multisalle-font-family', 'police (comme <code>font-family</code>)', 'system-ui, sans-serif'],
  ['--multisalle-font-size', 'taille du texte de base', '16px'],
  ['--multisalle-radius', 'arrondi des angles (comme <code>radius</code>, avec son unité)', '6px'],
  [
    '--multisalle-planning-min-height',
    "hauteur gardée par le planning pendant son chargement (le code avec chargeur la garde dès l'affichage de la page)",
    '100vh',
  ],
];

const parts: [string[], string][] = [
  [['planning'], 'le planning entier'],
  [['sports', 'sport'], 'le choix des sports (sans attribut <code>sport</code>) et chacun de ses boutons'],
  [
    ['week', 'week-title', 'week-nav-button'],
    'le calendrier de la semaine (écrans de 768 px et plus), son titre, ses flèches',
  ],
  [['day-list'], 'la liste par jour (écrans plus étroits)'],
  [
    ['slot', 'slot-available', 'slot-inCart', 'slot-booked'],
    'un créneau, et selon son état\u00a0: disponible, au panier, pris',
  ],
  [['slot-group'], 'la case des terrains qui partagent un horaire'],
  [['cart', 'cart-line'], 'le panier et chacune de ses lignes'],
  [['invitation'], 'la réponse à une invitation'],
  [['payment-means'], 'le moyen de paiement'],
  [['dialog'], 'une fenêtre (« Connexion requise », règlements…)'],
];

const themeExample = `multisalle-planning {
  --multisalle-color-muted: #3a4458;
  --multisalle-color-past: #1b2230;
  --multisalle-font-size: 15px;
}
multisalle-planning::part(week-title) { color: #ffd166; }
multisalle-planning::part(slot-booked) { color: #c9d1e0; }`;

/** The « Couleurs et apparence » section: attributes first, then custom properties and parts for a stylesheet. */
export function appearanceSection(): string {
  const properties = customProperties
    .map(
      ([name, meaning, value]) => `<li>${code(name)}\u00a0: ${meaning}\u00a0; par défaut ${code(value)}</li>`,
    )
    .join('\n');
  const partItems = parts
    .map(([names, meaning]) => `<li>${names.map(code).join(', ')}\u00a0: ${meaning}</li>`)
    .join('\n');
  return `<section aria-labelledby="apparence">
<h2 id="apparence">Couleurs et apparence</h2>
<p>Le plus simple\u00a0: les attributs ${code('color-primary')}, ${code('color-in-cart')}, ${code('color-text')}, ${code('color-surface')}, ${code('font-family')} et ${code('radius')} sur la balise, que le <a href="/embed/configurateur">configurateur</a> écrit pour vous avec un aperçu. Ils fonctionnent même sur une page à sécurité stricte.</p>
<p>Les styles de votre page n'atteignent pas le planning, et les siens ne débordent pas sur votre page. Pour aller plus loin, votre feuille de style (un fichier CSS de votre site) peut régler ces propriétés, sur la balise ou sur un bloc qui la contient\u00a0:</p>
<ul class="properties">
${properties}
</ul>
<p>Et elle peut viser certaines parties avec ${code('::part()')}\u00a0:</p>
<ul>
${partItems}
</ul>
${example(themeExample)}
<p>Un exemple complet\u00a0: <a href="/embed/theme-sombre.html">le planning en thème sombre</a>. Gardez un texte lisible\u00a0: un contraste d'au moins 4,5 pour 1 entre le texte et son fond (le configurateur vous prévient).</p>
<p>Les éléments restent clairs quand le téléphone du visiteur est réglé en mode sombre\u00a0: c'est votre page qui décide. Si elle suit ce réglage, donnez-leur vos couleurs sombres dans la même règle ${code('@media (prefers-color-scheme: dark)')} que le reste de votre page.</p>
</section>`;
}

/** The « Événements » section: what each element tells the page, and what it carries. */
export function eventsSection(): string {
  const events: [string, string, string][] = [
    [
      'multisalle:login-required',
      "Un visiteur non connecté a choisi un créneau, ou pressé CONNEXION dans le panier (la fenêtre « Connexion requise » s'ouvre). Une fois par action.",
      '{ slot, hallKey, sportId, loginUrl, signupUrl } (le panier\u00a0: { loginUrl, signupUrl })',
    ],
    [
      'multisalle:slot-picked',
      'Un joueur connecté a choisi un créneau disponible.',
      '{ slot, hallKey, sportId }',
    ],
    [
      'multisalle:toast',
      "Un message pour le joueur. Appelez event.preventDefault() pour l'afficher vous-même\u00a0; sinon l'élément l'affiche.",
      '{ kind, message } (kind\u00a0: success, error, warning ou info)',
    ],
    [
      'multisalle:validate',
      "VALIDER a été pressé dans le panier. event.preventDefault()\u00a0: rester sur la page au lieu d'aller à payment-url.",
      '{ paymentUrl }',
    ],
    [
      'multisalle:conventions-validated',
      "Tous les règlements sont acceptés (ou aucun n'était à accepter).",
      '{ hallId }',
    ],
    [
      'multisalle:conventions-cancelled',
      "Le joueur a refusé, ou la liste n'a pas pu être lue.",
      '{ hallId }',
    ],
    ['multisalle:invitation-answered', "La réponse à l'invitation est enregistrée.", '{ reservationId }'],
    [
      'multisalle:invitation-sign-in-required',
      'Un visiteur a répondu sans être connecté\u00a0: connectez-le, sa réponse est gardée.',
      '{ reservationId, reponse }',
    ],
    [
      'multisalle:payment-means-saved',
      'Une carte a été enregistrée.',
      '{ alias }\u00a0: maskedPan, expiryMonth, expiryYear, provider, createdAt',
    ],
    [
      'multisalle:payment-means-closed',
      "Le formulaire de carte s'est fermé, carte enregistrée ou non.",
      '{ hasAlias }',
    ],
  ];
  const items = events
    .map(
      ([name, meaning, detail]) =>
        `<div class="attribute"><dt>${code(name)}</dt><dd>${escapeHtml(meaning)}</dd><dd><span class="attribute__label">Contenu (event.detail)\u00a0:</span> ${code(detail)}</dd></div>`,
    )
    .join('\n');
  return `<section aria-labelledby="evenements">
<h2 id="evenements">Événements</h2>
<p>Pour les développeurs\u00a0: les éléments préviennent la page de ce qui s'y passe par des événements, que la page écoute sur l'élément ou sur ${code('document')} (ils remontent la page).</p>
<dl class="attributes">
${items}
</dl>
${example(`document.addEventListener('multisalle:slot-picked', function (event) {
  console.log('Créneau choisi', event.detail.slot);
});`)}
</section>`;
}
