// The mobile app's contract as data: the five /app/… pages, the ways to hand over the token, and every
// message both ways with its payload. The app team's page (/app/, app-docs.ts) is generated from this
// module, so the documentation cannot drift from a list kept elsewhere; the page scripts
// (packages/elements/embed-pages/app-*.js) implement it, and app-docs.test.ts checks the page lists it all.

/** The contract's version, sent as `version` in every message: it changes when a message's meaning does. */
export const APP_CONTRACT_VERSION = 2;

/** Every message's `type` starts with this. */
export const APP_MESSAGE_PREFIX = 'multisalle:';

/** The name a page gives itself in its messages (`page`). */
export type AppPageName = 'planning' | 'panier' | 'conventions' | 'invitation' | 'moyen-de-paiement';

/** One field of an address's query or of a message's payload. */
export interface ContractField {
  name: string;
  /** As JSON says it: `number`, `string`, `boolean`, `string[]`, `object`, `null`. */
  type: string;
  /** French, for the app team; `…` spans are shown as code. */
  description: string;
}

/** One of the five pages. */
export interface ContractPage {
  name: AppPageName;
  /** What the page is for, in French. */
  purpose: string;
  /** Its addresses, `{…}` for a path parameter. */
  addresses: string[];
  /** The other spellings that reach the same page. */
  variants: string[];
  /** Its query parameters. */
  query: ContractField[];
}

/** Who posts a message to whom. */
export type MessageDirection = 'app-vers-page' | 'page-vers-app';

/** One message. */
export interface ContractMessage {
  /** Its full `type`, `multisalle:…`. */
  type: `multisalle:${string}`;
  direction: MessageDirection;
  /** The pages that post it (or receive it), `'toutes'` for every page. */
  pages: AppPageName[] | 'toutes';
  /** When it is posted, in French. */
  when: string;
  /** Its payload, besides `type` and `version`. */
  fields: ContractField[];
}

/** One of the three ways to hand over the player's token. */
export interface TokenWay {
  id: 'fragment' | 'message' | 'pont';
  title: string;
  /** How, in French. */
  how: string;
  /** How long the token is kept, and whether it survives going back and forth in the history. */
  kept: string;
  /** A short example, shown as code. */
  example: string;
}

/** One of the codes of `multisalle:error` that is not a server code. */
export interface AppErrorCode {
  code: string;
  when: string;
}

/** The French names of the page parameter and of the common fields. */
const pageField: ContractField = {
  name: 'page',
  type: 'string',
  description: 'la page qui parle : planning, panier, conventions, invitation ou moyen-de-paiement',
};
const codeField: ContractField = {
  name: 'code',
  type: 'string',
  description: 'le code stable de l’erreur (voir « Codes d’erreur »)',
};
const messageField: ContractField = {
  name: 'message',
  type: 'string',
  description: 'le texte français montré au joueur, à réutiliser tel quel',
};

/** The five pages, in the order a booking goes through them. */
export const appContractPages: ContractPage[] = [
  {
    name: 'planning',
    purpose:
      'Le planning d’une salle : le joueur choisit un créneau. La page dit lequel à l’application, ou le met elle-même dans le panier.',
    addresses: ['/app/planning/{clé de la salle}'],
    variants: ['/app/planning?salle={clé de la salle}', '/app/planning/{clé de la salle}/'],
    query: [
      {
        name: 'salle',
        type: 'string',
        description: 'la clé de la salle, quand elle n’est pas dans le chemin',
      },
      {
        name: 'sport',
        type: 'string',
        description: 'le sport montré d’abord : sa clé (`padel`) ou son numéro (`idSport`)',
      },
      {
        name: 'ajout',
        type: 'string',
        description:
          '`panier` : la page met elle-même le créneau choisi dans le panier, le montre, puis envoie `multisalle:slot-picked` avec `inCart` à `true`',
      },
    ],
  },
  {
    name: 'panier',
    purpose:
      'Le panier du joueur : il le vérifie et le valide. La page ne dit « validé » qu’une fois le panier validé par le serveur.',
    addresses: ['/app/panier'],
    variants: ['/app/panier/'],
    query: [],
  },
  {
    name: 'conventions',
    purpose:
      'Les conventions (règlements) à accepter : celles d’une salle avant d’y réserver, ou celles du grand public après la connexion.',
    addresses: ['/app/conventions/{numéro ou clé de la salle}', '/app/conventions'],
    variants: ['/app/conventions/{numéro ou clé de la salle}/', '/app/conventions/'],
    query: [],
  },
  {
    name: 'invitation',
    purpose:
      'La réponse à une invitation à une réservation, avec ce qu’elle demande au joueur (conventions, téléphone, carte).',
    addresses: [
      '/app/invitation/{sIdReservation}/{sJetonInvitation}',
      '/app/invitation/{sIdReservation}/{sJetonInvitation}/{sReponse}',
    ],
    variants: [
      '/app/invitation?reservation={sIdReservation}&invitation={sJetonInvitation}&reponse={sReponse}',
      'les mêmes adresses terminées par /',
    ],
    query: [
      {
        name: 'reservation',
        type: 'string',
        description: '`sIdReservation`, quand il n’est pas dans le chemin',
      },
      {
        name: 'invitation',
        type: 'string',
        description: '`sJetonInvitation`, quand il n’est pas dans le chemin',
      },
      {
        name: 'reponse',
        type: 'string',
        description: 'la réponse déjà choisie, comme sur le fil : `validation`, `refus` ou `attente`',
      },
    ],
  },
  {
    name: 'moyen-de-paiement',
    purpose: 'La carte enregistrée du joueur : la voir, en enregistrer une, la remplacer.',
    addresses: ['/app/moyen-de-paiement'],
    variants: ['/app/moyen-de-paiement/'],
    query: [],
  },
];

