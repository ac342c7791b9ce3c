import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, ApiBase, AuthEnv } from '../accounts/index.ts';
import {
  ApiError,
  ConflictErrorSchema,
  conflictError,
  DescriptionErrorSchema,
  forbiddenError,
} from '../http/errors.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { createRouter } from '../http/validation.ts';
import { findAlias, isOwnVerifiedToken, toWireAlias } from '../payments/aliases.ts';
import { openRegisterForm } from '../payments/card-form-order.ts';
import { type CardProvider, PaymentProviderError } from '../payments/index.ts';
import { recordAnswer } from '../payments/recording.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import {
  AliasAnswerSchema,
  ConfirmSchema,
  HostQuerySchema,
  IpnFormSchema,
  paymentMessages,
  ReturnAnswerSchema,
  ReturnBodySchema,
  StateAnswerSchema,
} from './payment-means-schemas.ts';

/** What the payment means routes need. */
export interface PaymentMeansRoutesOptions {
  accounts: Accounts;
  provider: CardProvider;
}

/** A browser return made longer ago than this is refused: a replay of an old answer, not a live form. */
export const ANSWER_MAX_AGE_MINUTES = 15;

const forbidden = (description: string) => json(DescriptionErrorSchema, description);
const unavailable = json(DescriptionErrorSchema, 'Fournisseur de paiement injoignable');

/**
 * The saved-card routes of one base (v2 or admin, all secure): the card form's state (a REGISTER form
 * token), the caller's saved card, and the confirmation of an alias.
 *
 * @example
 * ```ts
 * app.route('/api/admin', createPaymentAliasRoutes({ accounts, provider }, 'admin'));
 * ```
 */
export function createPaymentAliasRoutes(
  { accounts, provider }: PaymentMeansRoutesOptions,
  base: ApiBase,
): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Moyen de paiement'];
  const secure = { middleware: accounts.requireAuth(base), security: [{ bearer: [] as string[] }] };
  const suffix = base === 'admin' ? 'Admin' : '';

  const stateRoute = createRoute({
    method: 'get',
    path: '/paiement/alias/etat',
    operationId: `getPaymentAliasState${suffix}`,
    tags,
    summary:
      'Ouvre un formulaire de carte (REGISTER)\u00a0: jeton de formulaire, clé publique, URL du fournisseur',
    ...secure,
    responses: {
      200: json(StateAnswerSchema, 'Le formulaire à afficher'),
      401: unauthorizedResponse,
      503: unavailable,
    },
  });
  router.openapi(stateRoute, async (c) => {
    try {
      const origin = requestOrigin(c, accounts.config.trustProxy);
      const form = await openRegisterForm(db, provider, c.get('caller').userId, origin);
      // sUrlClient depends on the Host the request came with: no cache may keep it for another request.
      c.header('Cache-Control', 'no-store');
      const oReponse = {
        sFormToken: form.formToken,
        sClePublique: form.publicKey,
        sFournisseur: provider.name as 'sandbox' | 'lyra',
        sUrlClient: form.clientEndpoint,
        sIdCommande: form.orderId,
      };
      return c.json({ bSucces: true as const, oReponse }, 200);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.error('Card form refused by the provider:', error.message);
      throw new ApiError(503, { description: paymentMessages.providerDown });
    }
  });

  const aliasRoute = createRoute({
    method: 'get',
    path: '/paiement/alias',
    operationId: `getPaymentAlias${suffix}`,
    tags,
    summary: 'La carte enregistrée du joueur connecté (numéro masqué, expiration), ou null',
    ...secure,
    request: { query: HostQuerySchema },
    responses: { 200: json(AliasAnswerSchema, 'La carte, ou null'), 401: unauthorizedResponse },
  });
  router.openapi(aliasRoute, async (c) =>
    c.json(
      { bSucces: true as const, oReponse: toWireAlias(await findAlias(db, c.get('caller').userId)) },
      200,
    ),
  );

  const confirmRoute = createRoute({
    method: 'post',
    path: '/paiement/alias',
    operationId: `confirmPaymentAlias${suffix}`,
    tags,
    summary: "Confirme un alias\u00a0: seulement celui d'une transaction vérifiée d'une commande du joueur",
    ...secure,
    request: { body: jsonBody(ConfirmSchema) },
    responses: {
      200: json(AliasAnswerSchema, 'La carte enregistrée'),
      401: unauthorizedResponse,
      403: forbidden('Jeton ou contact qui ne sont pas ceux du joueur'),
      409: json(ConflictErrorSchema, 'Carte remplacée depuis par une plus récente'),
      422: invalidResponse,
    },
  });
  router.openapi(confirmRoute, async (c) => {
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const isOwn =
      body.nIdContact === caller.contactId &&
      (await isOwnVerifiedToken(db, caller.userId, body.sFournisseurAlias, body.sJetonAlias));
    if (!isOwn) throw forbiddenError(paymentMessages.notYourAlias);
    const alias = await findAlias(db, caller.userId);
    if (alias?.aliasToken !== body.sJetonAlias || alias.provider !== body.sFournisseurAlias) {
      throw conflictError(paymentMessages.replacedAlias);
    }
    return c.json({ bSucces: true as const, oReponse: toWireAlias(alias) }, 200);
  });
  return router;
}

