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
} as const;
