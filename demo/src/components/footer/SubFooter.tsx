import { Link } from 'react-router';

/** The band under the home page: first-visit help (the journey page and the FAQ). */
export function SubFooter() {
  return (
    <aside className="sub-footer" aria-labelledby="sous-pied-titre">
      <div className="container sub-footer__inner">
        <h2 id="sous-pied-titre" className="sub-footer__title">
          Première visite&nbsp;?
        </h2>
        <p className="sub-footer__text">
          Accueil, vestiaires, terrain connecté, coin d'après-match&nbsp;: découvrez comment se passe une
          séance.
        </p>
        <div className="sub-footer__links">
          <Link to="/mon-parcours-dans-la-salle" className="button button--light">
            Mon parcours dans la salle
          </Link>
          <Link to="/faq" className="button button--outline-light">
            Questions fréquentes
          </Link>
        </div>
      </div>
    </aside>
  );
}
