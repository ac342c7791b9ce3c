import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SPORTS_ON_CARD, sportIconName, truncateSportLabel } from '@multisalle/core';
import type { Database } from '../db/client.ts';
import { findHallByKey, type Hall, listHalls } from '../halls/hall-repository.ts';
import { escapeHtml } from './escape-html.ts';
import { keptMarkup } from './kept-markup.ts';

/**
 * The first screen of the home page and of a hall page, written by the server into the HTML (issue 25).
 *
 * Measured with Lighthouse's mobile preset, nothing of these pages was painted before the site's scripts
 * were loaded, evaluated and had fetched the halls: the first paint and the largest one (a hall's badge on
 * the home page, its banner on a hall page) came after about 90 KB of gzip scripts on a slow network. Here the
 * top of the page comes with the HTML: the header, the headline and the hall cards, or the hall's banner and
 * name, with the pictures the page hints already preload.
 *
 * The site's scripts draw the page in `#root`, hidden, and swap it in for this screen once their own first
 * screen is there (demo/src/app/first-screen.ts): no content flashes, nothing moves. The markup mirrors the
 * site's components (Header, HomePage, HallList, HallCard, HallHeader) and uses their CSS classes; the
 * browser test `e2e/first-screen.spec.ts` fails if the two part ways (place and size of each part, links).
 *
 * Public, same-for-everyone content only, as a visitor who is not signed in sees it: no ids (the app's
 * copy has them), no player data. Not written inside the mobile app's webview (its routes are in the hash).
 * Links work before the scripts; a tap on a button is kept by `/first-screen.js` and replayed on the app's
 * button named by `data-app-button` (a selector inside the app's root) once the app is shown.
 */

/** The app's own SVG pictures written into the page, as the site's `InlineSvg` does. */
function inlineSvg(staticDir: string, file: string, label?: string): string {
  let svg = '';
  try {
    svg = readFileSync(join(staticDir, file), 'utf8').trim();
  } catch {
    return '';
  }
  const bare = svg.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/\s(?:role|aria-label)="[^"]*"/g, '');
  const naming = label
    ? ` role="img" aria-label="${escapeHtml(label)}"`
    : ' aria-hidden="true" focusable="false"';
  return `<span class="inline-svg">${bare.replace('<svg', `<svg${naming}`)}</span>`;
}

