import {
  type ConventionSanitizer,
  loadConventionSanitizer,
  loadedConventionSanitizer,
} from '@multisalle/core';
import { useEffect, useState } from 'react';

/** What the widgets say when DOMPurify could not be loaded (the network, mostly): the text stays unshown. */
export const unsanitizedTextMessage =
  "Ce texte n'a pas pu être affiché. Vérifiez votre connexion, puis rouvrez cette fenêtre.";

/**
 * The convention sanitizer once DOMPurify is loaded (`loadConventionSanitizer`: in the partners' script-tag
 * bundles it is fetched the first time HTML is shown); `undefined` while it loads, `null` if it could not be.
 * Unsanitized HTML is never rendered meanwhile.
 *
 * @example const sanitize = useConventionSanitizer(); const html = sanitize ? sanitize(unsafeHtml) : '';
 */
export function useConventionSanitizer(): ConventionSanitizer | null | undefined {
  // Kept in an object: a function given to setState would be taken for an updater.
  const [loaded, setLoaded] = useState<{ sanitize: ConventionSanitizer | null } | undefined>(() => {
    const sanitize = loadedConventionSanitizer();
    return sanitize ? { sanitize } : undefined;
  });
  const isLoaded = loaded?.sanitize !== undefined && loaded.sanitize !== null;
  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    loadConventionSanitizer().then(
      (sanitize) => isCurrent && setLoaded({ sanitize }),
      () => isCurrent && setLoaded({ sanitize: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoaded]);
  return loaded?.sanitize;
}
