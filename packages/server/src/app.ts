import type { OpenAPIHono } from '@hono/zod-openapi';
import { type AccountsConfig, accountsConfigFromEnv, createAccounts } from './accounts/index.ts';
import { type Clock, systemClock } from './clock/index.ts';
import type { Database } from './db/client.ts';
import type { FaultHook } from './fault-points.ts';
import { HALL_PHOTO_PATH_PREFIX } from './hall-rules/index.ts';
import { hallWire } from './halls/hall-wire.ts';
import { compressJson } from './http/compression.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { apiCors } from './http/cors.ts';
import { errorHandler } from './http/errors.ts';
import { mountHealth } from './http/health.ts';
import { handleNotFound } from './http/not-found.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountMedia, mountSite } from './http/static-site.ts';
import { createRouter } from './http/validation.ts';
import { createLevelRoutes } from './levels/routes.ts';
import { createLogger, type Logger, requestId, requestLog, silentLogger } from './logging/index.ts';
import { createNoticeDeps, type SmsSender } from './notices/index.ts';
import { mountOpenApi } from './openapi.ts';
import { closeConnectionsWhileDraining, type Lifecycle } from './ops/lifecycle.ts';
import type { Metrics } from './ops/metrics.ts';
import { recordRequests } from './ops/metrics-middleware.ts';
import { mountMetrics } from './ops/metrics-route.ts';
import { createFirstScreen, type FirstScreenRenderer } from './pages/first-screen.ts';
import { createPageHints } from './pages/page-hints.ts';
import { mountEmbed } from './pages/partners/embed.ts';
import { mediaDir } from './paths.ts';
import {
  createCardProvider,
  type PaymentsConfig,
  paymentsConfigFromEnv,
  providerOrigins,
  SANDBOX_PATH,
} from './payments/index.ts';
import { createSandboxRoutes } from './payments/sandbox/routes.ts';
import { productNames } from './product.ts';
import { createAdminAuthRoutes, createV2AuthRoutes } from './routes/auth.ts';
import { createCartRoutes } from './routes/cart.ts';
import { createConventionRoutes } from './routes/conventions.ts';
import { createDataRightsRoutes } from './routes/data-rights.ts';
import { createDevClockRoutes } from './routes/dev-clock.ts';
import { createDevMatchRoutes } from './routes/dev-matches.ts';
import { createDevNoticeRoutes } from './routes/dev-notices.ts';
import { createDevOutboxRoutes } from './routes/dev-outbox.ts';
import { createDevPartnerOriginRoutes } from './routes/dev-partner-origins.ts';
import { createDevPaymentRoutes } from './routes/dev-payments.ts';
import { createDevReservationRoutes } from './routes/dev-reservations.ts';
import { createDevStaffRoutes } from './routes/dev-staff.ts';
import { createDiscountRoutes } from './routes/discounts.ts';
import { createDoorRoutes } from './routes/door.ts';
import { createFamilyRoutes, createLegacyContactRoutes } from './routes/family.ts';
import { createHallPhotoMediaRoutes } from './routes/hall-photo-media.ts';
import { createHallScreenRoutes } from './routes/hall-screens.ts';
import { createAdminHallRoutes, createV2HallRoutes } from './routes/halls.ts';
import {
  createInvitationAnswerRoutes,
  createLegacyInvitationAnswerRoutes,
} from './routes/invitation-answers.ts';
import { createInvitationRoutes, createLegacyInvitationRoutes } from './routes/invitations.ts';
import { createMatchIngestRoutes } from './routes/matches-ingest.ts';
import { createNoticePreferenceRoutes } from './routes/notice-preferences.ts';
import { createOpenGameRequestRoutes } from './routes/open-game-requests.ts';
import { createLegacyOpenGameRoutes, createOpenGameRoutes } from './routes/open-games.ts';
import { createParticipantPinRoutes } from './routes/participant-pin.ts';
import { createPartnerReturnRoutes } from './routes/partner-return.ts';
import { createPasswordResetRoutes } from './routes/password-reset.ts';
import { createPaymentAliasRoutes, createPaymentAnswerRoutes } from './routes/payment-means.ts';
import { createPaymentRoutes } from './routes/payments.ts';
import { createV2PhoneRoutes } from './routes/phone.ts';
import { createProgrammeRoutes } from './routes/programme.ts';
import { createQrCodeRoutes } from './routes/qrcode.ts';
import { createLegacyReservationRoutes, createReservationRoutes } from './routes/reservations.ts';
import { createCancellationRoutes } from './routes/reservations-cancel.ts';
import { createReservationStreamRoutes } from './routes/reservations-stream.ts';
import { createSlotRoutes } from './routes/slots.ts';
import { createStaffClosureRoutes } from './routes/staff-closures.ts';
import { createStaffDayRoutes } from './routes/staff-day.ts';
import { createStaffDeskCancellationRoutes } from './routes/staff-desk-cancellation.ts';
import { createStaffDiscountRoutes } from './routes/staff-discounts.ts';
import { createStaffEntryRoutes } from './routes/staff-entries.ts';
import { createStaffHoursRoutes } from './routes/staff-hours.ts';
import { createStaffNewsRoutes } from './routes/staff-news.ts';
import { createStaffPriceRoutes } from './routes/staff-prices.ts';
import { createStaffRefundRoutes } from './routes/staff-refunds.ts';
import { createStaffReportRoutes } from './routes/staff-reports.ts';
import { createStaffReservationRoutes } from './routes/staff-reservations.ts';
import { createStaffRuleRoutes } from './routes/staff-rules.ts';
import { createStaffSessionRoutes } from './routes/staff-session.ts';
import { createStaffSheetRoutes } from './routes/staff-sheet.ts';
import { createStaffTeamRoutes } from './routes/staff-team.ts';
import { createStatsRoutes } from './routes/stats.ts';
import { createUnsubscribeRoutes } from './routes/unsubscribe.ts';
import {
  AVATAR_PATH_PREFIX,
  createAdminUserRoutes,
  createAvatarMediaRoutes,
  createV2UserRoutes,
} from './routes/users.ts';
import { createVideoRoutes } from './routes/video.ts';
import { createWaitingListRoutes } from './routes/waiting-list.ts';

