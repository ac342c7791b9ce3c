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
export const staffForbidden = json(DescriptionErrorSchema, 'Salle d’un autre personnel, ou rôle insuffisant');
