/**
 * A text as Testing Library's text queries and `toHaveTextContent` read the page: they normalise its
 * whitespace, so the no-break space our French texts put before « : ; ! ? » reads as a space, while the text
 * handed to them is taken as it is. Give them this instead of the text itself.
 *
 * @example screen.getByText(readText(texts.denied))
 */
export function readText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