/** The three ways to hand over the player's v2 token (`POST /api/v2/auth`). */
export const tokenWays: TokenWay[] = [
  {
    id: 'fragment',
    title: 'Dans le fragment de l’adresse',
    how: 'Ajoutez `#token={jeton}` à l’adresse de la page. Le fragment n’est jamais envoyé à un serveur. La page le lit une fois puis le retire de l’adresse et de l’historique.',
    kept: 'Gardé pour la session de la page (l’onglet de la webview) : il survit au retour arrière et au rechargement.',
    example: '/app/panier#token=eyJhbGciOi…',
  },
  {
    id: 'message',
    title: 'Par un message',
    how: "Postez `{ type: 'multisalle:token', token }` (l’objet, ou le même en texte JSON) à la fenêtre de la page. La page écoute dès le début de son `<head>` et le dit par `multisalle:ready` : un jeton posté plus tôt encore (avant que le document existe) ne peut pas être reçu, alors quand `multisalle:ready` arrive avec `hasToken` à `false`, postez le jeton à nouveau. Un nouveau message remplace le jeton (après un rafraîchissement).",
    kept: 'Gardé pour la session de la page : il survit au retour arrière et au rechargement.',
    example:
      "webview.injectJavaScript(\"window.postMessage({ type: 'multisalle:token', token: '…' }, '*'); true;\");",
  },
  {
    id: 'pont',
    title: 'Par un pont injecté',
    how: 'Injectez, avant le chargement de la page, un objet `window.MultisalleHost` dont `getToken()` rend le jeton (ou `null`). La page le demande à chaque appel au serveur : un jeton rafraîchi sert aussitôt, et une page en erreur de session réessaie d’elle-même quand `getToken()` rend un nouveau jeton.',
    kept: 'Rien n’est gardé par la page : le pont est interrogé à chaque appel, il survit donc à tout.',
    example:
      'injectedJavaScriptBeforeContentLoaded: "window.MultisalleHost = { getToken: function () { return \'…\'; } }; true;"',
  },
];

