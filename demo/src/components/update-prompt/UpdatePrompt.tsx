import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $siteUpdate } from './update-state.ts';
import './update-prompt.css';

/** If the new version has not taken the page by then, the page reloads anyway: never a stuck button. */
export const UPDATE_RELOAD_FALLBACK_MS = 10_000;

/**
 * « Une nouvelle version est disponible »: shown when a new version of the site waits. « Mettre à
 * jour » takes it now (the page reloads on the new version); « Plus tard » hides the offer, and the new
 * version is then taken at the next open.
 */
export function UpdatePrompt() {
  const takeUpdate = useStore($siteUpdate);
  const [isDismissed, setIsDismissed] = useState(false);
  const [isUpdating, setIsUpdating] = useState(false);
  const fallback = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(fallback.current), []);
  if (!takeUpdate || isDismissed) return null;
  return (
    <section className="update-prompt" aria-labelledby="mise-a-jour-titre">
      <p id="mise-a-jour-titre" className="update-prompt__text" role="status">
        Une nouvelle version est disponible
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--ghost" onClick={() => setIsDismissed(true)}>
          Plus tard
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={isUpdating}
          onClick={() => {
            setIsUpdating(true);
            fallback.current = window.setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
            void takeUpdate();
          }}
        >
          {isUpdating ? 'Mise à jour…' : 'Mettre à jour'}
        </button>
      </div>
    </section>
  );
}
