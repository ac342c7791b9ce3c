import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { cancelReservation, hallKeyOfReservation } from '../reservations/cancel-reservation.ts';
import {
  recordStaffAction,
  requireStaff,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import { uuid } from './reservation-schemas.ts';
import { staffForbidden, staffSecurity, staffTags, staffUnauthorized } from './staff-schemas.ts';

/**
 * `POST /api/gestion/reservations/{idReservation}/annulation {motif}`: the hall cancels any of its
 * reservations, at any time (`gestionnaire`, `proprietaire`). Every accepted participant is told with the
 * motif, the slot is free again, nothing is debited afterwards. Recorded in the audit trail.
 *
 * @example app.route('/api/gestion', createStaffReservationRoutes(accounts, staffTokens));
 */
export function createStaffReservationRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservations/{idReservation}/annulation',
      operationId: 'staffCancelReservation',
      tags: staffTags,
      summary: 'Annulation d’une réservation par la salle, à tout moment, avec un motif',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: z.object({
          idReservation: uuid('de la réservation').openapi({ param: { name: 'idReservation', in: 'path' } }),
        }),
        body: jsonBody(
          z.object({
            motif: z
              .string({ error: 'Le motif est obligatoire.' })
              .trim()
              .min(1, 'Le motif est obligatoire.')
              .max(200, 'Le motif ne doit pas dépasser 200 caractères.'),
          }),
        ),
      },
      responses: {
        200: json(z.object({ annulee: z.boolean() }), '`annulee: false` quand elle l’était déjà'),
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Réservation introuvable'),
        409: json(ConflictErrorSchema, 'Partie déjà réglée'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { idReservation } = c.req.valid('param');
      const { motif } = c.req.valid('json');
      const hall = await staffHall(db, staff, await hallKeyOfReservation(db, idReservation), 'manage');
      const now = clock.now();
      const { isCancelled } = await cancelReservation(
        db,
        idReservation,
        { kind: 'hall', hallId: hall.hallId, reason: motif },
        now,
        (tx) =>
          recordStaffAction(tx, hall.hallId, staff, 'reservation.annulation', { idReservation, motif }, now),
      );
      return c.json({ annulee: isCancelled }, 200);
    },
  );
  return router;
}
