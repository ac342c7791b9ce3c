import { z } from '@hono/zod-openapi';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { staffRoles } from '../staff/index.ts';
import { EmailSchema, json } from './account-schemas.ts';

/** The OpenAPI tag of the hall's console. */
export const staffTags = ['gestion'];

/** A hall's key in a console path. */
export const HallKeyParamSchema = z.object({
  cle: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'La clé de salle ne contient que des minuscules, des chiffres et des tirets.')
    .openapi({ param: { name: 'cle', in: 'path' }, example: 'padel-park' }),
});

export const StaffRoleSchema = z
  .enum(staffRoles, { message: 'Le rôle doit être proprietaire, gestionnaire ou accueil.' })
  .openapi({ example: 'accueil' });

export const StaffEmailSchema = EmailSchema;

export const staffSecurity = [{ bearer: [] as string[] }];

export const staffUnauthorized = json(
  DescriptionErrorSchema,
  'Jeton du personnel absent, invalide ou révoqué',
);
export const staffForbidden = json(DescriptionErrorSchema, "Salle d'un autre personnel, ou rôle insuffisant");

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant with its offset: never a local time that depends on the machine's zone. */
export const instant = (what: string) =>
  z
    .string({ error: `${what} est obligatoire.` })
    .regex(
      INSTANT,
      `${what} doit être une date et une heure avec leur décalage, par exemple 2026-12-05T18:00:00+01:00.`,
    )
    .transform((value) => new Date(value))
    .openapi({ example: '2026-12-05T18:00:00+01:00' });

/** The motif a staff action records (a closure, a cancellation, a manual entry): 1 to 200 characters. */
export const MotifSchema = z
  .string({ error: 'Le motif est obligatoire.' })
  .trim()
  .min(1, 'Le motif est obligatoire.')
  .max(200, 'Le motif ne doit pas dépasser 200 caractères.');