export type { Database } from './db/client.ts';

/** Everything the app is built from. */
export interface AppOptions {
  /** An open, migrated database (see `openDatabase` and `migrateDatabase`). */
  db: Database;
  /**
   * The server's clock, which every rule that depends on the time reads (holds, "today", tokens, rate limits,
   * the door, notices, settlement...). `clockFromEnv` builds it from `CLOCK_START`; tests pick their instant
   * with `clockStartingAt`.
   * @default systemClock
   */
  clock?: Clock;
  /**
   * The venue word of routes and field names (`/api/v2/{productKey}`, `id{ProductKey}`, `{productKey}Liste`).
   * @default 'multisalle'
   */
  productKey?: string;
  /**
   * Production mode (HSTS header).
   * @default process.env.NODE_ENV === 'production'
   */
  isProduction?: boolean;
  /** The built site to serve with an `index.html` fallback; without it `/` says how to build it. */
  staticDir?: string;
  /**
   * The site's renderer of the home and hall pages' first screen (pages/first-screen.ts).
   * @default the one the site's build wrote beside `staticDir`, when there is one
   */
  firstScreenRenderer?: () => Promise<FirstScreenRenderer | undefined>;
  /**
   * Logs each request (a JSON line: id, method, route template, status, duration).
   * @default process.env.NODE_ENV !== 'test'
   */
  logRequests?: boolean;
  /**
   * Where request lines and unhandled errors are written (`createLoggerFromEnv` in main.ts).
   * @default JSON lines on the standard output, or nothing when `logRequests` is false
   */
  logger?: Logger;
  /** Accounts settings; each one defaults to its environment variable (see `accountsConfigFromEnv`). */
  accounts?: Partial<AccountsConfig>;
  /** Payments settings (card provider, sandbox keys, IPN delivery); defaults from `paymentsConfigFromEnv`. */
  payments?: Partial<PaymentsConfig>;
  /** Notices: the SMS sender; defaults to the one `SMS_PROVIDER` picks (the outbox). */
  notices?: { sms?: SmsSender };
  /** Prometheus metrics (`createMetrics`): requests are counted and `GET /metrics` answers them (ops/). */
  metrics?: Metrics;
  /** The process's stop state (`createLifecycle`): while it drains, `/readyz` is 503, answers close. */
  lifecycle?: Lifecycle;
  /**
   * Awaited inside the transactions of a booking, an invitation answer and a settlement, at each
   * `FaultPoint`: the fault tests pause the server there to kill it.
   * @default undefined (no pause)
   */
  faultPoint?: FaultHook;
}

/** API bases, as design.md mounts them, and the hall's console (staff tokens only). */
export const API_BASES = { v2: '/api/v2', admin: '/api/admin', gestion: '/api/gestion' } as const;

/**
 * Builds the server: both API bases, the OpenAPI document and reference, the media and the built site.
 *
 * @example
 * ```ts
 * const { db } = await openDatabase({ dataDir: 'memory://' });
 * const app = createApp({ db });
 * const response = await app.request('/api/v2/multisalle');
 * ```
 */
