import { importPurify } from './import-purify';
import { type ConventionSanitizer, conventionSanitizer } from './policy';

let loading: Promise<ConventionSanitizer> | undefined;
let loaded: ConventionSanitizer | undefined;

/**
 * The convention sanitizer if DOMPurify is already loaded, else `undefined`: a second dialog renders its
 * text at once, without a render where it is still empty.
 *
 * @example const sanitize = loadedConventionSanitizer() ?? (await loadConventionSanitizer());
 */
export function loadedConventionSanitizer(): ConventionSanitizer | undefined {
  return loaded;
}

/**
 * The convention sanitizer once DOMPurify is loaded: the script-tag bundles fetch it beside the script
 * (`multisalle-purify.js`) the first time a convention or a class description is shown, so a partner page
 * that shows only the planning never downloads it. Loaded once; a failed load is tried again next time.
 *
 * @example const sanitize = await loadConventionSanitizer(); element.innerHTML = sanitize(html);
 */
export function loadConventionSanitizer(): Promise<ConventionSanitizer> {
  loading ??= importPurify().then(
    (module) => {
      loaded = conventionSanitizer(module.default);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
