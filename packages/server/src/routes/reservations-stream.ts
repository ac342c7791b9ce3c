import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { ensureOwnUser } from '../accounts/index.ts';
import { hallEventBus } from '../hall-stream/registry.ts';
import { createRouter } from '../http/validation.ts';
import { SLOT_HEARTBEAT_MS, SLOT_RETRY_MS } from '../live/index.ts';
import { followedReservations, streamReservationChanges } from '../reservations/reservation-stream.ts';
import { forbiddenResponse, invalidResponse, unauthorizedResponse } from './account-schemas.ts';
import { UserParamSchema } from './payment-schemas.ts';

/**
 * `GET v2 user/{userId}/reservations/flux`: the player's coming reservations, live (server-sent events),
 * so MES RÉSERVATIONS shows a friend who just accepted without a reload.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createReservationStreamRoutes({ accounts }));
 * ```
 */
export function createReservationStreamRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/{userId}/reservations/flux',
      operationId: 'streamReservationChanges',
      tags: ['Invitations'],
      summary: "Flux des changements des réservations à venir d'un joueur (server-sent events)",
      description:
        'Un flux `text/event-stream` qui envoie `event: reservation` avec `data: {"idReservation": "<uuid>"}` ' +
        "quand un participant répond à une invitation d'une réservation à venir du joueur (organisateur ou " +
        "invité), quel que soit le processus serveur qui l'a reçue\u00a0; `data: {}` quand des changements ont pu " +
        `être perdus. Un commentaire toutes les ${SLOT_HEARTBEAT_MS / 1000} s garde la connexion ouverte\u00a0; ` +
        `\`retry: ${SLOT_RETRY_MS}\` dit quand se reconnecter. À chaque événement, le client relit ` +
        '`user/{userId}/liste_reservations`.',
      middleware: accounts.requireAuth('v2'),
      security: [{ bearer: [] as string[] }],
      request: { params: UserParamSchema },
      responses: {
        200: {
          description: 'Le flux (ne se termine pas de lui-même)',
          content: {
            'text/event-stream': {
              schema: z.string().openapi({
                example: `retry: ${SLOT_RETRY_MS}\n\nevent: reservation\ndata: {"idReservation":"00000000-0000-4000-8000-000000000001"}\n\n`,
              }),
            },
          },
        },
        401: unauthorizedResponse,
        403: forbiddenResponse,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      ensureOwnUser(c.get('caller'), userId);
      const followed = await followedReservations(db, userId, accounts.clock.now());
      // The typed responses describe the stream for OpenAPI; the handler answers the stream itself.
      return streamReservationChanges(c, hallEventBus(db), followed) as never;
    },
  );
  return router;
}
