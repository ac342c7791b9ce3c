/** French texts of the hall's console (`/gestion/`, `/api/gestion/...`). */
export const staffMessages = {
  signInFailed: 'Adresse email ou mot de passe incorrect.',
  sessionExpired: 'Session expirée, veuillez vous reconnecter à la gestion.',
  hallForbidden: 'Vous n’avez pas accès à cette salle.',
  roleForbidden: 'Votre rôle dans cette salle ne permet pas cette action.',
  activationInvalid:
    'Ce lien d’activation n’est plus valable : demandez-en un nouveau au propriétaire de la salle.',
  unknownHall: 'Aucune salle ne porte cette clé.',
  unknownStaff: 'Ce membre du personnel ne travaille pas dans cette salle.',
  lastOwner: 'La salle doit garder au moins un propriétaire.',
  ownRole: 'Vous ne pouvez pas changer votre propre rôle.',
  invalidDate: 'La date doit être au format AAAA-MM-JJ.',
  closureOverBookings:
    'Des réservations ont lieu sur ce terrain pendant cette fermeture : annulez-les d’abord, ou choisissez un autre créneau.',
  closureOrder: 'La fin de la fermeture doit venir après son début.',
  closureTooLong: 'Une fermeture dure au plus 14 jours (7 jours si elle revient chaque semaine).',
  closureTooManyWeeks: 'Une fermeture revient au plus 52 semaines.',
  unknownClosure: 'Cette fermeture n’existe pas dans cette salle.',
  unknownZone: 'Ce terrain n’appartient pas à cette salle.',
  unknownParticipant: 'Ce participant ne fait pas partie d’une séance de cette salle.',
  manualEntry: 'Entrée manuelle',
  unknownOffer: 'Ce sport ne se joue pas sur ce terrain dans cette salle.',
  placesOnline: 'Les places des séances à la place et des cours se réservent en ligne.',
  slotEnded: 'Ce créneau est déjà terminé.',
  noSuchSlot: 'Aucun créneau ne commence à cette heure sur ce terrain pour ce sport.',
  slotEndsAt: (end: string) => `Ce créneau finit à ${end.slice(11, 16).replace(':', 'h')}.`,
  cancelledSession: 'Cette séance est annulée : personne n’y entre.',
} as const;
