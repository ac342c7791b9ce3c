import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  enterByHand,
  requireStaff,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import { uuid } from './reservation-schemas.ts';
import {
  HallKeyParamSchema,
  MotifSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';

/**
 * `POST /api/gestion/salles/{cle}/entrees {idReservation, idParticipant, motif}`: the desk lets a participant
 * in by hand (phone dead, no QR code), recorded as a manual entry with who did it. Every role of the hall may.
 *
 * @example app.route('/api/gestion', createStaffEntryRoutes(accounts, staffTokens));
 */
export function createStaffEntryRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/entrees',
      operationId: 'staffManualEntry',
      tags: staffTags,
      summary: 'Faire entrer un participant à la main, avec un motif (entrée manuelle)',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema,
        body: jsonBody(
          z.object({
            idReservation: uuid('de la réservation'),
            idParticipant: z.number().int().positive().max(MAX_DATABASE_ID),
            motif: MotifSchema,
          }),
        ),
      },
      responses: {
        201: json(z.object({ arrive: z.string() }), 'Entrée enregistrée'),
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, "Pas un participant d'une séance de cette salle"),
        409: json(ConflictErrorSchema, 'Déjà entré, séance annulée ou terminée'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(accounts.db, staff, c.req.valid('param').cle, 'desk');
      const { idReservation, idParticipant, motif } = c.req.valid('json');
      const entry = { reservationId: idReservation, participantId: idParticipant, reason: motif };
      return c.json(await enterByHand(accounts.db, hall, entry, staff, accounts.clock.now()), 201);
    },
  );
  return router;
}
