/**
 * Escapes a text for HTML content or an attribute value (`&`, `<`, `>`, `"`, `'` as numeric references):
 * what every page the server writes itself puts around data.
 *
 * @example `<h2>${escapeHtml(hall.name)}</h2>`
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
