/** The hall's console, one chunk for its fourteen pages (the site's first load only names it). */
export { ConsoleHomePage } from './ConsoleHomePage.tsx';
export { DayPage } from './DayPage.tsx';
export { DiscountsPage } from './DiscountsPage.tsx';
export { HallNewsPage } from './HallNewsPage.tsx';
export { HallSheetPage } from './HallSheetPage.tsx';
export { HoursPage } from './HoursPage.tsx';
export { JournalPage } from './JournalPage.tsx';
export { PricesPage } from './PricesPage.tsx';
export { RefundsPage } from './RefundsPage.tsx';
export { ReportsPage } from './ReportsPage.tsx';
export { RulesPage } from './RulesPage.tsx';
export { StaffActivationPage } from './StaffActivationPage.tsx';
export { StaffSignInPage } from './StaffSignInPage.tsx';
export { TeamPage } from './TeamPage.tsx';
export { WeekPage } from './WeekPage.tsx';
