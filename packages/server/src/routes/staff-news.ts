import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { HALL_NEWS_LIMITS, hallNewsMessages, publishHallNews } from '../notices/hall-news.ts';
import { hallNewsView, hallNewsViews, withdrawHallNews } from '../notices/hall-news-admin.ts';
import type { ProductNames } from '../product.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';

// The same limits and words as `npm run news`; `publishHallNews` checks them again for the command.
const NewNewsSchema = z
  .object({
    titre: z
      .string({ error: hallNewsMessages.badTitle })
      .trim()
      .min(1, hallNewsMessages.badTitle)
      .max(HALL_NEWS_LIMITS.title, hallNewsMessages.badTitle)
      .openapi({ example: 'Tournoi de Noël' }),
    resume: z
      .string({ error: hallNewsMessages.badSummary })
      .trim()
      .min(1, hallNewsMessages.badSummary)
      .max(HALL_NEWS_LIMITS.summary, hallNewsMessages.badSummary)
      .openapi({ example: 'Le samedi 19 décembre, tournoi de padel en double ouvert à tous les niveaux.' }),
    chemin: z
      .string({ error: hallNewsMessages.badPath })
      .trim()
      .regex(/^\/[A-Za-z0-9/_-]*$/, hallNewsMessages.badPath)
      .max(HALL_NEWS_LIMITS.path, hallNewsMessages.badPath)
      .optional()
      .openapi({ description: 'La page du site qui la raconte\u00a0; absente\u00a0: la page de la salle.' }),
    slug: z
      .string({ error: hallNewsMessages.badSlug })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, hallNewsMessages.badSlug)
      .max(HALL_NEWS_LIMITS.slug, hallNewsMessages.badSlug)
      .optional()
      .openapi({
        description: 'Son nom parmi les actualités de la salle\u00a0; absent\u00a0: tiré du titre.',
      }),
  })
  .openapi('NewHallNews');

const HallNewsSchema = z
  .object({
    idActualite: z.number().int(),
    slug: z.string(),
    titre: z.string(),
    resume: z.string(),
    chemin: z.string(),
    publieeLe: z.string(),
    retireeLe: z.string().nullable(),
  })
  .openapi('HallNews');

const NewsParamSchema = HallKeyParamSchema.extend({
  idActualite: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name: 'idActualite', in: 'path' }, example: 3 }),
});

/**
 * A hall's news from its console (`gestionnaire`, `proprietaire`; `accueil` gets 403): listed
 * (`GET .../actualites`), published (`POST`, as `npm run news -- publish` does, through the same function:
 * its players who chose the news hear of it once), withdrawn (`DELETE .../{idActualite}`). Audited.
 *
 * @example app.route('/api/gestion', createStaffNewsRoutes(accounts, staffTokens, names));
 */
export function createStaffNewsRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
  names: ProductNames,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/actualites',
      operationId: 'staffHallNews',
      summary: 'Les actualités de la salle, de la plus récente à la plus ancienne, retirées comprises',
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: {
        200: json(z.object({ actualites: z.array(HallNewsSchema) }), 'Les actualités'),
        ...refusals,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'manage');
      return c.json({ actualites: await hallNewsViews(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/actualites',
      operationId: 'staffPublishHallNews',
      summary:
        'Publier une actualité\u00a0: les joueurs de la salle qui ont choisi les nouvelles en sont avertis',
      description:
        "Comme `npm run news -- publish`\u00a0: un slug déjà publié par la salle (même retiré) ne renvoie rien et répond 200 avec l'actualité telle qu'elle est.",
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(NewNewsSchema) },
      responses: {
        201: json(HallNewsSchema, "Publiée, l'avis des joueurs prévu"),
        200: json(HallNewsSchema, "Déjà publiée\u00a0: rien n'est envoyé de nouveau"),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'manage');
      const body = c.req.valid('json');
      const { newsId, isNew } = await publishHallNews(
        db,
        { hallKey: hall.cle, slug: body.slug, title: body.titre, summary: body.resume, path: body.chemin },
        { actor: staff, now: clock.now(), productKey: names.key },
      );
      return c.json(await hallNewsView(db, hall.hallId, newsId), isNew ? 201 : 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/actualites/{idActualite}',
      operationId: 'staffWithdrawHallNews',
      summary:
        'Retirer une actualité\u00a0: ce qui est parti reste parti, les avis pas encore envoyés ne partent plus',
      ...signedIn,
      request: { params: NewsParamSchema },
      responses: {
        200: json(HallNewsSchema, "L'actualité retirée"),
        404: json(DescriptionErrorSchema, 'Pas une actualité de cette salle'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idActualite } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'manage');
      return c.json(await withdrawHallNews(db, hall.hallId, idActualite, staff, clock.now()), 200);
    },
  );
  return router;
}
