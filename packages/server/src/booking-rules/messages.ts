/** The French texts of discounts, conventions and the safety video (spec 2 sections 5 and 8). */
export const bookingRuleMessages = {
  invalidDiscountCode: 'Le code de réduction est invalide',
  discountNotFound: 'Cette réduction est introuvable.',
  discountNotCumulative: "Cette réduction ne peut pas s'ajouter à celles déjà appliquées à votre panier.",
  discountOtherHall: "Cette réduction ne s'applique à aucune salle de votre panier.",
  codeExpired: 'Ce code de réduction a expiré.',
  codeNotYetValid: (day: string) => `Ce code de réduction n'est valable qu'à partir du ${day}.`,
  codeWithdrawn: 'Ce code de réduction a été retiré par la salle.',
  codeUsedUp: 'Ce code de réduction a déjà servi autant de fois que prévu.',
  codeUsedUpInCart: (code: string) =>
    `Le code de réduction ${code} a servi entre-temps autant de fois que prévu\u00a0: retirez-le de votre panier pour réserver.`,
  cartNotFound: 'Panier introuvable.',
  conventionNotFound: 'Cette convention est introuvable.',
  videoNotWatched: "La vidéo des consignes de sécurité doit avoir été regardée jusqu'au bout.",
  invalidDate: "Cette date n'est pas valide (format AAAA-MM-JJ attendu)",
  invalidTime: "Cette heure n'est pas valide (format HH:mm attendu)",
  invalidHallId: "L'identifiant de la salle doit être un nombre entier",
  invalidId: "L'identifiant doit être un nombre entier positif",
} as const;
