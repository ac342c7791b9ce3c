import type { PageLoader } from '../../app/lazy-page.tsx';

/** The lazy page of `/mon-parcours-dans-la-salle`. */
export const loadJourneyPage: PageLoader = () =>
  import('./JourneyPage.tsx').then((module) => ({ default: module.JourneyPage }));
