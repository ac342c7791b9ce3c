/**
 * A table as a CSV that French spreadsheets open as they are: UTF-8 with a byte order mark, `;` between
 * fields, a decimal comma, CRLF line ends; a field holding `;`, `"` or a line break is quoted.
 *
 * @example toFrenchCsv(['Terrain', 'Taux'], [['Court 1', 0.5]]) // '\uFEFFTerrain;Taux\r\nCourt 1;0,5\r\n'
 */
export function toFrenchCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cell = (value: string | number | null): string => {
    if (value === null) return '';
    const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
    return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
