import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../db/client.ts';
import { isAbsoluteUrl, MAX_RETURN_URL_LENGTH, partnerReturnUrl } from '../halls/partner-origins.ts';
import { createRouter, ValidationErrorSchema } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';

/** What the partner return route needs. */
export interface PartnerReturnRoutesOptions {
  db: Database;
  names: ProductNames;
}

/** A hall key as routes and the planning element write it. */
export const HALL_KEY_PATTERN = /^[a-z0-9-]{1,100}$/;

const ReturnQuerySchema = z.object({
  sCle: z
    .string()
    .regex(HALL_KEY_PATTERN, 'La clé de la salle est invalide.')
    .openapi({
      param: { name: 'sCle', in: 'query' },
      example: 'padel-park',
      description: 'Clé de la salle.',
    }),
  url: z
    .string()
    .min(1, "L'adresse de retour est requise.")
    .max(MAX_RETURN_URL_LENGTH, "L'adresse de retour est trop longue.")
    .refine(isAbsoluteUrl, "L'adresse de retour n'est pas une adresse web complète.")
    .openapi({
      param: { name: 'url', in: 'query' },
      example: 'https://www.padel-club-tilleuls.fr/reserver',
      description: "L'adresse complète de la page partenaire (encodée avec encodeURIComponent).",
    }),
});

const ReturnAnswerSchema = z
  .object({
    url: z.string().nullable().openapi({
      example: 'https://www.padel-club-tilleuls.fr/reserver',
      description:
        "L'adresse normalisée quand son origine (schéma, hôte et port) est enregistrée pour la salle, sinon null.",
    }),
  })
  .openapi('RetourPartenaire');

/**
 * `GET /{productKey}/retour?sCle=&url=`: whether the site may offer a link back to a partner page after
 * a sign-in started there. Not secure. Answers `{ url }`, the address normalised, only when it is
 * `http:` or `https:`, carries no credentials and its origin is registered for the hall
 * (`hall_partner_origins`); otherwise `{ url: null }` (another origin, a look-alike host, `javascript:`,
 * an unknown hall), so the site drops the way back silently. A query that is not a hall key and an
 * absolute URL gets the French 422.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createPartnerReturnRoutes({ db, names }));
 * // GET /api/v2/multisalle/retour?sCle=padel-park&url=https%3A%2F%2Fwww.padel-club-tilleuls.fr%2F
 * ```
 */
export function createPartnerReturnRoutes({ db, names }: PartnerReturnRoutesOptions): OpenAPIHono {
  const router = createRouter();
  const route = createRoute({
    method: 'get',
    path: `/${names.key}/retour`,
    operationId: 'checkPartnerReturn',
    tags: ['Salles'],
    summary: "Vérifie une adresse de retour vers le site partenaire d'une salle",
    description:
      "Non sécurisé. Après une connexion commencée sur la page d'un partenaire (planning intégré), le site ne propose le retour que vers une origine enregistrée pour la salle.",
    request: { query: ReturnQuerySchema },
    responses: {
      200: {
        description: "L'adresse normalisée, ou null quand elle n'est pas autorisée pour cette salle",
        content: { 'application/json': { schema: ReturnAnswerSchema } },
      },
      422: {
        description: 'Clé de salle ou adresse absente ou invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
  router.openapi(route, async (c) => {
    const { sCle, url } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json({ url: await partnerReturnUrl(db, sCle, url) }, 200);
  });
  return router;
}
