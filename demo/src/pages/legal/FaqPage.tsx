import type { FaqDocument } from '../../content/legal/types.ts';
import { usePageHead } from '../article/use-page-head.ts';
import { FaqItem } from './FaqItem.tsx';
import { RichTextView } from './RichTextView.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import './legal.css';

/**
 * `/faq`: the questions grouped by theme, each theme an `h2` reached from the table of contents, each
 * question a disclosure button inside an `h3`.
 */
export function FaqPage({ document: faq }: { document: FaqDocument }) {
  usePageHead({ metaTitle: faq.title });
  return (
    <article className="legal faq" aria-labelledby="faq-titre">
      <h1 id="faq-titre" className="page-title legal__title">
        {faq.title}
      </h1>
      <p className="legal__lead">
        <RichTextView text={faq.lead} />
      </p>
      <TableOfContents entries={faq.themes} />
      {faq.themes.map((theme) => (
        <section key={theme.id} className="legal__section" aria-labelledby={theme.id}>
          <h2 id={theme.id} tabIndex={-1} className="legal__heading">
            {theme.title}
          </h2>
          {theme.questions.map((item) => (
            <FaqItem key={item.id} item={item} />
          ))}
        </section>
      ))}
    </article>
  );
}
