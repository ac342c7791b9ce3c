import { getConfig } from './configure';

/**
 * Every name derived from the product word (`{product}` in the spec): routes, wire fields, storage keys,
 * anchors and the page title. A partner whose backend uses another word sets `productKey` and all follow.
 */
export interface ProductNames {
  /** The product word, e.g. `multisalle`. */
  productKey: string;
  /** The brand as shown to people, e.g. `Multisalle`. */
  brandName: string;
  /** The route and API path segment: `/multisalle/{cle}`, `GET v2 /multisalle`. */
  routeSegment: string;
  /** The hall id wire field and the chosen-hall storage key, e.g. `idMultisalle`. */
  idField: string;
  /** The hall list wire field, e.g. `multisalleListe`. */
  listField: string;
  /** The blacklist storage key, e.g. `multisalleListeNoire`. */
  blacklistKey: string;
  /** The id field of a blacklist entry, e.g. `id_multisalle`. */
  blacklistEntryField: string;
  /** The home page anchor of the hall list, e.g. `multisalle-list`. */
  listAnchor: string;
  /** The title of every page, e.g. `Multisalle | Book, Play, Share`. */
  pageTitle: string;
}

/**
 * The product word with its first letter in capitals (`multisalle` -> `Multisalle`).
 *
 * @example capitalise('salle') // 'Salle'
 */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The names derived from a product word (design, "Names").
 *
 * @param productKey - @default the configured `productKey` (`multisalle`)
 * @param brandName - @default the configured brand, or the capitalised `productKey` when one is given
 * @example
 * productNames().idField // 'idMultisalle'
 * productNames('salle').listField // 'salleListe'
 */
export function productNames(productKey?: string, brandName?: string): ProductNames {
  const config = productKey === undefined ? getConfig() : undefined;
  const key = productKey ?? config?.productKey ?? 'multisalle';
  const brand = brandName ?? config?.brandName ?? capitalise(key);
  return {
    productKey: key,
    brandName: brand,
    routeSegment: key,
    idField: `id${capitalise(key)}`,
    listField: `${key}Liste`,
    blacklistKey: `${key}ListeNoire`,
    blacklistEntryField: `id_${key}`,
    listAnchor: `${key}-list`,
    pageTitle: `${brand} | Book, Play, Share`,
  };
}
