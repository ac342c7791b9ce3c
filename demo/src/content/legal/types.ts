/**
 * A piece of running text: plain words, or a link. `to` is a path of the site (React Router link), `href`
 * an address outside it (`mailto:`, `tel:` or a site opened in a new tab).
 */
export type Inline = string | { text: string; to: string } | { text: string; href: string };

/** A line of text made of inline pieces. */
export type RichText = readonly Inline[];

/**
 * One block of a legal page: structured data the page renders with its own elements, never raw HTML.
 * `facts` is a definition list (a term and what it means), used instead of tables so that pages read
 * well at 390 px and with a screen reader.
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; isOrdered?: boolean }
  | { kind: 'facts'; items: readonly { term: string; description: RichText }[] }
  /** A postal address or similar lines, kept together. */
  | { kind: 'lines'; lines: readonly string[] };

/** A section of a legal page: an `h2` (or `h3` inside a section), its blocks, then its subsections. */
export interface LegalSection {
  /** The anchor of the section, unique on its page (French, kebab-case). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSection[];
}

/** A legal page: its `h1`, an introduction, the date of its text and its sections. */
export interface LegalDocument {
  title: string;
  lead: RichText;
  /** When this text was last written, in French (`23 novembre 2026`). */
  updatedOn: string;
  sections: readonly LegalSection[];
}

/** One question of the FAQ and its answer. */
export interface FaqQuestion {
  id: string;
  question: string;
  answer: readonly LegalBlock[];
}

/** A theme of the FAQ (booking, payment, ...): an `h2` and its questions. */
export interface FaqTheme {
  id: string;
  title: string;
  questions: readonly FaqQuestion[];
}

/** The FAQ page. */
export interface FaqDocument {
  title: string;
  lead: RichText;
  themes: readonly FaqTheme[];
}
