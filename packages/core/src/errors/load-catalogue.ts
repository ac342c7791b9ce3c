import type { messageForCode } from './catalogue';
import { importCatalogue } from './import-catalogue';

/** What the client needs of the catalogue. */
export interface CatalogueModule {
  messageForCode: typeof messageForCode;
}

let loaded: CatalogueModule | undefined;
let pending: Promise<CatalogueModule> | undefined;

/** The catalogue if it has been loaded, else `undefined`. */
export function loadedCatalogue(): CatalogueModule | undefined {
  return loaded;
}

/**
 * Loads the server code catalogue once. The client calls it on the first failed response that carries a
 * code, so a page where nothing fails never downloads the messages (the planning script stays small). A
 * failed load is forgotten, so the next error tries again.
 *
 * @example await loadCatalogue(); codeMessage('CRENEAU-006');
 */
export function loadCatalogue(): Promise<CatalogueModule> {
  pending ??= importCatalogue().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
