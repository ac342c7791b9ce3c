/** The words derived from the product key: route segment and wire field names (design.md, Names). */
export interface ProductNames {
  /** The key itself, e.g. `multisalle`. */
  key: string;
  /** Hall id field, e.g. `idMultisalle`. */
  idField: string;
  /** Hall list field, e.g. `multisalleListe`. */
  listField: string;
}

/** The product key used when none is configured. */
export const DEFAULT_PRODUCT_KEY = 'multisalle';

/**
 * Derives the route segment and field names from a product key, so nothing hard-codes the word.
 *
 * @param productKey - a lower-case word such as `multisalle` or `salle`.
 * @default 'multisalle'
 * @example
 * ```ts
 * productNames('salle'); // { key: 'salle', idField: 'idSalle', listField: 'salleListe' }
 * ```
 */
export function productNames(productKey: string = DEFAULT_PRODUCT_KEY): ProductNames {
  if (!/^[a-z][a-z0-9]*$/.test(productKey)) {
    throw new Error(`Invalid product key "${productKey}": use lower-case letters and digits only.`);
  }
  const capitalised = productKey.charAt(0).toUpperCase() + productKey.slice(1);
  return { key: productKey, idField: `id${capitalised}`, listField: `${productKey}Liste` };
}
