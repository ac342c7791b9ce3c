import type { ArticleSource } from './types.ts';

/**
 * The 9 news articles of the home page's "ACTUALITÉS" section (spec 2 section 2: "The article list on the
 * site has 9 items"). `pourquoi-choisir-{product}` is the one article that links to `/`.
 */
export const newsArticleSources: readonly ArticleSource[] = [
  {
    slug: 'pourquoi-choisir-{product}',
    imageUrl: '/articles/news-pourquoi-choisir.svg',
    imageAlt: 'Un téléphone affichant une réservation, un QR code et un terrain connecté.',
    shortTitle: 'Pourquoi choisir {brand}\u00a0?',
    title: 'Pourquoi choisir {brand} pour votre prochain match\u00a0?',
    shortDescription: 'Réserver en ligne, entrer avec son QR code, revoir son match\u00a0: ce qui change.',
    metaTitle: 'Pourquoi choisir {brand}\u00a0? | Book, Play, Share',
    metaDescription:
      'Réservation en ligne, entrée par QR code, terrain connecté et vidéos du match\u00a0: les raisons de jouer dans une salle {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: '{brand} réunit dans une même salle un terrain modulable, une réservation en ligne et des outils qui enregistrent votre match. Book, Play, Share\u00a0: réservez, jouez, partagez.',
      },
      { kind: 'heading', text: 'Réserver' },
      {
        kind: 'paragraph',
        text: "Choisissez une salle, un sport et un créneau depuis le site ou l'application mobile. Les prix s'affichent par créneau et par joueur, sur la base du nombre de joueurs conseillé pour le sport.",
      },
      { kind: 'heading', text: 'Jouer' },
      {
        kind: 'list',
        items: [
          "Chaque invité reçoit son propre QR code et entre seul\u00a0: personne n'attend à l'accueil.",
          'Le terrain motorisé se reconfigure pour le sport réservé.',
          "Les tablettes d'équipe tiennent le score, l'écran géant l'affiche en direct.",
        ],
      },
      { kind: 'heading', text: 'Partager' },
      {
        kind: 'paragraph',
        text: 'Après le match, retrouvez la feuille de match, les vidéos, vos statistiques et votre classement, et partagez-les avec vos amis.',
      },
      { kind: 'link', text: 'Voir les salles et réserver un créneau', to: '/' },
    ],
  },
  {
    slug: 'sport-entre-amis',
    imageUrl: '/articles/news-sport-entre-amis.svg',
    imageAlt: "Un groupe de quatre amis autour d'un ballon, prêts à jouer.",
    shortTitle: 'Le sport entre amis',
    title: 'Faire du sport entre amis, sans se compliquer la vie',
    shortDescription: 'Une réservation, des invitations, et chacun entre avec son QR code.',
    metaTitle: 'Le sport entre amis | {brand}',
    metaDescription:
      'Organisez un match entre amis\u00a0: réservez un créneau, invitez vos amis, chacun entre avec son QR code dans la salle {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: "Le plus difficile dans un match entre amis, c'est souvent l'organisation\u00a0: trouver un terrain, réunir tout le monde, partager les frais. {brand} simplifie chaque étape.",
      },
      { kind: 'heading', text: 'Comment ça se passe' },
      {
        kind: 'list',
        items: [
          'Vous réservez un créneau et invitez vos amis depuis votre compte.',
          "Chaque invité répond à l'invitation et reçoit son QR code d'accès.",
          'Les participants acceptés sont débités après la partie, à parts égales.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Les réponses aux invitations se verrouillent 15 minutes avant la séance\u00a0: au moment de jouer, chacun sait qui vient.',
      },
    ],
  },
  {
    slug: 'la-rentree-occasion-de-faire-du-sport',
    imageUrl: '/articles/news-rentree.svg',
    imageAlt: "Un calendrier ouvert sur septembre à côté d'un sac de sport et d'une gourde.",
    shortTitle: "La rentrée, l'occasion de faire du sport",
    title: 'La rentrée, la bonne occasion de (re)faire du sport',
    shortDescription: "Nouvelles habitudes, nouveaux créneaux\u00a0: septembre est le moment de s'y mettre.",
    metaTitle: "La rentrée, l'occasion de faire du sport | {brand}",
    metaDescription:
      'Septembre est le bon moment pour reprendre le sport\u00a0: quelques conseils pour tenir vos bonnes résolutions avec {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: "Après l'été, les emplois du temps se remettent en place. C'est le bon moment pour installer une habitude sportive qui tiendra toute l'année.",
      },
      { kind: 'heading', text: 'Trois conseils pour tenir' },
      {
        kind: 'list',
        items: [
          'Fixez un créneau régulier, toujours le même jour de la semaine.',
          'Jouez à plusieurs\u00a0: on se motive mutuellement et on annule moins.',
          'Variez les sports pour ne pas vous lasser\u00a0: foot à 5 un jour, badminton le suivant.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Reprenez progressivement, échauffez-vous et hydratez-vous\u00a0: la reprise doit rester un plaisir.',
      },
    ],
  },
  {
    slug: 'toutes-les-bonnes-raisons-pour-se-mettre-aux-sports-de-raquettes',
    imageUrl: '/articles/news-sports-de-raquettes.svg',
    imageAlt: 'Une raquette de padel, une raquette de badminton et une raquette de tennis de table.',
    shortTitle: 'Les sports de raquettes',
    title: 'Toutes les bonnes raisons de se mettre aux sports de raquettes',
    shortDescription: 'Padel, badminton, tennis, tennis de table\u00a0: accessibles, ludiques et complets.',
    metaTitle: 'Pourquoi se mettre aux sports de raquettes | {brand}',
    metaDescription:
      'Padel, badminton, tennis et tennis de table\u00a0: les bonnes raisons de se mettre aux sports de raquettes dans une salle {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: 'Les sports de raquettes se jouent à deux ou à quatre, se découvrent vite et se pratiquent toute une vie. Ils font travailler tout le corps sans exiger une grande équipe.',
      },
      { kind: 'heading', text: 'Les bonnes raisons' },
      {
        kind: 'list',
        items: [
          'Peu de joueurs suffisent\u00a0: deux pour un simple, quatre pour un double.',
          'Les progrès sont rapides, surtout au padel et au badminton.',
          'Coordination, réflexes et cardio sont sollicités à chaque échange.',
          'On joue à tout âge, entre amis ou en famille.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Dans les salles {brand}, le score de chaque échange peut être suivi en direct et les vidéos aident à corriger un geste.',
      },
    ],
  },
  {
    slug: 'toutes-les-bonnes-raisons-pour-se-mettre-aux-sports',
    imageUrl: '/articles/news-bonnes-raisons.svg',
    imageAlt: 'Un cœur, un chronomètre et une médaille, symboles des bienfaits du sport.',
    shortTitle: 'Les bonnes raisons de faire du sport',
    title: 'Toutes les bonnes raisons de se mettre au sport',
    shortDescription: 'Santé, moral, sommeil, lien social\u00a0: le sport fait du bien à tous les niveaux.',
    metaTitle: 'Les bonnes raisons de faire du sport | {brand}',
    metaDescription:
      'Santé, moral, sommeil et lien social\u00a0: toutes les bonnes raisons de se mettre au sport, seul ou en équipe, avec {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: "Une activité physique régulière améliore la santé du cœur, aide à mieux dormir et réduit le stress. Et le sport en salle se pratique toute l'année, quel que soit le temps.",
      },
      { kind: 'heading', text: 'Ce que le sport apporte' },
      {
        kind: 'list',
        items: [
          'Un cœur et des muscles entretenus.',
          "Un meilleur sommeil et plus d'énergie dans la journée.",
          'Du temps partagé avec des amis, des collègues ou la famille.',
          'Des objectifs concrets\u00a0: suivre ses statistiques et voir ses progrès.',
        ],
      },
      {
        kind: 'paragraph',
        text: "L'important est de trouver un sport qui vous plaît\u00a0: c'est celui que vous continuerez à pratiquer.",
      },
    ],
  },
  {
    slug: 'pratiquer-un-sport-collectif-salle-{product}',
    imageUrl: '/articles/news-sport-collectif.svg',
    imageAlt: "Deux équipes face à face sur un terrain, de part et d'autre de la ligne médiane.",
    shortTitle: 'Pratiquer un sport collectif',
    title: 'Pratiquer un sport collectif dans une salle {brand}',
    shortDescription:
      "Foot à 5, basket, handball, volley\u00a0: le même terrain pour tous les sports d'équipe.",
    metaTitle: 'Les sports collectifs en salle | {brand}',
    metaDescription:
      "Foot à 5, futsal, basket, handball, volley\u00a0: pratiquez un sport collectif sur le terrain modulable d'une salle {brand}.",
    body: [
      {
        kind: 'paragraph',
        text: "Un sport collectif, c'est l'envie de gagner ensemble. Dans une salle {brand}, un seul terrain accueille plusieurs sports d'équipe\u00a0: l'équipement motorisé se reconfigure pour le sport réservé.",
      },
      { kind: 'heading', text: "Les sports d'équipe du terrain modulable" },
      {
        kind: 'list',
        items: ['Foot à 5 et futsal.', 'Basket 5x5 et basket 3x3.', 'Handball et volley-ball.'],
      },
      {
        kind: 'paragraph',
        text: "Chaque salle affiche les sports qu'elle propose. Le prix s'entend par créneau et par joueur, sur la base du nombre de joueurs conseillé pour le sport.",
      },
    ],
  },
  {
    slug: 'le-sport-connecte-au-sein-de-votre-salle-multisports-{product}',
    imageUrl: '/articles/news-sport-connecte.svg',
    imageAlt: 'Une tablette de score, une caméra et un écran géant affichant le score en direct.',
    shortTitle: 'Le sport connecté',
    title: 'Le sport connecté au sein de votre salle multisports {brand}',
    shortDescription: 'Tablettes, caméras et écran géant\u00a0: votre match enregistré et partagé.',
    metaTitle: 'Le sport connecté | {brand}',
    metaDescription:
      'Tablettes de score, caméras, écran géant, statistiques\u00a0: découvrez le sport connecté dans votre salle multisports {brand}.',
    body: [
      {
        kind: 'paragraph',
        text: 'Une salle {brand} ne se contente pas de vous prêter un terrain\u00a0: elle enregistre votre match pour que vous puissiez le revivre et progresser.',
      },
      { kind: 'heading', text: 'Pendant le match' },
      {
        kind: 'list',
        items: [
          'Chaque équipe saisit son score et marque les temps forts sur sa tablette.',
          'Des caméras filment la partie.',
          'Un écran géant affiche le score en direct et prévient de la fin de la séance.',
        ],
      },
      { kind: 'heading', text: 'Après le match' },
      {
        kind: 'paragraph',
        text: 'La feuille de match, les vidéos, les statistiques et le classement sont disponibles sur votre compte et se partagent en un lien.',
      },
    ],
  },
  {
    slug: 'prototype-{product}-grandeur-nature',
    imageUrl: '/articles/news-prototype.svg',
    imageAlt: 'Un terrain modulable dont les buts et les paniers se déplacent sur des rails motorisés.',
    shortTitle: 'Un prototype grandeur nature',
    title: 'Le prototype {brand} grandeur nature',
    shortDescription: "Avant les salles, un terrain d'essai pour mettre au point l'équipement motorisé.",
    metaTitle: 'Le prototype {brand} grandeur nature | {brand}',
    metaDescription:
      "Comment le terrain modulable et motorisé {brand} a été mis au point sur un prototype grandeur nature avant d'équiper les salles.",
    body: [
      {
        kind: 'paragraph',
        text: "Faire passer un terrain du basket au handball ou au volley sans intervention humaine demande un équipement motorisé fiable. Avant d'équiper les salles, ce système a été assemblé et éprouvé sur un prototype grandeur nature.",
      },
      { kind: 'heading', text: 'Ce que le prototype a permis de vérifier' },
      {
        kind: 'list',
        items: [
          'Le déplacement et le verrouillage des buts, paniers et filets.',
          'La sécurité des joueurs pendant et après chaque reconfiguration.',
          "La liaison entre la réservation, l'accès par QR code et le réglage du terrain.",
        ],
      },
      {
        kind: 'paragraph',
        text: "Les tablettes, les caméras et l'écran géant ont été testés dans les mêmes conditions, pour que le score et les vidéos suivent le match du premier au dernier point.",
      },
    ],
  },
  {
    slug: 'creation-ajaccio-salle-de-sports-sable',
    imageUrl: '/articles/news-ajaccio-sable.svg',
    imageAlt: 'Un terrain de sable en salle avec un filet de beach-volley, sous un soleil stylisé.',
    shortTitle: 'Une salle de sports de sable à Ajaccio',
    title: "Création à Ajaccio d'une salle de sports de sable",
    shortDescription: "Beach-volley, beach soccer et beach tennis, à l'abri et toute l'année.",
    metaTitle: 'Une salle de sports de sable à Ajaccio | {brand}',
    metaDescription:
      "À Ajaccio, la salle {brand} de sports de sable accueille beach-volley, beach soccer et beach tennis toute l'année.",
    body: [
      {
        kind: 'paragraph',
        text: "À Ajaccio, {brand} a créé une salle dédiée aux sports de sable. Le terrain couvert permet de jouer pieds nus dans le sable en toute saison, sans dépendre du vent ni de la chaleur de l'été.",
      },
      { kind: 'heading', text: 'Les sports proposés' },
      {
        kind: 'list',
        items: [
          'Le beach-volley, à deux contre deux.',
          'Le beach soccer, le football sur sable.',
          'Le beach tennis, entre tennis et volley.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Le sable rend chaque appui plus exigeant\u00a0: les sports de sable travaillent l'équilibre et la tonicité tout en ménageant les articulations.",
      },
    ],
  },
];
