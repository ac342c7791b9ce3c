/** The hall's device pages, one chunk for the four (the site's first load then names one file, not four). */
export { CourtScreen } from './CourtScreen.tsx';
export { EntryScreen } from './EntryScreen.tsx';
export { ReceptionPage } from './ReceptionPage.tsx';
export { WelcomeScreen } from './WelcomeScreen.tsx';
