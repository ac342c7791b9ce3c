import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Accounts, AuthEnv, Caller } from '../accounts/index.ts';
import { ensureOwnUser } from '../accounts/index.ts';
import { verifySessionToken } from '../accounts/session-tokens.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import {
  BusinessErrorSchema,
  businessError,
  ConflictErrorSchema,
  DescriptionErrorSchema,
} from '../http/errors.ts';
import { IdempotencyHeaderSchema, idempotency } from '../http/idempotency.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { reservationCalendar } from '../reservations/agenda.ts';
import { changeAnswerFromLink } from '../reservations/answer-link.ts';
import { answerInvitation, removeParticipant, setLinkSharing } from '../reservations/answers.ts';
import { type InvitationMailer, inviteTeammates, pastTeammates } from '../reservations/invitation-mails.ts';
import {
  findReservation,
  readInvitation,
  reservationsOfUser,
  tokenMatches,
} from '../reservations/invitation-view.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  unauthorizedResponse,
} from './account-schemas.ts';
import { UserParamSchema } from './payment-schemas.ts';

export const uuid = (what: string) => z.string().uuid(`L’identifiant ${what} n’est pas valide`);
export const token = z
  .string()
  .regex(/^[0-9a-fA-F]{32}$/, 'Le jeton d’invitation n’est pas valide')
  .openapi({ example: '9f1c2a7d4b3e4f5a8c6d7e8f9a0b1c2d' });
/** A player's, contact's or discount's id in a body: a positive number, at most PostgreSQL's integer. */
const rowId = (message: string) => z.number().int().positive(message).max(MAX_DATABASE_ID, message);

const answer = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'La réponse doit valoir 0 (peut-être), 1 (refus) ou 2 (accepte)',
});

const InvitationSchema = z.record(z.string(), z.unknown()).openapi('Invitation', {
  description:
    'id_reservation, statut, reservation {statut, date, heureDebut, heureFin, dureeCreneau, nbPlaceMax, ' +
    'nbPlaceRestante, paiementRequis, tarifParPersonne}, activite, product, participants, organisateur, ' +
    'ignorerEtapePaiement, jeton_diffusion, moi, famille',
});
/** One answer (spec 1 « Response submit item »): a contact id, its answer, the discounts chosen with an accept. */
const AnswerItemsSchema = z
  .array(
    z.object({
      idUser: rowId('L’identifiant du participant doit être un entier positif'),
      reponse: answer,
      discounts: z
        .array(rowId('Une réduction se désigne par son identifiant, un entier positif'))
        .max(10, 'Dix réductions au plus par réponse')
        .default([]),
    }),
  )
  .min(1, 'Au moins une réponse est attendue')
  .max(50, 'Trop de réponses à la fois');
const AnswerBodySchema = z
  .object({
    uuidReservation: uuid('de la réservation'),
    uuidInvitation: token,
    reponses: AnswerItemsSchema,
  })
  .openapi('InvitationAnswer');
/** The invitation validation (spec 1 section 7: idReservation, jetonInvitation, responseData). */
const ValidationBodySchema = z
  .object({
    idReservation: uuid('de la réservation'),
    jetonInvitation: token,
    responseData: AnswerItemsSchema,
  })
  .openapi('InvitationValidation');
const RemoveBodySchema = z.object({
  nIdInvite: z.number().int().positive().max(MAX_DATABASE_ID),
  sIdReservation: uuid('de la réservation'),
});
const ShareBodySchema = z.object({
  uuidReservation: uuid('de la réservation'),
  diffusionAutorisee: z.boolean(),
});
const ReservationParamSchema = z.object({
  id: uuid('de la réservation').openapi({ param: { name: 'id', in: 'path' } }),
});
const Succes = z.object({ succes: z.literal(true) });
/** The 403 of an answer: a condition of the accept missing, another family's contact, the organiser, link closed. */
const answerForbidden = (first = '') =>
  json(
    z.union([BusinessErrorSchema, DescriptionErrorSchema]),
    `${first}Acceptation refusée tant qu’une condition manque, rien n’est enregistré : conventions de la ` +
      'salle (MULTISALLE-003), téléphone vérifié (MULTISALLE-004, sauf ignorerEtapePaiement), vidéo des ' +
      'consignes de sécurité (MULTISALLE-005), carte enregistrée quand paiementRequis (MULTISALLE-006, sauf ' +
      'ignorerEtapePaiement) ; contact d’une autre famille (CONTACT-007) ; l’organisateur ne peut ' +
      'qu’accepter ; lien fermé',
  );