/** Every message both ways. */
export const appMessages: ContractMessage[] = [
  {
    type: 'multisalle:token',
    direction: 'app-vers-page',
    pages: 'toutes',
    when: 'L’application donne (ou renouvelle) le jeton du joueur connecté.',
    fields: [{ name: 'token', type: 'string', description: 'le jeton v2 du joueur' }],
  },
  {
    type: 'multisalle:ready',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'La page écoute : elle peut recevoir le jeton. Posté une fois par chargement.',
    fields: [
      pageField,
      {
        name: 'hasToken',
        type: 'boolean',
        description: '`true` quand la page a déjà un jeton (fragment, pont, message posté plus tôt)',
      },
    ],
  },
  {
    type: 'multisalle:session-required',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'La page a besoin d’un joueur connecté (panier, conventions, moyen de paiement) et aucun jeton n’est venu dans un court délai (2 s), ou une action du joueur en demande un (planning et invitation s’ouvrent aussi aux visiteurs).',
    fields: [pageField],
  },
  {
    type: 'multisalle:session-expired',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Le serveur a refusé le jeton (400 ou 401) : connectez de nouveau le joueur, puis donnez le nouveau jeton.',
    fields: [
      pageField,
      { name: 'status', type: 'number', description: 'le statut HTTP reçu, `400` ou `401`' },
    ],
  },
  {
    type: 'multisalle:error',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Une erreur que la page montre au joueur, ou une adresse qui ne mène à aucune page ni salle.',
    fields: [
      {
        name: 'page',
        type: 'string | null',
        description: 'la page qui parle ; `null` pour une adresse `/app/…` qui ne mène à aucune page',
      },
      codeField,
      messageField,
    ],
  },
  {
    type: 'multisalle:connection',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Le réseau a disparu, ou il est revenu.',
    fields: [{ name: 'online', type: 'boolean', description: '`true` quand le réseau est revenu' }],
  },
  {
    type: 'multisalle:open-url',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Le joueur a suivi un lien qui sort du parcours (`target=_blank`, par exemple le texte complet d’une convention) : ouvrez-le dans le navigateur du téléphone.',
    fields: [{ name: 'url', type: 'string', description: 'l’adresse absolue du lien' }],
  },
  {
    type: 'multisalle:dialog-closed',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Une fenêtre de la page a été fermée, par le joueur ou par le bouton retour d’Android.',
    fields: [
      pageField,
      {
        name: 'dialog',
        type: 'string',
        description: 'le titre de la fenêtre fermée, tel que le joueur le lit (MOYEN DE PAIEMENT…)',
      },
    ],
  },
  {
    type: 'multisalle:slot-picked',
    direction: 'page-vers-app',
    pages: ['planning'],
    when: 'Un joueur connecté a choisi un créneau. Avec `?ajout=panier`, une fois le créneau mis dans le panier par la page (sinon `multisalle:error` avec le code du serveur).',
    fields: [
      { name: 'hallId', type: 'number', description: 'le numéro de la salle (`idMultisalle`)' },
      { name: 'hallKey', type: 'string', description: 'la clé de la salle' },
      { name: 'slotId', type: 'number', description: 'le numéro du créneau (`nIdCreneau`)' },
      {
        name: 'courtId',
        type: 'number',
        description: 'le terrain (`nIdZone`), que demande `panier/ajout`',
      },
      { name: 'courtName', type: 'string', description: 'le nom du terrain, à montrer' },
      { name: 'sportId', type: 'number', description: 'le sport (`idSport`)' },
      { name: 'sportKey', type: 'string', description: 'la clé du sport (`padel`)' },
      {
        name: 'startsAt',
        type: 'string',
        description: 'le début, ISO 8601 avec le décalage horaire (`2026-11-27T18:00:00+01:00`)',
      },
      { name: 'endsAt', type: 'string', description: 'la fin, même format' },
      { name: 'priceCents', type: 'number', description: 'le prix en centimes d’euro' },
      {
        name: 'inCart',
        type: 'boolean',
        description: '`true` quand la page a mis le créneau dans le panier (`?ajout=panier`)',
      },
    ],
  },
  {
    type: 'multisalle:login-required',
    direction: 'page-vers-app',
    pages: ['planning'],
    when: 'Un visiteur sans jeton a choisi un créneau : connectez-le, puis donnez le jeton et mettez le créneau au panier.',
    fields: [
      { name: 'hallId', type: 'number', description: 'le numéro de la salle' },
      { name: 'hallKey', type: 'string', description: 'la clé de la salle' },
      { name: 'slotId', type: 'number', description: 'le numéro du créneau' },
      { name: 'courtId', type: 'number', description: 'le terrain (`nIdZone`)' },
      { name: 'sportId', type: 'number', description: 'le sport (`idSport`)' },
    ],
  },
  {
    type: 'multisalle:cart-validated',
    direction: 'page-vers-app',
    pages: ['panier'],
    when: 'Seulement après la validation du panier par le serveur.',
    fields: [
      {
        name: 'reservationIds',
        type: 'string[]',
        description: 'les réservations créées (`sIdReservation`)',
      },
      {
        name: 'shareBill',
        type: 'boolean',
        description: '`true` quand les membres partagent la note, `false` quand le joueur paie tout',
      },
    ],
  },
  {
    type: 'multisalle:cart-refused',
    direction: 'page-vers-app',
    pages: ['panier'],
    when: 'Le serveur a refusé la validation : conventions à accepter, téléphone à vérifier, vidéo, réservation expirée…',
    fields: [codeField, messageField],
  },
  {
    type: 'multisalle:cart-add-slots',
    direction: 'page-vers-app',
    pages: ['panier'],
    when: 'Le joueur a touché AJOUTER DES CRÉNEAUX : ouvrez votre liste des salles. Aucune entrée d’historique n’est laissée.',
    fields: [],
  },
  {
    type: 'multisalle:conventions-validated',
    direction: 'page-vers-app',
    pages: ['conventions'],
    when: 'Le joueur a accepté les conventions, et le serveur l’a enregistré.',
    fields: [{ name: 'hallId', type: 'number | null', description: 'la salle, `null` pour le grand public' }],
  },
  {
    type: 'multisalle:conventions-cancelled',
    direction: 'page-vers-app',
    pages: ['conventions'],
    when: 'Seulement quand le joueur a choisi d’annuler : un jeton refusé donne `multisalle:session-expired`, jamais ce message.',
    fields: [{ name: 'hallId', type: 'number | null', description: 'la salle, `null` pour le grand public' }],
  },
  {
    type: 'multisalle:invitation-answered',
    direction: 'page-vers-app',
    pages: ['invitation'],
    when: 'La réponse du joueur a été enregistrée par le serveur.',
    fields: [
      { name: 'reservationId', type: 'string', description: 'la réservation (`sIdReservation`)' },
      {
        name: 'answer',
        type: 'string',
        description: 'la réponse comme sur le fil : `validation`, `refus` ou `attente`',
      },
    ],
  },
  {
    type: 'multisalle:invitation-sign-in-required',
    direction: 'page-vers-app',
    pages: ['invitation'],
    when: 'Un visiteur sans jeton a répondu : connectez-le, puis rouvrez la page avec ces valeurs et le jeton.',
    fields: [
      { name: 'reservationId', type: 'string', description: 'la réservation (`sIdReservation`)' },
      { name: 'invitation', type: 'string', description: 'le jeton d’invitation (`sJetonInvitation`)' },
      {
        name: 'answer',
        type: 'string',
        description: 'la réponse choisie : `validation`, `refus` ou `attente`',
      },
    ],
  },
  {
    type: 'multisalle:payment-means-saved',
    direction: 'page-vers-app',
    pages: ['moyen-de-paiement', 'invitation'],
    when: 'Une carte a été enregistrée, depuis la page du moyen de paiement ou depuis celle d’une invitation.',
    fields: [
      {
        name: 'alias',
        type: 'object',
        description:
          'la carte enregistrée : `maskedPan` (`497010XXXXXX0014`), `expiryMonth`, `expiryYear`, `provider`, `createdAt`',
      },
    ],
  },
  {
    type: 'multisalle:payment-means-refused',
    direction: 'page-vers-app',
    pages: ['moyen-de-paiement', 'invitation'],
    when: 'La carte a été refusée : la fenêtre reste ouverte pour que le joueur corrige.',
    fields: [codeField, messageField],
  },
  {
    type: 'multisalle:payment-means-closed',
    direction: 'page-vers-app',
    pages: ['moyen-de-paiement', 'invitation'],
    when: 'La fenêtre de la carte a été fermée.',
    fields: [
      {
        name: 'hasAlias',
        type: 'boolean',
        description: '`true` quand le joueur a une carte enregistrée',
      },
    ],
  },
  {
    type: 'multisalle:phone-verified',
    direction: 'page-vers-app',
    pages: ['invitation'],
    when: 'Le joueur a vérifié son téléphone (code reçu par SMS), depuis la page où il l’a fait : aujourd’hui les étapes d’une invitation acceptée.',
    fields: [],
  },
];

