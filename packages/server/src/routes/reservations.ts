import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv, Caller } from '../accounts/index.ts';
import { ensureOwnUser } from '../accounts/index.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import {
  BusinessErrorSchema,
  businessError,
  ConflictErrorSchema,
  DescriptionErrorSchema,
} from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { reservationCalendar } from '../reservations/agenda.ts';
import { removeParticipant } from '../reservations/answers.ts';
import { findReservation, reservationsOfUser, tokenMatches } from '../reservations/invitation-view.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  unauthorizedResponse,
} from './account-schemas.ts';
import { UserParamSchema } from './payment-schemas.ts';
import {
  InvitationSchema,
  mailOf,
  positiveId,
  ReservationParamSchema,
  SuccesSchema,
  token,
  uuid,
} from './reservation-schemas.ts';

// The reservation calls are documented with the invitations (spec 1 section 7 « Reservations and
// invitations » lists them together).
const tags = ['Invitations'];
const security = [{ bearer: [] as string[] }];

const RemoveBodySchema = z.object({
  nIdInvite: z.number().int().positive().max(MAX_DATABASE_ID),
  sIdReservation: uuid('de la réservation'),
});

/** The answers of the reservation list, on both bases. */
const listResponses = {
  200: json(z.object({ reservations: z.array(InvitationSchema) }), 'Les réservations, par date'),
  401: unauthorizedResponse,
  403: forbiddenResponse,
  422: invalidResponse,
};

/** The reservations of `userId`, coming and past, by date; a 403 for anyone but that player. */
async function listOf(accounts: Accounts, caller: Caller, userId: number) {
  ensureOwnUser(caller, userId);
  return { reservations: await reservationsOfUser(accounts.db, userId, accounts.clock.now()) };
}

/**
 * A player's reservations (spec 1 section 7 « Reservations and invitations »), v2 base: the player's list
 * (organiser or guest), the organiser's removal of a participant, and the reservation as an iCalendar file
 * (« Ajouter à mon agenda », behind the invitation link's token).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createReservationRoutes({ accounts }));
 * ```
 */
export function createReservationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/{userId}/liste_reservations',
      operationId: 'listReservations',
      tags,
      summary: "Les réservations d'un joueur (organisateur ou invité), à venir et passées",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: UserParamSchema },
      responses: listResponses,
    }),
    async (c) => c.json(await listOf(accounts, c.get('caller'), c.req.valid('param').userId), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/reservation/suppression',
      operationId: 'removeParticipant',
      tags,
      summary: "L'organisateur retire un participant (et la famille qu'il avait ajoutée)",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(RemoveBodySchema) },
      responses: {
        200: json(SuccesSchema, 'Participant retiré'),
        401: unauthorizedResponse,
        403: json(DescriptionErrorSchema, "Pas l'organisateur"),
        404: json(BusinessErrorSchema, 'Réservation ou participant introuvable'),
        409: json(ConflictErrorSchema, 'Réponses fermées'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await removeParticipant(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.sIdReservation,
          participantContactId: body.nIdInvite,
          callerUserId: c.get('caller').userId,
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservation/{id}/agenda.ics',
      operationId: 'reservationCalendar',
      tags,
      summary:
        "« Ajouter à mon agenda »\u00a0: la réservation au format iCalendar (jeton du lien d'invitation)",
      request: { params: ReservationParamSchema, query: z.object({ invitation: token }) },
      responses: {
        200: { description: 'Le fichier .ics', content: { 'text/calendar': { schema: z.string() } } },
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { invitation } = c.req.valid('query');
      const found = await findReservation(db, id);
      if (!found || !tokenMatches(found.reservation, invitation)) throw businessError(404, 'RESERVATION-001');
      const text = (await reservationCalendar(db, id, linkOrigin(accounts.config, c))) ?? '';
      return c.body(text, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="reservation-${id}.ics"`,
      });
    },
  );

  return router;
}

/**
 * The legacy admin base's reservation list (spec 1 section 7): `reservations/groupe?nIdGrandPublic`, the
 * same content as the v2 `user/{id}/liste_reservations`.
 *
 * @example
 * ```ts
 * app.route('/api/admin', createLegacyReservationRoutes({ accounts }));
 * ```
 */
export function createLegacyReservationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe',
      operationId: 'listReservationsLegacy',
      tags,
      summary:
        "Les réservations d'un joueur (base historique, même contenu que user/{id}/liste_reservations)",
      middleware: accounts.requireAuth('admin'),
      security,
      request: { query: z.object({ nIdGrandPublic: positiveId('du joueur') }) },
      responses: listResponses,
    }),
    async (c) => c.json(await listOf(accounts, c.get('caller'), c.req.valid('query').nIdGrandPublic), 200),
  );
  return router;
}
