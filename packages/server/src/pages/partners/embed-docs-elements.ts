import { escapeHtml } from '../escape-html.ts';
import { example } from './embed-page-frame.ts';
import { snippetFonts, themeDefaults } from './embed-snippet.ts';

/** One attribute of an element, as the partners' page lists it. */
interface AttributeDoc {
  name: string;
  /** What it does (HTML: may hold `<code>` and links). */
  meaning: string;
  /** The value without the attribute (HTML). */
  byDefault: string;
  /** Examples of the attribute as written in the tag. */
  examples: string[];
}

/** One element of the partners' page. */
interface ElementDoc {
  tag: string;
  /** The heading's words after the tag. */
  title: string;
  /** Paragraphs (HTML). */
  about: string;
  code: string;
  attributes: AttributeDoc[];
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** The words of our site in the texts (`Multisalle`) and the example values of the page. */
export interface ReferenceContext {
  productName: string;
  origin: string;
  hallKey: string;
  sportKey: string;
  sportId: number;
}

function elementDocs({ productName, hallKey, sportKey, sportId }: ReferenceContext): ElementDoc[] {
  const signedIn = `Il montre le compte du joueur connecté\u00a0: votre site doit donc connecter lui-même ses joueurs (voir <a href="#connexion">Connexion des joueurs</a>).`;
  return [
    {
      tag: 'multisalle-planning',
      title: "le planning d'une salle",
      about: `<p>Les créneaux de la semaine, libres ou pris, mis à jour en direct. Un visiteur qui choisit un créneau est invité à se connecter\u00a0; un joueur connecté l'ajoute à son panier. Dans les deux scripts.</p>
<p>Au clavier (RGAA)\u00a0: Tab mène au bouton « Passer le planning », puis à un seul créneau de la semaine\u00a0; de là, les flèches changent de créneau (gauche et droite\u00a0: de jour, haut et bas\u00a0: d'heure), Entrée réserve, Page précédente et Page suivante changent de semaine, Début et Fin vont au premier et au dernier créneau du jour. Le planning l'écrit lui-même, « Flèches\u00a0: changer de créneau · Entrée\u00a0: réserver », dès qu'un créneau a le focus du clavier, et chaque jour le donne comme description aux lecteurs d'écran. Sur téléphone, les créneaux sont une liste par jour, parcourue avec Tab.</p>`,
      code: `<multisalle-planning hall="${hallKey}" sport="${sportKey}"></multisalle-planning>`,
      attributes: [
        {
          name: 'hall',
          meaning: `La clé de la salle (voir <a href="#salles">Les salles et leurs sports</a>).`,
          byDefault: 'aucune (attribut obligatoire)',
          examples: [`hall="${hallKey}"`],
        },
        {
          name: 'sport',
          meaning: `Le sport affiché, par sa clé ou par son numéro. Sans cet attribut, le planning montre au-dessus des créneaux les sports de la salle, au choix du visiteur.`,
          byDefault: 'tous les sports de la salle, au choix du visiteur',
          examples: [`sport="${sportKey}"`, `sport="${sportId}"`],
        },
        {
          name: 'login-url',
          meaning: `Où mène le bouton CONNEXION de la fenêtre « Connexion requise ». Seulement si votre site connecte lui-même ses joueurs.`,
          byDefault: `la page de connexion de ${productName}, qui met ensuite le créneau dans le panier du joueur`,
          examples: ['login-url="https://www.mairie-exemple.fr/connexion"'],
        },
        {
          name: 'signup-url',
          meaning: 'Où mène le bouton INSCRIPTION de la même fenêtre.',
          byDefault: `la page d'inscription de ${productName}`,
          examples: ['signup-url="https://www.mairie-exemple.fr/inscription"'],
        },
      ],
    },
    {
      tag: 'multisalle-cart',
      title: 'le panier',
      about: `<p>Le panier du joueur\u00a0: le temps restant pour réserver, les créneaux, le total, les réductions et le bouton VALIDER. ${signedIn} Un visiteur non connecté est invité à se connecter\u00a0: son bouton CONNEXION ouvre la même fenêtre « Connexion requise » que le planning. Seulement dans ${code('multisalle-elements.js')}.</p>`,
      code: '<multisalle-cart payment-url="/paiement" hall-url="/reserver"></multisalle-cart>',
      attributes: [
        {
          name: 'payment-url',
          meaning: 'La page de votre site où mène VALIDER.',
          byDefault: code('/cart/payment'),
          examples: ['payment-url="/paiement"'],
        },
        {
          name: 'hall-url',
          meaning: 'La page de votre site où mène AJOUTER DES CRÉNEAUX (celle du planning).',
          byDefault: `${code('/')} (l'accueil de votre site)`,
          examples: ['hall-url="/reserver"'],
        },
        {
          name: 'login-url',
          meaning: `Où mène le bouton CONNEXION de la fenêtre « Connexion requise », pour un visiteur non connecté.`,
          byDefault: `la page de connexion de ${productName}`,
          examples: ['login-url="https://www.mairie-exemple.fr/connexion"'],
        },
        {
          name: 'signup-url',
          meaning: 'Où mène le bouton INSCRIPTION de la même fenêtre.',
          byDefault: `la page d'inscription de ${productName}`,
          examples: ['signup-url="https://www.mairie-exemple.fr/inscription"'],
        },
      ],
    },
    {
      tag: 'multisalle-conventions',
      title: 'les règlements à accepter',
      about: `<p>La fenêtre des règlements qu'un joueur doit accepter avant de réserver dans une salle, ou des conditions générales après sa connexion. Elle s'ouvre d'elle-même quand un règlement reste à accepter. ${signedIn} Seulement dans ${code('multisalle-elements.js')}.</p>`,
      code: `<multisalle-conventions hall="${hallKey}" trigger="reservation"></multisalle-conventions>`,
      attributes: [
        {
          name: 'hall',
          meaning: 'La salle, par sa clé ou son numéro. Sans cet attribut\u00a0: les conditions générales.',
          byDefault: 'les conditions générales',
          examples: [`hall="${hallKey}"`],
        },
        {
          name: 'trigger',
          meaning: `Le moment de la vérification\u00a0: ${code('reservation')} (avant une réservation) ou ${code('connexion')} (après la connexion).`,
          byDefault: `${code('reservation')} avec ${code('hall')}, ${code('connexion')} sans`,
          examples: ['trigger="reservation"'],
        },
      ],
    },
    {
      tag: 'multisalle-invitation',
      title: 'la réponse à une invitation',
      about: `<p>La réservation à laquelle un joueur est invité, ses participants, et les boutons ACCEPTER, PEUT-ÊTRE et REFUSER. Les deux valeurs viennent du lien d'invitation reçu par e-mail (${code('/invitation/{réservation}/{invitation}')}). Un visiteur non connecté voit l'invitation\u00a0; sa réponse est gardée pendant qu'il se connecte. Seulement dans ${code('multisalle-elements.js')}.</p>`,
      code: '<multisalle-invitation reservation="0b7e4c1e-…" invitation="9f1c2a7d…"></multisalle-invitation>',
      attributes: [
        {
          name: 'reservation',
          meaning: "Le numéro de la réservation, tel que dans le lien d'invitation.",
          byDefault: 'aucun (attribut obligatoire)',
          examples: ['reservation="0b7e4c1e-…"'],
        },
        {
          name: 'invitation',
          meaning: "Le code de l'invitation, tel que dans le lien.",
          byDefault: 'aucun (attribut obligatoire)',
          examples: ['invitation="9f1c2a7d…"'],
        },
        {
          name: 'reponse',
          meaning: `La réponse déjà choisie\u00a0: ${code('validation')}, ${code('refus')} ou ${code('attente')} (peut-être).`,
          byDefault: 'aucune',
          examples: ['reponse="validation"'],
        },
      ],
    },
    {
      tag: 'multisalle-payment-means',
      title: 'le moyen de paiement',
      about: `<p>La carte bancaire enregistrée du joueur (numéro masqué, date d'expiration) et le bouton qui ouvre le formulaire sécurisé de notre prestataire de paiement\u00a0: le numéro de carte n'est jamais saisi dans votre page. ${signedIn} Un visiteur non connecté est invité à se connecter\u00a0: son bouton CONNEXION ouvre la même fenêtre « Connexion requise » que le planning. Seulement dans ${code('multisalle-elements.js')}.</p>`,
      code: '<multisalle-payment-means></multisalle-payment-means>',
      attributes: [
        {
          name: 'require-existing-alias',
          meaning:
            "Présent\u00a0: sans carte enregistrée, le bouton de changement dit seulement qu'il faut d'abord faire une réservation.",
          byDefault: 'absent',
          examples: ['require-existing-alias'],
        },
        {
          name: 'login-url',
          meaning: `Où mène le bouton CONNEXION de la fenêtre « Connexion requise », pour un visiteur non connecté.`,
          byDefault: `la page de connexion de ${productName}`,
          examples: ['login-url="https://www.mairie-exemple.fr/connexion"'],
        },
        {
          name: 'signup-url',
          meaning: 'Où mène le bouton INSCRIPTION de la même fenêtre.',
          byDefault: `la page d'inscription de ${productName}`,
          examples: ['signup-url="https://www.mairie-exemple.fr/inscription"'],
        },
      ],
    },
    {
      tag: 'multisalle-open-games',
      title: 'les parties ouvertes',
      about: `<p>Les parties ouvertes d'une salle, les plus proches d'abord\u00a0: il y manque des joueurs. Pour chacune\u00a0: le début, le sport, le terrain, les places libres, les niveaux attendus, le message de l'organisateur, les pseudonymes et niveaux des joueurs, et le lien « Rejoindre la partie », qui mène sur ${productName}. Aucune connexion n'est nécessaire pour les voir. Seulement dans ${code('multisalle-elements.js')}.</p>`,
      code: `<multisalle-open-games hall="${hallKey}" sport="${sportKey}"></multisalle-open-games>`,
      attributes: [
        {
          name: 'hall',
          meaning: `La clé de la salle (voir <a href="#salles">Les salles et leurs sports</a>).`,
          byDefault: 'aucune (attribut obligatoire)',
          examples: [`hall="${hallKey}"`],
        },
        {
          name: 'sport',
          meaning: 'Seulement les parties de ce sport, par sa clé ou par son numéro.',
          byDefault: 'tous les sports de la salle',
          examples: [`sport="${sportKey}"`, `sport="${sportId}"`],
        },
        {
          name: 'level',
          meaning: 'Seulement les parties ouvertes à ce niveau (de 1 à 7).',
          byDefault: 'toutes les parties',
          examples: ['level="4"'],
        },
      ],
    },
  ];
}

/** The attributes every element takes. */
function commonAttributes(origin: string): AttributeDoc[] {
  const colour = (name: string, meaning: string, value: string, sample: string): AttributeDoc => ({
    name,
    meaning,
    byDefault: code(value),
    examples: [`${name}="${sample}"`],
  });
  return [
    colour(
      'color-primary',
      'La couleur principale\u00a0: créneaux disponibles et boutons, sous un texte blanc.',
      themeDefaults.principale,
      '#0055a4',
    ),
    colour(
      'color-in-cart',
      'Les créneaux déjà dans le panier, sous un texte blanc.',
      themeDefaults.panier,
      '#1b6e33',
    ),
    colour('color-text', 'Le texte.', themeDefaults.texte, '#222222'),
    colour('color-surface', 'Le fond des cartes et des messages.', themeDefaults.fond, '#f7f7f2'),
    {
      name: 'font-family',
      meaning: "La police, comme en CSS\u00a0: une liste de polices installées sur l'ordinateur du visiteur.",
      byDefault: code(snippetFonts.systeme),
      examples: [`font-family="${snippetFonts.serif}"`],
    },
    {
      name: 'radius',
      meaning: "L'arrondi des angles, en pixels.",
      byDefault: code(String(themeDefaults.arrondi)),
      examples: ['radius="10"'],
    },
    {
      name: 'api-base',
      meaning: "L'adresse de notre service. À ne changer que sur notre demande.",
      byDefault: `l'adresse du script suivie de ${code('/api/v2')}`,
      examples: [`api-base="${origin}/api/v2"`],
    },
    {
      name: 'lang',
      meaning: "La langue du contenu (seul le français existe aujourd'hui).",
      byDefault: code('fr'),
      examples: ['lang="fr"'],
    },
  ];
}

function attributeList(attributes: AttributeDoc[]): string {
  const items = attributes
    .map(
      (attribute) => `<div class="attribute">
<dt>${code(attribute.name)}</dt>
<dd>${attribute.meaning}</dd>
<dd><span class="attribute__label">Par défaut\u00a0:</span> ${attribute.byDefault}</dd>
<dd><span class="attribute__label">${attribute.examples.length > 1 ? 'Exemples' : 'Exemple'}\u00a0:</span> ${attribute.examples.map(code).join(' ou ')}</dd>
</div>`,
    )
    .join('\n');
  return `<dl class="attributes">\n${items}\n</dl>`;
}

/** The « Les éléments » section: each element, its attributes (default and example), then the common ones. */
export function elementsSection(context: ReferenceContext): string {
  const elements = elementDocs(context)
    .map(
      (
        element,
      ) => `<h3 id="element-${element.tag.replace('multisalle-', '')}">${code(element.tag)}\u00a0: ${element.title}</h3>
${element.about}
${example(element.code)}
${attributeList(element.attributes)}`,
    )
    .join('\n');
  return `<section aria-labelledby="elements">
<h2 id="elements">Les éléments</h2>
<p>Chaque élément est une balise HTML à placer dans la page, après le script. Les attributs propres à chacun sont ci-dessous\u00a0; les couleurs, la police et l'arrondi se règlent de la même façon sur tous (voir <a href="#attributs-communs">Attributs communs</a>).</p>
${elements}
<h3 id="attributs-communs">Attributs communs à tous les éléments</h3>
<p>Les couleurs s'écrivent ${code('#rrggbb')}. N'écrivez que ce qui change\u00a0: sans attribut, l'élément garde ses couleurs d'origine.</p>
${attributeList(commonAttributes(context.origin))}
</section>`;
}