export function createApp(options: AppOptions): OpenAPIHono {
  const {
    db,
    clock = systemClock,
    isProduction = process.env.NODE_ENV === 'production',
    logRequests = process.env.NODE_ENV !== 'test',
  } = options;
  const names = productNames(options.productKey);
  const app = createRouter();
  const log = options.logger ?? (logRequests ? createLogger() : silentLogger());
  const accountsConfig = accountsConfigFromEnv({ isProduction, ...options.accounts });
  app.use(requestId({ trustProxy: accountsConfig.trustProxy }));
  if (logRequests) app.use(requestLog(log));
  const { metrics, lifecycle } = options;
  if (metrics) app.use(recordRequests(metrics));
  if (lifecycle) app.use(closeConnectionsWhileDraining(lifecycle));
  mountHealth(app, db, { isDraining: () => lifecycle?.isDraining ?? false });
  if (metrics) mountMetrics(app, metrics);
  // With Lyra, the site's pages load its embedded form from Lyra's hosts (none for the sandbox).
  const thirdPartyOrigins = providerOrigins(paymentsConfigFromEnv(options.payments));
  app.use(securityHeaders({ isProduction, thirdPartyOrigins }));
  app.use('/api/*', apiCors());
  app.use('/api/*', compressJson());
  // Before any route: a NUL reaching PostgreSQL was a 500; every text input gets a French 422 instead.
  app.use('/api/*', refuseControlCharacters());
  app.onError(errorHandler(log));
  app.notFound(handleNotFound);

  const hallOptions = { db, names, wire: hallWire(names) };
  app.route(API_BASES.v2, createV2HallRoutes(hallOptions));
  app.route(API_BASES.admin, createAdminHallRoutes(hallOptions));
  app.route(API_BASES.v2, createPartnerReturnRoutes({ db, names }));

  const accounts = createAccounts(db, accountsConfig, clock, options.faultPoint);
  app.route(API_BASES.v2, createV2AuthRoutes(accounts));
  app.route(API_BASES.v2, createPasswordResetRoutes(accounts));
  app.route(API_BASES.admin, createAdminAuthRoutes(accounts));
  app.route(API_BASES.v2, createV2UserRoutes(accounts));
  app.route(API_BASES.admin, createAdminUserRoutes(accounts));
  app.route(API_BASES.v2, createV2PhoneRoutes(accounts));
  app.route(AVATAR_PATH_PREFIX, createAvatarMediaRoutes(db));
  app.route(HALL_PHOTO_PATH_PREFIX, createHallPhotoMediaRoutes(db));
  if (!isProduction) {
    app.route('/dev', createDevClockRoutes(clock));
    app.route('/dev', createDevOutboxRoutes(db));
    app.route('/dev', createDevReservationRoutes(db, clock));
    app.route('/dev', createDevPartnerOriginRoutes(db, names));
  }
  app.route(API_BASES.v2, createSlotRoutes({ db, names, accounts }));
  app.route(API_BASES.v2, createCartRoutes({ accounts, names }));
  // Adding or removing a discount answers the cart exactly as GET /panier renders it.
  const readCart = (authorization: string) =>
    app.request(`${API_BASES.v2}/panier`, { headers: { authorization } });
  app.route(API_BASES.v2, createDiscountRoutes({ accounts, names, readCart }));
  app.route(API_BASES.v2, createConventionRoutes({ accounts, names }));
  app.route(API_BASES.v2, createVideoRoutes({ accounts, names }));

  // Payments, provider side: saved cards, the provider's answers, and the sandbox provider's own pages.
  // The sandbox's IPN goes through the app itself, so no network is needed in tests or in the server.
  const notifyIpn = async (form: URLSearchParams) => {
    const response = await app.request(`${API_BASES.v2}/paiement/ipn`, { method: 'POST', body: form });
    if (response.status !== 200) throw new Error(`IPN answered ${response.status}`);
  };
  const paymentsConfig = paymentsConfigFromEnv({
    siteUrl: accounts.config.siteUrl,
    notify: notifyIpn,
    ...options.payments,
  });
  const paymentMeans = { accounts, provider: createCardProvider(db, paymentsConfig, clock) };
  app.route(API_BASES.v2, createPaymentAliasRoutes(paymentMeans, 'v2'));
  app.route(API_BASES.admin, createPaymentAliasRoutes(paymentMeans, 'admin'));
  const dataRights = { accounts, provider: paymentMeans.provider, names };
  app.route(API_BASES.v2, createDataRightsRoutes(dataRights, 'v2'));
  app.route(API_BASES.admin, createDataRightsRoutes(dataRights, 'admin'));
  app.route(API_BASES.v2, createPaymentAnswerRoutes(paymentMeans));
  if (paymentsConfig.provider === 'sandbox')
    app.route(SANDBOX_PATH, createSandboxRoutes(db, paymentsConfig, clock));

  // Payments, money side: payment lists, a new order for a failed payment, cancellation, the settlement's
  // development routes. The settlement itself runs outside requests (main.ts timer, npm run settle).
  const money = { accounts, names, provider: paymentMeans.provider };
  app.route(API_BASES.v2, createPaymentRoutes(money));
  app.route(API_BASES.v2, createCancellationRoutes({ accounts }));
  app.route(API_BASES.v2, createReservationRoutes({ accounts }));
  app.route(API_BASES.v2, createReservationStreamRoutes({ accounts }));
  app.route(API_BASES.v2, createInvitationRoutes({ accounts }));
  app.route(API_BASES.v2, createInvitationAnswerRoutes({ accounts }));
  app.route(API_BASES.v2, createWaitingListRoutes({ accounts }));
  app.route(API_BASES.v2, createParticipantPinRoutes({ accounts }));
  app.route(API_BASES.admin, createLegacyReservationRoutes({ accounts }));
  app.route(API_BASES.admin, createLegacyInvitationRoutes({ accounts }));
  app.route(API_BASES.admin, createLegacyInvitationAnswerRoutes({ accounts }));
  app.route(API_BASES.v2, createQrCodeRoutes({ accounts }));
  app.route(API_BASES.v2, createFamilyRoutes({ accounts }));
  app.route(API_BASES.admin, createLegacyContactRoutes({ accounts }));
  // Open games: the public list, the organiser's calls; joining is the invitation answer.
  app.route(API_BASES.v2, createOpenGameRoutes({ accounts, names }));
  app.route(API_BASES.v2, createOpenGameRequestRoutes({ accounts }));
  app.route(API_BASES.admin, createLegacyOpenGameRoutes({ accounts }));
  if (!isProduction)
    app.route('/dev', createDevPaymentRoutes(db, money.provider, clock, accounts.faultPoint));

  // Matches and statistics: the tablets' ingest (hall key), performances, rankings, highlights and teams.
  app.route(API_BASES.v2, createMatchIngestRoutes(db));
  app.route(API_BASES.v2, createStatsRoutes({ accounts }));
  // Players' levels: whether a player shows theirs to others (MON COMPTE).
  app.route(API_BASES.v2, createLevelRoutes({ accounts }));
  if (!isProduction) app.route('/dev', createDevMatchRoutes(db, clock));

  // Notices and reminders: durable jobs; the timer is in main.ts, /dev/rappels runs them by hand.
  app.route(API_BASES.v2, createNoticePreferenceRoutes(accounts, 'v2'));
  app.route(API_BASES.admin, createNoticePreferenceRoutes(accounts, 'admin'));
  app.route(API_BASES.v2, createUnsubscribeRoutes(accounts));
  if (!isProduction) {
    const noticeDeps = createNoticeDeps(db, accountsConfig, {
      productKey: names.key,
      sms: options.notices?.sms,
      clock,
    });
    app.route('/dev', createDevNoticeRoutes(db, noticeDeps));
  }

  // The hall's devices: the door's readers, screens, tablets' live scores and the courts'
  // programme, by device key and scope.
  app.route(API_BASES.v2, createDoorRoutes({ accounts, names }));
  app.route(API_BASES.v2, createHallScreenRoutes({ accounts, names }));
  app.route(API_BASES.v2, createProgrammeRoutes({ accounts, names }));

  // The hall's console: staff accounts apart from the players, with their own tokens (audience `gestion`).
  const staffTokens = { db, signingKey: accounts.tokens.signingKey, clock };
  app.route(API_BASES.gestion, createStaffSessionRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffTeamRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffDayRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffClosureRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffEntryRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffReservationRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffDeskCancellationRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffRuleRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffHoursRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffPriceRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffDiscountRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffNewsRoutes(accounts, staffTokens, names));
  app.route(API_BASES.gestion, createStaffSheetRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffReportRoutes(accounts, staffTokens));
  app.route(API_BASES.gestion, createStaffRefundRoutes(accounts, staffTokens));
  if (!isProduction) app.route('/dev', createDevStaffRoutes(accounts));

  mountOpenApi(app);
  mountMedia(app, mediaDir);
  mountEmbed(app, db, { productKey: names.key });
  mountSite(app, options.staticDir, {
    siteUrl: accounts.config.siteUrl,
    hints: options.staticDir
      ? createPageHints({ db, staticDir: options.staticDir, routeSegment: names.key, productKey: names.key })
      : undefined,
    firstScreen: options.staticDir
      ? createFirstScreen({
          ...hallOptions,
          staticDir: options.staticDir,
          renderer: options.firstScreenRenderer,
        })
      : undefined,
  });
  return app;
}
