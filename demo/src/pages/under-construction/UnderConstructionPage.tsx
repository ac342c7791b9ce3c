import { Link } from 'react-router';

/** The honest body of a page a later issue builds: its name, and that it is not there yet. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <section className="page-placeholder" aria-labelledby="page-titre">
      <h1 id="page-titre" className="page-title">
        {title}
      </h1>
      <p>Cette page est en construction.</p>
      <p>
        <Link to="/" className="button button--primary">
          Retour à l'accueil
        </Link>
      </p>
    </section>
  );
}
