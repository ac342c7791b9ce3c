/**
 * Part of the server code catalogue: our own `MULTISALLE-` codes of an accept refused for a condition the
 * player has not met yet (the server asks on every accept what the invitation page asks). The
 * spec's catalogue has no code for these; `catalogue.ts` merges the messages, and the invitation store reads
 * the codes alone (this module holds no message it would carry into a bundle).
 */

/**
 * The code of each condition an accept may be refused for, by the step that meets it.
 *
 * @example acceptConditionCodes.card // 'MULTISALLE-006'
 */
export const acceptConditionCodes = {
  /** The hall's conventions (trigger `reservation`) are not all validated. */
  conventions: 'MULTISALLE-003',
  /** No verified mobile number (a hall that does not skip the payment step). */
  phone: 'MULTISALLE-004',
  /** The hall requires its safety video and the player has not watched it. */
  safetyVideo: 'MULTISALLE-005',
  /** The hall asks payment by card and the player has no saved card. */
  card: 'MULTISALLE-006',
} as const;

/** A condition of an accept: the step the invitation page opens for it. */
export type AcceptCondition = keyof typeof acceptConditionCodes;

/**
 * The French message of each accept-condition code (straight apostrophes, as the catalogue writes them).
 * Plain keys, not computed ones, so that a bundle reading only the codes drops this table.
 */
export const acceptConditionMessages: Readonly<Record<string, string>> = {
  'MULTISALLE-003': 'Veuillez valider les conventions de la salle.',
  'MULTISALLE-004': "Veuillez vérifier votre numéro de téléphone avant d'accepter l'invitation.",
  'MULTISALLE-005': 'Veuillez regarder la vidéo des consignes de sécurité.',
  'MULTISALLE-006':
    "Veuillez enregistrer votre carte bancaire avant d'accepter\u00a0: cette salle demande un paiement par carte.",
};
