// Every message between the mobile app and its pages, both ways, with its payload: the one list the app
// team's page documents and the pages' scripts send.
import type { AppPageName, ContractField } from './pages';

/** The contract's version, sent as `version` in every message: it changes when a message's meaning does. */
export const APP_CONTRACT_VERSION = 2;

/** Who posts a message to whom. */
export type MessageDirection = 'app-vers-page' | 'page-vers-app';

/** One message. */
export interface ContractMessage {
  /** Its full `type`, `multisalle:…`. */
  type: `multisalle:${string}`;
  direction: MessageDirection;
  /** The pages that post it (or receive it), `'toutes'` for every page. */
  pages: readonly AppPageName[] | 'toutes';
  /** When it is posted, in French. */
  when: string;
  /** Its payload, besides `type` and `version`. */
  fields: readonly ContractField[];
}

/** The French names of the page parameter and of the common fields. */
const pageField = {
  name: 'page',
  type: 'string',
  description: 'la page qui parle\u00a0: planning, panier, conventions, invitation ou moyen-de-paiement',
  values: ['planning', 'panier', 'conventions', 'invitation', 'moyen-de-paiement'],
} as const satisfies ContractField;
const codeField = {
  name: 'code',
  type: 'string',
  description: "le code stable de l'erreur (voir « Codes d'erreur »)",
} as const satisfies ContractField;
const messageField = {
  name: 'message',
  type: 'string',
  description: 'le texte français montré au joueur, à réutiliser tel quel',
} as const satisfies ContractField;
const answerValues = ['validation', 'refus', 'attente'] as const;
/** Every message both ways, their types kept as literals for {@link AppMessageType}. */
const messageList = [
  {
    type: 'multisalle:token',
    direction: 'app-vers-page',
    pages: 'toutes',
    when: "L'application donne (ou renouvelle) le jeton du joueur connecté.",
    fields: [{ name: 'token', type: 'string', description: 'le jeton v2 du joueur' }],
  },
  {
    type: 'multisalle:ready',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'La page écoute\u00a0: elle peut recevoir le jeton. Posté une fois par chargement.',
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
    when: "La page a besoin d'un joueur connecté (panier, conventions, moyen de paiement) et aucun jeton n'est venu dans un court délai (2 s), ou l'action d'un visiteur en demande un\u00a0: sur le planning, juste après `multisalle:login-required` (l'invitation dit `multisalle:invitation-sign-in-required`).",
    fields: [pageField],
  },
  {
    type: 'multisalle:session-expired',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: 'Le serveur a refusé le jeton (400 ou 401)\u00a0: connectez de nouveau le joueur, puis donnez le nouveau jeton.',
    fields: [
      pageField,
      { name: 'status', type: 'integer', description: 'le statut HTTP reçu, `400` ou `401`' },
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
        description: 'la page qui parle\u00a0; `null` pour une adresse `/app/…` qui ne mène à aucune page',
        values: pageField.values,
      },
      codeField,
      messageField,
      {
        name: 'retryable',
        type: 'boolean',
        description:
          '`true` quand réessayer peut aider (réseau, chargement échoué\u00a0: la page montre alors RÉESSAYER), `false` quand la même action échouerait de même',
      },
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
    when: "Le joueur a suivi un lien qui sort du parcours (`target=_blank`, par exemple le texte complet d'une convention)\u00a0: ouvrez-le dans le navigateur du téléphone.",
    fields: [{ name: 'url', type: 'string', description: "l'adresse absolue du lien" }],
  },
  {
    type: 'multisalle:dialog-closed',
    direction: 'page-vers-app',
    pages: 'toutes',
    when: "Le joueur a fermé une fenêtre de la page (×, ANNULER, Échap, un toucher à côté, le bouton retour d'Android). Une fenêtre que la page ferme elle-même après un succès (carte enregistrée, conventions validées…) n'envoie pas ce message\u00a0: le message du succès suffit.",
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
      { name: 'hallId', type: 'integer', description: 'le numéro de la salle (`idMultisalle`)' },
      { name: 'hallKey', type: 'string', description: 'la clé de la salle' },
      { name: 'slotId', type: 'integer', description: 'le numéro du créneau (`nIdCreneau`)' },
      {
        name: 'courtId',
        type: 'integer',
        description: 'le terrain (`nIdZone`), que demande `panier/ajout`',
      },
      { name: 'courtName', type: 'string', description: 'le nom du terrain, à montrer' },
      { name: 'sportId', type: 'integer', description: 'le sport (`idSport`)' },
      { name: 'sportKey', type: 'string', description: 'la clé du sport (`padel`)' },
      {
        name: 'startsAt',
        type: 'string',
        description: 'le début, ISO 8601 avec le décalage horaire (`2026-11-27T18:00:00+01:00`)',
      },
      { name: 'endsAt', type: 'string', description: 'la fin, même format' },
      {
        name: 'priceCents',
        type: 'integer',
        description:
          "le prix du créneau entier (le terrain pour toute la durée, tous joueurs compris), en centimes d'euro",
      },
      {
        name: 'perPlayerCents',
        type: 'integer',
        description:
          "la part d'un joueur, en centimes d'euro\u00a0: `priceCents` divisé par le nombre de joueurs conseillé, arrondi au centime\u00a0; pour une place (cours, place à l'unité), le prix d'une place",
      },
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
    when: 'Un visiteur sans jeton a choisi un créneau\u00a0: connectez-le, puis donnez le jeton et mettez le créneau au panier.',
    fields: [
      { name: 'hallId', type: 'integer', description: 'le numéro de la salle' },
      { name: 'hallKey', type: 'string', description: 'la clé de la salle' },
      { name: 'slotId', type: 'integer', description: 'le numéro du créneau' },
      { name: 'courtId', type: 'number', description: 'le terrain (`nIdZone`)' },
      { name: 'sportId', type: 'integer', description: 'le sport (`idSport`)' },
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
    when: 'Le serveur a refusé la validation\u00a0: conventions à accepter, téléphone à vérifier, vidéo, réservation expirée…',
    fields: [codeField, messageField],
  },
  {
    type: 'multisalle:cart-add-slots',
    direction: 'page-vers-app',
    pages: ['panier'],
    when: "Le joueur a touché AJOUTER DES CRÉNEAUX\u00a0: ouvrez votre liste des salles. Aucune entrée d'historique n'est laissée.",
    fields: [],
  },
  {
    type: 'multisalle:conventions-validated',
    direction: 'page-vers-app',
    pages: ['conventions'],
    when: "Le joueur a accepté les conventions, et le serveur l'a enregistré.",
    fields: [{ name: 'hallId', type: 'number | null', description: 'la salle, `null` pour le grand public' }],
  },
  {
    type: 'multisalle:conventions-cancelled',
    direction: 'page-vers-app',
    pages: ['conventions'],
    when: "Seulement quand le joueur a choisi d'annuler\u00a0: un jeton refusé donne `multisalle:session-expired`, jamais ce message.",
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
        description: 'la réponse comme sur le fil\u00a0: `validation`, `refus` ou `attente`',
        values: answerValues,
      },
    ],
  },
  {
    type: 'multisalle:invitation-sign-in-required',
    direction: 'page-vers-app',
    pages: ['invitation'],
    when: 'Un visiteur sans jeton a répondu\u00a0: connectez-le, puis rouvrez la page avec ces valeurs et le jeton.',
    fields: [
      { name: 'reservationId', type: 'string', description: 'la réservation (`sIdReservation`)' },
      { name: 'invitation', type: 'string', description: "le jeton d'invitation (`sJetonInvitation`)" },
      {
        name: 'answer',
        type: 'string',
        description:
          "la réponse choisie\u00a0: `validation`, `refus` ou `attente`\u00a0; absente quand le visiteur a demandé la liste d'attente d'une réservation complète (rien n'est répondu\u00a0: rouvrez la page sans réponse)",
        values: answerValues,
        optional: true,
      },
    ],
  },
  {
    type: 'multisalle:payment-means-saved',
    direction: 'page-vers-app',
    pages: ['moyen-de-paiement', 'invitation'],
    when: "Une carte a été enregistrée, depuis la page du moyen de paiement ou depuis celle d'une invitation.",
    fields: [
      {
        name: 'alias',
        type: 'object',
        description:
          'la carte enregistrée\u00a0: `maskedPan` (`497010XXXXXX0014`), `expiryMonth`, `expiryYear`, `provider`, `createdAt`',
        fields: [
          { name: 'maskedPan', type: 'string', description: 'le numéro masqué, `497010XXXXXX0014`' },
          { name: 'expiryMonth', type: 'integer', description: "le mois d'expiration, de 1 à 12" },
          { name: 'expiryYear', type: 'integer', description: "l'année d'expiration, sur quatre chiffres" },
          {
            name: 'provider',
            type: 'string',
            description: 'le prestataire qui garde la carte (`sandbox`, `lyra`)',
          },
          { name: 'createdAt', type: 'string', description: "la date d'enregistrement, ISO 8601" },
        ],
      },
    ],
  },
  {
    type: 'multisalle:payment-means-refused',
    direction: 'page-vers-app',
    pages: ['moyen-de-paiement', 'invitation'],
    when: 'La carte a été refusée\u00a0: la fenêtre reste ouverte pour que le joueur corrige.',
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
    when: "Le joueur a vérifié son téléphone (code reçu par SMS), depuis la page où il l'a fait\u00a0: aujourd'hui les étapes d'une invitation acceptée.",
    fields: [],
  },
] as const satisfies readonly ContractMessage[];