const cartIcon = (size: number) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" class="icon"><path d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"></path><circle cx="9.5" cy="19.5" r="1.6" fill="currentColor"></circle><circle cx="17" cy="19.5" r="1.6" fill="currentColor"></circle></svg>`;
const menuIcon =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="icon"><path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';
const arrowLeftIcon =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="icon"><path d="M19 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const externalIcon =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" class="external-icon"><path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** The videos and scoring site the header links to (the site's `siteLinks.videoScoring`). */
const VIDEO_SCORING_URL = 'https://video.multisalle.fr';

/** The header of a visitor who is not signed in, with an empty cart (Header.tsx, its sidebar closed). */
function header(staticDir: string, listAnchor: string): string {
  return (
    '<header class="site-header" data-floating="false"><div class="site-header__bar">' +
    `<a href="/" class="site-header__logo">${inlineSvg(staticDir, 'logo.svg', 'Multisalle, accueil')}</a>` +
    '<nav class="site-header__nav" aria-label="Navigation principale"><ul>' +
    `<li><a href="/#${escapeHtml(listAnchor)}" class="site-header__link">RÉSERVER</a></li>` +
    `<li><a href="${VIDEO_SCORING_URL}" class="site-header__link" target="_blank" rel="noopener noreferrer">VIDÉOS / SCORING <span class="visually-hidden">(nouvel onglet)</span>${externalIcon}</a></li>` +
    '</ul></nav><div class="site-header__actions">' +
    `<a href="/cart" class="cart-button" data-count="0">${cartIcon(24)}<span class="cart-button__label">PANIER</span></a>` +
    '<div class="site-header__account"><a href="/signin" class="button button--ghost">CONNEXION</a>' +
    '<a href="/signup" class="button button--primary">INSCRIPTION</a></div>' +
    `<a href="/signin" class="site-header__avatar">${inlineSvg(staticDir, 'images/avatar-default.svg')}<span class="visually-hidden">Se connecter</span></a>` +
    // A tap before the app is there is kept and replayed on the app's own button (`data-app-button`).
    `<button type="button" class="site-header__menu-button" aria-label="Ouvrir le menu" aria-expanded="false" data-app-button=".site-header__menu-button">${menuIcon}</button>` +
    '</div></div></header>'
  );
}

/** A hall card (HallCard.tsx): picture, name, caption, up to 4 sports, the RÉSERVER bar. */
function hallCard(hall: Hall, hallPath: string, position: number): string {
  const name = escapeHtml(hall.name.toUpperCase());
  const path = escapeHtml(hallPath);
  const sports = hall.sports.slice(0, MAX_SPORTS_ON_CARD);
  const sportItems = sports
    .map((sport) => {
      const icon = sport.iconUrl || `/sports/${sportIconName(sport.label)}.svg`;
      const label = escapeHtml(sport.label);
      return (
        `<li class="hall-card__sport" title="${label}"><img src="${escapeHtml(icon)}" alt="" width="40" height="40" loading="lazy">` +
        `<span aria-hidden="true">${escapeHtml(truncateSportLabel(sport.label))}</span><span class="visually-hidden">${label}</span></li>`
      );
    })
    .join('');
  return (
    '<li><article class="hall-card">' +
    `<a href="${path}" class="hall-card__picture" tabindex="-1" aria-hidden="true"><img src="${escapeHtml(hall.badgeUrl || '/images/hall-default.svg')}" alt="" width="400" height="225"></a>` +
    `<div class="hall-card__body"><h3 class="hall-card__name">${name}</h3>` +
    (hall.caption ? `<p class="hall-card__caption">${escapeHtml(hall.caption)}</p>` : '') +
    (sports.length > 0
      ? `<ul class="hall-card__sports" aria-label="Sports de la salle ${name}">${sportItems}</ul>`
      : '') +
    (hall.sports.length > MAX_SPORTS_ON_CARD
      ? `<button type="button" class="hall-card__more" data-app-button=".hall-list__cards > li:nth-child(${position}) .hall-card__more">Découvrez les autres sports</button>`
      : '') +
    `</div><a href="${path}" class="hall-card__reserve">RÉSERVER <span class="visually-hidden">à ${name}</span></a>` +
    '</article></li>'
  );
}

/** The home page's top (HomePage.tsx, HallList.tsx): headline, then the active halls' cards. */
function homeMain(halls: Hall[], routeSegment: string): string {
  const cards = halls
    .filter((hall) => hall.isActive)
    .map((hall, index) => hallCard(hall, `/${routeSegment}/${encodeURIComponent(hall.key)}`, index + 1))
    .join('');
  return (
    '<main class="layout__main"><div class="home">' +
    '<section class="hero" aria-label="JE RÉSERVE MON CRÉNEAU DE SPORT"><div class="container hero__inner">' +
    '<p class="hero__kicker">La salle multisport connectée</p>' +
    '<h1 class="hero__title">JE RÉSERVE MON CRÉNEAU DE SPORT</h1>' +
    '<p class="hero__text">Choisissez votre salle, réservez un terrain, invitez vos amis : chacun entre avec son QR code.</p>' +
    '</div></section>' +
    '<section class="hall-list" aria-label="NOS SALLES"><div class="container">' +
    '<h2 class="section-title">NOS SALLES</h2>' +
    '<p class="section-lead">Choisissez votre salle pour voir ses créneaux disponibles.</p>' +
    (cards ? `<div><ul class="hall-list__cards">${cards}</ul></div>` : '') +
    '</div></section></div></main>'
  );
}

/** A hall page's top (HallHeader.tsx): banner, RETOUR, the cart's opener, the name and the city. */
function hallMain(hall: Hall): string {
  return (
    '<main class="layout__main layout__main--container"><div class="container"><div class="hall-page">' +
    '<div class="hall-header"><div class="hall-header__banner">' +
    `<img src="${escapeHtml(hall.bannerUrl || '/images/hall-default.svg')}" alt="" width="1200" height="320">` +
    `<a href="/" class="hall-header__back-arrow" aria-label="Retour à l'accueil">${arrowLeftIcon}</a></div>` +
    `<div class="hall-header__bar"><a href="/" class="hall-header__return">${arrowLeftIcon}RETOUR</a>` +
    `<div class="cart-recap"><button type="button" class="button button--primary hall-header__cart" aria-expanded="false" data-app-button=".hall-header__cart">${cartIcon(20)}MON PANIER</button></div></div>` +
    `<div class="hall-header__title"><h1 class="page-title hall-header__name">${escapeHtml(hall.name)}</h1>` +
    `<p class="hall-header__city">${escapeHtml(hall.city)}</p></div>` +
    '</div></div></div></main>'
  );
}

/**
 * The first screen for a page's path: `<div id="first-screen">` with the page's top, for the home page and
 * the hall pages of an existing hall; `''` for any other page (the site draws it as before).
 *
 * @example const firstScreen = createFirstScreen({ db, staticDir, routeSegment: 'multisalle', listAnchor: 'multisalle-list' });
 *          html.replace('<div id="root"></div>', await firstScreen('/'));
 */
export function createFirstScreen(options: {
  db: Database;
  staticDir: string;
  /** The hall pages' first segment (`/multisalle/padel-park`). */
  routeSegment: string;
  /** The hall list's anchor on the home page (`multisalle-list`). */
  listAnchor: string;
}): (path: string) => Promise<string> {
  const { db, staticDir, routeSegment, listAnchor } = options;
  const hallPagePattern = new RegExp(`^/${routeSegment}/([a-z0-9-]{1,64})/?$`);
  const top = header(staticDir, listAnchor);
  const remember = keptMarkup();
  const screen = (layout: 'footer' | 'container', path: string, main: string) =>
    `<div id="first-screen" data-path="${escapeHtml(path)}"><div class="layout layout--${layout}">${top}${main}</div></div>`;
  return async (path) => {
    if (path === '/') {
      return remember('/', async () => screen('footer', '/', homeMain(await listHalls(db), routeSegment)));
    }
    const key = hallPagePattern.exec(path)?.[1];
    if (!key) return '';
    return remember(key, async () => {
      const hall = await findHallByKey(db, key);
      return hall ? screen('container', path, hallMain(hall)) : '';
    });
  };
}

/** The built page's entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/[^"]+\.js)"><\/script>/;
/** A module preload, as Vite writes it or the page hints add it. */
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="(\/[^"]+\.js)"\s*\/?>/g;

/**
 * A page with a first screen asks for its scripts once that screen is painted: its module script and
 * preloads give way to `/first-screen.js` (demo/public), which adds them after the first frame. On a
 * slow network the page's stylesheet and pictures no longer share it with the scripts (issue 25, measured
 * with Lighthouse's mobile preset: first paint 1.8-2.1 s before, 0.8-0.9 s after, the page ready as
 * soon). The page is left as it is when its entry script is not found.
 *
 * @example html = withScriptsAfterPaint(html);
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const imported: string[] = [];
  const bare = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_tag, href: string) => {
    imported.push(href);
    return '';
  });
  const modules = escapeHtml([entry, ...new Set(imported)].join(' '));
  return bare.replace(
    '</body>',
    `<script src="/first-screen.js" data-modules="${modules}" defer></script></body>`,
  );
}
