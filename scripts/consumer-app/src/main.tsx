// A consumer's app: the packed @multisalle packages as an npm user installs them, in strict TSX.
import { configure, fetchHallByKey, type Hall } from '@multisalle/core';
import '@multisalle/elements/register';
import { PlanningPanel } from '@multisalle/widgets/planning';
import '@multisalle/widgets/styles.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

configure({ apiBase: `${location.origin}/api/v2` });

const hallKey = 'padel-park';

function ReactPanel() {
  const [hall, setHall] = useState<Hall | null>(null);
  useEffect(() => {
    void fetchHallByKey(hallKey).then((found) => setHall(found ?? null));
  }, []);
  const sport = hall?.sports[0];
  if (!hall || !sport) return <p>Chargement de la salle…</p>;
  return (
    <PlanningPanel
      hallId={hall.id}
      sport={{ id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers }}
      visibleDays={hall.visibleDays}
    />
  );
}

function App() {
  const [askedFor, setAskedFor] = useState<string | null>(null);
  return (
    <main>
      <h1>Application cliente</h1>
      <section aria-labelledby="composant">
        <h2 id="composant">Le composant React</h2>
        <ReactPanel />
      </section>
      <section aria-labelledby="element">
        <h2 id="element">L'élément personnalisé</h2>
        <multisalle-planning
          hall={hallKey}
          login-url="/connexion"
          onmultisalle:login-required={(event) => setAskedFor(event.detail.hallKey)}
        />
        {askedFor && <p role="status">Connexion demandée pour {askedFor}</p>}
      </section>
    </main>
  );
}

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
