import { $halls, $visibleHalls, loadHalls, productNames } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { useShowAppWhen } from '../../app/first-screen.ts';
import { HallCard } from './HallCard.tsx';

/** The hall list (anchor `#multisalle-list`): active halls minus the local blacklist, as cards. */
export function HallList() {
  const { isFetched, isLoading, error } = useStore($halls);
  const halls = useStore($visibleHalls);

  useEffect(() => {
    if (!$halls.get().isFetched && !$halls.get().isLoading) void loadHalls();
  }, []);
  // The server wrote the home page's top with the cards (first-screen.ts): the app takes its place once
  // it has them too, or its failure message.
  useShowAppWhen(isFetched && !isLoading);

  let body: ReactNode;
  if (error && !isLoading) {
    body = (
      <div className="hall-list__message" role="alert">
        <p>Impossible de charger la liste des salles pour le moment.</p>
        <button type="button" className="button button--primary" onClick={() => void loadHalls()}>
          Réessayer
        </button>
      </div>
    );
  } else if (!isFetched || isLoading) {
    body = (
      <div className="hall-list__message hall-list__message--loading">
        <Spinner label="Chargement des salles" />
      </div>
    );
  } else if (halls.length === 0) {
    body = <p className="hall-list__message">Aucune salle n'est ouverte à la réservation pour le moment.</p>;
  } else {
    body = (
      <ul className="hall-list__cards">
        {halls.map((hall) => (
          <li key={hall.id}>
            <HallCard hall={hall} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      id={productNames().listAnchor}
      className="hall-list anchor-target"
      aria-labelledby="salles-titre"
    >
      <div className="container">
        <h2 id="salles-titre" className="section-title">
          NOS SALLES
        </h2>
        <p className="section-lead">Choisissez votre salle pour voir ses créneaux disponibles.</p>
        <div aria-live="polite" aria-busy={!isFetched || isLoading}>
          {body}
        </div>
      </div>
    </section>
  );
}
