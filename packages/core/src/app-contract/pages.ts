// The five pages of the mobile app (`/app/…`): their names as the messages say them, their addresses and
// their query, in French for the app team's page.

/** The pages' names, as `page` in their messages, in the order a booking goes through them. */
export const appPageNames = ['planning', 'panier', 'conventions', 'invitation', 'moyen-de-paiement'] as const;

/** The name a page gives itself in its messages (`page`). */
export type AppPageName = (typeof appPageNames)[number];

/** A field's type as JSON says it, shown as is on the app team's page and turned into JSON Schema. */
export type ContractFieldType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'string[]'
  | 'object'
  | 'string | null'
  | 'number | null';

/** One field of an address's query or of a message's payload. */
export interface ContractField {
  name: string;
  /** As JSON says it: `integer` is a whole number (cents, ids). */
  type: ContractFieldType;
  /** French, for the app team; `…` spans are shown as code. */
  description: string;
  /** The field may be absent (never for a message field unless said so). */
  optional?: boolean;
  /** The only values a `string` field takes. */
  values?: readonly string[];
  /** The fields of an `object`. */
  fields?: readonly ContractField[];
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

/** The five pages, in the order a booking goes through them. */
export const appContractPages: ContractPage[] = [
  {
    name: 'planning',
    purpose:
      "Le planning d'une salle\u00a0: le joueur choisit un créneau. La page dit lequel à l'application, ou le met elle-même dans le panier.",
    addresses: ['/app/planning/{clé de la salle}'],
    variants: ['/app/planning?salle={clé de la salle}', '/app/planning/{clé de la salle}/'],
    query: [
      {
        name: 'salle',
        type: 'string',
        description: "la clé de la salle, quand elle n'est pas dans le chemin",
      },
      {
        name: 'sport',
        type: 'string',
        description: "le sport montré d'abord\u00a0: sa clé (`padel`) ou son numéro (`idSport`)",
      },
      {
        name: 'ajout',
        type: 'string',
        description:
          '`panier`\u00a0: la page met elle-même le créneau choisi dans le panier, le montre, puis envoie `multisalle:slot-picked` avec `inCart` à `true`',
      },
    ],
  },
  {
    name: 'panier',
    purpose:
      "Le panier du joueur\u00a0: il le vérifie et le valide. La page ne dit « validé » qu'une fois le panier validé par le serveur.",
    addresses: ['/app/panier'],
    variants: ['/app/panier/'],
    query: [],
  },
  {
    name: 'conventions',
    purpose:
      "Les conventions (règlements) à accepter\u00a0: celles d'une salle avant d'y réserver, ou celles du grand public après la connexion.",
    addresses: ['/app/conventions/{numéro ou clé de la salle}', '/app/conventions'],
    variants: ['/app/conventions/{numéro ou clé de la salle}/', '/app/conventions/'],
    query: [],
  },
  {
    name: 'invitation',
    purpose:
      "La réponse à une invitation à une réservation, avec ce qu'elle demande au joueur (conventions, téléphone, carte).",
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
        description: "`sIdReservation`, quand il n'est pas dans le chemin",
      },
      {
        name: 'invitation',
        type: 'string',
        description: "`sJetonInvitation`, quand il n'est pas dans le chemin",
      },
      {
        name: 'reponse',
        type: 'string',
        description: 'la réponse déjà choisie, comme sur le fil\u00a0: `validation`, `refus` ou `attente`',
      },
    ],
  },
  {
    name: 'moyen-de-paiement',
    purpose: 'La carte enregistrée du joueur\u00a0: la voir, en enregistrer une, la remplacer.',
    addresses: ['/app/moyen-de-paiement'],
    variants: ['/app/moyen-de-paiement/'],
    query: [],
  },
];
