import { accessibilityStatement } from '../../content/legal/accessibility-statement.ts';
import { legalContext } from '../../content/legal/context.ts';
import { faq } from '../../content/legal/faq.ts';
import { legalNotice } from '../../content/legal/legal-notice.ts';
import { privacyPolicy } from '../../content/legal/privacy-policy.ts';
import { termsOfUse } from '../../content/legal/terms.ts';
import { FaqPage } from './FaqPage.tsx';
import { LegalDocumentPage } from './LegalDocumentPage.tsx';

// The texts are built at render time: they read the configured brand and storage keys.

/** `/rgpd`: conditions générales d'utilisation et RGPD. */
export function TermsPage() {
  return <LegalDocumentPage document={termsOfUse(legalContext())} />;
}

/** `/mentions-legales`. */
export function LegalNoticePage() {
  return <LegalDocumentPage document={legalNotice(legalContext())} />;
}

/** `/politique-de-confidentialite`. */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy(legalContext())} />;
}

/** `/accessibilite`: déclaration d'accessibilité. */
export function AccessibilityStatementPage() {
  return <LegalDocumentPage document={accessibilityStatement(legalContext())} />;
}

/** `/faq`. */
export function FrequentQuestionsPage() {
  return <FaqPage document={faq(legalContext())} />;
}
