/** A convention as the server sends it (spec 2 section 3); the hall field is named after the product word. */
export interface WireConvention {
  [hallField: string]: unknown;
  id: number;
  titre: string;
  contenu: string;
  validations?: { libelle: string }[] | null;
}

/** A convention to accept before booking or after login (spec 2 sections 3 and 4). */
export interface Convention {
  id: number;
  /** The venue id, read from the 4th segment of the wire path (`/api/v2/multisalle/{id}`). */
  hallId: number | null;
  title: string;
  /** The convention's HTML as sent: render it only through `sanitizeConventionHtml`. */
  unsafeHtml: string;
  /** The labels of the boxes to tick (wire `validations[].libelle`). */
  checkboxLabels: string[];
}

/**
 * When the check runs (spec 2 section 4): `reservation` before booking in a hall, `connexion` for the
 * general-public check after login (no hall id).
 */
export type ConventionTrigger = 'reservation' | 'connexion';

/** What {@link loadConventions} takes. */
export interface LoadConventionsOptions {
  /** The hall; none for the general-public check after login. */
  hallId?: number | null;
  /** @default 'reservation' with a hall, 'connexion' without */
  trigger?: ConventionTrigger;
}