/** What the answer calls (v2, legacy base, validation) answer. */
const answerResponses = {
  200: json(Succes, 'Réponses enregistrées'),
  401: unauthorizedResponse,
  403: answerForbidden(),
  404: json(BusinessErrorSchema, 'Réservation introuvable'),
  409: json(z.union([BusinessErrorSchema, ConflictErrorSchema]), 'Complet ou réponses fermées'),
  422: invalidResponse,
};

/** The caller of a bearer token if it is a valid v2 session, else anonymous (the invitation page is public). */
async function optionalCaller(
  accounts: Accounts,
  authorization: string | undefined,
): Promise<Caller | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) return undefined;
  return verifySessionToken(accounts.tokens, bearer, 'v2').catch(() => undefined);
}

/**
 * What the invitation mails need of the accounts: the mailer and the site's address for the links, that of
 * the request `c` when the server follows the request's host (no `PUBLIC_SITE_URL`, see `linkOrigin`).
 */
export const mailOf = (accounts: Accounts, c?: Context): InvitationMailer => ({
  mailer: accounts.mailer,
  siteUrl: linkOrigin(accounts.config, c),
});

/**
 * Invitations and reservation lists (spec 1 section 7 « Reservations and invitations »), v2 base:
 * the invitation page's read, the answers (places counted under a lock, RESERVATION-019 past them), the
 * organiser's link token, sharing on/off and participant removal, and the player's reservation list.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createInvitationRoutes({ accounts }));
 * ```
 */
