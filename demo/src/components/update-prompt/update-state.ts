import { atom } from 'nanostores';

/**
 * A new version of the site is installed and waits: the function that takes it (the new
 * service worker activates, then the page reloads), or `null`. Set by `app/service-worker.ts`, which loads
 * after the page, and read by {@link UpdatePrompt}, so the first screen carries no Workbox code.
 */
export const $siteUpdate = atom<(() => Promise<void>) | null>(null);
