import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { hallKeyOfReservation } from '../reservations/cancel-reservation.ts';
import {
  bookAtDesk,
  cancelForHall,
  requireStaff,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
} from '../staff/index.ts';
import { EmailSchema, invalidResponse, json, jsonBody, MobileSchema } from './account-schemas.ts';
import { uuid } from './reservation-schemas.ts';
import {
  HallKeyParamSchema,
  instant,
  MotifSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';

const DeskBookingSchema = z.object({
  idZone: z.number().int().positive().max(MAX_DATABASE_ID),
  idSport: z.number().int().positive().max(MAX_DATABASE_ID),
  debut: instant('Le début'),
  fin: instant('La fin'),
  client: z.object({
    nom: z
      .string({ error: 'Le nom du client est obligatoire.' })
      .trim()
      .min(1, 'Le nom du client est obligatoire.')
      .max(100, 'Le nom du client ne doit pas dépasser 100 caractères.'),
    portable: MobileSchema,
    email: EmailSchema.optional(),
  }),
  paiement: z.literal('sur-place', { error: 'Le paiement au guichet se fait sur place (« sur-place »).' }),
});

/**
 * `POST /api/gestion/salles/{cle}/reservations`: a booking taken at the desk or on the phone, paid on site
 * (every role of the hall); `POST /api/gestion/reservations/{idReservation}/annulation {motif}`: the hall cancels any of its
 * reservations, at any time (`gestionnaire`, `proprietaire`). Every accepted participant is told with the
 * motif, the slot is free again, nothing is debited afterwards, and a game already settled has every debited
 * share refunded. Recorded in the audit trail, each refund with it.
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
      path: '/salles/{cle}/reservations',
      operationId: 'staffDeskBooking',
      tags: staffTags,
      summary: 'Réservation au guichet ou par téléphone, payée sur place, pour un client nommé',
      description:
        "Un client trouvé parmi les joueurs (email ou portable) reçoit une réservation à son nom, avec ses codes d'entrée.",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: { params: HallKeyParamSchema, body: jsonBody(DeskBookingSchema) },
      responses: {
        201: json(
          z.object({
            idGuichet: z.number().int(),
            idReservation: z.string().uuid().nullable(),
            debut: z.string(),
            fin: z.string(),
            prix: z.number().int().openapi({ description: 'En centimes, payé sur place.' }),
          }),
          'Le créneau est pris',
        ),
        401: staffUnauthorized,
        403: staffForbidden,
        409: json(ConflictErrorSchema, 'Créneau déjà pris (CRENEAU-006)'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'desk');
      const body = c.req.valid('json');
      const request = {
        zoneId: body.idZone,
        sportId: body.idSport,
        startsAt: body.debut,
        endsAt: body.fin,
        customer: { name: body.client.nom, phone: body.client.portable, email: body.client.email },
      };
      return c.json(await bookAtDesk(db, hall, request, staff, clock.now()), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservations/{idReservation}/annulation',
      operationId: 'staffCancelReservation',
      tags: staffTags,
      summary: "Annulation d'une réservation par la salle, à tout moment, avec un motif",
      description:
        'Une partie déjà réglée est annulée aussi\u00a0: chaque part débitée est remboursée au joueur (un ' +
        'remboursement en attente par part, effectué ensuite auprès du fournisseur de paiement), et ' +
        'aucune part pas encore débitée ne le sera.',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: z.object({
          idReservation: uuid('de la réservation').openapi({ param: { name: 'idReservation', in: 'path' } }),
        }),
        body: jsonBody(
          z.object({
            motif: MotifSchema,
          }),
        ),
      },
      responses: {
        200: json(z.object({ annulee: z.boolean() }), "`annulee: false` quand elle l'était déjà"),
        401: staffUnauthorized,
        403: staffForbidden,
        404: json(DescriptionErrorSchema, 'Réservation introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { idReservation } = c.req.valid('param');
      const { motif } = c.req.valid('json');
      const hall = await staffHall(db, staff, await hallKeyOfReservation(db, idReservation), 'manage');
      const isCancelled = await cancelForHall(db, hall.hallId, staff, idReservation, motif, clock.now());
      return c.json({ annulee: isCancelled }, 200);
    },
  );
  return router;
}
