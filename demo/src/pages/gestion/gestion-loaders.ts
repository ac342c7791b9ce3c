import type { PageLoader } from '../../app/lazy-page.tsx';

/**
 * The hall's console (`/gestion/...`), in a chunk of its own that the site's first load only names: the
 * staff's pages never weigh on the players' ones.
 */
const consolePages = () => import('./console-pages.ts');

export const gestionLoaders = {
  signIn: () => consolePages().then((module) => ({ default: module.StaffSignInPage })),
  activation: () => consolePages().then((module) => ({ default: module.StaffActivationPage })),
  home: () => consolePages().then((module) => ({ default: module.ConsoleHomePage })),
  day: () => consolePages().then((module) => ({ default: module.DayPage })),
  week: () => consolePages().then((module) => ({ default: module.WeekPage })),
  hours: () => consolePages().then((module) => ({ default: module.HoursPage })),
  prices: () => consolePages().then((module) => ({ default: module.PricesPage })),
  discounts: () => consolePages().then((module) => ({ default: module.DiscountsPage })),
  reports: () => consolePages().then((module) => ({ default: module.ReportsPage })),
  refunds: () => consolePages().then((module) => ({ default: module.RefundsPage })),
  news: () => consolePages().then((module) => ({ default: module.HallNewsPage })),
  sheet: () => consolePages().then((module) => ({ default: module.HallSheetPage })),
  rules: () => consolePages().then((module) => ({ default: module.RulesPage })),
  team: () => consolePages().then((module) => ({ default: module.TeamPage })),
  journal: () => consolePages().then((module) => ({ default: module.JournalPage })),
} satisfies Record<string, PageLoader>;
