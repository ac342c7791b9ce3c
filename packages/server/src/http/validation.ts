import type { Hook } from '@hono/zod-openapi';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { frenchIssueMessage } from './french-messages.ts';

/**
 * The largest id a request may carry: our ids are PostgreSQL `integer` columns. A larger one must be refused
 * at the edge (422), or the query fails with « value out of range for type integer » (a 500).
 */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Summary sent with every 422 (spec 1 section 8: the client falls back to it). */
export const VALIDATION_DESCRIPTION = 'La requête contient des données invalides.';

/** Body of a 422: the client toasts `detail`, else the first violation, else `description`. */
export const ValidationErrorSchema = z
  .object({
    detail: z.string().openapi({ example: 'Ce champ est requis' }),
    violations: z.array(z.object({ propertyPath: z.string(), message: z.string() })),
    description: z.string().openapi({ example: VALIDATION_DESCRIPTION }),
  })
  .openapi('ValidationError');

/** One rejected field of a request. */
export type Violation = z.infer<typeof ValidationErrorSchema>['violations'][number];

/** `contenu.0.quantite` becomes `contenu[0].quantite`, the usual property path notation. */
function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, segment) => {
    if (typeof segment === 'number') return `${joined}[${segment}]`;
    return joined ? `${joined}.${String(segment)}` : String(segment);
  }, '');
}

/** Turns a zod error into the 422 body. */
export function validationErrorBody(error: z.ZodError): z.infer<typeof ValidationErrorSchema> {
  const violations = error.issues.map((issue) => ({
    propertyPath: propertyPath(issue.path),
    message: issue.message,
  }));
  return {
    detail: violations[0]?.message ?? VALIDATION_DESCRIPTION,
    violations,
    description: VALIDATION_DESCRIPTION,
  };
}

/** The `defaultHook` of every router: a failed request validation answers 422 with French messages. */
export function validationHook<E extends Env>(): Hook<unknown, E, string, unknown> {
  return (result, c) => {
    if (!result.success) return c.json(validationErrorBody(result.error), 422);
  };
}

let isFrenchInstalled = false;

/**
 * Makes zod speak French for every schema without its own message ('Ce champ est requis'...). Messages
 * written on a schema still win over this map.
 */
export function useFrenchValidationMessages(): void {
  if (isFrenchInstalled) return;
  z.config({ customError: frenchIssueMessage });
  isFrenchInstalled = true;
}

/**
 * A router for one resource: an `OpenAPIHono` whose request validation answers the 422 envelope.
 *
 * @example
 * ```ts
 * const router = createRouter();
 * router.openapi(route, (c) => c.json(body, 200));
 * app.route('/api/v2', router);
 * ```
 */
export function createRouter<E extends Env = Env>(): OpenAPIHono<E> {
  useFrenchValidationMessages();
  return new OpenAPIHono<E>({ defaultHook: validationHook<E>() });
}