/** The codes of `multisalle:error` that are the pages' own; the others are the server's `sCodeErreur`. */
export const appErrorCodes: AppErrorCode[] = [
  { code: 'hors-ligne', when: 'Le téléphone n’a pas de réseau : l’action attend son retour.' },
  {
    code: 'reseau',
    when: 'Le serveur n’a pas répondu (réseau coupé en route, délai dépassé, service indisponible).',
  },
  {
    code: 'salle-inconnue',
    when: 'L’adresse nomme une salle qui n’existe pas ou n’est pas ouverte à la réservation (réponse 404).',
  },
  {
    code: 'page-inconnue',
    when: 'L’adresse `/app/…` ne mène à aucune des cinq pages (réponse 404).',
  },
  {
    code: 'formulaire-bloque',
    when: 'Le formulaire de carte n’a pas pu s’afficher (bloqué ou injoignable).',
  },
];

/** What the hardware back button does on the pages. */
export const backButtonRules: string[] = [
  'Une fenêtre ouverte (carte bancaire, téléphone, conventions…) prend une entrée d’historique : le retour la ferme, et la page envoie `multisalle:dialog-closed`.',
  'Aucune entrée morte : AJOUTER DES CRÉNEAUX et la lecture du fragment `#token=` remplacent l’entrée courante au lieu d’en ajouter une.',
  'Sans fenêtre ouverte, le retour quitte la page : c’est à l’application de décider (`webview.canGoBack`).',
  'Le jeton donné par le fragment ou par un message reste gardé pour la session de la page : revenir en arrière ne déconnecte pas le joueur.',
];

/** What the pages do offline. */
export const offlineRules: string[] = [
  'La page dit qu’elle est hors ligne, en français, et envoie `multisalle:connection { online: false }` ; au retour du réseau, `multisalle:connection { online: true }`.',
  'Une action qui a besoin du réseau attend son retour au lieu d’échouer ; une action qui échoue quand même envoie `multisalle:error` avec le code `hors-ligne` ou `reseau`.',
  'Tant que le joueur n’est pas connu (jeton ou délai de 2 s), la page montre un chargement : jamais un panier vide ni « aucune carte » qui ne seraient pas vrais.',
];
