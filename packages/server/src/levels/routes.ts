import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { createRouter } from '../http/validation.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from '../routes/account-schemas.ts';
import { isLevelHidden, setLevelHidden } from './user-levels.ts';

/** The level's visibility on the wire (MON COMPTE). */
const LevelVisibilitySchema = z
  .object({
    niveauMasque: z.boolean({ error: 'niveauMasque doit valoir true ou false.' }).openapi({
      description: 'Vrai\u00a0: les autres joueurs (parties ouvertes, classements) ne voient pas le niveau',
    }),
  })
  .openapi('VisibiliteNiveau');

const security = [{ bearer: [] as string[] }];
const tags = ['Parties et statistiques'];

/**
 * `GET` and `PUT /user/niveau` on the v2 base: whether the signed-in player shows their levels to others.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createLevelRoutes({ accounts }));
 * ```
 */
export function createLevelRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const responses = {
    200: json(LevelVisibilitySchema, 'La visibilité du niveau'),
    401: unauthorizedResponse,
  };
  const readRoute = createRoute({
    method: 'get',
    path: '/user/niveau',
    operationId: 'getLevelVisibility',
    tags,
    summary: 'Le joueur montre-t-il son niveau aux autres\u00a0?',
    middleware: accounts.requireAuth('v2'),
    security,
    responses,
  });
  router.openapi(readRoute, async (c) =>
    c.json({ niveauMasque: await isLevelHidden(db, c.get('caller').userId) }, 200),
  );
  const writeRoute = createRoute({
    method: 'put',
    path: '/user/niveau',
    operationId: 'setLevelVisibility',
    tags,
    summary: 'Masque ou montre le niveau du joueur aux autres',
    description: 'Le joueur voit toujours son propre niveau dans ses statistiques.',
    middleware: accounts.requireAuth('v2'),
    security,
    request: { body: jsonBody(LevelVisibilitySchema) },
    responses: { ...responses, 422: invalidResponse },
  });
  router.openapi(writeRoute, async (c) => {
    const { niveauMasque } = c.req.valid('json');
    await setLevelHidden(db, c.get('caller').userId, niveauMasque);
    return c.json({ niveauMasque }, 200);
  });
  return router;
}
