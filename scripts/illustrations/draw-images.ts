/**
 * Draws the article and journey illustrations into `demo/public/articles/` and `demo/public/parcours/`,
 * and the mobile app's QR codes (real ones, made with the `qrcode` package, pointing at the store pages of
 * `site-links.ts`). Authoring tool, not part of the build: run it after changing a drawing or a store link,
 * then commit the SVG files.
 *
 *   node --import tsx scripts/illustrations/draw-images.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { siteLinks } from '../../demo/src/app/site-links.ts';
import { type CourtKind, court } from './courts.ts';
import {
  ball,
  calendar,
  camera,
  circle,
  colours,
  group,
  path,
  person,
  picture,
  qrPictogram,
  rect,
  screen,
  shadow,
  stroke,
  tablet,
  text,
} from './draw.ts';

const publicDir = fileURLToPath(new URL('../../demo/public/', import.meta.url));
const write = (file: string, svg: string) => writeFileSync(`${publicDir}${file}`, svg);

/** A sport icon of `/sports/` inlined (an `<img>` SVG cannot load another file). */
function sportIcon(name: string, x: number, y: number, size: number): string {
  const source = readFileSync(`${publicDir}sports/${name}.svg`, 'utf8');
  const inner = source
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>.*?<\/title>/, '');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>`;
}

const W = 960;
const H = 540;
const scene = (title: string, from: string, to: string, body: string) => picture(W, H, title, from, to, body);
const onCourt = (kind: CourtKind) => court(kind, 150, 110, 0.9);
const badge = (icon: string) =>
  `${circle(120, 110, 78, `fill="#fff" stroke="${colours.red}" stroke-width="6"`)}${sportIcon(icon, 60, 50, 120)}`;

function tableTennis(): string {
  const table = `${rect(0, 0, 520, 290, `rx="8" fill="#1f5fa8" stroke="#fff" stroke-width="6"`)}${path('M0 145H520', stroke('#fff', 3))}${path('M260 -16V306', stroke(colours.navy, 10))}`;
  const bat = (x: number, y: number, r: number, colour: string) =>
    group(
      `translate(${x} ${y}) rotate(${r})`,
      `${rect(-7, 30, 14, 46, `rx="6" fill="#b07a45"`)}${circle(0, 0, 38, `fill="${colour}" stroke="${colours.navy}" stroke-width="4"`)}`,
    );
  return `${shadow(480, 440, 300, 30)}${group('translate(220 130)', table)}${bat(180, 170, -30, colours.red)}${bat(790, 400, 150, '#222')}${ball(620, 200, 11, '#fff')}`;
}

function yoga(): string {
  const mat = rect(250, 380, 460, 60, `rx="12" fill="#7c5cc4"`);
  const figure = group(
    'translate(480 380)',
    `${path('M0 0V-120M0 -120L-40 -190M0 -120L40 -190M0 -40L60 -90', stroke(colours.navy, 16))}${circle(0, -145, 0, '')}${circle(0, -212, 24, 'fill="#f1c7a3"')}`,
  );
  return `${shadow(480, 445, 260, 16)}${mat}${figure}${circle(780, 130, 60, 'fill="#ffd166" opacity="0.8"')}`;
}

function fitness(): string {
  const dumbbell = (x: number, y: number) =>
    group(
      `translate(${x} ${y})`,
      `${rect(-90, -8, 180, 16, `rx="8" fill="${colours.navy}"`)}${rect(-100, -36, 26, 72, `rx="8" fill="${colours.red}"`)}${rect(74, -36, 26, 72, `rx="8" fill="${colours.red}"`)}`,
    );
  const watch = group(
    'translate(720 220)',
    `${circle(0, 0, 80, `fill="#fff" stroke="${colours.navy}" stroke-width="10"`)}${rect(-14, -110, 28, 26, `rx="6" fill="${colours.navy}"`)}${path('M0 0V-52M0 0L36 18', stroke(colours.red, 8))}`,
  );
  return `${rect(160, 390, 520, 54, 'rx="12" fill="#2f6db5"')}${dumbbell(330, 330)}${dumbbell(330, 250)}${watch}`;
}

const sportScenes: Array<[file: string, title: string, icon: string, body: string]> = [
  ['foot5', 'Foot à 5', 'foot5', onCourt('foot5')],
  ['padel', 'Padel', 'padel', onCourt('padel')],
  ['basket3x3', 'Basket 3x3', 'basket3x3', onCourt('basket3x3')],
  ['badminton', 'Badminton', 'badminton', onCourt('badminton')],
  ['tennis', 'Tennis couvert', 'tennis', onCourt('tennis')],
  ['pingpong', 'Tennis de table', 'pingpong', tableTennis()],
  ['futsal', 'Futsal', 'football', onCourt('futsal')],
  ['volleyball', 'Volley-ball', 'volleyball', onCourt('volleyball')],
  ['basket5x5', 'Basket 5x5', 'basket5x5', onCourt('basket5x5')],
  ['handball', 'Handball', 'handball', onCourt('handball')],
  ['yoga', 'Yoga', 'yoga', yoga()],
  ['fitness', 'Fitness', 'fitness', fitness()],
];

for (const [file, title, icon, body] of sportScenes) {
  write(`articles/sport-${file}.svg`, scene(title, '#1f3566', colours.navy, `${body}${badge(icon)}`));
}

const phone = (x: number, y: number, inner: string) =>
  group(
    `translate(${x} ${y})`,
    `${rect(0, 0, 180, 340, `rx="26" fill="${colours.navy}"`)}${rect(12, 30, 156, 280, 'rx="8" fill="#fff"')}${inner}`,
  );
const racket = (x: number, y: number, r: number, colour: string, head: number) =>
  group(
    `translate(${x} ${y}) rotate(${r})`,
    `${rect(-9, head - 6, 18, 110, `rx="8" fill="${colours.navy}"`)}${circle(0, 0, head, `fill="${colour}" stroke="${colours.navy}" stroke-width="6"`)}`,
  );
const team = (x: number, colour: string) =>
  [0, 1, 2].map((i) => person(x + (i % 2) * 70, 260 + i * 90, 0.9, colour)).join('');

const newsScenes: Array<[file: string, title: string, body: string]> = [
  [
    'pourquoi-choisir',
    'Réserver, jouer, partager',
    `${court('foot5', 420, 150, 0.65)}${phone(130, 120, `${rect(30, 60, 120, 30, `rx="6" fill="${colours.red}"`)}${qrPictogram(45, 130, 90)}${rect(30, 260, 120, 26, 'rx="6" fill="#dde1ea"')}`)}`,
  ],
  [
    'sport-entre-amis',
    'Le sport entre amis',
    `${shadow(480, 470, 340, 24)}${person(260, 460, 1.8, colours.red)}${person(400, 470, 2, '#2f6db5')}${person(560, 470, 2, '#3f8f5a')}${person(700, 460, 1.8, '#e0762c')}${ball(480, 480, 26, '#fff')}`,
  ],
  [
    'rentree',
    'La rentrée sportive',
    `${calendar(180, 150, 'SEPTEMBRE')}${group('translate(520 260)', `${rect(0, 0, 300, 170, `rx="30" fill="${colours.red}"`)}${path('M90 0a60 50 0 0 1 120 0', stroke(colours.navy, 14))}${rect(40, 70, 220, 14, 'rx="7" fill="#fff" opacity="0.5"')}`)}${group('translate(850 220)', `${rect(0, 0, 50, 140, `rx="18" fill="#2f6db5"`)}${rect(12, -20, 26, 24, `rx="6" fill="${colours.navy}"`)}`)}`,
  ],
  [
    'sports-de-raquettes',
    'Les sports de raquettes',
    `${racket(280, 250, -20, '#2a5caa', 90)}${racket(480, 230, 0, '#fff', 70)}${racket(690, 260, 25, colours.red, 60)}${ball(380, 420, 14)}${ball(600, 410, 10, '#fff')}`,
  ],
  [
    'bonnes-raisons',
    'Les bonnes raisons de faire du sport',
    `${path('M260 230c-60-70-170-10-120 70l120 110 120-110c50-80-60-140-120-70z', `fill="${colours.red}"`)}${group('translate(500 290)', `${circle(0, 0, 90, `fill="#fff" stroke="${colours.navy}" stroke-width="12"`)}${rect(-16, -128, 32, 30, `rx="6" fill="${colours.navy}"`)}${path('M0 0V-60M0 0L44 22', stroke(colours.red, 10))}`)}${group('translate(760 230)', `${path('M-40 -90L0 0L40 -90', stroke('#2f6db5', 18))}${circle(0, 60, 70, `fill="#ffd166" stroke="${colours.navy}" stroke-width="8"`)}${text(0, 84, 64, '1')}`)}`,
  ],
  [
    'sport-collectif',
    'Les sports collectifs',
    `${court('handball', 120, 90, 1)}${team(240, colours.red)}${team(620, '#2f6db5')}`,
  ],
  [
    'sport-connecte',
    'Le sport connecté',
    `${screen(300, 90, 360, 180, `${text(180, 122, 92, '3\u00a0: 2', '#fff')}${rect(20, 150, 320, 12, 'rx="6" fill="#22345e"')}${rect(20, 150, 220, 12, `rx="6" fill="${colours.red}"`)}`)}${tablet(150, 380, '3', colours.red)}${tablet(720, 380, '2', '#2f6db5')}${camera(120, 110)}${camera(850, 110, true)}`,
  ],
  [
    'prototype',
    'Le prototype grandeur nature',
    `${court('basket5x5', 120, 110, 1)}${path('M180 470H780', stroke('#9aa3b5', 10))}${path('M200 490H760', stroke('#9aa3b5', 6))}${path('M330 60h300m-20-16 20 16-20 16M330 60l20-16M330 60l20 16', stroke('#fff', 6))}`,
  ],
  [
    'ajaccio-sable',
    'La salle de sports de sable',
    `${circle(820, 100, 60, 'fill="#ffd166"')}${court('sand', 120, 150, 1)}`,
  ],
];

for (const [file, title, body] of newsScenes) {
  write(`articles/news-${file}.svg`, scene(title, '#22345e', colours.navy, body));
}

const twoPadelCourts = (x: number, y: number, scale: number) =>
  `${court('padel', x, y, scale)}${court('padel', x, y + 360 * scale + 50 * scale, scale)}`;
const clock = group(
  'translate(240 270)',
  `${circle(0, 0, 140, `fill="#fff" stroke="${colours.navy}" stroke-width="14"`)}${Array.from({ length: 12 }, (_, i) => group(`rotate(${i * 30})`, rect(-4, -124, 8, 22, `fill="${colours.navy}"`))).join('')}${path('M0 0L-40 -50M0 0L0 -100', stroke(colours.red, 12))}${circle(0, 0, 12, `fill="${colours.navy}"`)}`,
);
const checklist = group(
  'translate(170 90)',
  `${rect(0, 0, 320, 380, `rx="18" fill="#fff" stroke="${colours.navy}" stroke-width="6"`)}${[0, 1, 2, 3]
    .map(
      (i) =>
        `${path(`M40 ${80 + i * 80}l20 20 36-40`, stroke('#3f8f5a', 12))}${rect(120, 70 + i * 80, 160, 22, 'rx="8" fill="#dde1ea"')}`,
    )
    .join('')}`,
);
const shoe = (x: number, y: number) =>
  group(
    `translate(${x} ${y})`,
    `${path('M0 0V-70h60l20 40c60 6 90 20 90 40V0z', `fill="#fff" stroke="${colours.navy}" stroke-width="6"`)}${rect(0, -8, 170, 14, `rx="6" fill="${colours.red}"`)}`,
  );
const bracket = `${['A', 'B', 'C', 'D']
  .map(
    (team, i) =>
      `${rect(110, 90 + i * 100, 150, 56, `rx="10" fill="#fff"`)}${text(185, 128 + i * 100, 30, team)}`,
  )
  .join(
    '',
  )}${path('M260 118h50v100h-50M260 318h50v100h-50M310 168h60M310 368h60M370 168v200M370 268h80', stroke('#fff', 6))}${group('translate(600 270)', `${path('M-90 -120h180v60a90 90 0 0 1-180 0z', `fill="#ffd166" stroke="${colours.navy}" stroke-width="8"`)}${rect(-16, 30, 32, 70, `fill="#ffd166" stroke="${colours.navy}" stroke-width="8"`)}${rect(-80, 100, 160, 40, `rx="8" fill="${colours.navy}"`)}`)}`;
const coachBoard = `${group('translate(150 90)', `${rect(0, 0, 420, 300, `rx="14" fill="#fff" stroke="${colours.navy}" stroke-width="8"`)}${court('padel', 40, 40, 0.47)}${path('M140 200 C200 120 260 120 300 90', `${stroke(colours.red, 7)} stroke-dasharray="14 12"`)}${circle(130, 210, 16, `fill="${colours.red}"`)}${circle(300, 90, 16, `fill="${colours.navy}"`)}`)}${group('translate(640 330)', `${path('M0 0h200l-20 130H20z', `fill="#b07a45" stroke="${colours.navy}" stroke-width="6"`)}${[0, 1, 2, 3, 4].map((i) => ball(30 + i * 35, -8 - (i % 2) * 14, 16)).join('')}`)}`;
const mapPin = `${rect(110, 100, 740, 340, `rx="20" fill="#e6ebf3"`)}${path('M110 320C300 280 500 360 850 250', stroke('#fff', 30))}${path('M480 100V440', stroke('#fff', 22))}${rect(560, 140, 180, 90, `rx="10" fill="#cfd8e6"`)}${text(650, 200, 52, 'P', '#2f6db5')}${group('translate(360 290)', `${path('M0 0C-60-70-60-110-60-130a60 60 0 0 1 120 0c0 20 0 60-60 130z', `fill="${colours.red}"`)}${circle(0, -130, 22, 'fill="#fff"')}`)}`;

const padelScenes: Array<[file: string, title: string, body: string]> = [
  ['horaires', 'Horaires et terrains du Padel Park', `${clock}${twoPadelCourts(470, 80, 0.55)}`],
  [
    'genese',
    'La genèse du Padel Park',
    `${rect(110, 80, 740, 390, 'rx="14" fill="#1c4f8f"')}${group('translate(150 110) scale(0.5)', `${court('padel', 0, 0, 1).replace('fill="#2a5caa"', 'fill="none"')}`)}${group('translate(150 330) scale(0.5)', `${court('padel', 0, 0, 1).replace('fill="#2a5caa"', 'fill="none"')}`)}${group('translate(640 160) rotate(35)', `${rect(0, 0, 26, 260, `fill="#ffd166"`)}${path('M0 260l13 40 13-40z', 'fill="#f1c7a3"')}`)}`,
  ],
  [
    'six-mois',
    "Six mois après l'ouverture",
    `${calendar(170, 150, '6 MOIS')}${racket(620, 250, 20, '#2a5caa', 100)}${ball(760, 430, 20)}`,
  ],
  ['reglement', 'Le règlement intérieur', `${checklist}${shoe(560, 420)}`],
  ['tournoi', 'Un tournoi entre amis', bracket],
  ['cours', 'Les cours de padel', coachBoard],
  ['acces', 'Venir au Padel Park', mapPin],
];

for (const [file, title, body] of padelScenes) {
  write(`articles/padel-${file}.svg`, scene(title, '#1c4f8f', colours.navy, body));
}

// Journey panels: 640 x 400.
const panel = (title: string, body: string) => picture(640, 400, title, '#e9edf5', '#d5dbe8', body);
const floor = rect(0, 330, 640, 70, 'fill="#c7cfdd"');
const listLines = (n: number, colour: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${circle(30, 36 + i * 34, 9, `fill="${colour}"`)}${rect(50, 28 + i * 34, 140, 16, 'rx="6" fill="#fff" opacity="0.85"')}`,
  ).join('');

