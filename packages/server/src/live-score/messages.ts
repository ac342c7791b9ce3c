/** French answers to a court's tablet about its live score (the `{ description }` envelope). */
export const scoreMessages = {
  unknownCourt: 'Ce terrain n’existe pas dans cette salle.',
  unknownReservation: 'Cette réservation n’existe pas dans cette salle.',
  courtId: 'L’identifiant du terrain doit être un nombre entier.',
} as const;
