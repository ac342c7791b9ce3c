import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../db/client.ts';
import { hallPhotoRefs } from '../hall-rules/hall-photos.ts';
import { keptHallList } from '../halls/hall-list-cache.ts';
import { findHallByKey } from '../halls/hall-repository.ts';
import type { HallWire } from '../halls/hall-wire.ts';
import { BusinessErrorSchema, businessError } from '../http/errors.ts';
import { answerKeptJson } from '../http/kept-json.ts';
import { createRouter, ValidationErrorSchema } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';

/** What the hall routes need. */
export interface HallRoutesOptions {
  db: Database;
  names: ProductNames;
  wire: HallWire;
}

const DetailQuerySchema = z.object({
  sCle: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .openapi({
      param: { name: 'sCle', in: 'query' },
      example: 'padel-park',
      description: 'Clé de la salle.',
    }),
});

function addDetailRoute(router: OpenAPIHono, { db, names, wire }: HallRoutesOptions, base: 'v2' | 'admin') {
  const route = createRoute({
    method: 'get',
    path: `/${names.key}/detail`,
    operationId: base === 'v2' ? 'getHallDetail' : 'getHallDetailAdmin',
    tags: [base === 'v2' ? 'Salles' : 'Salles (API admin historique)'],
    summary: "Détail d'une salle par sa clé",
    description: 'Non sécurisé. Le corps de la réponse est la salle elle-même.',
    request: { query: DetailQuerySchema },
    responses: {
      200: { description: 'La salle', content: { 'application/json': { schema: wire.HallDetailSchema } } },
      404: {
        description: 'Clé inconnue (MULTISALLE-001)',
        content: { 'application/json': { schema: BusinessErrorSchema } },
      },
      422: {
        description: 'Paramètre sCle absent ou invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
  router.openapi(route, async (c) => {
    const hall = await findHallByKey(db, c.req.valid('query').sCle);
    if (!hall) throw businessError(404, 'MULTISALLE-001');
    return c.json(wire.toWireHallDetail(hall, await hallPhotoRefs(db, hall.id)), 200);
  });
}

/**
 * Hall routes of the v2 base: the list (`GET /{productKey}`) and the detail (`GET /{productKey}/detail`).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createV2HallRoutes({ db, names, wire }));
 * ```
 */
export function createV2HallRoutes(options: HallRoutesOptions): OpenAPIHono {
  const { db, names, wire } = options;
  const router = createRouter();
  const listRoute = createRoute({
    method: 'get',
    path: `/${names.key}`,
    operationId: 'listHalls',
    tags: ['Salles'],
    summary: 'Liste des salles',
    description:
      'Non sécurisé. Toutes les salles, inactives comprises\u00a0: le client ne montre que les actives.',
    responses: {
      200: { description: 'Les salles', content: { 'application/json': { schema: wire.HallListSchema } } },
    },
  });
  router.openapi(listRoute, async (c) => {
    // Read once for every caller, then served from memory with its ETag (halls/hall-list-cache.ts).
    c.header('Cache-Control', 'no-cache');
    return (await answerKeptJson(c, await keptHallList(db, wire, names.listField))) as never;
  });
  addDetailRoute(router, options, 'v2');
  return router;
}

/** Hall routes of the legacy admin base: only the detail, as the spec's legacy calls use it. */
export function createAdminHallRoutes(options: HallRoutesOptions): OpenAPIHono {
  const router = createRouter();
  addDetailRoute(router, options, 'admin');
  return router;
}
