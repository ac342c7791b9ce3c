import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { ensureOwnUser } from '../accounts/index.ts';
import { BusinessErrorSchema, ConflictErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { generateParticipantPin } from '../reservations/participant-pin.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  UserIdFieldSchema,
  unauthorizedResponse,
} from './account-schemas.ts';
import { uuid } from './reservation-schemas.ts';

/**
 * `POST v2 participant/generate-pin` (spec 1 section 7): a player's door code for one reservation they
 * accepted, `{ userId, uuidReservation }` → `{ code_pin }`.
 *
 * @example app.route('/api/v2', createParticipantPinRoutes({ accounts }));
 */
export function createParticipantPinRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/participant/generate-pin',
      operationId: 'generateParticipantPin',
      tags: ['Invitations'],
      summary: "Nouveau code PIN (6 chiffres) du joueur pour entrer à une séance qu'il a acceptée",
      middleware: accounts.requireAuth('v2'),
      security: [{ bearer: [] as string[] }],
      request: {
        body: jsonBody(
          z.object({
            userId: UserIdFieldSchema,
            uuidReservation: uuid('de la réservation'),
          }),
        ),
      },
      responses: {
        200: json(z.object({ code_pin: z.string().regex(/^\d{6}$/) }), 'Le code'),
        401: unauthorizedResponse,
        403: forbiddenResponse,
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        409: json(ConflictErrorSchema, 'Pas accepté, ou réservation terminée'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const caller = c.get('caller');
      ensureOwnUser(caller, body.userId);
      const pin = await generateParticipantPin(
        accounts.db,
        {
          reservationId: body.uuidReservation,
          userId: caller.userId,
        },
        accounts.clock.now(),
      );
      return c.json(pin, 200);
    },
  );
  return router;
}
