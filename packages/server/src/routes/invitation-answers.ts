import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Accounts, AuthEnv, Caller } from '../accounts/index.ts';
import { BusinessErrorSchema, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { IdempotencyHeaderSchema, idempotency } from '../http/idempotency.ts';
import { createRouter } from '../http/validation.ts';
import { changeAnswerFromLink } from '../reservations/answer-link.ts';
import { answerInvitation } from '../reservations/answers.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import { mailOf, positiveId, rowId, SuccesSchema, token, uuid } from './reservation-schemas.ts';

const tags = ['Invitations'];
const security = [{ bearer: [] as string[] }];

const answer = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'La réponse doit valoir 0 (peut-être), 1 (refus) ou 2 (accepte)',
});
/** One answer (spec 1 « Response submit item »): a contact id, its answer, the discounts chosen with an accept. */
const AnswerItemsSchema = z
  .array(
    z.object({
      idUser: rowId("L'identifiant du participant doit être un entier positif"),
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
const ChangeAnswerQuerySchema = z.object({
  sIdReservation: uuid('de la réservation'),
  nIdGrandPublic: positiveId('du joueur'),
  nIdOrganisateur: positiveId("de l'organisateur"),
  sJetonInvitation: token,
  sReponse: z.enum(['validation', 'refus', 'attente'], {
    error: 'La réponse doit valoir validation, refus ou attente',
  }),
  sMd5ActivationOrganisateur: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, "Le code d'activation de l'organisateur n'est pas valide"),
  nIdInvite: positiveId("de l'invité"),
});

/** The 403 of an answer: a condition of the accept missing, another family's contact, the organiser, link closed. */
const answerForbidden = (first = '') =>
  json(
    z.union([BusinessErrorSchema, DescriptionErrorSchema]),
    `${first}Acceptation refusée tant qu'une condition manque, rien n'est enregistré\u00a0: conventions de la ` +
      'salle (MULTISALLE-003), téléphone vérifié (MULTISALLE-004, sauf ignorerEtapePaiement), vidéo des ' +
      'consignes de sécurité (MULTISALLE-005), carte enregistrée quand paiementRequis (MULTISALLE-006, sauf ' +
      "ignorerEtapePaiement)\u00a0; contact d'une autre famille (CONTACT-007)\u00a0; l'organisateur ne peut " +
      "qu'accepter\u00a0; lien fermé",
  );
const fullOrClosed = json(z.union([BusinessErrorSchema, ConflictErrorSchema]), 'Complet ou réponses fermées');
/** What the answer calls (v2, legacy base, validation) answer. */
const answerResponses = {
  200: json(SuccesSchema, 'Réponses enregistrées'),
  401: unauthorizedResponse,
  403: answerForbidden(),
  404: json(BusinessErrorSchema, 'Réservation introuvable'),
  409: fullOrClosed,
  422: invalidResponse,
};

/** The answers of an invitation link, whatever names the call gives its fields. */
interface LinkAnswers {
  reservationId: string;
  token: string;
  answers: z.infer<typeof AnswerItemsSchema>;
}

/**
 * The invitation answers (spec 1 section 4 « Participant response », section 7): the player answers for
 * themselves and their family, places counted under a lock (RESERVATION-019 past them), v2 base under
 * two payloads (`invitation/reponse`, `invitation/validation`).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createInvitationAnswerRoutes({ accounts }));
 * ```
 */
export function createInvitationAnswerRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

  router.openapi(
    createRoute({
      method: 'post',
      path: '/invitation/validation',
      operationId: 'validateInvitation',
      tags,
      summary: 'Valide la réponse à une invitation (idReservation, jetonInvitation, responseData)',
      description:
        "L'appel « invitation validation » de la spec (chemin non précisé par elle)\u00a0: les mêmes règles que " +
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
      const answers = {
        reservationId: body.idReservation,
        token: body.jetonInvitation,
        answers: body.responseData,
      };
      return c.json(await record(accounts, c, c.get('caller'), answers), 200);
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
    async (c) => c.json(await record(accounts, c, c.get('caller'), answersOf(c.req.valid('json'))), 200),
  );

  return router;
}

/**
 * The legacy admin base's answer calls (spec 1 section 7): `reservations/invitation/reponse` with the v2
 * payload, and the change of answer from the links of an invitation mail (`change-reponse`).
 *
 * @example
 * ```ts
 * app.route('/api/admin', createLegacyInvitationAnswerRoutes({ accounts }));
 * ```
 */
export function createLegacyInvitationAnswerRoutes({
  accounts,
}: {
  accounts: Accounts;
}): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

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
      security,
      request: { headers: IdempotencyHeaderSchema, body: jsonBody(AnswerBodySchema) },
      responses: answerResponses,
    }),
    async (c) => c.json(await record(accounts, c, c.get('caller'), answersOf(c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reservations/invitation/change-reponse',
      operationId: 'changeAnswerLegacy',
      tags,
      summary: "Change la réponse d'un invité depuis le lien de son mail (paramètres en query, corps vide)",
      request: { query: ChangeAnswerQuerySchema },
      responses: {
        200: json(SuccesSchema, 'Réponse changée'),
        403: answerForbidden('Lien de réponse non valide. '),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        409: fullOrClosed,
        422: invalidResponse,
      },
    }),
    async (c) => {
      await changeAnswerFromLink(
        db,
        {
          mail: { ...mailOf(accounts, c), faultPoint: accounts.faultPoint },
          key: await accounts.tokens.signingKey(),
        },
        c.req.valid('query'),
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  return router;
}

/** The answers of the `invitation/reponse` payload (v2 and legacy base). */
const answersOf = (body: z.infer<typeof AnswerBodySchema>): LinkAnswers => ({
  reservationId: body.uuidReservation,
  token: body.uuidInvitation,
  answers: body.reponses,
});

/** Records `caller`'s answers; the invitation mails they trigger link to the request's site. */
async function record(accounts: Accounts, c: Context, caller: Caller, answers: LinkAnswers) {
  const deps = { ...mailOf(accounts, c), faultPoint: accounts.faultPoint };
  await answerInvitation(accounts.db, deps, { ...answers, caller }, accounts.clock.now());
  return { succes: true as const };
}
