import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { type Accounts, type AuthEnv, ensureOwnUser } from '../accounts/index.ts';
import { refuseUnusableDiscount } from '../booking-rules/discount-uses.ts';
import { toWireDiscount, WireDiscountSchema } from '../booking-rules/discount-wire.ts';
import {
  appliedDiscounts,
  canCombine,
  findDiscount,
  findDiscountByCode,
  grantedDiscounts,
  isGranted,
} from '../booking-rules/discounts.ts';
import { bookingRuleMessages as messages } from '../booking-rules/messages.ts';
import { cartDiscounts, carts, halls } from '../db/schema.ts';
import {
  ApiError,
  BusinessErrorSchema,
  businessError,
  ConflictErrorSchema,
  conflictError,
  DescriptionErrorSchema,
} from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';
import { forbiddenResponse, invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

/** What the discount routes need. */
export interface DiscountRoutesOptions {
  accounts: Accounts;
  names: ProductNames;
  /**
   * Answers `GET /panier` for the bearer in `authorization`: the add and remove calls answer the cart
   * exactly as the cart route renders it, `reductions` and discounted `tarif` included.
   */
  readCart: (authorization: string) => Response | Promise<Response>;
}

const positiveId = z
  .string()
  .regex(/^\d{1,9}$/, messages.invalidId)
  .transform(Number)
  .refine((n) => n >= 1, messages.invalidId);

const cartAnswer = json(z.object({ uuid: z.string() }).passthrough(), 'Le panier, réductions appliquées');
const notFoundResponse = json(
  DescriptionErrorSchema,
  'Réduction introuvable ou non accordée\u00a0; un code expiré, pas encore valable, retiré ou épuisé dit pourquoi',
);

/** The caller's cart as `GET /panier` answers it; an error answer there is thrown as is. */
async function fetchCart(
  readCart: DiscountRoutesOptions['readCart'],
  authorization: string,
): Promise<{ uuid: string; contenu?: { idMultisalle?: unknown }[] } & Record<string, unknown>> {
  const response = await readCart(authorization);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new ApiError(response.status as 400, body);
  if (typeof body.uuid !== 'string') throw businessError(409, 'PANIER-003');
  return body as { uuid: string } & Record<string, unknown>;
}

/**
 * v2 discount routes: the player's status-based discounts, code check, and applying or removing a discount
 * on the cart (spec 2 sections 3, 5 and 7).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createDiscountRoutes({ accounts, names, readCart }));
 * ```
 */
export function createDiscountRoutes({
  accounts,
  names,
  readCart,
}: DiscountRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Réductions'];
  const secure = { middleware: accounts.requireAuth('v2'), security: [{ bearer: [] as string[] }] };

  const listRoute = createRoute({
    method: 'get',
    path: `/user/{id}/discount/${names.key}/{${names.idField}}`,
    operationId: 'listUserDiscounts',
    tags,
    summary: 'Réductions accordées au joueur (par statut) utilisables dans une salle',
    ...secure,
    request: {
      params: z.object({
        id: positiveId.openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
        [names.idField]: positiveId.openapi({ param: { name: names.idField, in: 'path' }, example: '1' }),
      }),
    },
    responses: {
      200: json(z.object({ statusBasedDiscounts: z.array(WireDiscountSchema) }), 'Les réductions'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      404: json(BusinessErrorSchema, 'Salle inconnue (MULTISALLE-001)'),
      422: invalidResponse,
    },
  });
  router.openapi(listRoute, async (c) => {
    const caller = c.get('caller');
    const params = c.req.valid('param') as Record<string, number>;
    ensureOwnUser(caller, Number(params.id));
    const hallId = Number(params[names.idField]);
    const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId));
    if (!hall) throw businessError(404, 'MULTISALLE-001');
    const granted = await grantedDiscounts(db, caller.userId, hall.id, accounts.clock.now());
    return c.json({ statusBasedDiscounts: granted.map(toWireDiscount) }, 200);
  });

  const verifyRoute = createRoute({
    method: 'get',
    path: '/verify-discount/{code}',
    operationId: 'verifyDiscountCode',
    tags,
    summary: 'Vérifie un code de réduction',
    description:
      'Un code inconnu répond 404 « Le code de réduction est invalide »\u00a0; un code expiré (cartUsageEndDate ' +
      'passée), pas encore valable, retiré par la salle ou qui a servi autant de fois que prévu répond 404 ' +
      'avec sa raison, dans le même champ description.',
    ...secure,
    request: {
      params: z.object({
        code: z
          .string()
          .min(1)
          .max(64)
          .openapi({ param: { name: 'code', in: 'path' }, example: 'BIENVENUE10' }),
      }),
    },
    responses: {
      200: json(WireDiscountSchema, 'La réduction'),
      401: unauthorizedResponse,
      404: json(DescriptionErrorSchema, 'Code inconnu, expiré, pas encore valable, retiré ou épuisé'),
      422: invalidResponse,
    },
  });
  router.openapi(verifyRoute, async (c) => {
    const discount = await findDiscountByCode(db, c.req.valid('param').code);
    if (!discount) return c.json({ description: messages.invalidDiscountCode }, 404);
    await refuseUnusableDiscount(db, discount, accounts.clock.now());
    return c.json(toWireDiscount(discount), 200);
  });

  const addRoute = createRoute({
    method: 'post',
    path: '/add-discount/{idDiscount}/cart',
    operationId: 'addCartDiscount',
    tags,
    summary: 'Applique une réduction au panier du joueur',
    description:
      'Refusé (409) quand la réduction ne se cumule pas avec une réduction déjà appliquée\u00a0: deux réductions ' +
      "se cumulent quand elles sont toutes deux cumulative, et codeCumulable quand l'autre est un code.",
    ...secure,
    request: {
      params: z.object({
        idDiscount: positiveId.openapi({ param: { name: 'idDiscount', in: 'path' }, example: '1' }),
      }),
    },
    responses: {
      200: cartAnswer,
      401: unauthorizedResponse,
      404: notFoundResponse,
      409: json(ConflictErrorSchema, "Réduction non cumulable ou d'une autre salle"),
      422: invalidResponse,
    },
  });
  router.openapi(addRoute, async (c) => {
    const caller = c.get('caller');
    const authorization = c.req.header('authorization') ?? '';
    const discount = await findDiscount(db, c.req.valid('param').idDiscount);
    const isAllowed =
      discount !== undefined && (discount.code !== null || (await isGranted(db, caller.userId, discount.id)));
    if (!discount || !isAllowed) return c.json({ description: messages.discountNotFound }, 404);
    // A code is applied only while it can be used; its limit is checked again when the cart is validated.
    await refuseUnusableDiscount(db, discount, accounts.clock.now());
    const cart = await fetchCart(readCart, authorization);
    if (discount.hallId !== null && !cart.contenu?.some((line) => line.idMultisalle === discount.hallId)) {
      throw conflictError(messages.discountOtherHall);
    }
    await db.transaction(async (tx) => {
      // The cart row lock serialises concurrent adds, so two non-cumulative discounts can't both get in.
      const [locked] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, cart.uuid), eq(carts.userId, caller.userId), isNull(carts.validatedAt)))
        .for('update');
      if (!locked) throw businessError(404, 'PANIER-001');
      const applied = await appliedDiscounts(tx, locked.id);
      if (applied.some((other) => other.id === discount.id)) return;
      if (applied.some((other) => !canCombine(discount, other)))
        throw conflictError(messages.discountNotCumulative);
      await tx.insert(cartDiscounts).values({ cartId: locked.id, discountId: discount.id });
    });
    return c.json(await fetchCart(readCart, authorization), 200);
  });

  const removeRoute = createRoute({
    method: 'delete',
    path: '/remove-discount/cart/{cartUuid}/discount/{idDiscount}',
    operationId: 'removeCartDiscount',
    tags,
    summary: 'Retire une réduction du panier du joueur',
    ...secure,
    request: {
      params: z.object({
        cartUuid: z.uuid().openapi({ param: { name: 'cartUuid', in: 'path' } }),
        idDiscount: positiveId.openapi({ param: { name: 'idDiscount', in: 'path' }, example: '1' }),
      }),
    },
    responses: {
      200: cartAnswer,
      401: unauthorizedResponse,
      404: json(BusinessErrorSchema, "Panier d'un autre joueur ou inconnu (PANIER-001)"),
      422: invalidResponse,
    },
  });
  router.openapi(removeRoute, async (c) => {
    const caller = c.get('caller');
    const { cartUuid, idDiscount } = c.req.valid('param');
    const [cart] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartUuid), eq(carts.userId, caller.userId)));
    if (!cart) throw businessError(404, 'PANIER-001');
    await db
      .delete(cartDiscounts)
      .where(and(eq(cartDiscounts.cartId, cart.id), eq(cartDiscounts.discountId, idDiscount)));
    return c.json(await fetchCart(readCart, c.req.header('authorization') ?? ''), 200);
  });
  return router;
}
