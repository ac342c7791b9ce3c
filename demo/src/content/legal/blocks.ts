import type { Inline, LegalBlock, RichText } from './types.ts';

/** A paragraph. @example p('Texte avec ', mail('rgpd@multisalle.fr'), '.') */
export const p = (...text: Inline[]): LegalBlock => ({ kind: 'paragraph', text });

/** A bulleted list; each item is a string or a rich text. @example ul('un', ['deux ', to('FAQ', '/faq')]) */
export const ul = (...items: (string | RichText)[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});

/** A numbered list (steps). */
export const ol = (...items: (string | RichText)[]): LegalBlock => ({
  ...(ul(...items) as Extract<LegalBlock, { kind: 'list' }>),
  isOrdered: true,
});

/** A definition list. @example facts(['Données', 'e-mail, nom']) */
export const facts = (...items: [term: string, description: string | RichText][]): LegalBlock => ({
  kind: 'facts',
  items: items.map(([term, description]) => ({
    term,
    description: typeof description === 'string' ? [description] : description,
  })),
});

/** Lines kept together (a postal address). */
export const lines = (...values: string[]): LegalBlock => ({ kind: 'lines', lines: values });

/** A link to a page of the site. */
export const to = (text: string, path: string): Inline => ({ text, to: path });

/** A link outside the site (opened in a new tab). */
export const web = (text: string, href: string): Inline => ({ text, href });

/** A mail link showing the address. */
export const mail = (address: string, subject?: string): Inline => ({
  text: address,
  href: `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`,
});
