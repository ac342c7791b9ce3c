import { Link } from 'react-router';

/** /404: every unknown path lands here (spec: "Not found page with an image"). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="introuvable-titre">
      <img
        className="not-found__image"
        src="/images/not-found.svg"
        alt="Un ballon sorti du terrain, à côté d'un grand 404"
        width="480"
        height="300"
      />
      <h1 id="introuvable-titre" className="page-title">
        PAGE INTROUVABLE
      </h1>
      <p>Oups, cette page n'existe pas ou a été déplacée. Le ballon est sorti du terrain&nbsp;!</p>
      <p>
        <Link to="/" className="button button--primary">
          Retour à l'accueil
        </Link>
      </p>
    </section>
  );
}
