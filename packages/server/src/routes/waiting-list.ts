import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { BusinessErrorSchema, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { joinWaitingList, leaveWaitingList } from '../reservations/waiting-list.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import { mailOf, token, uuid } from './reservation-schemas.ts';

const WaitingBodySchema = z.object({
  uuidReservation: uuid('de la réservation'),
  uuidInvitation: token,
});

/**
 * The waiting list of a full reservation (beyond the spec), v2 base: `POST reservation/liste_attente` puts
 * the signed-in player in line (answering their position), `DELETE` takes them off. Both take the
 * invitation link's reservation id and token, like the answers.
 *
 * @example app.route('/api/v2', createWaitingListRoutes({ accounts }));
 */
export function createWaitingListRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Invitations'];
  const security = [{ bearer: [] as string[] }];
  const responses = {
    401: unauthorizedResponse,
    403: json(DescriptionErrorSchema, 'Lien fermé'),
    404: json(BusinessErrorSchema, 'Réservation introuvable'),
    409: json(ConflictErrorSchema, 'Une place est libre, déjà joueur, réponses closes, pas sur la liste'),
    422: invalidResponse,
  };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservation/liste_attente',
      operationId: 'joinWaitingList',
      tags,
      summary: "Me prévenir si une place se libère\u00a0: le joueur se met sur la liste d'attente",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(WaitingBodySchema) },
      responses: {
        200: json(z.object({ position: z.number().int().positive() }), 'Sa place dans la file'),
        ...responses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const joined = await joinWaitingList(
        db,
        {
          reservationId: body.uuidReservation,
          token: body.uuidInvitation,
          caller: c.get('caller'),
        },
        accounts.clock.now(),
      );
      return c.json(joined, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/reservation/liste_attente',
      operationId: 'leaveWaitingList',
      tags,
      summary: "Le joueur quitte la liste d'attente\u00a0; une place qu'il tenait passe au suivant",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(WaitingBodySchema) },
      responses: { 200: json(z.object({ succes: z.literal(true) }), 'Retiré de la file'), ...responses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await leaveWaitingList(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.uuidReservation,
          token: body.uuidInvitation,
          caller: c.get('caller'),
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );
  return router;
}