write(
  'parcours/accueil.svg',
  panel(
    "L'accueil",
    `${floor}${screen(60, 60, 220, 150, listLines(4, '#3f8f5a'))}${group('translate(360 50)', `${rect(0, 0, 220, 260, `rx="10" fill="#fff" stroke="${colours.navy}" stroke-width="5"`)}${rect(20, 20, 180, 120, `fill="#dbe4f3" stroke="${colours.navy}" stroke-width="3"`)}${path('M20 80H200M110 20V140', stroke(colours.navy, 3))}${path('M40 170l16 16 28-32M40 220l16 16 28-32', stroke('#3f8f5a', 8))}${rect(100, 170, 90, 16, 'rx="6" fill="#dde1ea"')}${rect(100, 220, 90, 16, 'rx="6" fill="#dde1ea"')}`)}${person(200, 360, 1.4, colours.red)}`,
  ),
);

const dispenser = (x: number, colour: string) =>
  group(
    `translate(${x} 80)`,
    `${rect(0, 0, 110, 250, `rx="10" fill="${colours.navy}"`)}${rect(14, 16, 82, 150, 'rx="6" fill="#fff"')}${[0, 1, 2].map((i) => rect(24, 28 + i * 46, 62, 34, `rx="6" fill="${colour}"`)).join('')}${rect(30, 190, 50, 30, 'rx="6" fill="#0d1730"')}`,
  );
