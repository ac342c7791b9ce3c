import { MAX_STREAMS_PER_DEVICE } from './hall-streams.ts';

/** French answers to the hall's screens and tablets about the hall's stream (the `{ description }` envelope). */
export const hallStreamMessages = {
  tooManyStreams: `Cet appareil a déjà ${MAX_STREAMS_PER_DEVICE} flux ouverts\u00a0: fermez un écran de cette clé avant d'en ouvrir un autre.`,
  unknownHall: 'Cette salle est introuvable.',
} as const;
