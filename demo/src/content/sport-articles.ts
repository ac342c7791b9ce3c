import type { ArticleSource } from './types.ts';

const bookingHint =
  "Chaque salle affiche sur sa fiche les sports qu'elle propose\u00a0: choisissez la vôtre depuis l'accueil, puis le sport et le créneau qui vous conviennent.";

/**
 * The 12 sport articles, one per slug of spec 2 section 2's sport table (`{product}` in a slug is the
 * product word), in the table's order.
 */
export const sportArticleSources: readonly ArticleSource[] = [
  {
    slug: 'zoom-foot-5',
    imageUrl: '/articles/sport-foot5.svg',
    imageAlt: 'Un terrain de foot à 5 couvert vu de dessus, deux buts et un ballon au point central.',
    shortTitle: 'Zoom sur le foot à 5',
    title: 'Zoom sur le foot à 5\u00a0: le football en format court',
    shortDescription: 'Cinq joueurs par équipe, un terrain réduit et beaucoup de ballons touchés.',
    metaTitle: 'Foot à 5 en salle connectée | {brand}',
    metaDescription:
      "Le foot à 5 en salle\u00a0: règles essentielles, intérêt du format court et réservation d'un terrain connecté {brand}.",
    body: [
      {
        kind: 'paragraph',
        text: "Le foot à 5 reprend les bases du football sur un terrain plus petit\u00a0: cinq joueurs par équipe, gardien compris. Moins d'espace, c'est plus de ballons touchés, plus de duels et plus de buts. C'est le format idéal pour jouer après le travail ou le week-end, sans devoir réunir vingt-deux joueurs.",
      },
      { kind: 'heading', text: 'Ce qui change par rapport au football à 11' },
      {
        kind: 'list',
        items: [
          "Dix joueurs suffisent pour un match\u00a0: c'est le nombre de joueurs conseillé pour ce sport dans nos salles.",
          'Les changements sont libres et fréquents\u00a0: tout le monde joue.',
          'Le jeu est rapide et technique\u00a0: passes courtes, appels et replis permanents.',
        ],
      },
      { kind: 'heading', text: 'Un terrain connecté' },
      {
        kind: 'paragraph',
        text: "Dans une salle {brand}, les tablettes d'équipe enregistrent le score et les temps forts, les caméras filment le match et un écran géant affiche le score en direct. Après la partie, la feuille de match, les vidéos et les statistiques sont disponibles.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'infos-padel',
    imageUrl: '/articles/sport-padel.svg',
    imageAlt: 'Un court de padel vu de dessus, entouré de vitres, avec deux raquettes et une balle.',
    shortTitle: 'Tout savoir sur le padel',
    title: 'Infos padel\u00a0: le sport de raquette qui se joue avec les murs',
    shortDescription: 'Un court fermé, quatre joueurs, des vitres qui font partie du jeu.',
    metaTitle: 'Le padel\u00a0: règles et infos pratiques | {brand}',
    metaDescription:
      'Découvrez le padel\u00a0: un court fermé de vitres, quatre joueurs, un jeu accessible dès la première partie. Réservez votre terrain {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: "Né au Mexique à la fin des années 1960, le padel se joue presque toujours en double sur un court de 20 mètres sur 10, fermé par des vitres et des grillages. La balle peut rebondir sur les parois après avoir touché le sol\u00a0: les échanges durent plus longtemps qu'au tennis, et c'est ce qui rend le jeu si prenant.",
      },
      { kind: 'heading', text: 'Les règles en bref' },
      {
        kind: 'list',
        items: [
          'Le service se fait à la cuillère, après un rebond, et croise en diagonale.',
          'La balle doit rebondir une fois au sol du camp adverse avant de toucher une vitre.',
          'Le décompte des points est celui du tennis\u00a0: 15, 30, 40, jeu.',
          "Quatre joueurs\u00a0: c'est le nombre conseillé pour une réservation.",
        ],
      },
      { kind: 'heading', text: "Pourquoi on s'y met si vite" },
      {
        kind: 'paragraph',
        text: "La raquette est courte, pleine et sans cordage, le court est petit\u00a0: les débutants tiennent l'échange dès la première séance. Les joueurs confirmés, eux, travaillent les sorties de vitre, la volée et le jeu en équipe.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'basket-3x3',
    imageUrl: '/articles/sport-basket3x3.svg',
    imageAlt: 'Un demi-terrain de basket avec un seul panier et sa raquette, vu de dessus.',
    shortTitle: 'Le basket 3x3',
    title: 'Basket 3x3\u00a0: un panier, six joueurs, du rythme',
    shortDescription: 'Le basket de rue devenu discipline olympique, sur un demi-terrain.',
    metaTitle: 'Basket 3x3 en salle | {brand}',
    metaDescription:
      "Le basket 3x3\u00a0: un demi-terrain, un panier, trois contre trois. Règles, rythme de jeu et réservation d'un terrain {brand}.",
    body: [
      {
        kind: 'paragraph',
        text: 'Issu des playgrounds, le basket 3x3 se joue à trois contre trois sur un demi-terrain, face à un seul panier. Il est devenu une discipline olympique aux Jeux de Tokyo. Le format est court, intense et laisse peu de temps mort.',
      },
      { kind: 'heading', text: 'Les grandes règles' },
      {
        kind: 'list',
        items: [
          "Un match se joue en 10 minutes ou s'arrête dès qu'une équipe atteint 21 points.",
          "Un panier vaut 1 point, ou 2 points s'il est marqué derrière l'arc.",
          'Chaque possession doit se conclure par un tir en 12 secondes.',
          "Six joueurs, trois par équipe\u00a0: c'est le nombre conseillé pour réserver.",
        ],
      },
      {
        kind: 'paragraph',
        text: "Dans une salle {brand}, le terrain motorisé se reconfigure pour le 3x3 et les tablettes d'équipe tiennent le score pendant que l'écran géant l'affiche.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'salle-badminton-connectee',
    imageUrl: '/articles/sport-badminton.svg',
    imageAlt: 'Un terrain de badminton avec son filet, un volant et deux raquettes.',
    shortTitle: 'Le badminton connecté',
    title: 'Une salle de badminton connectée pour jouer et progresser',
    shortDescription: 'Le sport de raquette le plus rapide du monde, en simple ou en double.',
    metaTitle: 'Badminton en salle connectée | {brand}',
    metaDescription:
      'Jouez au badminton en simple ou en double dans une salle connectée {brand}\u00a0: score en direct, vidéos et statistiques après le match.',
    body: [
      {
        kind: 'paragraph',
        text: "Discipline olympique depuis les Jeux de Barcelone en 1992, le badminton se joue en simple ou en double, de part et d'autre d'un filet d'un peu plus d'un mètre cinquante. Le volant peut dépasser les 400 km/h sur un smash, mais il freine très vite\u00a0: c'est un sport de vitesse, de réflexes et de placement.",
      },
      { kind: 'heading', text: 'Pour qui\u00a0?' },
      {
        kind: 'list',
        items: [
          "Pour découvrir\u00a0: quelques échanges suffisent pour s'amuser.",
          "Pour s'entretenir\u00a0: les déplacements courts et répétés font travailler le cardio.",
          'Pour progresser\u00a0: les vidéos du match permettent de revoir ses placements.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Le nombre de joueurs conseillé est de quatre, pour un double\u00a0; la réservation indique aussi le nombre de joueurs payants.',
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'les-terrains-de-tennis-couvert-{product}',
    imageUrl: '/articles/sport-tennis.svg',
    imageAlt: 'Un court de tennis couvert vu de dessus, son filet et une balle jaune.',
    shortTitle: 'Le tennis couvert',
    title: 'Les terrains de tennis couverts {brand}',
    shortDescription: 'Jouer au tennis quelle que soit la météo, sur un terrain connecté.',
    metaTitle: 'Tennis couvert en salle connectée | {brand}',
    metaDescription:
      "Réservez un terrain de tennis couvert {brand}\u00a0: à l'abri de la pluie et du vent, avec score en direct et vidéos de votre match.",
    body: [
      {
        kind: 'paragraph',
        text: "Jouer en salle, c'est oublier la pluie, le vent et la nuit qui tombe tôt en hiver. Le rebond est régulier, la lumière constante\u00a0: on peut se concentrer sur son jeu toute l'année.",
      },
      { kind: 'heading', text: 'Un court qui enregistre votre match' },
      {
        kind: 'list',
        items: [
          "Le score se saisit sur la tablette d'équipe et s'affiche sur l'écran géant.",
          'Les caméras filment les échanges\u00a0: les temps forts se retrouvent après la partie.',
          'Deux joueurs suffisent pour réserver un simple.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Le tennis fait partie des sports du terrain modulable\u00a0: le même espace accueille, à d'autres heures, le badminton, le volley ou le foot à 5.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'le-tennis-de-table-d-activite-de-loisirs-a-sport-olympique',
    imageUrl: '/articles/sport-pingpong.svg',
    imageAlt: 'Une table de tennis de table vue de dessus, son filet, deux raquettes et une balle.',
    shortTitle: 'Le tennis de table',
    title: "Le tennis de table\u00a0: d'activité de loisirs à sport olympique",
    shortDescription: "Du jeu de salon anglais aux Jeux olympiques, l'histoire du ping-pong.",
    metaTitle: 'Tennis de table\u00a0: histoire et pratique | {brand}',
    metaDescription:
      "Du jeu de salon au sport olympique\u00a0: l'histoire du tennis de table et comment réserver une table dans une salle {brand}.",
    body: [
      {
        kind: 'paragraph',
        text: 'À la fin du XIXe siècle, en Angleterre, on joue au « ping-pong » sur la table de la salle à manger, avec des livres en guise de filet. Le jeu se codifie, des fédérations naissent, et le tennis de table devient discipline olympique aux Jeux de Séoul en 1988.',
      },
      { kind: 'heading', text: 'Quelques repères' },
      {
        kind: 'list',
        items: [
          'La table mesure 2,74 m sur 1,525 m et se trouve à 76 cm du sol.',
          'La balle officielle fait 40 mm de diamètre.',
          "Une manche se gagne à 11 points, avec deux points d'écart.",
        ],
      },
      {
        kind: 'paragraph',
        text: "Loisir en famille ou entraînement sérieux, le tennis de table se joue à deux\u00a0: c'est le nombre de joueurs conseillé pour réserver une table.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'futsal-sport-derive-du-football',
    imageUrl: '/articles/sport-futsal.svg',
    imageAlt: 'Un terrain de futsal en salle vu de dessus, avec ses surfaces de réparation arrondies.',
    shortTitle: 'Le futsal',
    title: 'Le futsal, un sport dérivé du football',
    shortDescription: 'Né en Uruguay dans les années 1930, le football en salle a ses propres règles.',
    metaTitle: 'Futsal\u00a0: origines et règles | {brand}',
    metaDescription:
      'Le futsal, football en salle né en Uruguay\u00a0: ballon à rebond limité, cinq joueurs par équipe. Réservez un terrain {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: "Le futsal est né à Montevideo, en Uruguay, dans les années 1930, pour permettre de jouer au football dans des gymnases. Ce n'est pas simplement du foot en salle\u00a0: il a ses propres règles, reconnues par les instances internationales du football.",
      },
      { kind: 'heading', text: 'Ce qui le distingue' },
      {
        kind: 'list',
        items: [
          'Un ballon plus petit et plus lourd, dont le rebond est limité\u00a0: le jeu se fait au sol.',
          'Cinq joueurs par équipe, gardien compris, et des changements illimités.',
          'Un sol de salle et des lignes\u00a0: le ballon sort, contrairement au foot à 5 entre bandes.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Le futsal développe la technique balle au pied, la conduite et la prise d'information. Dix joueurs sont conseillés pour réserver un créneau.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'terrain-de-volley-a-louer',
    imageUrl: '/articles/sport-volleyball.svg',
    imageAlt: 'Un terrain de volley-ball vu de dessus, le filet au centre et un ballon.',
    shortTitle: 'Un terrain de volley à louer',
    title: 'Un terrain de volley à louer pour jouer en équipe',
    shortDescription: 'Six contre six, un filet haut, et le plaisir du jeu collectif.',
    metaTitle: 'Location de terrain de volley-ball | {brand}',
    metaDescription:
      'Louez un terrain de volley-ball dans une salle connectée {brand}\u00a0: jeu en équipe, score en direct et vidéos du match.',
    body: [
      {
        kind: 'paragraph',
        text: "Inventé aux États-Unis en 1895, le volley-ball oppose deux équipes de six joueurs de part et d'autre d'un filet. Chaque équipe dispose de trois touches pour renvoyer le ballon\u00a0: réception, passe, attaque.",
      },
      { kind: 'heading', text: 'Les bases' },
      {
        kind: 'list',
        items: [
          "Un set se gagne à 25 points avec deux points d'écart\u00a0; le cinquième set, s'il a lieu, à 15.",
          'Le filet est à 2,43 m pour les hommes et 2,24 m pour les femmes.',
          "Les joueurs tournent d'une position à chaque reprise du service.",
        ],
      },
      {
        kind: 'paragraph',
        text: "Le volley est un sport où l'équipe prime\u00a0: douze joueurs sont conseillés pour un créneau. Collègues, club ou amis, tout le monde touche le ballon.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'salle-basket-5x5',
    imageUrl: '/articles/sport-basket5x5.svg',
    imageAlt: 'Un terrain de basket complet vu de dessus, avec ses deux paniers.',
    shortTitle: 'Le basket 5x5',
    title: 'Une salle de basket 5x5 pour des matchs complets',
    shortDescription: 'Deux paniers, dix joueurs, le basket dans sa forme originale.',
    metaTitle: 'Basket 5x5 en salle | {brand}',
    metaDescription:
      'Le basket 5x5 sur terrain complet dans une salle connectée {brand}\u00a0: score en direct, vidéos et statistiques de match.',
    body: [
      {
        kind: 'paragraph',
        text: 'Inventé en 1891 par James Naismith dans un gymnase de Springfield, aux États-Unis, le basket-ball se joue à cinq contre cinq sur un terrain complet, avec deux paniers à 3,05 m du sol.',
      },
      { kind: 'heading', text: 'Le match type' },
      {
        kind: 'list',
        items: [
          'Quatre quart-temps de 10 minutes dans les règles internationales.',
          'Un panier vaut 2 points, 3 points derrière la ligne à trois points, 1 point sur lancer franc.',
          'Dix joueurs conseillés pour un créneau, cinq par équipe.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Sur le terrain {brand}, le score saisi sur la tablette s'affiche en direct sur l'écran géant, et un avertissement annonce la fin de la séance.",
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'nouvelle-salle-handball',
    imageUrl: '/articles/sport-handball.svg',
    imageAlt: 'Un terrain de handball vu de dessus, ses deux buts et leurs zones de 6 mètres.',
    shortTitle: 'Le handball',
    title: 'Une nouvelle salle pour le handball',
    shortDescription: 'Un sport collectif rapide, où la France compte parmi les meilleures nations.',
    metaTitle: 'Handball en salle connectée | {brand}',
    metaDescription:
      'Jouez au handball dans une salle connectée {brand}\u00a0: un terrain modulable, le score en direct et les temps forts en vidéo.',
    body: [
      {
        kind: 'paragraph',
        text: 'Sport collectif rapide et physique, le handball oppose deux équipes de sept joueurs, gardien compris. Le ballon se joue à la main et le tir se déclenche hors de la zone des 6 mètres, réservée au gardien.',
      },
      { kind: 'heading', text: 'Pourquoi le handball plaît' },
      {
        kind: 'list',
        items: [
          'Beaucoup de buts et des renversements de situation permanents.',
          "Un sport très pratiqué en France, en club comme à l'école.",
          'Un jeu qui mêle course, passes et contacts maîtrisés.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Quatorze joueurs sont conseillés pour un créneau\u00a0: assez pour deux équipes complètes et des remplaçants.',
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'yoga-agit-sur-le-corps-et-esprit',
    imageUrl: '/articles/sport-yoga.svg',
    imageAlt: "Un tapis de yoga déroulé et une silhouette en posture d'équilibre.",
    shortTitle: 'Le yoga',
    title: "Le yoga agit sur le corps et l'esprit",
    shortDescription: "Postures, respiration et concentration\u00a0: une pratique venue d'Inde.",
    metaTitle: "Le yoga, pour le corps et l'esprit | {brand}",
    metaDescription:
      'Le yoga associe postures, respiration et concentration. Ses bienfaits et comment le pratiquer dans une salle {brand} qui le propose.',
    body: [
      {
        kind: 'paragraph',
        text: 'Pratique née en Inde il y a plusieurs millénaires, le yoga associe des postures, appelées asanas, un travail du souffle et la concentration. Il se pratique à tout âge et à tout niveau.',
      },
      { kind: 'heading', text: 'Ce que le yoga travaille' },
      {
        kind: 'list',
        items: [
          'La souplesse et la mobilité des articulations.',
          "Le gainage et l'équilibre, par le maintien des postures.",
          'La respiration et la gestion du stress.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Le yoga complète bien un sport plus intense\u00a0: il aide à récupérer et à prévenir les blessures. Pensez à une tenue confortable\u00a0; le reste du matériel dépend de la salle.',
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
  {
    slug: 'histoire-du-fitness',
    imageUrl: '/articles/sport-fitness.svg',
    imageAlt: "Des haltères, un tapis et un chronomètre, le matériel d'une séance de fitness.",
    shortTitle: "L'histoire du fitness",
    title: 'Une brève histoire du fitness',
    shortDescription: "De l'aérobic des années 1970 à l'entraînement fonctionnel d'aujourd'hui.",
    metaTitle: "L'histoire du fitness | {brand}",
    metaDescription:
      "De l'aérobic aux circuits d'entraînement\u00a0: l'histoire du fitness et la place de la condition physique dans une salle {brand}.",
    body: [
      {
        kind: 'paragraph',
        text: "En 1968, le médecin américain Kenneth Cooper publie « Aerobics », qui popularise l'entraînement d'endurance. Dans les années 1980, l'aérobic en musique et les cassettes vidéo d'exercices font entrer le fitness dans les salons.",
      },
      { kind: 'heading', text: "Des cours collectifs à l'entraînement fonctionnel" },
      {
        kind: 'list',
        items: [
          'Les années 1990 voient se multiplier les cours collectifs\u00a0: step, renforcement, stretching.',
          "Les années 2000 et 2010 apportent l'entraînement fractionné et les circuits au poids du corps.",
          "Aujourd'hui, on mesure ses séances\u00a0: durée, intensité, progression.",
        ],
      },
      {
        kind: 'paragraph',
        text: 'Le fitness reste la base de tous les sports\u00a0: cardio, renforcement et mobilité rendent chaque match plus agréable et limitent les blessures.',
      },
      { kind: 'paragraph', text: bookingHint },
    ],
  },
];