/** PAID, UNPAID or RUNNING, as the browser needs it (a partial or abandoned order did not pay). */
const wireStatus = (status: string): 'PAID' | 'UNPAID' | 'RUNNING' =>
  status === 'PAID' || status === 'RUNNING' ? status : 'UNPAID';

/**
 * The provider's answers on the v2 base: the browser return (secure, the caller's own order) and the
 * server-to-server IPN (no auth, signed with the shop's password). Both record each transaction once.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createPaymentAnswerRoutes({ accounts, provider }));
 * ```
 */
export function createPaymentAnswerRoutes({
  accounts,
  provider,
}: PaymentMeansRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Moyen de paiement'];

  const returnRoute = createRoute({
    method: 'post',
    path: '/paiement/retour',
    operationId: 'returnPaymentAnswer',
    tags,
    summary: 'Retour navigateur\u00a0: vérifie kr-hash (HMAC-SHA-256), enregistre la transaction une fois',
    middleware: accounts.requireAuth('v2'),
    security: [{ bearer: [] }],
    request: { body: jsonBody(ReturnBodySchema) },
    responses: {
      200: json(ReturnAnswerSchema, 'Statut de la commande et carte enregistrée'),
      401: unauthorizedResponse,
      403: forbidden("Réponse falsifiée, expirée, ou commande d'un autre joueur"),
      409: json(ConflictErrorSchema, 'Réponse déjà rapportée par un navigateur'),
      422: invalidResponse,
    },
  });
  router.openapi(returnRoute, async (c) => {
    const body = c.req.valid('json');
    const { userId } = c.get('caller');
    const answer = provider.verifyBrowserAnswer({ rawAnswer: body['kr-answer'], hash: body['kr-hash'] });
    if (!answer) throw forbiddenError(paymentMessages.invalidAnswer);
    const now = accounts.clock.now();
    const madeAt = new Date(answer.serverDate).getTime();
    if (!(now.getTime() - madeAt <= ANSWER_MAX_AGE_MINUTES * 60_000))
      throw forbiddenError(paymentMessages.staleAnswer);
    const outcome = await recordAnswer(db, provider.name, answer, { source: 'browser', userId, now });
    if (outcome.kind === 'unknown-order') throw forbiddenError(paymentMessages.notYourOrder);
    if (outcome.kind === 'replayed') throw conflictError(paymentMessages.replayed);
    const oAlias = toWireAlias(await findAlias(db, userId));
    return c.json({ bSucces: true as const, orderStatus: wireStatus(answer.orderStatus), oAlias }, 200);
  });

  const ipnRoute = createRoute({
    method: 'post',
    path: '/paiement/ipn',
    operationId: 'paymentNotification',
    tags,
    summary:
      'IPN du fournisseur (serveur à serveur)\u00a0: kr-hash signé avec le mot de passe de la boutique',
    description:
      'Peut arriver avant, après ou sans le retour navigateur, et être répétée\u00a0: la transaction est ' +
      'enregistrée une seule fois. Une réponse valide pour une commande inconnue est acquittée sans effet.',
    request: {
      body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: IpnFormSchema } } },
    },
    responses: {
      200: {
        description: 'Reçue',
        content: { 'text/plain': { schema: z.string().openapi({ example: 'OK' }) } },
      },
      403: forbidden('Signature invalide'),
      422: invalidResponse,
    },
  });
  router.openapi(ipnRoute, async (c) => {
    const form = c.req.valid('form');
    const answer = provider.verifyNotification({ rawAnswer: form['kr-answer'], hash: form['kr-hash'] });
    if (!answer) throw forbiddenError(paymentMessages.invalidAnswer);
    // Stale IPNs are accepted: the provider retries a notification we failed to take, and recording is idempotent.
    await recordAnswer(db, provider.name, answer, { source: 'notification', now: accounts.clock.now() });
    return c.text('OK', 200);
  });
  return router;
}