export function createInvitationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Invitations'];
  const security = [{ bearer: [] as string[] }];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe/invitation',
      operationId: 'readInvitation',
      tags,
      summary: 'La réservation d’un lien d’invitation (public ; avec un jeton, la part de l’appelant)',
      request: {
        query: z.object({ reservation: uuid('de la réservation'), invitation: token }),
      },
      responses: {
        200: json(InvitationSchema, 'La réservation et ses participants'),
        404: json(BusinessErrorSchema, 'Aucune réservation pour ce lien (RESERVATION-001)'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { reservation, invitation } = c.req.valid('query');
      const caller = await optionalCaller(accounts, c.req.header('authorization'));
      const found = await readInvitation(
        db,
        { reservationId: reservation, token: invitation, caller },
        accounts.clock.now(),
      );
      if (!found) throw businessError(404, 'RESERVATION-001');
      return c.json(found as unknown as Record<string, unknown>, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/invitation/validation',
      operationId: 'validateInvitation',
      tags,
      summary: 'Valide la réponse à une invitation (idReservation, jetonInvitation, responseData)',
      description:
        'L’appel « invitation validation » de la spec (chemin non précisé par elle) : les mêmes règles que ' +
        'POST invitation/reponse, sous les noms de champs idReservation, jetonInvitation et responseData.',
      middleware: [
        accounts.requireAuth('v2'),
        idempotency({ db, clock: accounts.clock, scope: 'POST /invitation/validation' }),
      ] as const,
      security,
      request: { headers: IdempotencyHeaderSchema, body: jsonBody(ValidationBodySchema) },
      responses: answerResponses,
    }),
    async (c) => {
      const body = c.req.valid('json');
      await answerInvitation(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.idReservation,
          token: body.jetonInvitation,
          answers: body.responseData,
          caller: c.get('caller'),
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/invitation/reponse',
      operationId: 'answerInvitation',
      tags,
      summary: 'Répond à une invitation pour soi et sa famille (places comptées sous verrou)',
      middleware: [
        accounts.requireAuth('v2'),
        idempotency({ db, clock: accounts.clock, scope: 'POST /invitation/reponse' }),
      ] as const,
      security,
      request: { headers: IdempotencyHeaderSchema, body: jsonBody(AnswerBodySchema) },
      responses: answerResponses,
    }),
    async (c) => {
      const body = c.req.valid('json');
      await answerInvitation(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.uuidReservation,
          token: body.uuidInvitation,
          answers: body.reponses,
          caller: c.get('caller'),
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/{userId}/liste_reservations',
      operationId: 'listReservations',
      tags,
      summary: 'Les réservations d’un joueur (organisateur ou invité), à venir et passées',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: UserParamSchema },
      responses: {
        200: json(z.object({ reservations: z.array(InvitationSchema) }), 'Les réservations, par date'),
        401: unauthorizedResponse,
        403: forbiddenResponse,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      ensureOwnUser(c.get('caller'), userId);
      return c.json({ reservations: await reservationsOfUser(db, userId, accounts.clock.now()) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/reservation/suppression',
      operationId: 'removeParticipant',
      tags,
      summary: 'L’organisateur retire un participant (et la famille qu’il avait ajoutée)',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(RemoveBodySchema) },
      responses: {
        200: json(Succes, 'Participant retiré'),
        401: unauthorizedResponse,
        403: json(DescriptionErrorSchema, 'Pas l’organisateur'),
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
      method: 'post',
      path: '/partage_lien_invitation',
      operationId: 'shareInvitationLink',
      tags,
      summary: 'L’organisateur ouvre ou ferme le lien d’invitation aux nouveaux venus',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(ShareBodySchema) },
      responses: {
        200: json(Succes, 'Partage mis à jour'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, 'Pas l’organisateur (RESERVATION-017)'),
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
      summary: 'Le jeton du lien d’invitation d’une réservation (organisateur)',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: ReservationParamSchema },
      responses: {
        200: json(z.object({ jetonInvitation: z.string(), diffusionAutorisee: z.boolean() }), 'Le jeton'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, 'Pas l’organisateur'),
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
      summary: 'Les joueurs qui ont déjà joué avec l’appelant (au plus 50, les plus récents d’abord)',
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
      summary: 'L’organisateur invite d’anciens équipiers : une ligne « attente » et un mail chacun',
      middleware: accounts.requireAuth('v2'),
      security,
      request: {
        body: jsonBody(
          z.object({
            uuidReservation: uuid('de la réservation'),
            idsEquipiers: z
              .array(rowId('L’identifiant de l’équipier doit être un entier positif'))
              .min(1, 'Choisissez au moins un équipier')
              .max(50, 'Trop d’équipiers à la fois'),
          }),
        ),
      },
      responses: {
        200: json(Succes, 'Invitations envoyées'),
        401: unauthorizedResponse,
        403: json(BusinessErrorSchema, 'Pas l’organisateur, ou pas un ancien équipier'),
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

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservation/{id}/agenda.ics',
      operationId: 'reservationCalendar',
      tags,
      summary: '« Ajouter à mon agenda » : la réservation au format iCalendar (jeton du lien d’invitation)',
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
 * The legacy admin base's invitation calls (spec 1 section 7): the invitation read with
 * `sIdReservation` and `sJetonInvitation`, and `reservations/invitation/reponse` with the v2 payload.
 *
 * @example
 * ```ts
 * app.route('/api/admin', createLegacyInvitationRoutes({ accounts }));
 * ```
 */
export function createLegacyInvitationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Invitations'];
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe/invitation',
      operationId: 'readInvitationLegacy',
      tags,
      summary: 'La réservation d’un lien d’invitation (base historique)',
      request: { query: z.object({ sIdReservation: uuid('de la réservation'), sJetonInvitation: token }) },
      responses: {
        200: json(InvitationSchema, 'La réservation et ses participants'),
        404: json(BusinessErrorSchema, 'Aucune réservation pour ce lien (RESERVATION-001)'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { sIdReservation, sJetonInvitation } = c.req.valid('query');
      const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      const caller = bearer
        ? await verifySessionToken(accounts.tokens, bearer, 'admin').catch(() => undefined)
        : undefined;
      const found = await readInvitation(
        db,
        {
          reservationId: sIdReservation,
          token: sJetonInvitation,
          caller,
        },
        accounts.clock.now(),
      );
      if (!found) throw businessError(404, 'RESERVATION-001');
      return c.json(found as unknown as Record<string, unknown>, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservations/invitation/reponse',
      operationId: 'answerInvitationLegacy',
      tags,
      summary: 'Répond à une invitation (base historique, même contenu que la v2)',
      middleware: [
        accounts.requireAuth('admin'),
        idempotency({ db, clock: accounts.clock, scope: 'POST /invitation/reponse' }),
      ] as const,
      security: [{ bearer: [] as string[] }],
      request: { headers: IdempotencyHeaderSchema, body: jsonBody(AnswerBodySchema) },
      responses: answerResponses,
    }),
    async (c) => {
      const body = c.req.valid('json');
      await answerInvitation(
        db,
        mailOf(accounts, c),
        {
          reservationId: body.uuidReservation,
          token: body.uuidInvitation,
          answers: body.reponses,
          caller: c.get('caller'),
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  const positiveId = (what: string) =>
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, `L’identifiant ${what} doit être un entier positif`)
      .transform(Number)
      .refine((id) => id <= MAX_DATABASE_ID, `L’identifiant ${what} doit être un entier positif`);
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservations/invitation/change-reponse',
      operationId: 'changeAnswerLegacy',
      tags,
      summary: 'Change la réponse d’un invité depuis le lien de son mail (paramètres en query, corps vide)',
      request: {
        query: z.object({
          sIdReservation: uuid('de la réservation'),
          nIdGrandPublic: positiveId('du joueur'),
          nIdOrganisateur: positiveId('de l’organisateur'),
          sJetonInvitation: token,
          sReponse: z.enum(['validation', 'refus', 'attente'], {
            error: 'La réponse doit valoir validation, refus ou attente',
          }),
          sMd5ActivationOrganisateur: z
            .string()
            .regex(/^[0-9a-fA-F]{32}$/, 'Le code d’activation de l’organisateur n’est pas valide'),
          nIdInvite: positiveId('de l’invité'),
        }),
      },
      responses: {
        200: json(Succes, 'Réponse changée'),
        403: answerForbidden('Lien de réponse non valide. '),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        409: json(z.union([BusinessErrorSchema, ConflictErrorSchema]), 'Complet ou réponses fermées'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      await changeAnswerFromLink(
        db,
        { mail: mailOf(accounts, c), key: await accounts.tokens.signingKey() },
        c.req.valid('query'),
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reservations/groupe',
      operationId: 'listReservationsLegacy',
      tags,
      summary:
        'Les réservations d’un joueur (base historique, même contenu que user/{id}/liste_reservations)',
      middleware: accounts.requireAuth('admin'),
      security: [{ bearer: [] as string[] }],
      request: { query: z.object({ nIdGrandPublic: positiveId('du joueur') }) },
      responses: {
        200: json(z.object({ reservations: z.array(InvitationSchema) }), 'Les réservations, par date'),
        401: unauthorizedResponse,
        403: forbiddenResponse,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { nIdGrandPublic } = c.req.valid('query');
      ensureOwnUser(c.get('caller'), nIdGrandPublic);
      return c.json(
        { reservations: await reservationsOfUser(db, nIdGrandPublic, accounts.clock.now()) },
        200,
      );
    },
  );
  return router;
}
