// Read while the bundle runs: afterwards `document.currentScript` is null. A classic script has it however
// it was loaded (plain, `defer`, `async`, added by the loader); the query is for a page that runs our code
// some other way (a CMS that copies the script's text into its own).
const loadingScript: HTMLScriptElement | null =
  typeof document === 'undefined'
    ? null
    : (document.currentScript as HTMLScriptElement | null)?.src
      ? (document.currentScript as HTMLScriptElement)
      : document.querySelector<HTMLScriptElement>(
          'script[src*="/embed/multisalle-elements.js"],script[src*="/embed/multisalle-planning.js"]',
        );

/**
 * The origin the script-tag bundle was loaded from (`https://reservation.example.fr`), where our API and
 * site live; `undefined` when no script tag of ours is found (the npm package, bundled by the page).
 */
export const scriptOrigin: string | undefined = loadingScript?.src
  ? new URL(loadingScript.src, document.baseURI).origin
  : undefined;

/**
 * The v2 API base an element uses without `api-base` or `Multisalle('configure', { apiBase })`: the
 * script's origin plus `/api/v2`, or `undefined` when it was not loaded by a script tag.
 */
export const scriptApiBase: string | undefined = scriptOrigin && `${scriptOrigin}/api/v2`;

/**
 * The address of a file of ours beside the running bundle (`multisalle-purify.js`): the lazily imported
 * modules live there. Falls back to the page's address when no script tag of ours is found.
 *
 * @example besideScript('multisalle-purify.js') // 'https://reservation.example.fr/embed/multisalle-purify.js'
 */
export const besideScript = (file: string): string =>
  new URL(file, loadingScript?.src || globalThis.location?.href).href;