const lockers = group(
  'translate(290 110)',
  [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `${rect((i % 3) * 58, Math.floor(i / 3) * 110, 54, 106, `rx="4" fill="#8fa3c8" stroke="${colours.navy}" stroke-width="3"`)}${circle((i % 3) * 58 + 44, Math.floor(i / 3) * 110 + 54, 4, `fill="${colours.navy}"`)}`,
    )
    .join(''),
);
write(
  'parcours/zone-attente.svg',
  panel(
    "La zone d'attente",
    `${floor}${dispenser(40, '#ffd166')}${dispenser(160, colours.red)}${lockers}${screen(490, 60, 120, 80, text(60, 52, 30, '18:00', '#fff'))}${shoe(480, 370).replace('translate(480 370)', 'translate(480 370) scale(0.7)')}`,
  ),
);

write(
  'parcours/terrain.svg',
  panel(
    'Le terrain modulable automatisé',
    `${court('futsal', 122, 176, 0.55)}${screen(200, 40, 240, 100, `${text(120, 66, 54, '3\u00a0: 2', '#fff')}${rect(20, 80, 200, 8, `rx="4" fill="${colours.red}"`)}`)}${camera(60, 40)}${camera(590, 40, true)}${tablet(20, 300, '3', colours.red)}${tablet(530, 300, '2', '#2f6db5')}`,
  ),
);

