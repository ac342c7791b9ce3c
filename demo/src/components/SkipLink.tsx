import type { MouseEvent } from 'react';

/**
 * 'Aller au contenu': the first focusable element, jumping to `<main id="contenu">`. It moves focus itself
 * instead of changing the URL hash, which the hash router (mobile app) would read as a route.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('contenu');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link for assistive tech; the click handler only keeps the hash router (mobile app) from reading '#contenu' as a route.
    <a className="skip-link" href="#contenu" onClick={skip}>
      Aller au contenu
    </a>
  );
}
