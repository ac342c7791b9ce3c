/**
 * The texts of putting a slot in the cart and of a refusal, apart from the cart's: the planning script
 * (`holdSlotInCart`) carries these three without the cart's other texts ({@link cartTexts}).
 */
export const cartHoldTexts = {
  added: 'Créneau ajouté au panier',
  validationFailed: 'Une erreur est survenue lors de la validation du panier',
  /** Ours: an add to the cart that failed with no reason from the server. */
  addFailed: "Le créneau n'a pas pu être ajouté au panier.",
} as const;

/**
 * The cart's French texts (spec 2 sections 2, 4 and 8; the hold texts follow the cart wire contract).
 *
 * @example cartTexts.empty // 'Aucune réservation dans votre panier'
 */
export const cartTexts = {
  title: 'MON PANIER',
  empty: 'Aucune réservation dans votre panier',
  loadFailed: "Une erreur est survenue lors de l'initialisation du panier",
  loading: 'Chargement du panier',
  addSlots: 'AJOUTER DES CRÉNEAUX',
  validate: 'VALIDER',
  /** The payer choice, as on the site's payment page (sent as `partagePaiement`, spec 2 section 4). */
  shareLegend: 'Qui paie la réservation\u00a0?',
  share: 'Partager le paiement entre les participants',
  payAll: 'Je paie pour tout le monde',
  extend: 'Prolonger de 15 minutes',
  holdEnded: 'Le délai de réservation de vos créneaux est écoulé.',
  quantity: 'Nombre de places',
  perPerson: 'par personne',
  total: 'Total à partager',
  cartTotal: 'Total du panier',
  addDiscount: 'AJOUTER UNE RÉDUCTION',
  addDiscountCode: 'AJOUTER UN CODE RÉDUCTION',
  /** 'Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 17h45' (the hold's end in the hall's time). */
  holdLeft: (minutes: number, until: string) =>
    `Vos créneaux sont réservés pour vous encore ${minutes} min, jusqu'à ${until}`,
  /** A cours line's coach (wire `encadrant`; the spec gives no wording). */
  coach: (name: string) => `Encadrant\u00a0: ${name}`,
  /** The delete button's accessible name, naming the line. */
  removeLine: (what: string) => `Supprimer ${what} du panier`,
} as const;