/**
 * Every message both ways, in the order the app team's page lists them.
 *
 * @example appMessages.filter((message) => message.direction === 'app-vers-page'); // [multisalle:token]
 */
export const appMessages: readonly ContractMessage[] = messageList;

/** The type of every message of the contract. */
export type AppMessageType = (typeof messageList)[number]['type'];

/** The type of every message a page posts to the app. */
export type PageMessageType = Extract<(typeof messageList)[number], { direction: 'page-vers-app' }>['type'];

/** What JSON gives for a field of the contract. */
interface FieldValues {
  string: string;
  number: number;
  integer: number;
  boolean: boolean;
  'string[]': string[];
  object: Record<string, unknown>;
  'string | null': string | null;
  'number | null': number | null;
}

/** The value of one field, from its type, its values and its own fields. */
type FieldValue<F extends ContractField> = F extends { fields: infer Inner extends readonly ContractField[] }
  ? Payload<Inner>
  : F extends { values: readonly (infer Value)[] }
    ? Value | (F['type'] extends `${string}null` ? null : never)
    : FieldValues[F['type']];

/** A payload from its fields: the optional ones may be absent. */
type Payload<Fields extends readonly ContractField[]> = {
  [F in Fields[number] as F extends { optional: true } ? never : F['name']]: FieldValue<F>;
} & { [F in Fields[number] as F extends { optional: true } ? F['name'] : never]?: FieldValue<F> };

type Flatten<T> = { [K in keyof T]: T[K] };

/** A message of the list as its receiver reads it. */
type MessageOf<M> = M extends { type: infer Type; fields: infer Fields extends readonly ContractField[] }
  ? Flatten<{ type: Type; version: number } & Payload<Fields>>
  : never;

/**
 * Every message of the contract as its receiver reads it, `version` included: the types a TypeScript app
 * checks what it hears against, built from the same list as the app team's page and the JSON Schema.
 *
 * @example if (message.type === 'multisalle:slot-picked') showPrice(message.perPlayerCents);
 */
export type ContractMessageOf<Type extends AppMessageType = AppMessageType> = Extract<
  MessageOf<(typeof messageList)[number]>,
  { type: Type }
>;

/** Every message a page posts to the app, as the app reads it. */
export type PageMessage = ContractMessageOf<PageMessageType>;

/**
 * A message a page tells the app: its type and its payload; `version` (and an error's `retryable`, when the
 * page does not say) is added when it is sent.
 *
 * @example const message: AppMessage = { type: 'multisalle:cart-add-slots' };
 */
export interface AppMessage {
  type: PageMessageType;
  [field: string]: unknown;
}
