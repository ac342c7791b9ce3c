/** A saved card as `GET/POST paiement/alias` answer it (spec 1 section 3, "Payment alias"), wire names. */
export interface WireAlias {
  sPan: string;
  nMoisExpiration: number;
  nAnneeExpiration: number;
  sFournisseurAlias: string;
  sDateCreation: string;
}

/** `GET paiement/alias` and `POST paiement/alias`: `oReponse` is `null` when no card is saved. */
export interface WireAliasAnswer {
  bSucces: boolean;
  oReponse: WireAlias | null;
}

/** `GET paiement/alias/etat`: a card form token for the provider's form (spec 1 section 3). */
export interface WireAliasStateAnswer {
  bSucces: boolean;
  oReponse: {
    sFormToken: string;
    sClePublique: string;
    sFournisseur: string;
    sUrlClient: string;
    sIdCommande: string;
  };
}

/** `POST paiement/retour`: the order status the provider signed, and the card it saved. */
export interface WireCardReturnAnswer {
  bSucces: boolean;
  orderStatus: string;
  oAlias: WireAlias | null;
}

/** The player's saved card, with plain names. */
export interface PaymentAlias {
  /** The masked number as the provider gives it, e.g. `497010XXXXXX0014`. */
  maskedPan: string;
  /** 1 to 12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  /** Which provider keeps the card (`sandbox`, `lyra`). */
  provider: string;
  /** ISO date the card was saved. */
  createdAt: string;
}

/** The payment means store's value (spec 1 section 3, store flags). */
export interface PaymentAliasState {
  /** The saved card, `null` when there is none (or before the first load). */
  alias: PaymentAlias | null;
  /** False on reset and while loading, true once a load ended (even a failed one). */
  isFetched: boolean;
  isLoading: boolean;
  /** True when the last load failed (network, server): `alias` then says nothing about the player's card. */
  hasFailed?: boolean;
}

/** What the browser needs to show the provider's card form (`GET paiement/alias/etat`). */
export interface CardFormSetup {
  formToken: string;
  /** e.g. `12345678:testpublickey_...`. */
  publicKey: string;
  /** Which form to show: `sandbox` or `lyra`. */
  provider: string;
  /** Where the browser loads the provider's form from. */
  clientEndpoint: string;
  /** Our order id of this card registration. */
  orderId: string;
}

/** The signed answer of the provider's form, as the browser received it (`kr-answer`, `kr-hash`). */
export interface CardAnswer {
  /** The raw JSON string, never re-serialised: the signature covers these exact characters. */
  rawAnswer: string;
  hash: string;
}

/** What the server made of a card answer. */
export interface CardAnswerResult {
  /** `PAID`, `UNPAID`, `RUNNING`... or `INVALID` when the server refused the answer. */
  orderStatus: string;
  alias: PaymentAlias | null;
}

/** What confirms a saved card (`POST paiement/alias`, spec 1 section 3, creation payload). */
export interface AliasConfirmation {
  /** The provider's token of the card (`paymentMethodToken`). */
  aliasToken: string;
  /** ISO date of the registration. */
  createdAt: string;
  provider: string;
  contactId: number;
}
