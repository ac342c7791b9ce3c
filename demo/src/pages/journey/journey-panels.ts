/** One illustrated step of the visit (spec 2 section 2, "Journey page"). */
export interface JourneyPanel {
  id: string;
  title: string;
  imageUrl: string;
  imageAlt: string;
  points: readonly string[];
}

/** The four panels of `/mon-parcours-dans-la-salle`, in the order a player walks through the hall. */
export const journeyPanels: readonly JourneyPanel[] = [
  {
    id: 'accueil',
    title: "1. L'accueil",
    imageUrl: '/parcours/accueil.svg',
    imageAlt:
      "L'accueil de la salle\u00a0: un écran listant les partenaires arrivés et le plan de la salle avec ses consignes de sécurité.",
    points: [
      "Consultez l'écran d'accueil\u00a0: il indique lesquels de vos partenaires sont déjà arrivés.",
      'Repérez le plan de la salle et lisez ses consignes de sécurité.',
    ],
  },
  {
    id: 'zone-attente',
    title: "2. La zone d'attente",
    imageUrl: '/parcours/zone-attente.svg',
    imageAlt:
      "La zone d'attente\u00a0: distributeurs de matériel et de chasubles, casiers, chaussures de salle et écran d'entrée.",
    points: [
      'Servez-vous aux distributeurs de matériel et de chasubles.',
      'Rangez vos affaires dans les casiers.',
      'Chaussez des chaussures de salle propres.',
      "L'écran d'entrée annonce le début de votre séance.",
    ],
  },
  {
    id: 'terrain',
    title: '3. Le terrain modulable automatisé',
    imageUrl: '/parcours/terrain.svg',
    imageAlt:
      'Le terrain modulable\u00a0: une tablette par équipe, des caméras au plafond et un écran géant affichant le score.',
    points: [
      'Chaque équipe a sa tablette pour saisir le score et marquer les temps forts.',
      'Des caméras filment le match.',
      'Un écran géant affiche le score en direct et prévient de la fin de la séance.',
    ],
  },
  {
    id: 'apres-match',
    title: "4. L'espace après-match",
    imageUrl: '/parcours/apres-match.svg',
    imageAlt:
      "L'espace après-match\u00a0: un écran montrant la feuille de match, une vidéo et des graphiques de statistiques.",
    points: [
      'Consultez la feuille de match.',
      'Revoyez les vidéos de vos temps forts.',
      'Découvrez vos statistiques.',
    ],
  },
];
