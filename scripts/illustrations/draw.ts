/**
 * Small SVG drawing helpers for the article and journey illustrations (used by `draw-images.ts` only, at
 * authoring time: the site serves the committed SVG files).
 */

export const colours = {
  navy: '#14213d',
  red: '#c8102e',
  pink: '#fde8eb',
  paper: '#f4f5f8',
  white: '#ffffff',
  ball: '#e9f36b',
  line: '#ffffff',
  glass: '#a9d4f5',
  sand: '#e8c98a',
  muted: '#4a5163',
} as const;

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** A whole picture: a gradient backdrop and its content, with a `<title>` for when it is opened alone. */
export function picture(
  width: number,
  height: number,
  title: string,
  from: string,
  to: string,
  body: string,
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${title}</title>
<defs><linearGradient id="fond" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#fond)"/>
${body}
</svg>
`;
}

export const rect = (x: number, y: number, w: number, h: number, attrs = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;
export const circle = (cx: number, cy: number, r: number, attrs = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;
export const path = (d: string, attrs = '') => `<path d="${d}" ${attrs}/>`;
export const text = (x: number, y: number, size: number, content: string, fill: string = colours.navy) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="800" fill="${fill}">${content}</text>`;
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
export const stroke = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** A soft drop shadow under a shape (an offset ellipse). */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.18"/>`;

/** A ball with a highlight. */
export const ball = (cx: number, cy: number, r: number, fill: string = colours.ball) =>
  `${circle(cx, cy, r, `fill="${fill}" stroke="${colours.navy}" stroke-width="${Math.max(2, r / 6)}"`)}${circle(cx - r / 3, cy - r / 3, r / 4, 'fill="#fff" opacity="0.6"')}`;

/** A person seen from the front, simplified (head and body), at its feet's position. */
export function person(x: number, y: number, scale: number, shirt: string) {
  return group(
    `translate(${x} ${y}) scale(${scale})`,
    `${path('M-22 0v-44a22 22 0 0 1 44 0v44z', `fill="${shirt}"`)}${circle(0, -66, 14, 'fill="#f1c7a3"')}${path('M-14 -70a14 14 0 0 1 28 0q-14-8-28 0z', `fill="${colours.navy}"`)}`,
  );
}

/** A screen (monitor) with content drawn inside its 0..w x 0..h frame. */
export function screen(x: number, y: number, w: number, h: number, inner: string) {
  return group(
    `translate(${x} ${y})`,
    `${rect(-8, -8, w + 16, h + 16, `rx="10" fill="${colours.navy}"`)}${rect(0, 0, w, h, 'rx="4" fill="#0d1730"')}${inner}`,
  );
}

/** A tablet standing on its edge, with a score. */
export function tablet(x: number, y: number, score: string, accent: string) {
  return group(
    `translate(${x} ${y})`,
    `${rect(0, 0, 90, 64, `rx="8" fill="${colours.navy}"`)}${rect(6, 6, 78, 52, 'rx="4" fill="#fff"')}${rect(6, 6, 78, 14, `rx="4" fill="${accent}"`)}${text(45, 48, 22, score)}`,
  );
}

/** A wall camera pointing down-left or down-right. */
export function camera(x: number, y: number, flip = false) {
  return group(
    `translate(${x} ${y}) scale(${flip ? -1 : 1} 1)`,
    `${rect(-4, -20, 8, 20, `fill="${colours.navy}"`)}${rect(-28, 0, 46, 26, `rx="6" fill="${colours.navy}"`)}${circle(-28, 13, 9, 'fill="#2a3f6b" stroke="#fff" stroke-width="3"')}${circle(10, 6, 3, `fill="${colours.red}"`)}`,
  );
}

/** A QR-code-like pictogram (finder squares and a fixed pattern), for drawings only. */
export function qrPictogram(x: number, y: number, size: number) {
  const cell = size / 7;
  const finder = (fx: number, fy: number) =>
    `${rect(fx, fy, cell * 2, cell * 2, `fill="${colours.navy}"`)}${rect(fx + cell / 2, fy + cell / 2, cell, cell, 'fill="#fff"')}`;
  const dots = [
    [3, 0],
    [3, 2],
    [4, 3],
    [2, 3],
    [0, 4],
    [3, 4],
    [5, 4],
    [4, 5],
    [6, 6],
    [3, 6],
    [5, 3],
  ]
    .map(([cx = 0, cy = 0]) => rect(cx * cell, cy * cell, cell, cell, `fill="${colours.navy}"`))
    .join('');
  return group(
    `translate(${x} ${y})`,
    `${rect(-cell / 2, -cell / 2, size + cell, size + cell, 'rx="6" fill="#fff"')}${finder(0, 0)}${finder(5 * cell, 0)}${finder(0, 5 * cell)}${dots}`,
  );
}

/** A wall calendar page with a month name and one marked day. */
export function calendar(x: number, y: number, month: string) {
  const cells = Array.from({ length: 20 }, (_, i) =>
    rect(
      20 + (i % 5) * 40,
      86 + Math.floor(i / 5) * 34,
      28,
      22,
      `rx="4" fill="${i === 7 ? colours.red : '#dde1ea'}"`,
    ),
  ).join('');
  return group(
    `translate(${x} ${y})`,
    `${rect(0, 0, 220, 230, `rx="16" fill="#fff" stroke="${colours.navy}" stroke-width="4"`)}${rect(0, 0, 220, 64, `rx="16" fill="${colours.red}"`)}${rect(0, 40, 220, 24, `fill="${colours.red}"`)}${text(110, 44, 26, month, '#fff')}${cells}`,
  );
}
