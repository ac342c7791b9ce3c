import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  changeStaffRole,
  inviteStaff,
  listHallStaff,
  listStaffActions,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import {
  HallKeyParamSchema,
  StaffEmailSchema,
  StaffRoleSchema,
  staffForbidden,
  staffUnauthorized,
} from './staff-schemas.ts';

const StaffMemberSchema = z
  .object({ idPersonnel: z.number().int(), email: z.string(), role: StaffRoleSchema, actif: z.boolean() })
  .openapi('StaffMember');

const MemberParamSchema = HallKeyParamSchema.extend({
  idPersonnel: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name: 'idPersonnel', in: 'path' }, example: 3 }),
});

const AuditLineSchema = z
  .object({
    id: z.number().int(),
    quand: z.string().openapi({ example: '2026-11-28T09:12:00.000Z' }),
    qui: z.string(),
    action: z.string().openapi({ example: 'personnel.ajout' }),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('StaffAuditLine');

/**
 * A hall's staff, for its owners: the list, an invitation (a one-time link to choose a password), a role
 * changed or taken away, and the audit trail of every staff action.
 *
 * @example app.route('/api/gestion', createStaffTeamRoutes(accounts, staffTokens));
 */
export function createStaffTeamRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn } = staffRouteKit(tokens);
  const actorOf = (staff: { staffId: number; email: string }) => ({
    staffId: staff.staffId,
    email: staff.email,
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/personnel',
      operationId: 'staffList',
      summary: 'Le personnel de la salle (propriétaires)',
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: {
        200: json(z.object({ personnel: z.array(StaffMemberSchema) }), 'Le personnel'),
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'team');
      return c.json({ personnel: await listHallStaff(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/personnel',
      operationId: 'staffInvite',
      summary:
        "Donner un rôle dans la salle à une adresse\u00a0; sans mot de passe, un lien d'activation est créé",
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        body: jsonBody(z.object({ email: StaffEmailSchema, role: StaffRoleSchema })),
      },
      responses: {
        200: json(
          z.object({ idPersonnel: z.number().int(), lienActivation: z.string().nullable() }),
          "Le membre, et son lien d'activation tant qu'il n'a pas de mot de passe",
        ),
        401: staffUnauthorized,
        403: staffForbidden,
        409: json(ConflictErrorSchema, 'La salle garderait aucun propriétaire'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'team');
      const { email, role } = c.req.valid('json');
      const invitation = { email, hallId: hall.hallId, role };
      return c.json(
        await inviteStaff(db, invitation, actorOf(staff), accounts.config.siteUrl, clock.now()),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/personnel/{idPersonnel}',
      operationId: 'staffRoleChange',
      summary: "Changer le rôle d'un membre (pas le sien\u00a0; la salle garde un propriétaire)",
      ...signedIn,
      request: { params: MemberParamSchema, body: jsonBody(z.object({ role: StaffRoleSchema })) },
      responses: {
        204: { description: 'Rôle changé' },
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Pas un membre de cette salle'),
        409: json(ConflictErrorSchema, 'Son propre rôle, ou le dernier propriétaire'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idPersonnel } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'team');
      const { role } = c.req.valid('json');
      await changeStaffRole(
        db,
        { hallId: hall.hallId, staffId: idPersonnel, role },
        actorOf(staff),
        clock.now(),
      );
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/personnel/{idPersonnel}',
      operationId: 'staffRemove',
      summary: 'Retirer un membre du personnel de la salle',
      ...signedIn,
      request: { params: MemberParamSchema },
      responses: {
        204: { description: 'Retiré' },
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Pas un membre de cette salle'),
        409: json(ConflictErrorSchema, 'Soi-même, ou le dernier propriétaire'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idPersonnel } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'team');
      await changeStaffRole(
        db,
        { hallId: hall.hallId, staffId: idPersonnel, role: null },
        actorOf(staff),
        clock.now(),
      );
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/journal',
      operationId: 'staffAudit',
      summary: 'Le journal des actions du personnel, du plus récent au plus ancien (propriétaires)',
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        query: z.object({
          avant: z.coerce.number().int().positive().max(MAX_DATABASE_ID).optional(),
          limite: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
      responses: {
        200: json(z.object({ actions: z.array(AuditLineSchema) }), 'Une page du journal'),
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'audit');
      const { avant, limite } = c.req.valid('query');
      return c.json(
        { actions: await listStaffActions(db, hall.hallId, { limit: limite, before: avant }) },
        200,
      );
    },
  );
  return router;
}
