import type { DeviceScope } from './device-keys.ts';

/** French answers to a hall's devices about their keys (the `{ description }` envelope of 401 and 403). */
export const deviceMessages = {
  badKey: "Clé d'appareil absente, inconnue ou révoquée.",
  otherHall: "Cette clé d'appareil appartient à une autre salle.",
  /** Per scope: what the device tried to do without the right. */
  missingScope: {
    entree: "Cet appareil n'est pas autorisé à contrôler les entrées.",
    ecran: "Cet appareil n'est pas autorisé à suivre les écrans de la salle.",
    tablette: "Cet appareil n'est pas autorisé à enregistrer les parties.",
    programme: "Cet appareil n'est pas autorisé à lire le programme des terrains.",
  } satisfies Record<DeviceScope, string>,
} as const;
