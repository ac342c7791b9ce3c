import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { cancelReservation } from '../reservations/cancel-reservation.ts';
import { invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

const IdParamSchema = z.object({
  id: z
    .string()
    .uuid("L'identifiant de la réservation n'est pas valide")
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d' }),
});

/**
 * `PUT /reservation/annulation/gp/{id}` on the v2 base (secure): the organiser cancels a reservation until
 * 48 h before its start. The reservation becomes `cancelled` (never settled) and its booking too, which
 * frees the slot in the planning. Cancelling a cancelled reservation again answers the same.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createCancellationRoutes({ accounts }));
 * ```
 */
export function createCancellationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

  const route = createRoute({
    method: 'put',
    path: '/reservation/annulation/gp/{id}',
    operationId: 'cancelReservation',
    tags: ['Réservations'],
    summary: 'Annule une réservation (organisateur, au plus tard 48 heures avant le début)',
    description: "Le créneau redevient libre\u00a0; une réservation annulée n'est jamais réglée.",
    middleware: accounts.requireAuth('v2'),
    security: [{ bearer: [] as string[] }],
    request: { params: IdParamSchema },
    responses: {
      200: json(z.object({ bSucces: z.literal(true) }), 'Réservation annulée'),
      401: unauthorizedResponse,
      403: json(DescriptionErrorSchema, "Pas l'organisateur"),
      404: json(DescriptionErrorSchema, 'Réservation introuvable'),
      409: json(ConflictErrorSchema, 'Moins de 48 heures avant le début'),
      422: invalidResponse,
    },
  });
  router.openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const { userId } = c.get('caller');
    await cancelReservation(db, id, { kind: 'organiser', userId }, accounts.clock.now());
    return c.json({ bSucces: true as const }, 200);
  });

  return router;
}
