import { AfterFirstPaint } from '../../app/after-first-paint.tsx';
import { usePageHead } from '../article/use-page-head.ts';
import { HallList } from './HallList.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { NewsSection } from './NewsSection.tsx';
import { OpenGamesHome } from './OpenGamesHome.tsx';
import { SportGrid } from './SportGrid.tsx';

/** Home (spec 2 "Home"): headline, hall list, open games, how it works, the sport grid, the news. */
export function HomePage() {
  // Spec 2 section 2: the home page's canonical link is the site root.
  usePageHead({ canonicalPath: '/' });
  return (
    <div className="home">
      <section className="hero" aria-labelledby="accueil-titre">
        <div className="container hero__inner">
          <p className="hero__kicker">La salle multisport connectée</p>
          <h1 id="accueil-titre" className="hero__title">
            JE RÉSERVE MON CRÉNEAU DE SPORT
          </h1>
          <p className="hero__text">
            Choisissez votre salle, réservez un terrain, invitez vos amis&nbsp;: chacun entre avec son QR
            code.
          </p>
        </div>
      </section>
      <HallList />
      <AfterFirstPaint>
        <OpenGamesHome />
        <HowItWorks />
        <SportGrid />
        <NewsSection />
      </AfterFirstPaint>
    </div>
  );
}
