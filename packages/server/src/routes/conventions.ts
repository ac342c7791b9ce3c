import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import {
  type Convention,
  conventionsToValidate,
  findConvention,
  recordValidation,
} from '../booking-rules/conventions.ts';
import { bookingRuleMessages as messages } from '../booking-rules/messages.ts';
import { conventionTriggers, halls } from '../db/schema.ts';
import { BusinessErrorSchema, businessError, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

/** What the convention routes need. */
export interface ConventionRoutesOptions {
  accounts: Accounts;
  names: ProductNames;
}

/** The hall id a general-public convention carries in its path and is validated under. */
export const GENERAL_PUBLIC_HALL_ID = 0;

const hallIdParam = (names: ProductNames, min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, messages.invalidHallId)
    .transform(Number)
    .refine((n) => n >= min, messages.invalidHallId)
    .openapi({ param: { name: names.idField, in: 'path' }, example: '1' });

/**
 * v2 convention routes: the conventions a player has still to validate, for a hall or at login (general
 * public), and the validation of one (spec 2 sections 3, 4 and 7).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createConventionRoutes({ accounts, names }));
 * ```
 */
export function createConventionRoutes({ accounts, names }: ConventionRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Conventions'];
  const secure = { middleware: accounts.requireAuth('v2'), security: [{ bearer: [] as string[] }] };

  const ConventionSchema = z
    .object({
      id: z.number().int(),
      [names.key]: z.string().openapi({
        example: `/api/v2/${names.key}/1`,
        description: `Chemin de la salle\u00a0: son 4e segment est l'id (${GENERAL_PUBLIC_HALL_ID} pour une convention grand public).`,
      }),
      titre: z.string(),
      contenu: z
        .string()
        .openapi({ description: 'HTML tel que saisi\u00a0: le client le nettoie (section 5).' }),
      validations: z.array(z.object({ libelle: z.string() })),
    })
    .openapi('Convention');
  const toWire = (convention: Convention) => ({
    id: convention.id,
    [names.key]: `/api/v2/${names.key}/${convention.hallId ?? GENERAL_PUBLIC_HALL_ID}`,
    titre: convention.title,
    contenu: convention.contentHtml,
    validations: convention.itemLabels.map((libelle) => ({ libelle })),
  });

  const hallListRoute = createRoute({
    method: 'get',
    path: `/${names.key}/{${names.idField}}/conventions-a-valider`,
    operationId: 'listHallConventions',
    tags,
    summary: "Conventions de la salle que le joueur n'a pas encore validées",
    ...secure,
    request: {
      params: z.object({ [names.idField]: hallIdParam(names, 1) }),
      query: z.object({
        declencheur: z
          .enum(conventionTriggers)
          .optional()
          .openapi({ param: { name: 'declencheur', in: 'query' }, example: 'reservation' }),
      }),
    },
    responses: {
      200: json(z.array(ConventionSchema), "Les conventions à valider, dans l'ordre"),
      401: unauthorizedResponse,
      404: json(BusinessErrorSchema, 'Salle inconnue (MULTISALLE-001)'),
      422: invalidResponse,
    },
  });
  router.openapi(hallListRoute, async (c) => {
    const hallId = Number((c.req.valid('param') as Record<string, number>)[names.idField]);
    const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId));
    if (!hall) throw businessError(404, 'MULTISALLE-001');
    const trigger = c.req.valid('query').declencheur;
    const list = await conventionsToValidate(db, c.get('caller').userId, { hallId: hall.id, trigger });
    return c.json(list.map(toWire), 200);
  });

  const generalListRoute = createRoute({
    method: 'get',
    path: '/conventions-a-valider-connexion-gp',
    operationId: 'listGeneralPublicConventions',
    tags,
    summary: 'Conventions grand public à valider à la connexion',
    ...secure,
    responses: {
      200: json(z.array(ConventionSchema), "Les conventions à valider, dans l'ordre"),
      401: unauthorizedResponse,
    },
  });
  router.openapi(generalListRoute, async (c) => {
    const list = await conventionsToValidate(db, c.get('caller').userId, {
      hallId: null,
      trigger: 'connexion',
    });
    return c.json(list.map(toWire), 200);
  });

  const validateRoute = createRoute({
    method: 'post',
    path: `/${names.key}/{${names.idField}}/convention/{idConvention}/valider`,
    operationId: 'validateConvention',
    tags,
    summary: 'Le joueur valide une convention (sans corps)',
    description: `Une convention grand public se valide sous l'id de salle ${GENERAL_PUBLIC_HALL_ID} (celui de son chemin).`,
    ...secure,
    request: {
      params: z.object({
        [names.idField]: hallIdParam(names, 0),
        idConvention: z
          .string()
          .regex(/^\d{1,9}$/, messages.invalidId)
          .transform(Number)
          .openapi({ param: { name: 'idConvention', in: 'path' }, example: '1' }),
      }),
    },
    responses: {
      204: { description: 'Validation enregistrée' },
      401: unauthorizedResponse,
      404: json(DescriptionErrorSchema, "Convention inconnue ou d'une autre salle"),
      422: invalidResponse,
    },
  });
  router.openapi(validateRoute, async (c) => {
    const params = c.req.valid('param') as Record<string, number>;
    const hallId = Number(params[names.idField]);
    const convention = await findConvention(db, Number(params.idConvention));
    const expectedHallId = convention?.hallId ?? GENERAL_PUBLIC_HALL_ID;
    if (!convention || expectedHallId !== hallId) {
      return c.json({ description: messages.conventionNotFound }, 404);
    }
    await recordValidation(db, c.get('caller').userId, convention.id);
    return c.body(null, 204);
  });
  return router;
}
