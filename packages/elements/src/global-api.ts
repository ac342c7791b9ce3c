import { type ConfigureOptions, configure } from '@multisalle/core';
import { configureElements } from './define';
import { scriptOrigin } from './script-origin';

/**
 * The page's global `Multisalle`, set by the script-tag bundles: a function taking commands, as the loader
 * snippet's queue does before the script arrives, and the older `Multisalle.configure(options)`.
 *
 * @example
 * Multisalle('configure', { getToken: (base) => (base === 'v2' ? myLogin.token : null) });
 * Multisalle('ready', () => console.log('Multisalle est prêt'));
 */
export interface MultisalleGlobal {
  (command: 'configure', options: ConfigureOptions): void;
  (command: 'ready', callback: () => void): void;
  /** `Multisalle('configure', options)`, kept for pages written against it. */
  configure(options: ConfigureOptions): void;
  /** Set once a bundle took over the global: a second script on the page leaves it alone. */
  readonly loaded: true;
}

/** What the loader snippet leaves before the script arrives: a function that queues its arguments. */
interface LoaderQueue {
  q?: ArrayLike<unknown>[];
}

declare global {
  var Multisalle: (MultisalleGlobal | (((...args: unknown[]) => void) & LoaderQueue)) | undefined;
}

function run(command: unknown, argument: unknown): void {
  if (command === 'configure' && argument && typeof argument === 'object') {
    configureElements(argument as ConfigureOptions);
  } else if (command === 'ready' && typeof argument === 'function') {
    argument();
  } else {
    console.warn(`Multisalle\u00a0: commande inconnue ou incomplète (${String(command)}).`);
  }
}

/**
 * Points this bundle's API client at the origin its script came from (`/api/v2`, `/api/admin`): on a
 * partner's page, our server is there, not on the page's own origin. Runs before the loader's queued
 * calls, so `Multisalle('configure', { apiBase })` and an element's `api-base` still override it.
 */
export function configureScriptOrigin(): void {
  if (scriptOrigin)
    configure({ apiBase: `${scriptOrigin}/api/v2`, adminApiBase: `${scriptOrigin}/api/admin` });
}

/**
 * Makes `window.Multisalle` the command function, then runs the calls the loader snippet queued, in order.
 * A page with two Multisalle scripts (or the loader twice) keeps the first one's.
 */
export function installGlobal(): void {
  const existing = globalThis.Multisalle;
  if (existing && 'loaded' in existing) return;
  const queued = existing && 'q' in existing ? [...(existing.q ?? [])] : [];
  const api = ((command: unknown, argument: unknown) => run(command, argument)) as MultisalleGlobal;
  Object.assign(api, { configure: configureElements, loaded: true });
  globalThis.Multisalle = api;
  for (const call of queued) run(call[0], call[1]);
}
