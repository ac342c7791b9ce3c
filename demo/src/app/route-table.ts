import { productNames } from '@multisalle/core';
import type { ComponentType } from 'react';
import { accountLoaders } from '../pages/account/account-loaders.ts';
import { articleLoaders } from '../pages/article/article-loaders.ts';
import { gestionLoaders } from '../pages/gestion/gestion-loaders.ts';
import { hallDeviceLoaders } from '../pages/hall-devices/hall-devices-loaders.ts';
import { HomePage } from '../pages/home/HomePage.tsx';
import { loadJourneyPage } from '../pages/journey/journey-loader.ts';
import { legalLoaders } from '../pages/legal/legal-loaders.ts';
import { shareLoaders } from '../pages/share/share-loaders.ts';
import type { PageLoader } from './lazy-page.tsx';
import { secure } from './require-auth.tsx';

/**
 * Page frames (spec: "Layouts: blank; footer layout with share section; container layout with navigation and
 * footer"), and `kiosk` for the hall's own devices: the page alone, full screen, without the
 * skip link or the cookie banner (a TV has no one to answer it; the device key it keeps is needed for the
 * service, which needs no consent).
 */
export type LayoutName = 'blank' | 'footer' | 'container' | 'kiosk';

/** Metadata every route carries (spec 1 section 2, "Route metadata"). */
export interface RouteMeta {
  /** @default 'blank' */
  layout: LayoutName;
  /** @default false */
  displaySubFooter: boolean;
}

/** One entry of the route table: a path, its page (eager for home, lazy elsewhere) and its metadata. */
export interface PageRoute extends RouteMeta {
  path: string;
  /** Eager page (home only, so the first screen needs no second request). */
  page?: ComponentType;
  /** Lazy page: its chunk loads on first visit. */
  load?: PageLoader;
}

const loadInvitation: PageLoader = () =>
  import('../pages/invitation/InvitationPage.tsx').then((module) => ({ default: module.InvitationPage }));

const loadNotFound: PageLoader = () =>
  import('../pages/not-found/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage }));

const loadCart: PageLoader = () =>
  import('../pages/cart/CartPage.tsx').then((module) => ({ default: module.CartPage }));

const loadPayment: PageLoader = () =>
  import('../pages/payment/PaymentPage.tsx').then((module) => ({ default: module.PaymentPage }));

const loadHall: PageLoader = () =>
  import('../pages/hall/HallPage.tsx').then((module) => ({ default: module.HallPage }));

/** Builds the route table for the configured product word (`/multisalle/...` by default). */
export function createRouteTable(segment: string = productNames().routeSegment): PageRoute[] {
  const route = (
    path: string,
    target: { page: ComponentType } | { load: PageLoader },
    meta: Partial<RouteMeta> = {},
  ): PageRoute => ({ path, layout: 'blank', displaySubFooter: false, ...target, ...meta });
  const container = { layout: 'container' } as const;
  const kiosk = { layout: 'kiosk' } as const;

  return [
    route('/', { page: HomePage }, { layout: 'footer', displaySubFooter: true }),
    // Account and session (spec 1 section 2).
    route('/signin', { load: accountLoaders.signin }, container),
    route('/signup', { load: accountLoaders.signup }, container),
    route('/forgot-password', { load: accountLoaders.forgotPassword }, container),
    route('/reinitialisation/:token', { load: accountLoaders.resetPassword }, container),
    route(
      '/utilisateur/:sJeton/:nIdGrandPublic/validation-inscription.html',
      { load: accountLoaders.activation },
      container,
    ),
    // Secured by the session issue (spec: login required).
    route('/profile/:sIdReservation?', { load: accountLoaders.profile }, container),
    route(
      '/invitation/:sIdReservation/:sJetonInvitation/:sReponse?/:nIdContact?',
      { load: loadInvitation },
      container,
    ),
    // Cart and payment (spec 2).
    route('/cart', { load: loadCart }, container),
    route('/cart/payment', { load: secure(loadPayment) }, container),
    // Legal pages, FAQ and the accessibility statement (RGAA, linked from the footer).
    route('/rgpd', { load: legalLoaders.terms }, container),
    route('/mentions-legales', { load: legalLoaders.legalNotice }, container),
    route('/politique-de-confidentialite', { load: legalLoaders.privacy }, container),
    route('/faq', { load: legalLoaders.faq }, container),
    route('/accessibilite', { load: legalLoaders.accessibility }, container),
    route('/404', { load: loadNotFound }, container),
    // Halls and articles (spec 2).
    route(`/${segment}/:${segment}Name`, { load: loadHall }, container),
    route(`/${segment}/article/:indexArticle`, { load: articleLoaders.news }, container),
    route(`/${segment}/article-sport/:indexArticle`, { load: articleLoaders.sport }, container),
    route(`/${segment}/article-padel-park/:indexArticle`, { load: articleLoaders['padel-park'] }, container),
    route('/mon-parcours-dans-la-salle', { load: loadJourneyPage }, container),
    // Public share pages: opened from the app's share links, shown bare.
    route('/share/partie/:code', { load: shareLoaders.match }),
    route('/share/performance/:code', { load: shareLoaders.performance }),
    route('/share/replay/:infos', { load: shareLoaders.replay }),
    route('/miniature', { load: shareLoaders.video }),
    // The hall's devices: the reception tablet and the screens, keyed by the hall's `cle`.
    route('/salle/:cle/controle', { load: hallDeviceLoaders.reception }, kiosk),
    route('/salle/:cle/ecran/accueil', { load: hallDeviceLoaders.welcome }, kiosk),
    route('/salle/:cle/ecran/entree', { load: hallDeviceLoaders.entry }, kiosk),
    route('/salle/:cle/ecran/terrain/:terrain', { load: hallDeviceLoaders.court }, kiosk),
    // The hall's console, for its staff (their own accounts and tokens), keyed by the hall's `cle`.
    route('/gestion/connexion', { load: gestionLoaders.signIn }),
    route('/gestion/activation/:jeton', { load: gestionLoaders.activation }),
    route('/gestion', { load: gestionLoaders.home }),
    route('/gestion/:cle', { load: gestionLoaders.day }),
    route('/gestion/:cle/semaine', { load: gestionLoaders.week }),
    route('/gestion/:cle/personnel', { load: gestionLoaders.team }),
    route('/gestion/:cle/journal', { load: gestionLoaders.journal }),
    route('/gestion/:cle/horaires', { load: gestionLoaders.hours }),
    route('/gestion/:cle/tarifs', { load: gestionLoaders.prices }),
    route('/gestion/:cle/reductions', { load: gestionLoaders.discounts }),
    route('/gestion/:cle/regles', { load: gestionLoaders.rules }),
    route('/gestion/:cle/rapports', { load: gestionLoaders.reports }),
    route('/gestion/:cle/remboursements', { load: gestionLoaders.refunds }),
    route('/gestion/:cle/actualites', { load: gestionLoaders.news }),
    route('/gestion/:cle/fiche', { load: gestionLoaders.sheet }),
  ];
}
