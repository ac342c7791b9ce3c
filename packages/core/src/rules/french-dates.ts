/**
 * French writes the first day of a month as an ordinal: « 1er décembre », « mardi 1er décembre 2026 »,
 * « 1er déc. ». Intl writes « 1 décembre »; every date text goes through this on its way out.
 *
 * @example firstOfMonth('mardi 1 décembre') // 'mardi 1er décembre'
 * @example firstOfMonth('11 décembre, 21 décembre') // unchanged
 */
export function firstOfMonth(text: string): string {
  return text.replace(FIRST_OF_MONTH, '1er');
}

// A lone « 1 » (no digit before it) followed by a month, long or short: its first three letters say which.
const FIRST_OF_MONTH = /(?<!\d)1(?=[\s\u00a0\u202f](?:jan|fév|mar|avr|mai|jui|aoû|sep|oct|nov|déc))/gu;

/**
 * An Intl date format whose texts write the first of the month « 1er ».
 *
 * @example const long = frenchDateFormat(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long' }));
 */
export function frenchDateFormat(format: Intl.DateTimeFormat): { format: (date?: number | Date) => string } {
  return { format: (date) => firstOfMonth(format.format(date)) };
}
