/** French answers to a court's tablet about its live score (the `{ description }` envelope). */
export const scoreMessages = {
  unknownCourt: "Ce terrain n'existe pas dans cette salle.",
  unknownReservation: "Cette réservation n'existe pas dans cette salle.",
  courtId: "L'identifiant du terrain doit être un nombre entier.",
  notUnderWay:
    "Cette séance n'est pas en cours\u00a0: le score est pris de l'ouverture de la porte à 15 minutes après la fin.",
  noSessionUnderWay:
    "Aucune séance en cours sur ce terrain\u00a0: le score est pris de l'ouverture de la porte à 15 minutes après la fin.",
} as const;
