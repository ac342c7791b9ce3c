import {
  $halls,
  $visibleHalls,
  fetchHallPage,
  type Hall,
  loadHalls,
  productNames,
  type Sport,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AfterFirstPaint, useAfterFirstPaint } from '../../app/after-first-paint.tsx';
import { useShowAppWhen } from '../../app/first-screen.ts';
import { Gallery } from './Gallery.tsx';
import { hallGalleryPhotos } from './gallery-photos.ts';
import { HallHeader } from './HallHeader.tsx';
import { HallSwitcher } from './HallSwitcher.tsx';
import { InformationsCard } from './InformationsCard.tsx';
import { OpenGamesSection } from './OpenGamesSection.tsx';
import { PlanningSection } from './PlanningSection.tsx';
import { SportSelector } from './SportSelector.tsx';
import '../../styles/hall.css';

type HallState = { status: 'loading' } | { status: 'loaded'; hall: Hall } | { status: 'failed' };

/**
 * The hall page `/multisalle/{cle}` (spec 2 "Hall page"). Keyed by the hall key, so moving to another
 * hall starts afresh (loading state, first sport chosen again).
 */
export function HallPage() {
  const params = useParams();
  const key = params[`${productNames().routeSegment}Name`] ?? '';
  return <HallView key={key} hallKey={key} />;
}

function HallView({ hallKey }: { hallKey: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<HallState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: bumping `attempt` is what loads the hall again.
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    fetchHallPage(hallKey).then(
      (hall) => {
        if (!isCurrent) return;
        // Spec 2 section 2: an unknown hall lands on the not-found page.
        if (!hall) navigate('/404', { replace: true });
        else setState({ status: 'loaded', hall });
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [hallKey, navigate, attempt]);
  // The server wrote this page's top (first-screen.ts): the app takes its place once it has its own.
  useShowAppWhen(state.status !== 'loading');

  if (state.status === 'loading') {
    return (
      <div className="hall-page__message">
        <Spinner label="Chargement de la salle" size="large" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="hall-page__message" role="alert">
        <p className="hall-page__message-title">Impossible de charger cette salle pour le moment.</p>
        <p>Vérifiez votre connexion puis réessayez.</p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          Réessayer
        </button>
      </div>
    );
  }
  return <LoadedHall hall={state.hall} />;
}

function LoadedHall({ hall }: { hall: Hall }) {
  const { brandName } = productNames();
  // Spec 2 "Hall page": the first sport is chosen as soon as the sport list is there.
  const [sport, setSport] = useState<Sport | null>(hall.sports[0] ?? null);
  const visibleHalls = useStore($visibleHalls);
  const otherHalls = visibleHalls.filter((other) => other.id !== hall.id);
  // The banner and the planning first; the gallery and the open games once they are painted.
  const isGalleryShown = useAfterFirstPaint();

  useEffect(() => {
    if (!$halls.get().isFetched && !$halls.get().isLoading) void loadHalls();
  }, []);

  return (
    <div className="hall-page">
      <HallHeader hall={hall} />
      <div className="hall-page__body">
        <InformationsCard hall={hall}>
          {isGalleryShown && (
            <Gallery title={`VOTRE ${brandName.toUpperCase()} EN IMAGES`} photos={hallGalleryPhotos(hall)} />
          )}
        </InformationsCard>
        <div className="hall-page__booking">
          <section className="hall-section" aria-labelledby="activite-titre">
            <div className="hall-section__head">
              <h2 id="activite-titre" className="hall-section__title">
                JE CHOISIS MON ACTIVITÉ
              </h2>
              <HallSwitcher halls={otherHalls} />
            </div>
            <SportSelector
              sports={hall.sports}
              selectedId={sport?.id ?? null}
              onSelect={setSport}
              labelledBy="activite-titre"
            />
          </section>
        </div>
      </div>
      <PlanningSection hall={hall} sport={sport} />
      <AfterFirstPaint>
        <OpenGamesSection hall={hall} />
      </AfterFirstPaint>
    </div>
  );
}
