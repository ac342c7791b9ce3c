/**
 * The door's motifs, copied from the server's `packages/server/src/door/messages.ts` (the site talks to the
 * server over HTTP only, no shared module holds them): a decision made here offline says exactly what the
 * server would have said. Keep both in step.
 */
export const doorMotifs = {
  allowed: 'Entrée autorisée : bonne séance !',
  unknownCode: 'Code inconnu ou modifié : présentez le QR code reçu pour cette séance.',
  unknownPin: 'Code PIN inconnu pour une séance de cette salle aujourd’hui : vérifiez les 6 chiffres.',
  /** `day` when the session is not today (« mercredi 25 novembre »). */
  tooEarly: (opensAt: string, day?: string) =>
    day
      ? `Trop tôt : votre séance est le ${day}, l’entrée ouvre à partir de ${opensAt}.`
      : `Trop tôt : l’entrée ouvre à partir de ${opensAt}.`,
  finished: (endedAt: string) => `Séance terminée à ${endedAt}.`,
  alreadyIn: (enteredAt: string) => `Déjà entré à ${enteredAt}.`,
} as const;
