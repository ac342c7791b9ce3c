import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  cancelDeskBooking,
  cancelForHall,
  requireStaff,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import {
  HallKeyParamSchema,
  MotifSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';

/**
 * `POST /api/gestion/salles/{cle}/guichet/{idGuichet}/annulation {motif}`: the hall cancels a booking its desk
 * took (`gestionnaire`, `proprietaire`), any time. The day lists a desk booking of a customer who is no
 * player without a reservation: this is how it is cancelled. One made for a player is cancelled as that
 * player's reservation is (`/reservations/{id}/annulation`: its players told). Recorded in the audit trail.
 *
 * @example app.route('/api/gestion', createStaffDeskCancellationRoutes(accounts, staffTokens));
 */
export function createStaffDeskCancellationRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/guichet/{idGuichet}/annulation',
      operationId: 'staffCancelDeskBooking',
      tags: staffTags,
      summary: "Annulation d'une réservation prise au guichet, avec un motif",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema.extend({
          idGuichet: z.coerce
            .number()
            .int()
            .positive()
            .max(MAX_DATABASE_ID)
            .openapi({ param: { name: 'idGuichet', in: 'path' }, example: 12 }),
        }),
        body: jsonBody(z.object({ motif: MotifSchema })),
      },
      responses: {
        200: json(z.object({ annulee: z.boolean() }), "`annulee: false` quand elle l'était déjà"),
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Pas une réservation du guichet de cette salle'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idGuichet } = c.req.valid('param');
      const { motif } = c.req.valid('json');
      const hall = await staffHall(db, staff, cle, 'manage');
      const now = clock.now();
      const outcome = await cancelDeskBooking(
        db,
        hall,
        { deskBookingId: idGuichet, reason: motif },
        staff,
        now,
      );
      if ('isCancelled' in outcome) return c.json({ annulee: outcome.isCancelled }, 200);
      const isCancelled = await cancelForHall(db, hall.hallId, staff, outcome.reservationId, motif, now);
      return c.json({ annulee: isCancelled }, 200);
    },
  );
  return router;
}
