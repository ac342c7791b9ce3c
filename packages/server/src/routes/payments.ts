import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { type Accounts, type AuthEnv, ensureOwnUser } from '../accounts/index.ts';
import { payments } from '../db/schema.ts';
import {
  ApiError,
  ConflictErrorSchema,
  conflictError,
  DescriptionErrorSchema,
  forbiddenError,
} from '../http/errors.ts';
import { IdempotencyHeaderSchema, idempotency } from '../http/idempotency.ts';
import { createRouter } from '../http/validation.ts';
import type { CardProvider } from '../payments/provider.ts';
import { debitShare } from '../payments/settlement/index.ts';
import { listPayments } from '../payments/settlement/payment-history.ts';
import type { ProductNames } from '../product.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  unauthorizedResponse,
} from './account-schemas.ts';
import {
  ListQuerySchema,
  paymentSchema,
  RegenerateSchema,
  toWire,
  UserParamSchema,
} from './payment-schemas.ts';

/** What the payment routes need. */
export interface PaymentRoutesOptions {
  accounts: Accounts;
  names: ProductNames;
  /** Debits the saved card of a regenerated payment. */
  provider: CardProvider;
}

/** French messages of the payment routes. */
export const paymentMessages = {
  notFound: 'Ce paiement est introuvable.',
  notYours: 'Ce paiement ne vous appartient pas.',
  notToRectify: "Ce paiement n'est pas à régulariser.",
} as const;

/**
 * MES PAIEMENTS on the v2 base (secure): a player's payment lists, and a new order for a failed payment.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createPaymentRoutes({ accounts, names, provider }));
 * ```
 */
export function createPaymentRoutes({
  accounts,
  names,
  provider,
}: PaymentRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Paiements'];
  const security = [{ bearer: [] as string[] }];

  const listRoute = createRoute({
    method: 'get',
    path: '/user/{userId}/payment/liste',
    operationId: 'listPayments',
    tags,
    summary: 'Les paiements du joueur\u00a0: passés (past), à régulariser (rectify) ou à venir (coming)',
    description:
      '`coming` liste aussi les réservations pas encore réglées, avec la part estimée à ce jour (total partagé ' +
      'à parts égales entre les personnes acceptées). `past` liste aussi les remboursements (`nature: ' +
      'remboursement`) des parts débitées de parties que la salle a annulées. Montants en centimes.',
    middleware: accounts.requireAuth('v2'),
    security,
    request: { params: UserParamSchema, query: ListQuerySchema },
    responses: {
      200: json(z.object({ paiements: z.array(paymentSchema(names)) }), 'La liste demandée'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(listRoute, async (c) => {
    const { userId } = c.req.valid('param');
    ensureOwnUser(c.get('caller'), userId);
    const lines = await listPayments(db, userId, c.req.valid('query').type);
    return c.json({ paiements: lines.map((line) => toWire(line, names)) }, 200);
  });

  const regenerateRoute = createRoute({
    method: 'post',
    path: '/contentieux/generer-ordre',
    operationId: 'regeneratePayment',
    tags,
    summary:
      'Nouvel ordre de paiement pour un paiement à régulariser\u00a0: débite à nouveau la carte enregistrée',
    description:
      'Seulement pour un paiement `rectify` du joueur connecté. `statut` dit où en est le paiement après le ' +
      "débit (`processing` si le fournisseur n'a pas encore tranché). Avec un en-tête `Idempotency-Key`, une " +
      'requête rejouée reçoit la première réponse sans nouveau débit.',
    middleware: [
      accounts.requireAuth('v2'),
      idempotency({ db, clock: accounts.clock, scope: 'POST /contentieux/generer-ordre' }),
    ] as const,
    security,
    request: { headers: IdempotencyHeaderSchema, body: jsonBody(RegenerateSchema) },
    responses: {
      200: json(
        z.object({
          bSucces: z.literal(true),
          statut: z.enum(['paid', 'rectify', 'processing']),
          sIdCommande: z.string().uuid(),
        }),
        'Débit tenté',
      ),
      401: unauthorizedResponse,
      403: json(DescriptionErrorSchema, "Paiement d'un autre joueur"),
      404: json(DescriptionErrorSchema, 'Paiement introuvable'),
      409: json(ConflictErrorSchema, 'Paiement pas à régulariser, ou requête de même clé en cours'),
      422: invalidResponse,
    },
  });
  router.openapi(regenerateRoute, async (c) => {
    const { paiementId, commentaireOdp } = c.req.valid('json');
    const { userId } = c.get('caller');
    const [share] = await db.select().from(payments).where(eq(payments.id, paiementId));
    if (!share) throw new ApiError(404, { description: paymentMessages.notFound });
    if (share.userId !== userId) throw forbiddenError(paymentMessages.notYours);
    if (share.status !== 'rectify') throw conflictError(paymentMessages.notToRectify);
    const result = await debitShare(db, provider, share.id, {
      where: and(eq(payments.status, 'rectify'), eq(payments.userId, userId)),
      comment: commentaireOdp,
      clock: accounts.clock,
      faultPoint: accounts.faultPoint,
    });
    // Another request took it between the read and the claim.
    if (!result) throw conflictError(paymentMessages.notToRectify);
    return c.json({ bSucces: true as const, statut: result.status, sIdCommande: result.orderId }, 200);
  });

  return router;
}
