/** French messages of the open games. */
export const openGameMessages = {
  notOrganiser: "Seul l'organisateur peut ouvrir ou fermer cette partie.",
  closedAnswers: 'Cette partie ne prend plus de réponses\u00a0: elle ne peut plus être ouverte.',
  tooManyOffered: "Vous offrez plus de places qu'il n'en reste dans cette réservation.",
  notOpen: "Cette partie n'est pas ouverte.",
  blocked: "L'organisateur de cette partie ne vous y accepte pas.",
  outsideLevel:
    "Votre niveau n'est pas dans la fourchette de cette partie\u00a0: demandez à l'organisateur de vous accepter.",
  tooManyGames: "Vous participez déjà à 3 parties ouvertes à venir\u00a0: c'est le maximum.",
  levelFits: 'Votre niveau convient\u00a0: rejoignez directement la partie.',
  alreadyAsked: "Votre demande est déjà envoyée à l'organisateur.",
  alreadyIn: 'Vous participez déjà à cette partie.',
  declined: "L'organisateur a refusé votre demande pour cette partie.",
  noRequest: 'Aucune demande de ce joueur pour cette partie.',
  selfBlock: 'Vous ne pouvez pas vous bloquer vous-même.',
  unknownPlayer: 'Ce joueur est introuvable.',
} as const;
