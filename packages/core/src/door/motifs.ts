/**
 * The door's motifs, in French, for a person standing at the door: what the reader shows beside the
 * green or red light. Times are written the product's way (« 17h45 », `formatTimeIn`). One source for the
 * server's decisions and the reception's own when the network is down (the site's offline decision says
 * exactly what the server would have said).
 */
export const doorMotifs = {
  allowed: 'Entrée autorisée\u00a0: bonne séance\u00a0!',
  unknownCode: 'Code inconnu ou modifié\u00a0: présentez le QR code reçu pour cette séance.',
  unknownPin: "Code PIN inconnu pour une séance de cette salle aujourd'hui\u00a0: vérifiez les 6 chiffres.",
  sessionCode: 'Ce QR code est celui de la séance\u00a0: chaque joueur présente le sien.',
  otherHall: (hallName: string) => `Cette séance a lieu dans une autre salle\u00a0: ${hallName}.`,
  cancelled: "Séance annulée\u00a0: l'organisateur l'a annulée.",
  notParticipant: 'Ce joueur ne fait pas partie de cette séance.',
  notAccepted: "Invitation non acceptée\u00a0: acceptez-la avant d'entrer.",
  /** `day` when the session is not today (« mercredi 25 novembre »). */
  tooEarly: (opensAt: string, day?: string) =>
    day
      ? `Trop tôt\u00a0: votre séance est le ${day}, l'entrée ouvre à partir de ${opensAt}.`
      : `Trop tôt\u00a0: l'entrée ouvre à partir de ${opensAt}.`,
  finished: (endedAt: string) => `Séance terminée à ${endedAt}.`,
  alreadyIn: (enteredAt: string) => `Déjà entré à ${enteredAt}.`,
  /** A code the reader had in an earlier manifest that no longer opens the door that day. */
  noLongerValid: "Code plus valable aujourd'hui\u00a0: la séance a changé.",
  tooManyRequests: 'Trop de requêtes de cet appareil\u00a0: réessayez dans une minute.',
} as const;
