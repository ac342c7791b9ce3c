import type { LegalDocument, LegalSection } from '../../content/legal/types.ts';
import { usePageHead } from '../article/use-page-head.ts';
import { LegalBlocks, RichTextView } from './RichTextView.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import './legal.css';

/** Pages with at least this many sections get a table of contents. */
const tocThreshold = 4;

function Section({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`legal__section legal__section--h${level}`} aria-labelledby={section.id}>
      <Heading id={section.id} tabIndex={-1} className="legal__heading">
        {section.title}
      </Heading>
      <LegalBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <Section key={subsection.id} section={subsection} level={3} />
      ))}
    </section>
  );
}

/**
 * A legal page (CGU, mentions légales, politique de confidentialité, déclaration d'accessibilité): one
 * `h1`, the lead and the date of the text, a table of contents for long pages, then `h2` sections with
 * their `h3` subsections. `document.title` stays the product title; the page's own name goes to the meta
 * title.
 */
export function LegalDocumentPage({ document: legal }: { document: LegalDocument }) {
  usePageHead({ metaTitle: legal.title });
  const hasToc = legal.sections.length >= tocThreshold;
  return (
    <article className="legal" aria-labelledby="legal-titre">
      <h1 id="legal-titre" className="page-title legal__title">
        {legal.title}
      </h1>
      <p className="legal__lead">
        <RichTextView text={legal.lead} />
      </p>
      <p className="legal__date">Dernière mise à jour : {legal.updatedOn}</p>
      {hasToc && <TableOfContents entries={legal.sections} />}
      {legal.sections.map((section) => (
        <Section key={section.id} section={section} level={2} />
      ))}
    </article>
  );
}
