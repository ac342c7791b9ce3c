import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { BusinessErrorSchema, ConflictErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { listOpenGames } from '../open-games/listing.ts';
import { closeGame, openGame, organiserView } from '../open-games/organiser.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';
import {
  listQuerySchema,
  OpenBodySchema,
  OrganiserViewSchema,
  openGameItemSchema,
  ReservationBodySchema,
  ReservationParamSchema,
} from './open-game-schemas.ts';

const tags = ['Parties ouvertes'];
const Succes = z.object({ succes: z.literal(true) });
const notOrganiser = json(BusinessErrorSchema, "Pas l'organisateur (RESERVATION-017)\u00a0: rien ne change");
const notFound = json(BusinessErrorSchema, 'Réservation introuvable (RESERVATION-001)');

/** The organiser's open and close calls, for one API base (`v2` under `path`, `admin` under its own). */
function mountOpenClose(
  router: OpenAPIHono<AuthEnv>,
  accounts: Accounts,
  base: 'v2' | 'admin',
  path: string,
) {
  const { db } = accounts;
  const suffix = base === 'admin' ? 'Legacy' : '';
  router.openapi(
    createRoute({
      method: 'post',
      path,
      operationId: `openGame${suffix}`,
      tags,
      summary: "L'organisateur ouvre sa partie (places offertes, niveaux 1–7, message) ou la modifie",
      description:
        'Le message est du texte brut (280 caractères au plus), rendu comme texte, jamais comme HTML. ' +
        "Jamais plus de places offertes qu'il n'en reste dans la réservation.",
      middleware: accounts.requireAuth(base),
      security: [{ bearer: [] as string[] }],
      request: { body: jsonBody(OpenBodySchema) },
      responses: {
        200: json(Succes, 'Partie ouverte'),
        401: unauthorizedResponse,
        403: notOrganiser,
        404: notFound,
        409: json(ConflictErrorSchema, 'Réponses fermées, ou plus de places offertes que de places libres'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await openGame(
        db,
        {
          reservationId: body.uuidReservation,
          callerUserId: c.get('caller').userId,
          terms: {
            placesOffered: body.nbPlacesOffertes,
            levelMin: body.niveauMin,
            levelMax: body.niveauMax,
            message: body.message,
          },
        },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path,
      operationId: `closeGame${suffix}`,
      tags,
      summary: "L'organisateur ferme sa partie\u00a0: le lien public n'admet plus personne",
      middleware: accounts.requireAuth(base),
      security: [{ bearer: [] as string[] }],
      request: { body: jsonBody(ReservationBodySchema) },
      responses: {
        200: json(Succes, 'Partie fermée'),
        401: unauthorizedResponse,
        403: notOrganiser,
        404: notFound,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await closeGame(
        db,
        { reservationId: body.uuidReservation, callerUserId: c.get('caller').userId },
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );
}

/**
 * Open games, v2 base: the public list, the organiser's open, close and view. The requests to join and
 * the blocks are in `open-game-requests.ts`. Joining itself is the invitation answer
 * (`invitation/reponse`) with the game's public token.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createOpenGameRoutes({ accounts, names }));
 * ```
 */
export function createOpenGameRoutes({
  accounts,
  names,
}: {
  accounts: Accounts;
  names: ProductNames;
}): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const security = [{ bearer: [] as string[] }];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/parties-ouvertes',
      operationId: 'listOpenGames',
      tags,
      summary:
        "Les parties ouvertes à venir, les plus proches d'abord (public\u00a0: pseudonymes et niveaux)",
      description:
        'Seulement les parties pas commencées, hors des 15 minutes qui précèdent le début, avec des ' +
        `places libres. Filtres\u00a0: ${names.key} (salle), activite, niveau (1 à 7), debut et fin (ISO 8601).`,
      request: { query: listQuerySchema(names.key) },
      responses: {
        200: json(z.object({ partiesOuvertes: z.array(openGameItemSchema(names.idField)) }), 'Les parties'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const query = c.req.valid('query') as Record<string, unknown>;
      const list = await listOpenGames(
        db,
        {
          hallId: query[names.key] as number | undefined,
          sportId: query.activite as number | undefined,
          level: query.niveau as number | undefined,
          startsFrom: query.debut as Date | undefined,
          startsBefore: query.fin as Date | undefined,
        },
        names.idField,
        accounts.clock.now(),
      );
      return c.json({ partiesOuvertes: list }, 200);
    },
  );

  mountOpenClose(router, accounts, 'v2', '/partie_ouverte');

  router.openapi(
    createRoute({
      method: 'get',
      path: '/partie_ouverte/{id}',
      operationId: 'readOpenGame',
      tags,
      summary: "L'organisateur voit sa partie ouverte\u00a0: lien public, places, demandes et joueurs venus",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: ReservationParamSchema },
      responses: {
        200: json(OrganiserViewSchema, 'La partie'),
        401: unauthorizedResponse,
        403: notOrganiser,
        404: notFound,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await organiserView(
          db,
          { reservationId: id, callerUserId: c.get('caller').userId },
          accounts.clock.now(),
        ),
        200,
      );
    },
  );
  return router;
}

/**
 * The legacy admin base's open and close (`reservations/partie-ouverte`), the same payloads as the v2 base.
 *
 * @example
 * ```ts
 * app.route('/api/admin', createLegacyOpenGameRoutes({ accounts }));
 * ```
 */
export function createLegacyOpenGameRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  mountOpenClose(router, accounts, 'admin', '/reservations/partie-ouverte');
  return router;
}
