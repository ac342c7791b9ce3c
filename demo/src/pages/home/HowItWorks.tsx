import { breakpoints } from '@multisalle/core';

/** The "how it works" picture: desktop drawing above 768 px, the tall mobile one otherwise. */
export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="fonctionnement-titre">
      <div className="container">
        <h2 id="fonctionnement-titre" className="section-title">
          COMMENT ÇA MARCHE&nbsp;?
        </h2>
        <picture>
          <source
            media={`(min-width: ${breakpoints.desktopMinWidthPx + 1}px)`}
            srcSet="/images/how-it-works-desktop.svg"
            width="1120"
            height="320"
          />
          <img
            className="how-it-works__image"
            src="/images/how-it-works-mobile.svg"
            alt="Les quatre étapes&nbsp;: 1. choisis ta salle, 2. réserve ton créneau, 3. invite tes amis, 4. joue avec ton QR code."
            width="360"
            height="720"
            loading="lazy"
          />
        </picture>
      </div>
    </section>
  );
}
