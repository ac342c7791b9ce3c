import { lines, mail, p, ul, web } from './blocks.ts';
import { type LegalContext, legalTextsDate } from './context.ts';
import { operatorPlaceholders as operator } from './operator.ts';
import type { LegalDocument } from './types.ts';

/** The conformity status the footer and the statement show (RGAA: conforme, partiellement, non conforme). */
export const accessibilityStatus = 'partiellement conforme';

/**
 * `/accessibilite`: the accessibility statement, in the order of the RGAA 4.1 model (état de conformité,
 * résultats des tests, contenus non accessibles, établissement de la déclaration, retour d'information et
 * contact, voies de recours).
 *
 * The known gaps are the ones found in the code on the date of the statement: the planning's slot buttons
 * (their accessible name starts with the day, the visible text with the time; Lighthouse's
 * `label-content-name-mismatch`) and the safety video (silent, captioned, no transcript beside
 * it). Keep this list true when they are fixed or new ones are found.
 */
export function accessibilityStatement(context: LegalContext): LegalDocument {
  const { brandName, accessibilityEmail } = context;
  return {
    title: "Déclaration d'accessibilité",
    lead: [
      `${operator.company} s'engage à rendre le service ${brandName} accessible, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s'applique au site ${brandName} et aux éléments que les partenaires intègrent à leur site (planning, panier, règlements, réponse à une invitation, moyen de paiement).`,
    ],
    updatedOn: legalTextsDate,
    sections: [
      {
        id: 'etat-de-conformite',
        title: 'État de conformité',
        blocks: [
          p(
            `Le site ${brandName} est ${accessibilityStatus} avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1, en raison des non-conformités énumérées ci-dessous.`,
          ),
          p(
            "Cet état repose sur un audit interne, mené par l'équipe qui développe le service. Aucun audit externe n'a encore été réalisé et aucun taux de conformité aux 106 critères du RGAA n'a encore été calculé.",
          ),
        ],
      },
      {
        id: 'resultats-des-tests',
        title: 'Résultats des tests',
        blocks: [
          p("L'audit interne comprend :"),
          ul(
            "des tests automatisés avec axe-core, sur les règles des WCAG 2.1 niveaux A et AA, dans le navigateur Chromium, à deux tailles d'écran : ordinateur (1280 × 800 pixels) et téléphone (390 × 844 pixels). Ils portent sur chaque page du site et chaque onglet du profil, en visiteur et connecté, ainsi que sur les modules intégrés par les sites partenaires (planning, moyen de paiement, panier, conventions, invitation) et les pages de l'application mobile, et ne relèvent aucune violation, y compris avec le menu, les fenêtres modales et la galerie ouverts ;",
            "des tests au clavier : la réservation complète au clavier seul (choix d'un créneau dans le planning avec Tab et les flèches, panier, enregistrement de la carte, conventions, confirmation) et la réponse à une invitation ; le focus pris, gardé puis rendu par chaque fenêtre modale ; les messages de confirmation annoncés par une zone « live » ; lien d'évitement vers le contenu, menu latéral, galerie de photos (flèches, Échap et retour du focus), sommaire des pages légales et questions de la FAQ ;",
            "des mesures Lighthouse (accessibilité, performance, stabilité de la mise en page) de l'accueil, d'une page de salle et de la page d'exemple d'un partenaire, à chaque mesure de performance du service ;",
            "des tests des composants par leur rôle et leur nom accessible (boutons, champs, titres, messages), dont le nom de chaque créneau du planning : il commence par ce que sa case affiche, l'heure puis le terrain, et contient le nom abrégé du terrain qu'une case étroite affiche (« TP1 » pour « Terrain de padel 1 »), à toutes les largeurs d'écran de 320 à 1920 pixels (WCAG 2.5.3, « Étiquette dans le nom »).",
          ),
          p('Ses limites :'),
          ul(
            "les tests automatiques ne détectent qu'une partie des problèmes d'accessibilité ;",
            "aucun test n'a encore été mené avec un lecteur d'écran (NVDA, JAWS, VoiceOver ou TalkBack), ni par des personnes en situation de handicap ;",
            'le formulaire de carte bancaire est fourni par le prestataire de paiement dans un cadre de la page : nos tests portent sur le formulaire de démonstration du service, pas sur celui du prestataire en production ;',
            "les règlements des salles sont rédigés par chaque salle : le site en conserve la structure (titres, listes, liens), mais leur rédaction n'a pas été vérifiée.",
          ),
        ],
      },
      {
        id: 'contenus-non-accessibles',
        title: 'Contenus non accessibles',
        blocks: [],
        subsections: [
          {
            id: 'non-conformites',
            title: 'Non-conformités',
            blocks: [
              ul(
                "Vidéo des consignes de sécurité, demandée par certaines salles avant de réserver : elle est muette et sous-titrée en français, mais aucune transcription textuelle n'est proposée à côté d'elle. Une personne aveugle n'a donc pas accès aux consignes qui s'affichent à l'image (RGAA, critère 4.1). En attendant, les consignes sont reprises dans les conditions générales, section « Règles de conduite dans la salle ».",
              ),
            ],
          },
          {
            id: 'derogations',
            title: 'Dérogations pour charge disproportionnée',
            blocks: [p('Aucune.')],
          },
          {
            id: 'contenus-non-soumis',
            title: "Contenus non soumis à l'obligation d'accessibilité",
            blocks: [
              p(
                "Les sites vers lesquels nous renvoyons (vidéos et scores, boutiques d'applications, réseaux sociaux) ne relèvent pas de cette déclaration.",
              ),
            ],
          },
        ],
      },
      {
        id: 'etablissement',
        title: 'Établissement de cette déclaration',
        blocks: [p(`Cette déclaration a été établie le ${legalTextsDate}.`)],
        subsections: [
          {
            id: 'technologies',
            title: 'Technologies utilisées',
            blocks: [
              ul(
                'HTML5',
                'CSS',
                'JavaScript (React, rendu par Preact)',
                'WAI-ARIA',
                'SVG',
                'WebVTT (sous-titres)',
              ),
            ],
          },
          {
            id: 'environnement-de-test',
            title: 'Environnement de test',
            blocks: [
              p(
                'Navigateur Chromium (version de Debian) piloté par Playwright, sous Linux, à 1280 × 800 et 390 × 844 pixels, en français. Outils : axe-core 4 (règles WCAG 2.1 A et AA) et Lighthouse.',
              ),
            ],
          },
          {
            id: 'pages-verifiees',
            title: "Pages ayant fait l'objet de la vérification",
            blocks: [
              ul(
                'Accueil',
                'Connexion, inscription et mot de passe oublié',
                'Profil (mon compte, validation du téléphone, menu)',
                "Page d'une salle, son planning et sa galerie de photos",
                'Panier et paiement',
                'Articles et page « Mon parcours dans la salle »',
                'Conditions générales, mentions légales, politique de confidentialité, FAQ et cette déclaration',
                "Page introuvable et page de partage d'un match",
                "Page d'exemple d'un partenaire avec le planning intégré, et panier intégré",
              ),
            ],
          },
        ],
      },
      {
        id: 'amelioration',
        title: 'Amélioration',
        blocks: [
          p(
            "Nous corrigeons les non-conformités ci-dessus et ferons réaliser un audit externe sur l'ensemble des critères du RGAA 4.1 ; cette déclaration sera alors mise à jour avec son taux de conformité.",
          ),
        ],
      },
      {
        id: 'retour-information',
        title: "Retour d'information et contact",
        blocks: [
          p(
            "Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme : ",
            mail(accessibilityEmail, 'Accessibilité du site'),
            '.',
          ),
        ],
      },
      {
        id: 'voies-de-recours',
        title: 'Voies de recours',
        blocks: [
          p(
            "Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
          ),
          ul(
            [web('écrire un message au Défenseur des droits', 'https://formulaire.defenseurdesdroits.fr/')],
            [
              web(
                'contacter le délégué du Défenseur des droits dans votre région',
                'https://www.defenseurdesdroits.fr/saisir/delegues',
              ),
            ],
            [
              'appeler le ',
              { text: '09 69 39 00 00', href: 'tel:+33969390000' },
              ", du lundi au vendredi de 8 h à 20 h (prix d'un appel local)",
            ],
            "envoyer un courrier par la poste, gratuitement, sans timbre, à l'adresse ci-dessous",
          ),
          lines('Défenseur des droits', 'Libre réponse 71120', '75342 Paris CEDEX 07'),
        ],
      },
    ],
  };
}
