/** The message the framed planning posts to its parent page: `{ type, hauteur }` (the height in CSS pixels). */
export const FRAME_HEIGHT_MESSAGE = 'multisalle:cadre-hauteur';

/** The heights the resizer applies, in CSS pixels: a frame never collapses nor grows without end. */
export const FRAME_HEIGHT_BOUNDS = { min: 160, max: 4000 } as const;
