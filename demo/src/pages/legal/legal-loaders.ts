import type { PageLoader } from '../../app/lazy-page.tsx';

type LegalPageName = 'terms' | 'legalNotice' | 'privacy' | 'accessibility' | 'faq';

const exportOf = {
  terms: 'TermsPage',
  legalNotice: 'LegalNoticePage',
  privacy: 'PrivacyPolicyPage',
  accessibility: 'AccessibilityStatementPage',
  faq: 'FrequentQuestionsPage',
} as const satisfies Record<LegalPageName, string>;

function loadLegalPage(name: LegalPageName): PageLoader {
  return () => import('./legal-pages.tsx').then((module) => ({ default: module[exportOf[name]] }));
}

/**
 * The lazy pages of the legal routes (one chunk for the five), one stable loader per page (the route table
 * keys its loaded-page cache by loader).
 */
export const legalLoaders: Readonly<Record<LegalPageName, PageLoader>> = {
  terms: loadLegalPage('terms'),
  legalNotice: loadLegalPage('legalNotice'),
  privacy: loadLegalPage('privacy'),
  accessibility: loadLegalPage('accessibility'),
  faq: loadLegalPage('faq'),
};
