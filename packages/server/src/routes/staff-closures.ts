import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  ClosureOverBookings,
  closeCourts,
  MAX_CLOSURE_DAYS,
  MAX_CLOSURE_WEEKS,
  reopenCourts,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import {
  HallKeyParamSchema,
  instant,
  MotifSchema,
  staffForbidden,
  staffUnauthorized,
} from './staff-schemas.ts';

const ClosureSchema = z
  .object({
    id: z.number().int(),
    idZone: z.number().int().nullable(),
    debut: z.string(),
    fin: z.string(),
    motif: z.string(),
    serie: z.string().nullable(),
  })
  .openapi('Closure');

const ClosureParamSchema = HallKeyParamSchema.extend({
  idFermeture: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name: 'idFermeture', in: 'path' }, example: 12 }),
});

/**
 * A hall's closures (`gestionnaire` and `proprietaire`): `POST .../fermetures` closes a court (`idZone`) or
 * the whole floor (`idZone: null`) over a range, once or every week until a date; `DELETE
 * .../fermetures/{idFermeture}` reopens one. The closed slots are taken for every player at once.
 *
 * @example app.route('/api/gestion', createStaffClosureRoutes(accounts, staffTokens));
 */
export function createStaffClosureRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/fermetures',
      operationId: 'staffCloseCourts',
      summary: 'Fermer un terrain (ou toute la salle) aux joueurs\u00a0: maintenance, tournoi, scolaires',
      description: `Au plus ${MAX_CLOSURE_DAYS} jours\u00a0; chaque semaine jusqu'à \`chaqueSemaineJusquAu\` (au plus ${MAX_CLOSURE_WEEKS} semaines). Refusée (409, \`idReservations\`) si des réservations ont lieu sur ce terrain ou un terrain qui partage son sol, sauf avec \`annulerReservations: true\`\u00a0: elles sont annulées dans la même action, leurs joueurs prévenus avec le motif.`,
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        body: jsonBody(
          z.object({
            idZone: z.number().int().positive().max(MAX_DATABASE_ID).nullable(),
            debut: instant('Le début'),
            fin: instant('La fin'),
            motif: MotifSchema,
            chaqueSemaineJusquAu: instant('La dernière semaine').optional(),
            annulerReservations: z
              .boolean({ error: 'annulerReservations vaut true ou false.' })
              .optional()
              .openapi({
                description: 'Annuler dans la même action les réservations qui gênent (joueurs prévenus).',
              }),
          }),
        ),
      },
      responses: {
        201: json(
          z.object({ fermetures: z.array(ClosureSchema) }),
          'Les fermetures créées (une par semaine)',
        ),
        401: staffUnauthorized,
        403: staffForbidden,
        409: json(
          z.object({ szErreur: z.string(), idReservations: z.array(z.string().uuid()) }),
          'Des réservations ont lieu pendant la fermeture',
        ),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'manage');
      const body = c.req.valid('json');
      const request = {
        zoneId: body.idZone,
        startsAt: body.debut,
        endsAt: body.fin,
        reason: body.motif,
        weeklyUntil: body.chaqueSemaineJusquAu,
        cancelReservations: body.annulerReservations,
      };
      try {
        return c.json(await closeCourts(db, hall, request, staff, clock.now()), 201);
      } catch (error) {
        if (!(error instanceof ClosureOverBookings)) throw error;
        return c.json({ szErreur: error.message, idReservations: error.reservationIds }, 409);
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/fermetures/{idFermeture}',
      operationId: 'staffReopenCourts',
      summary: "Rouvrir une fermeture (une semaine d'une fermeture hebdomadaire)",
      ...signedIn,
      request: { params: ClosureParamSchema },
      responses: {
        204: { description: 'Rouverte' },
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Pas une fermeture de cette salle'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idFermeture } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'manage');
      await reopenCourts(db, hall, idFermeture, staff, clock.now());
      return c.body(null, 204);
    },
  );
  return router;
}
