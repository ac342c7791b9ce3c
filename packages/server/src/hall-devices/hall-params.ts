import { z } from '@hono/zod-openapi';
import { MAX_DATABASE_ID } from '../http/validation.ts';

const HALL_ID_MESSAGE = "L'identifiant de la salle doit être un nombre entier";

/**
 * A path id of the hall's device calls (`idMultisalle`, a zone): digits, and within PostgreSQL's integer, or
 * the French 422 before any query (a larger one would be a 500 « out of range »).
 *
 * @example z.object({ [hallParam]: databaseIdParam(HALL_ID_MESSAGE) })
 */
export function databaseIdParam(message: string) {
  return z
    .string()
    .regex(/^\d{1,10}$/, message)
    .refine((id) => Number(id) <= MAX_DATABASE_ID, message)
    .openapi({ example: '1' });
}

/** The path parameters of a hall device's call: the hall's id under the product's field name. */
export function hallParams(hallParam: string) {
  return z.object({ [hallParam]: databaseIdParam(HALL_ID_MESSAGE) });
}
