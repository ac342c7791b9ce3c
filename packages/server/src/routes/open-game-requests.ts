import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { BusinessErrorSchema, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { blockPlayer, unblockPlayer } from '../open-games/blocks.ts';
import { askToJoin, decideRequest, requestStanding } from '../open-games/requests.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import {
  AskBodySchema,
  BlockBodySchema,
  DecisionBodySchema,
  RequestStandingSchema,
} from './open-game-schemas.ts';

const tags = ['Parties ouvertes'];
const Succes = z.object({ succes: z.literal(true) });
const notOrganiser = json(BusinessErrorSchema, "Pas l'organisateur (RESERVATION-017)\u00a0: rien ne change");
const notFound = json(BusinessErrorSchema, 'Réservation introuvable (RESERVATION-001)');

/**
 * Open games' requests and blocks, v2 base: a player's request to join from outside the level range and
 * its standing, the organiser's decision on it, and the organiser's blocks.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createOpenGameRequestRoutes({ accounts }));
 * ```
 */
export function createOpenGameRequestRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const security = [{ bearer: [] as string[] }];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/partie_ouverte/demande/etat',
      operationId: 'readOpenGameRequest',
      tags,
      summary: 'Le joueur du lien public voit la fourchette de niveaux, son niveau et sa demande',
      description:
        "Pour la page d'invitation\u00a0: « Demander à rejoindre » quand le niveau du joueur est hors de la " +
        "fourchette. 404 RESERVATION-001 quand le jeton n'est pas celui d'une partie ouverte.",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { query: AskBodySchema },
      responses: {
        200: json(RequestStandingSchema, 'La situation du joueur'),
        401: unauthorizedResponse,
        404: notFound,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const standing = await requestStanding(db, {
        reservationId: query.uuidReservation,
        token: query.jetonPartie,
        caller: c.get('caller'),
      });
      return c.json(standing, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/partie_ouverte/demande',
      operationId: 'askToJoinOpenGame',
      tags,
      summary: 'Un joueur hors de la fourchette de niveaux demande à rejoindre (lien public)',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(AskBodySchema) },
      responses: {
        200: json(Succes, "Demande envoyée à l'organisateur"),
        401: unauthorizedResponse,
        403: json(DescriptionErrorSchema, "Bloqué par l'organisateur, ou demande déjà refusée"),
        404: notFound,
        409: json(ConflictErrorSchema, 'Déjà dans la partie, déjà demandé, niveau qui convient, 3 parties'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await askToJoin(
        db,
        {
          reservationId: body.uuidReservation,
          token: body.jetonPartie,
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
      path: '/partie_ouverte/demande/decision',
      operationId: 'decideOpenGameRequest',
      tags,
      summary: "L'organisateur accepte ou refuse une demande",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { body: jsonBody(DecisionBodySchema) },
      responses: {
        200: json(Succes, 'Décision enregistrée'),
        401: unauthorizedResponse,
        403: notOrganiser,
        404: notFound,
        409: json(ConflictErrorSchema, 'Aucune demande de ce joueur'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await decideRequest(
        db,
        {
          reservationId: body.uuidReservation,
          callerUserId: c.get('caller').userId,
          contactId: body.idContact,
          isAccepted: body.accepte,
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );

  for (const method of ['post', 'delete'] as const) {
    router.openapi(
      createRoute({
        method,
        path: '/partie_ouverte/blocage',
        operationId: method === 'post' ? 'blockOpenGamePlayer' : 'unblockOpenGamePlayer',
        tags,
        summary:
          method === 'post'
            ? "L'organisateur bloque un joueur de toutes ses parties ouvertes"
            : "L'organisateur lève le blocage d'un joueur",
        middleware: accounts.requireAuth('v2'),
        security,
        request: { body: jsonBody(BlockBodySchema) },
        responses: {
          200: json(Succes, method === 'post' ? 'Joueur bloqué' : 'Blocage levé'),
          401: unauthorizedResponse,
          409: json(ConflictErrorSchema, 'Joueur introuvable, ou soi-même'),
          422: invalidResponse,
        },
      }),
      async (c) => {
        const request = { organiserUserId: c.get('caller').userId, contactId: c.req.valid('json').idContact };
        await (method === 'post'
          ? blockPlayer(db, request, accounts.clock.now())
          : unblockPlayer(db, request));
        return c.json({ succes: true as const }, 200);
      },
    );
  }
  return router;
}
