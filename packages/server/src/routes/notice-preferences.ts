import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { type Accounts, type AuthEnv, ensureOwnUser } from '../accounts/index.ts';
import type { ApiBase } from '../accounts/session-tokens.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID, validationErrorBody } from '../http/validation.ts';
import { changeChoices, type NoticeChoices, readChoices } from '../notices/preferences.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  unauthorizedResponse,
} from './account-schemas.ts';

const UserIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DATABASE_ID) });
const ChannelsSchema = z.object({ mail: z.boolean(), sms: z.boolean() });
const ChoicesSchema = z
  .object({
    rappels: ChannelsSchema,
    reponses: ChannelsSchema,
    actualites: ChannelsSchema,
    paiements: ChannelsSchema.extend({ modifiable: z.literal(false) }),
    annulations: ChannelsSchema.extend({ modifiable: z.literal(false) }),
  })
  .openapi('MesNotifications');
const ChangeSchema = z
  .object({
    mail: z.boolean({ error: 'mail doit valoir true ou false' }).optional(),
    sms: z.boolean({ error: 'sms doit valoir true ou false' }).optional(),
  })
  .strict();
const changeShape = {
  rappels: ChangeSchema.optional(),
  reponses: ChangeSchema.optional(),
  actualites: ChangeSchema.optional(),
};
const ChangesSchema = z.object(changeShape).strict();
/**
 * The body as the OpenAPI document describes it. Other keys reach the handler, which refuses `paiements` and
 * `annulations` with their own message and any other kind as unknown.
 */
const ChangesBodySchema = z
  .object(changeShape)
  .catchall(z.unknown())
  .openapi('ChangementNotifications', {
    description:
      'Les types à changer, chacun `{ mail?, sms? }`\u00a0; un type absent reste tel quel. `paiements` et ' +
      '`annulations` ne se désactivent pas (422), un autre type est refusé (422).',
    example: { rappels: { sms: false }, actualites: { mail: true } },
  });

/** French messages of the preference calls. */
export const preferenceMessages = {
  locked: "Les notifications de paiement et d'annulation ne peuvent pas être désactivées.",
} as const;

const wire = (choices: NoticeChoices) => ({
  ...choices,
  paiements: { mail: true, sms: false, modifiable: false as const },
  annulations: { mail: true, sms: false, modifiable: false as const },
});

/**
 * « Mes notifications » on one API base: `GET /users/{id}/notifications` and `PUT` with the kinds to change
 * (`rappels`, `reponses`, `actualites`, each `{ mail?, sms? }`), the caller's own account only.
 *
 * @example app.route('/api/v2', createNoticePreferenceRoutes(accounts, 'v2'));
 */
export function createNoticePreferenceRoutes(accounts: Accounts, base: ApiBase): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const secure = { middleware: accounts.requireAuth(base), security: [{ bearer: [] as string[] }] };
  const tags = ['Compte'];
  const suffix = base === 'v2' ? '' : 'Admin';

  const readRoute = createRoute({
    method: 'get',
    path: '/users/{id}/notifications',
    operationId: `getNoticePreferences${suffix}`,
    tags,
    summary: 'Mes notifications\u00a0: les choix du joueur par type et par canal',
    ...secure,
    request: { params: UserIdParams },
    responses: {
      200: json(ChoicesSchema, 'Les choix'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(readRoute, async (c) => {
    const { id } = c.req.valid('param');
    ensureOwnUser(c.get('caller'), id);
    return c.json(wire(await readChoices(db, id)), 200);
  });

  const changeRoute = createRoute({
    method: 'put',
    path: '/users/{id}/notifications',
    operationId: `changeNoticePreferences${suffix}`,
    tags,
    summary: 'Change des choix de Mes notifications (paiements et annulations ne se désactivent pas)',
    ...secure,
    request: { params: UserIdParams, body: jsonBody(ChangesBodySchema) },
    responses: {
      200: json(ChoicesSchema, 'Les choix, tous'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(changeRoute, async (c) => {
    const { id } = c.req.valid('param');
    ensureOwnUser(c.get('caller'), id);
    const body = c.req.valid('json');
    if ('paiements' in body || 'annulations' in body)
      throw new ApiError(422, { description: preferenceMessages.locked });
    const parsed = ChangesSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(422, validationErrorBody(parsed.error));
    return c.json(wire(await changeChoices(db, id, parsed.data)), 200);
  });

  return router;
}
