import type { ArticleSource } from './types.ts';

/**
 * The 7 padel-park articles (spec 2 section 2), about the padel hall `padel-park` of the seed: two
 * covered courts, open 7 days a week from 7:15 to 23:15 (the spec's hours, stated by
 * `horaires-et-terrains-padel-park`).
 */
export const padelParkArticleSources: readonly ArticleSource[] = [
  {
    slug: 'horaires-et-terrains-padel-park',
    imageUrl: '/articles/padel-horaires.svg',
    imageAlt: 'Une horloge à côté de deux terrains de padel vus de dessus.',
    shortTitle: 'Horaires et terrains',
    title: "Padel Park\u00a0: horaires d'ouverture et terrains",
    shortDescription: 'Deux terrains de padel couverts, ouverts 7 jours sur 7 de 07h15 à 23h15.',
    metaTitle: 'Horaires et terrains du Padel Park | {brand}',
    metaDescription:
      'Le Padel Park est ouvert 7 jours sur 7, de 07h15 à 23h15, avec deux terrains de padel couverts à réserver en ligne sur {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: 'Le Padel Park est ouvert 7 jours sur 7, de 07h15 à 23h15. Avant le travail, à la pause de midi ou en soirée, il y a toujours un créneau possible.',
      },
      { kind: 'heading', text: 'Deux terrains de padel' },
      {
        kind: 'list',
        items: [
          'Deux terrains de padel couverts, fermés de vitres et de grillages.',
          'Quatre joueurs conseillés par terrain, pour des parties en double.',
          'Une table de tennis de table pour patienter ou prolonger la séance.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Le planning de la salle montre les créneaux disponibles\u00a0: réservez en ligne, invitez vos partenaires, et chacun entre avec son QR code.',
      },
    ],
  },
  {
    slug: 'genese-projet-padel-park',
    imageUrl: '/articles/padel-genese.svg',
    imageAlt: "Un plan d'architecte de deux terrains de padel posé sur une table, avec un crayon.",
    shortTitle: 'La genèse du projet',
    title: 'La genèse du projet Padel Park',
    shortDescription: 'Pourquoi une salle entièrement dédiée au padel, et comment elle a été pensée.',
    metaTitle: 'La genèse du Padel Park | {brand}',
    metaDescription:
      'Comment est né le Padel Park\u00a0: une salle couverte dédiée au padel, deux terrains connectés, ouverte 7 jours sur 7.',
    body: [
      {
        kind: 'paragraph',
        text: "Le padel est l'un des sports de raquette qui se développent le plus vite en France. Les terrains extérieurs dépendent de la météo\u00a0; l'idée du Padel Park est née de l'envie de jouer toute l'année, à l'abri, sur des terrains réservables en quelques clics.",
      },
      { kind: 'heading', text: 'Les choix du projet' },
      {
        kind: 'list',
        items: [
          'Une salle couverte, entièrement consacrée au padel, avec deux terrains.',
          'Une amplitude horaire large\u00a0: 7 jours sur 7, de 07h15 à 23h15.',
          'Les outils {brand}\u00a0: réservation en ligne, entrée par QR code, score et vidéos.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Vestiaires, douches, bar et parking gratuit complètent l'ensemble, pour que la partie ne s'arrête pas à la dernière balle.",
      },
    ],
  },
  {
    slug: 'six-mois-apres-ouverture-{product}-padel-park',
    imageUrl: '/articles/padel-six-mois.svg',
    imageAlt: "Un calendrier marqué de six mois, à côté d'une raquette de padel et d'une balle.",
    shortTitle: "Six mois après l'ouverture",
    title: "Six mois après l'ouverture du {brand} Padel Park",
    shortDescription: 'Un premier bilan de la salle, de ses terrains et de ses outils connectés.',
    metaTitle: "Six mois après l'ouverture du Padel Park | {brand}",
    metaDescription:
      'Six mois après son ouverture, le point sur le {brand} Padel Park\u00a0: ses deux terrains, ses horaires et ses outils connectés.',
    body: [
      {
        kind: 'paragraph',
        text: "Six mois après l'ouverture, le Padel Park a trouvé son rythme. Débutants venus essayer entre collègues et joueurs réguliers se partagent les deux terrains, de 07h15 à 23h15, 7 jours sur 7.",
      },
      { kind: 'heading', text: 'Ce que les joueurs utilisent le plus' },
      {
        kind: 'list',
        items: [
          "L'entrée par QR code\u00a0: chaque invité arrive et entre sans attendre les autres.",
          'Les vidéos des temps forts, revues et partagées après la partie.',
          'Les statistiques et le classement, qui donnent envie de revenir.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Les prochains mois seront consacrés à écouter les joueurs pour faire évoluer la salle. Vos remarques sont les bienvenues à l'accueil ou par le formulaire de contact.",
      },
    ],
  },
  {
    slug: 'reglement-interieur-padel-park',
    imageUrl: '/articles/padel-reglement.svg',
    imageAlt: "Une liste de consignes cochées à côté d'une paire de chaussures de salle.",
    shortTitle: 'Le règlement intérieur',
    title: 'Le règlement intérieur du Padel Park',
    shortDescription: 'Les règles simples qui permettent à chacun de bien jouer.',
    metaTitle: 'Règlement intérieur du Padel Park | {brand}',
    metaDescription:
      'Tenue, chaussures propres, horaires, sécurité et annulation\u00a0: les règles du Padel Park pour que chacun profite des terrains.',
    body: [
      {
        kind: 'paragraph',
        text: 'Quelques règles simples permettent à tous les joueurs de profiter des deux terrains dans de bonnes conditions.',
      },
      { kind: 'heading', text: 'Sur le terrain' },
      {
        kind: 'list',
        items: [
          'Des chaussures de sport propres, réservées à la salle.',
          "Pas d'appui ni d'escalade sur les vitres et les grillages.",
          "Le terrain se libère à l'heure\u00a0: l'écran annonce la fin de la séance.",
          'Les consignes de sécurité sont à connaître avant la première partie.',
        ],
      },
      { kind: 'heading', text: 'Réservations' },
      {
        kind: 'paragraph',
        text: "Une réservation s'annule au plus tard 48 heures avant le début de la séance. Les réponses aux invitations se verrouillent 15 minutes avant le début.",
      },
    ],
  },
  {
    slug: 'tournoi-entre-amis-padel-park',
    imageUrl: '/articles/padel-tournoi.svg',
    imageAlt: 'Un tableau de tournoi à quatre équipes menant à un trophée.',
    shortTitle: 'Un tournoi entre amis',
    title: 'Organiser un tournoi de padel entre amis au Padel Park',
    shortDescription: 'Deux terrains, des matchs enregistrés et un classement calculé pour vous.',
    metaTitle: 'Organiser un tournoi de padel entre amis | {brand}',
    metaDescription:
      'Organisez un tournoi de padel entre amis sur les deux terrains du Padel Park\u00a0: réservations, invitations, scores et classement.',
    body: [
      {
        kind: 'paragraph',
        text: 'Avec deux terrains côte à côte, le Padel Park se prête bien aux petits tournois entre amis ou entre collègues\u00a0: deux matchs en même temps, huit joueurs sur le terrain.',
      },
      { kind: 'heading', text: 'En pratique' },
      {
        kind: 'list',
        items: [
          'Réservez les deux terrains sur le même créneau depuis le planning de la salle.',
          'Invitez les joueurs\u00a0: chacun reçoit son QR code pour entrer.',
          'Saisissez les scores sur les tablettes\u00a0: les résultats alimentent les statistiques et le classement.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Après le tournoi, partagez le classement et les temps forts en vidéo avec tous les participants.',
      },
    ],
  },
  {
    slug: 'cours-de-padel-padel-park',
    imageUrl: '/articles/padel-cours.svg',
    imageAlt: "Un tableau d'entraîneur montrant un placement de padel, avec un panier de balles.",
    shortTitle: 'Les cours de padel',
    title: 'Progresser au padel\u00a0: cours et entraînement',
    shortDescription: "Comment repérer les créneaux de cours au planning et bien s'entraîner.",
    metaTitle: 'Cours de padel au Padel Park | {brand}',
    metaDescription:
      'Les créneaux de cours apparaissent au planning du Padel Park, signalés « Niveau avancé ». Conseils pour progresser au padel.',
    body: [
      {
        kind: 'paragraph',
        text: 'Le padel se découvre en une séance, mais on y progresse pendant des années. Quand la salle programme des cours, ils apparaissent dans son planning, signalés « Niveau avancé ».',
      },
      { kind: 'heading', text: 'Les axes de progrès' },
      {
        kind: 'list',
        items: [
          'La sortie de vitre\u00a0: laisser la balle rebondir sur la paroi avant de la jouer.',
          'La volée et le jeu au filet, où se gagnent beaucoup de points.',
          'Le placement à deux\u00a0: monter et reculer ensemble avec son partenaire.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Entre deux séances, les vidéos de vos matchs permettent de revoir vos placements et vos choix de coups.',
      },
    ],
  },
  {
    slug: 'venir-au-padel-park',
    imageUrl: '/articles/padel-acces.svg',
    imageAlt: 'Un plan stylisé avec un repère sur la salle, un parking et une route.',
    shortTitle: 'Venir au Padel Park',
    title: 'Venir au Padel Park\u00a0: accès et services',
    shortDescription: "L'adresse, le parking gratuit et les services sur place.",
    metaTitle: 'Accès et services du Padel Park | {brand}',
    metaDescription:
      'Le Padel Park à Déols\u00a0: adresse, parking gratuit, vestiaires, douches, bar et wi-fi. Deux terrains ouverts de 07h15 à 23h15.',
    body: [
      {
        kind: 'paragraph',
        text: "Le Padel Park se trouve 14 allée du Parc des Sports, dans la zone d'activités de la Martinerie, à Déols (36130).",
      },
      { kind: 'heading', text: 'Les services sur place' },
      {
        kind: 'list',
        items: ['Parking gratuit.', 'Vestiaires et douches.', 'Bar et snack.', 'Wi-Fi.'],
      },
      {
        kind: 'paragraph',
        text: "Arrivez quelques minutes avant votre créneau\u00a0: votre QR code vous ouvre l'accès et l'écran d'accueil indique quels partenaires sont déjà arrivés.",
      },
    ],
  },
];
