import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { hallRefunds, retryRefund } from '../payments/refunds/index.ts';
import { requireStaff, type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { invalidResponse, json } from './account-schemas.ts';
import {
  HallKeyParamSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';

const refundStates = ['en-cours', 'effectue', 'echec'] as const;

const HallRefundSchema = z
  .object({
    id: z.string(),
    statut: z.enum(refundStates),
    montantCentimes: z.number().int(),
    joueur: z.string(),
    idReservation: z.string(),
    terrain: z.string(),
    debut: z.string(),
    demandeLe: z.string(),
    faitLe: z.string().nullable(),
    tentatives: z.number().int(),
    erreur: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .openapi('HallRefund');

/**
 * The hall's refunds (`gestionnaire`, `proprietaire`): `GET /api/gestion/salles/{cle}/remboursements[?statut=]`
 * lists them, newest first; `POST .../remboursements/{id}/relance` asks a failed one again (audited).
 *
 * @example app.route('/api/gestion', createStaffRefundRoutes(accounts, staffTokens));
 */
export function createStaffRefundRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/remboursements',
      operationId: 'staffRefunds',
      tags: staffTags,
      summary: "Les remboursements des séances de la salle, les plus récents d'abord (200 au plus)",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema,
        query: z.object({
          statut: z
            .enum(refundStates, { message: 'statut vaut en-cours, effectue ou echec.' })
            .optional()
            .openapi({ param: { name: 'statut', in: 'query' }, example: 'echec' }),
        }),
      },
      responses: {
        200: json(z.object({ remboursements: z.array(HallRefundSchema) }), 'Les remboursements'),
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'manage');
      return c.json({ remboursements: await hallRefunds(db, hall.hallId, c.req.valid('query').statut) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/remboursements/{id}/relance',
      operationId: 'staffRetryRefund',
      tags: staffTags,
      summary: "Relance d'un remboursement en échec (le prestataire l'a refusé, ou est resté injoignable)",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema.extend({
          id: z
            .uuid({ message: "Ce remboursement n'existe pas dans cette salle." })
            .openapi({ param: { name: 'id', in: 'path' } }),
        }),
      },
      responses: {
        200: json(HallRefundSchema, 'Le remboursement, de nouveau en cours'),
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Pas un remboursement de cette salle'),
        409: json(ConflictErrorSchema, "Le remboursement n'est pas en échec"),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, id } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'manage');
      return c.json(await retryRefund(db, hall.hallId, id, staff, clock), 200);
    },
  );
  return router;
}
