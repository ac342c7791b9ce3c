/**
 * The cart's French texts (spec 2 sections 2, 4 and 8; the hold texts follow the cart wire contract).
 *
 * @example cartTexts.empty // 'Aucune réservation dans votre panier'
 */
export const cartTexts = {
  title: 'MON PANIER',
  empty: 'Aucune réservation dans votre panier',
  added: 'Créneau ajouté au panier',
  validationFailed: 'Une erreur est survenue lors de la validation du panier',
  loadFailed: "Une erreur est survenue lors de l'initialisation du panier",
  loading: 'Chargement du panier',
  addSlots: 'AJOUTER DES CRÉNEAUX',
  validate: 'VALIDER',
  extend: 'Prolonger de 15 minutes',
  holdEnded: 'Le délai de réservation de vos créneaux est écoulé.',
  quantity: 'Nombre de places',
  perPerson: 'par personne',
  total: 'Total à partager',
  cartTotal: 'Total du panier',
  addDiscount: 'AJOUTER UNE RÉDUCTION',
  addDiscountCode: 'AJOUTER UN CODE RÉDUCTION',
  /** 'Vos créneaux sont réservés pour vous encore 14 min'. */
  holdLeft: (minutes: number) => `Vos créneaux sont réservés pour vous encore ${minutes} min`,
  /** A cours line's coach (wire `encadrant`; the spec gives no wording). */
  coach: (name: string) => `Encadrant : ${name}`,
  /** The delete button's accessible name, naming the line. */
  removeLine: (what: string) => `Supprimer ${what} du panier`,
} as const;
