import type { CartFailure } from './failure';
/** A cart line as `GET v2 panier` sends it (the cart wire contract). */
export interface WireCartLine {
  id: number;
  /** The planning's id of the line's slot (the same `nIdCreneau` as `GET creneaux/...`). */
  nIdCreneau?: number;
  /**
   * The hall's id and label under the product's names (`idMultisalle` and `libelleMultisalle` by default,
   * `idSalle` and `libelleSalle` for the product key 'salle').
   */
  [productField: string]: unknown;
  typeCreneau: null | 'terrain' | 'place' | 'cours';
  sport: { idSport: number; libelle: string };
  /** Cents: unit price × quantite for place/cours lines, the slot's price otherwise. */
  tarif: number;
  quantite: number;
  nbPlaceConseille: number;
  date_heure_debut: string;
  date_heure_fin: string;
  /** Minutes. */
  dureeCreneau: number;
  /** Places left for place/cours lines, `null` otherwise. */
  nb_place: number | null;
  /** A cours line's picture, level, coach and HTML text (spec 2 section 3); `null` on other lines. */
  description: {
    img: string | null;
    niveau: string | null;
    encadrant: string | null;
    content: string | null;
  } | null;
}

/** The cart as `GET v2 panier` (and the cart-changing calls) send it. */
export interface WireCart {
  uuid: string;
  dtExpiration: string | null;
  tarif: number;
  contenu: WireCartLine[];
  reductions?: unknown[];
  v2: boolean;
}

/** The answer of `POST v2 panier/ajout`. */
export interface WireAddAnswer {
  _type: 'succes' | 'info' | 'erreur';
  _message: string;
  dtExpiration?: string | null;
}

/** The answer of `POST v2 panier/valide`. */
export interface WireValidateAnswer {
  bSucces: boolean;
  reservations: {
    id_reservation: string;
    date: string;
    heureDebut: string;
    heureFin: string;
    paiementRequis: boolean;
    tarifParPersonne: number;
    nbPlaceMax: number;
  }[];
}

/** A slot kind of a cart line: wire `typeCreneau`, `null` meaning a plain court. */
export type CartLineType = 'court' | 'terrain' | 'place' | 'cours';

/** What a cours line tells about the class (wire `description`); each field `null` when not given. */
export interface CartLineDescription {
  /** The picture's URL: a path of the API's origin, or http(s); `null` when missing or unsafe. */
  imageUrl: string | null;
  /** 'Niveau avancé' (spec 2 section 9). */
  level: string | null;
  /** The coach's name (wire `encadrant`). */
  coach: string | null;
  /** The class's HTML as sent (wire `content`): render it only through `sanitizeConventionHtml`. */
  unsafeHtml: string | null;
}

/** One line of the cart, plain names. */
export interface CartLine {
  id: number;
  /** The planning's id of the line's slot (`nIdCreneau`), `null` when the server sent none. */
  slotId: number | null;
  hallId: number;
  hallLabel: string;
  type: CartLineType;
  sportId: number;
  sportLabel: string;
  /** The line total: unit price × quantity for place/cours lines, the slot's price otherwise. */
  priceCents: number;
  quantity: number;
  recommendedPlaces: number;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  /** Places left for place/cours lines, else `null`. */
  placesLeft: number | null;
  /** Set on cours lines only. */
  description: CartLineDescription | null;
}

/** The player's cart. */
export interface Cart {
  uuid: string;
  /** The end of the earliest hold, `null` on an empty cart. */
  holdExpiresAt: Date | null;
  /** Total after discounts. */
  totalCents: number;
  lines: CartLine[];
  /** The applied discounts, as the server sent them (the discounts module reads them). */
  discounts: unknown[];
}

/** The cart store's state (spec 2 section 4: "Cart is marked loading then loaded"). */
export interface CartState {
  cart: Cart | null;
  isLoading: boolean;
  isLoaded: boolean;
  /** The French message of the last failed load, else `null`. */
  error: string | null;
}

/** What {@link addSlotToCart} did. */
export type AddSlotResult =
  | { outcome: 'added' | 'alreadyInCart' | 'ignored' }
  | {
      outcome: 'refused';
      code: string | undefined;
      /** The stable code (`hors-ligne`, `reseau` without a server code) and the French text shown. */
      failure?: CartFailure;
    };

/** A reservation made by {@link validateCart}. */
export interface Reservation {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isPaymentRequired: boolean;
  perPersonCents: number;
  maxPlaces: number;
}
