import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { addToCart, changeQuantity, extendHolds, removeLine, setBillShared } from '../cart/cart-actions.ts';
import { cartAnswer, cartSchema } from '../cart/cart-view.ts';
import { validateCart } from '../cart/validate-cart.ts';
import { BusinessErrorSchema, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { IdempotencyHeaderSchema, idempotency } from '../http/idempotency.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';

/** What the cart routes need. */
export interface CartRoutesOptions {
  accounts: Accounts;
  names: ProductNames;
}

const ADDED_MESSAGE = 'Créneau ajouté au panier';
const ALREADY_MESSAGE = 'Ce créneau est déjà dans votre panier.';

const id = (label: string) =>
  z
    .number({ error: `${label} doit être un nombre entier` })
    .int()
    .positive();
/** A row's id: at most PostgreSQL's integer. (`nIdCreneau` is not one: it packs a slot's offer and start.) */
const rowId = (label: string) => id(label).max(MAX_DATABASE_ID, `${label} doit être un nombre entier`);

const AddSchema = z
  .object({ nIdSport: rowId('nIdSport'), nIdCreneau: id('nIdCreneau'), nIdZone: rowId('nIdZone') })
  .openapi('AjoutPanier');
const AddAnswerSchema = z
  .object({
    _type: z.enum(['succes', 'info']),
    _message: z.string().openapi({ example: ADDED_MESSAGE }),
    dtExpiration: z.string().nullable().optional(),
  })
  .openapi('AjoutPanierReponse');
const QuantitySchema = z
  .object({
    idLigne: rowId('idLigne'),
    quantite: z
      .number({ error: 'La quantité doit être un nombre entier' })
      .int('La quantité doit être un nombre entier')
      .min(1, 'La quantité doit être au moins 1'),
  })
  .openapi('ModifieLigne');
const ShareSchema = z
  .object({ partagePaiement: z.boolean({ error: 'partagePaiement doit être vrai ou faux' }) })
  .openapi('PartagePaiement');
const LineParamSchema = z.object({
  idLigne: z
    .string()
    .regex(/^\d{1,9}$/, "L'identifiant de la ligne doit être un nombre entier")
    .transform(Number)
    .openapi({ param: { name: 'idLigne', in: 'path' }, example: '12' }),
});
const ValidatedSchema = z
  .object({
    bSucces: z.literal(true),
    reservations: z.array(
      z.object({
        id_reservation: z.string().uuid(),
        date: z.string().openapi({ example: '2026-11-23' }),
        heureDebut: z.string().openapi({ example: '09:00' }),
        heureFin: z.string().openapi({ example: '10:30' }),
        paiementRequis: z.boolean(),
        tarifParPersonne: z.number().int().openapi({ description: 'Centimes, arrondi.' }),
        nbPlaceMax: z.number().int(),
      }),
    ),
  })
  .openapi('PanierValide');

const taken = json(BusinessErrorSchema, 'Créneau déjà réservé ou retenu par un autre joueur (CRENEAU-006)');

/**
 * The cart routes of the v2 base (all secure): add with a 15-minute hold, read, change a quantity, share the
 * bill, remove a line, extend the holds, and validate into reservations.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createCartRoutes({ accounts, names }));
 * ```
 */
export function createCartRoutes({ accounts, names }: CartRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db, clock, faultPoint } = accounts;
  const tags = ['Panier'];
  const secure = { middleware: accounts.requireAuth('v2'), security: [{ bearer: [] as string[] }] };
  const cart = cartSchema(names);
  const cartResponse = json(cart, 'Le panier');

  const addRoute = createRoute({
    method: 'post',
    path: '/panier/ajout',
    operationId: 'addToCart',
    tags,
    summary: 'Ajoute un créneau au panier et le retient 15 minutes',
    ...secure,
    request: { body: jsonBody(AddSchema) },
    responses: {
      200: json(AddAnswerSchema, 'Ajouté (succes) ou déjà dans le panier (info)'),
      401: unauthorizedResponse,
      403: json(BusinessErrorSchema, 'Salle réservée à ses membres (MULTISALLE-002)'),
      404: json(
        BusinessErrorSchema,
        'Créneau introuvable, ou terrain ou sport ne correspondant pas (CRENEAU-001)',
      ),
      409: taken,
      422: json(
        z.union([BusinessErrorSchema, invalidResponse.content['application/json'].schema]),
        'Créneau passé (CRENEAU-014) ou données invalides',
      ),
    },
  });
  router.openapi(addRoute, async (c) => {
    const body = c.req.valid('json');
    const now = clock.now();
    const outcome = await addToCart(
      db,
      names.key,
      c.get('caller').userId,
      { sportId: body.nIdSport, slotId: body.nIdCreneau, zoneId: body.nIdZone },
      now,
    );
    if (outcome === 'already-in-cart')
      return c.json({ _type: 'info' as const, _message: ALREADY_MESSAGE }, 200);
    const { dtExpiration } = await cartAnswer(db, names, c.get('caller').userId, now);
    return c.json({ _type: 'succes' as const, _message: ADDED_MESSAGE, dtExpiration }, 200);
  });

  const getRoute = createRoute({
    method: 'get',
    path: '/panier',
    operationId: 'getCart',
    tags,
    summary: 'Le panier du joueur connecté',
    ...secure,
    responses: { 200: cartResponse, 401: unauthorizedResponse },
  });
  router.openapi(getRoute, async (c) =>
    c.json(await cartAnswer(db, names, c.get('caller').userId, clock.now()), 200),
  );

  const quantityRoute = createRoute({
    method: 'put',
    path: '/panier/modifie_ligne',
    operationId: 'changeCartLine',
    tags,
    summary:
      "Change la quantité d'une ligne (au moins 1\u00a0; places restantes au plus\u00a0; 1 pour un terrain)",
    ...secure,
    request: { body: jsonBody(QuantitySchema) },
    responses: {
      200: cartResponse,
      401: unauthorizedResponse,
      404: json(DescriptionErrorSchema, 'Ligne absente du panier du joueur'),
      422: invalidResponse,
    },
  });
  router.openapi(quantityRoute, async (c) => {
    const { idLigne, quantite } = c.req.valid('json');
    const { userId } = c.get('caller');
    const now = clock.now();
    await changeQuantity(db, userId, idLigne, quantite, now);
    return c.json(await cartAnswer(db, names, userId, now), 200);
  });

  const shareRoute = createRoute({
    method: 'post',
    path: '/panier/modifie',
    operationId: 'changeCart',
    tags,
    summary: 'Enregistre le choix de partage du paiement',
    ...secure,
    request: { body: jsonBody(ShareSchema) },
    responses: { 200: cartResponse, 401: unauthorizedResponse, 422: invalidResponse },
  });
  router.openapi(shareRoute, async (c) => {
    const { userId } = c.get('caller');
    await setBillShared(db, userId, c.req.valid('json').partagePaiement);
    return c.json(await cartAnswer(db, names, userId, clock.now()), 200);
  });

  const removeRoute = createRoute({
    method: 'delete',
    path: '/panier/supprime/{idLigne}',
    operationId: 'removeCartLine',
    tags,
    summary: 'Retire une ligne du panier (le créneau est libéré)',
    ...secure,
    request: { params: LineParamSchema },
    responses: {
      204: { description: 'Ligne retirée' },
      401: unauthorizedResponse,
      404: json(DescriptionErrorSchema, 'Ligne absente du panier du joueur'),
      422: invalidResponse,
    },
  });
  router.openapi(removeRoute, async (c) => {
    await removeLine(db, c.get('caller').userId, c.req.valid('param').idLigne);
    return c.body(null, 204);
  });

  const extendRoute = createRoute({
    method: 'post',
    path: '/panier/prolonge',
    operationId: 'extendCartHolds',
    tags,
    summary: 'Prolonge de 15 minutes les créneaux retenus (RGAA 13.1)',
    ...secure,
    responses: {
      200: cartResponse,
      401: unauthorizedResponse,
      409: json(
        BusinessErrorSchema,
        'Un créneau dont la retenue avait expiré a été pris entre-temps (CRENEAU-006)',
      ),
    },
  });
  router.openapi(extendRoute, async (c) => {
    const { userId } = c.get('caller');
    const now = clock.now();
    await extendHolds(db, userId, now);
    return c.json(await cartAnswer(db, names, userId, now), 200);
  });

  const validateRoute = createRoute({
    method: 'post',
    path: '/panier/valide',
    operationId: 'validateCart',
    tags,
    summary: 'Transforme le panier en réservations, en une seule transaction',
    description:
      'Refusé sans rien réserver\u00a0: 409 CRENEAU-006 si un créneau a été pris, 410 PANIER-005 si une retenue ' +
      'a expiré (prolonger avec panier/prolonge), 422 PANIER-007 si le panier est vide, 403 si conventions, ' +
      'téléphone vérifié ou vidéo de sécurité manquent, 403 MULTISALLE-002 pour une salle réservée à ses membres. ' +
      'Avec un en-tête `Idempotency-Key`, une requête rejouée reçoit la première réponse sans rien réserver de plus.',
    middleware: [
      accounts.requireAuth('v2'),
      idempotency({ db, clock: accounts.clock, scope: 'POST /panier/valide' }),
    ] as const,
    security: secure.security,
    request: { headers: IdempotencyHeaderSchema, body: jsonBody(ShareSchema) },
    responses: {
      200: json(ValidatedSchema, 'Réservations créées'),
      401: unauthorizedResponse,
      403: json(
        z.union([DescriptionErrorSchema, BusinessErrorSchema]),
        'Conditions de réservation non remplies',
      ),
      409: json(
        z.union([BusinessErrorSchema, ConflictErrorSchema]),
        'Créneau pris entre-temps (CRENEAU-006), ou requête de même clé encore en cours',
      ),
      410: json(BusinessErrorSchema, 'Retenue expirée (PANIER-005)'),
      422: json(
        z.union([BusinessErrorSchema, invalidResponse.content['application/json'].schema]),
        "Panier vide (PANIER-007), données invalides, ou clé d'idempotence déjà servie pour une autre requête",
      ),
    },
  });
  router.openapi(validateRoute, async (c) => {
    const created = await validateCart(
      db,
      names.key,
      c.get('caller'),
      { isBillShared: c.req.valid('json').partagePaiement, faultPoint },
      clock.now(),
    );
    return c.json({ bSucces: true as const, reservations: created }, 200);
  });

  return router;
}