const bars = [60, 110, 80, 140, 100]
  .map((h, i) => rect(380 + i * 36, 250 - h, 24, h, `rx="4" fill="${i === 3 ? colours.red : '#2f6db5'}"`))
  .join('');
write(
  'parcours/apres-match.svg',
  panel(
    "L'espace après-match",
    `${floor}${screen(40, 50, 280, 200, `${rect(20, 20, 110, 160, 'rx="6" fill="#fff"')}${[0, 1, 2, 3, 4].map((i) => rect(32, 36 + i * 28, 86, 12, 'rx="5" fill="#c7cfdd"')).join('')}${rect(146, 40, 116, 80, 'rx="6" fill="#22345e"')}${path('M192 62v36l30-18z', 'fill="#fff"')}`)}${rect(360, 70, 240, 200, `rx="12" fill="#fff" stroke="${colours.navy}" stroke-width="5"`)}${bars}${person(300, 380, 1.2, '#3f8f5a')}`,
  ),
);

// The app's QR codes: real codes of the store pages, quiet zone included, dark on white.
for (const [file, url] of [
  ['qr-app-store', siteLinks.appStore],
  ['qr-google-play', siteLinks.googlePlay],
] as const) {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: colours.navy, light: colours.white },
  });
  write(`parcours/${file}.svg`, svg);
}

console.log('Illustrations and QR codes written under', publicDir);
