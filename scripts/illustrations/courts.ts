import { ball, circle, colours, group, path, rect, stroke } from './draw.ts';

/** The court kinds the illustrations draw, seen from above in a 720 x 360 box. */
export type CourtKind =
  | 'foot5'
  | 'futsal'
  | 'handball'
  | 'basket5x5'
  | 'basket3x3'
  | 'volleyball'
  | 'tennis'
  | 'badminton'
  | 'padel'
  | 'sand';

const W = 720;
const H = 360;
const line = stroke(colours.line, 5);

const floors: Record<CourtKind, string> = {
  foot5: '#3f8f5a',
  futsal: '#2f6db5',
  handball: '#2f6db5',
  basket5x5: '#d99a5b',
  basket3x3: '#d99a5b',
  volleyball: '#e07b39',
  tennis: '#3a7bbf',
  badminton: '#3f8f5a',
  padel: '#2a5caa',
  sand: colours.sand,
};

const goal = (x: number, flip: boolean) =>
  rect(flip ? x : x - 18, H / 2 - 40, 18, 80, `fill="#fff" stroke="${colours.navy}" stroke-width="3"`);

const centre = `${path(`M${W / 2} 0V${H}`, line)}${circle(W / 2, H / 2, 54, line)}`;

const hoop = (x: number, flip: boolean) => {
  const dir = flip ? -1 : 1;
  return `${path(`M${x} ${H / 2 - 30}V${H / 2 + 30}`, stroke(colours.navy, 6))}${circle(x + dir * 16, H / 2, 12, stroke(colours.red, 5))}`;
};

const key = (x: number, flip: boolean) => {
  const dir = flip ? -1 : 1;
  const arc = `M${x} ${H / 2 - 150}A150 150 0 0 ${flip ? 0 : 1} ${x} ${H / 2 + 150}`;
  return `${rect(flip ? x - 130 : x, H / 2 - 50, 130, 100, `fill="${colours.red}" opacity="0.35"`)}${rect(flip ? x - 130 : x, H / 2 - 50, 130, 100, line)}${circle(x + dir * 130, H / 2, 40, line)}${path(arc, line)}`;
};

const net = (colour: string = colours.white) =>
  `${path(`M${W / 2} -14V${H + 14}`, stroke(colours.navy, 9))}${path(`M${W / 2} -14V${H + 14}`, `stroke="${colour}" stroke-width="3" stroke-dasharray="6 6"`)}${circle(W / 2, -14, 7, `fill="${colours.navy}"`)}${circle(W / 2, H + 14, 7, `fill="${colours.navy}"`)}`;

function markings(kind: CourtKind): string {
  switch (kind) {
    case 'foot5':
      return `${centre}${rect(0, H / 2 - 90, 90, 180, line)}${rect(W - 90, H / 2 - 90, 90, 180, line)}${goal(0, false)}${goal(W, true)}${ball(W / 2, H / 2, 16, '#fff')}`;
    case 'futsal':
    case 'handball': {
      const r = kind === 'handball' ? 110 : 90;
      const d = (x: number, flip: boolean) =>
        path(`M${x} ${H / 2 - r - 20}A${r} ${r} 0 0 ${flip ? 0 : 1} ${x} ${H / 2 + r + 20}`, line);
      const extra =
        kind === 'handball'
          ? `${d(0, false)
              .replace('stroke-width="5"', 'stroke-width="4" stroke-dasharray="10 10"')
              .replace(`${r} ${r}`, `${r + 50} ${r + 50}`)}`
          : '';
      return `${centre}${d(0, false)}${d(W, true)}${extra}${goal(0, false)}${goal(W, true)}${ball(W / 2 + 80, H / 2 - 40, 15, kind === 'handball' ? colours.ball : '#fff')}`;
    }
    case 'basket5x5':
      return `${centre}${key(0, false)}${key(W, true)}${hoop(0, false)}${hoop(W, true)}${ball(W / 2 - 70, H / 2 + 60, 17, '#e0762c')}`;
    case 'basket3x3':
      return `${key(0, false)}${hoop(0, false)}${path(`M${W / 2 + 120} 0V${H}`, line)}${ball(300, H / 2 + 70, 17, '#e0762c')}`;
    case 'volleyball':
      return `${path(`M${W / 2 - 120} 0V${H}M${W / 2 + 120} 0V${H}`, line)}${net()}${ball(W / 2 - 180, H / 2 - 60, 18, '#fff')}`;
    case 'tennis':
      return `${rect(0, 45, W, H - 90, line)}${path(`M150 45V${H - 45}M${W - 150} 45V${H - 45}M150 ${H / 2}H${W - 150}`, line)}${net()}${ball(W / 2 + 160, H / 2 - 70, 12)}`;
    case 'badminton':
      return `${rect(0, 30, W, H - 60, line)}${path(`M40 0V${H}M${W - 40} 0V${H}M${W / 2 - 110} 0V${H}M${W / 2 + 110} 0V${H}M0 ${H / 2}H${W / 2 - 110}M${W / 2 + 110} ${H / 2}H${W}`, line)}${net()}${group(`translate(${W / 2 + 150} ${H / 2 - 60}) rotate(30)`, `${circle(0, 0, 9, 'fill="#fff" stroke="#14213d" stroke-width="3"')}${path('M-9 -2L-16 -34H16L9 -2z', 'fill="#fff" stroke="#14213d" stroke-width="3"')}`)}`;
    case 'padel':
      return `${rect(-10, -10, W + 20, H + 20, `fill="none" stroke="${colours.glass}" stroke-width="20" opacity="0.9"`)}${path(`M150 0V${H}M${W - 150} 0V${H}M150 ${H / 2}H${W - 150}`, line)}${net()}${ball(W / 2 - 130, H / 2 + 70, 12)}`;
    case 'sand':
      return `${rect(0, 0, W, H, line)}${net()}${ball(W / 2 + 150, H / 2 - 40, 18, '#fff')}`;
  }
}

/** A court of that kind, top view, placed at (x, y) and scaled. */
export function court(kind: CourtKind, x: number, y: number, scale = 1): string {
  const sandGrain =
    kind === 'sand'
      ? Array.from({ length: 60 }, (_, i) =>
          circle((i * 137) % W, (i * 89) % H, 3, 'fill="#c9a86a" opacity="0.6"'),
        ).join('')
      : '';
  return group(
    `translate(${x} ${y}) scale(${scale})`,
    `${rect(-24, -24, W + 48, H + 48, `rx="18" fill="#000" opacity="0.15"`)}${rect(0, 0, W, H, `rx="6" fill="${floors[kind]}"`)}${sandGrain}${markings(kind)}`,
  );
}
