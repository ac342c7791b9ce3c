/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { $siteUpdate } from '../components/update-prompt/update-state.ts';

/** How often an open page (an installed app can stay open for days) asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that vite-plugin-pwa builds (`/sw.js`, scope `/`; its rules are in
 * vite.config.ts). A new version installs in the background and waits: the page then offers it
 * (« Mettre à jour »); otherwise it is taken at the next open, once no page uses the old one. This module
 * is its own chunk, imported after the page has loaded.
 */
export function startServiceWorker(): void {
  const takeUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => $siteUpdate.set(() => takeUpdate()),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      // A phone brings the installed app back to the screen rather than opening it again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
