import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a public share page: the brand, the page's title, its content and a way into the site. */
export function ShareFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="share-page" aria-labelledby="partage-titre">
      <p className="share-page__brand">
        <Link to="/">
          <img src="/logo.svg" alt="Multisalle, accueil" width="160" height="40" />
        </Link>
      </p>
      <h1 id="partage-titre" className="page-title">
        {title}
      </h1>
      {children}
      <p className="share-page__cta">
        <Link to="/" className="button button--primary">
          RÉSERVER UN CRÉNEAU
        </Link>
      </p>
    </section>
  );
}

/** What a broken, truncated or edited share link shows instead of its page. */
export function InvalidShare() {
  return (
    <div className="share-page__invalid" role="alert">
      <p>
        <strong>Ce lien de partage est invalide.</strong>
      </p>
      <p>
        Il est incomplet ou a été modifié. Demandez à la personne qui vous l'a envoyé de le partager à nouveau
        depuis son profil.
      </p>
    </div>
  );
}
