import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  type Accounts,
  type ApiBase,
  type AuthEnv,
  type Caller,
  sessionExpiredError,
} from '../accounts/index.ts';
import { verifySessionToken } from '../accounts/session-tokens.ts';
import { BusinessErrorSchema, businessError, ConflictErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { setLinkSharing } from '../reservations/answers.ts';
import { inviteTeammates, pastTeammates } from '../reservations/invitation-mails.ts';
import { findReservation, readInvitation } from '../reservations/invitation-view.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import {
  InvitationSchema,
  mailOf,
  ReservationParamSchema,
  rowId,
  SuccesSchema,
  token,
  uuid,
} from './reservation-schemas.ts';

const tags = ['Invitations'];
const security = [{ bearer: [] as string[] }];

const ShareBodySchema = z.object({
  uuidReservation: uuid('de la réservation'),
  diffusionAutorisee: z.boolean(),
});
/** The answers of the invitation link's read, on both bases. */
const readResponses = {
  200: json(InvitationSchema, 'La réservation et ses participants'),
  401: unauthorizedResponse,
  404: json(BusinessErrorSchema, 'Aucune réservation pour ce lien (RESERVATION-001)'),
  422: invalidResponse,
};

/**
 * Without a bearer token, anonymous (the page is public); with one, its caller if it is a valid session of
 * `base`, else 401: a token expired or revoked is the session's end, not a visitor (whose answers would ask
 * the app for a sign-in it already made).
 */
async function optionalCaller(
  accounts: Accounts,
  base: ApiBase,
  authorization: string | undefined,
): Promise<Caller | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) return undefined;
  const caller = await verifySessionToken(accounts.tokens, bearer, base).catch(() => null);
  if (!caller) throw sessionExpiredError();
  return caller;
}

/** The reservation of an invitation link, with the caller's part when a session of `base` is given. */
async function readLink(
  accounts: Accounts,
  base: ApiBase,
  link: { reservationId: string; token: string; authorization: string | undefined },
) {
  const caller = await optionalCaller(accounts, base, link.authorization);
  const found = await readInvitation(
    accounts.db,
    { reservationId: link.reservationId, token: link.token, caller },
    accounts.clock.now(),
  );
  if (!found) throw businessError(404, 'RESERVATION-001');
  return found as unknown as Record<string, unknown>;
}

/**
 * The invitations (spec 1 section 7 « Reservations and invitations »), v2 base: the invitation page's
 * read (public; with a token, the caller's part), the organiser's link token, sharing on/off, and the
 * invitation of past teammates by mail. The answers are in `invitation-answers.ts`.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createInvitationRoutes({ accounts }));
 * ```
 */
export function createInvitationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe/invitation',
      operationId: 'readInvitation',
      tags,
      summary: "La réservation d'un lien d'invitation (public\u00a0; avec un jeton, la part de l'appelant)",
      request: {
        query: z.object({ reservation: uuid('de la réservation'), invitation: token }),
      },
      responses: readResponses,
    }),
    async (c) => {
      const { reservation, invitation } = c.req.valid('query');
      const link = {
        reservationId: reservation,
        token: invitation,
        authorization: c.req.header('authorization'),
      };
      return c.json(await readLink(accounts, 'v2', link), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/partage_lien_invitation',
      operationId: 'shareInvitationLink',
      tags,
      summary: "L'organisateur ouvre ou ferme le lien d'invitation aux nouveaux venus",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(ShareBodySchema) },
      responses: {
        200: json(SuccesSchema, 'Partage mis à jour'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, "Pas l'organisateur (RESERVATION-017)"),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await setLinkSharing(db, {
        reservationId: body.uuidReservation,
        allowed: body.diffusionAutorisee,
        callerUserId: c.get('caller').userId,
      });
      return c.json({ succes: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/jeton_invitation/{id}',
      operationId: 'invitationToken',
      tags,
      summary: "Le jeton du lien d'invitation d'une réservation (organisateur)",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: ReservationParamSchema },
      responses: {
        200: json(z.object({ jetonInvitation: z.string(), diffusionAutorisee: z.boolean() }), 'Le jeton'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, "Pas l'organisateur"),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await findReservation(db, id);
      if (!found) throw businessError(404, 'RESERVATION-001');
      if (found.reservation.organiserUserId !== c.get('caller').userId)
        throw businessError(403, 'RESERVATION-017');
      return c.json(
        {
          jetonInvitation: found.reservation.invitationToken,
          diffusionAutorisee: found.reservation.isLinkSharingAllowed,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/anciens_equipiers',
      operationId: 'pastTeammates',
      tags,
      summary: "Les joueurs qui ont déjà joué avec l'appelant (au plus 50, les plus récents d'abord)",
      middleware: accounts.requireAuth('v2'),
      security,
      responses: {
        200: json(
          z.object({
            anciensEquipiers: z.array(
              z.object({ idUser: z.number(), idContact: z.number(), pseudo: z.string() }),
            ),
          }),
          'Les anciens équipiers',
        ),
        401: unauthorizedResponse,
      },
    }),
    async (c) => c.json({ anciensEquipiers: await pastTeammates(db, c.get('caller').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/invitation/ancien_equipier',
      operationId: 'inviteTeammates',
      tags,
      summary: "L'organisateur invite d'anciens équipiers\u00a0: une ligne « attente » et un mail chacun",
      middleware: accounts.requireAuth('v2'),
      security,
      request: {
        body: jsonBody(
          z.object({
            uuidReservation: uuid('de la réservation'),
            idsEquipiers: z
              .array(rowId("L'identifiant de l'équipier doit être un entier positif"))
              .min(1, 'Choisissez au moins un équipier')
              .max(50, "Trop d'équipiers à la fois"),
          }),
        ),
      },
      responses: {
        200: json(SuccesSchema, 'Invitations envoyées'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, "Pas l'organisateur, ou pas un ancien équipier"),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        409: json(ConflictErrorSchema, 'Réponses fermées'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await inviteTeammates(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.uuidReservation,
          organiserUserId: c.get('caller').userId,
          userIds: body.idsEquipiers,
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  return router;
}

/**
 * The legacy admin base's invitation read (spec 1 section 7): `sIdReservation` and `sJetonInvitation`
 * in the query, the same content as the v2 read. The answers are in `invitation-answers.ts`.
 *
 * @example
 * ```ts
 * app.route('/api/admin', createLegacyInvitationRoutes({ accounts }));
 * ```
 */
export function createLegacyInvitationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe/invitation',
      operationId: 'readInvitationLegacy',
      tags,
      summary: "La réservation d'un lien d'invitation (base historique)",
      request: { query: z.object({ sIdReservation: uuid('de la réservation'), sJetonInvitation: token }) },
      responses: readResponses,
    }),
    async (c) => {
      const { sIdReservation, sJetonInvitation } = c.req.valid('query');
      const link = {
        reservationId: sIdReservation,
        token: sJetonInvitation,
        authorization: c.req.header('authorization'),
      };
      return c.json(await readLink(accounts, 'admin', link), 200);
    },
  );
  return router;
}
