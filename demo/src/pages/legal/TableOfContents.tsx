import { InPageLink } from './InPageLink.tsx';

/** One entry of a table of contents: the anchor of a heading and its text. */
export interface TocEntry {
  id: string;
  title: string;
}

/** 'Sommaire': the page's sections as in-page links, a navigation landmark of its own. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav className="legal__toc" aria-labelledby="sommaire-titre">
      <h2 id="sommaire-titre" className="legal__toc-title">
        Sommaire
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <InPageLink targetId={entry.id}>{entry.title}</InPageLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
