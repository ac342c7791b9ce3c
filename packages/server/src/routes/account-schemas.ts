import { z } from '@hono/zod-openapi';
import { messageForCode } from '@multisalle/core/catalogue';
import { accountMessages } from '../accounts/messages.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../accounts/passwords.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { MAX_DATABASE_ID, ValidationErrorSchema } from '../http/validation.ts';

/** The French message of a catalogue code, used as a violation message. */
export const codeMessage = (code: string): string => messageForCode(code) ?? code;

/** A required text whose absence or emptiness reads as the catalogue code's message. */
export const requiredText = (code: string, max: number, tooLong?: string) =>
  z
    .string({ error: codeMessage(code) })
    .trim()
    .min(1, codeMessage(code))
    .max(max, tooLong);

/** Longest pseudonym (spec 1 section 9). */
export const MAX_PSEUDONYM_LENGTH = 12;

export const PseudonymSchema = requiredText(
  'GRAND-PUBLIC-011',
  MAX_PSEUDONYM_LENGTH,
  accountMessages.pseudonymTooLong,
);

export const EmailSchema = requiredText('GRAND-PUBLIC-010', 254).regex(
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  codeMessage('COMPTE-014'),
);

/** A password as the server accepts it when it is set (8 to 128 characters). */
export const NewPasswordSchema = z
  .string({ error: codeMessage('GRAND-PUBLIC-012') })
  .min(1, codeMessage('GRAND-PUBLIC-012'))
  .min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong);

/** A mobile number: exactly 10 digits once spaces, dots and dashes are removed (spec 1 section 9). */
export const MobileSchema = z
  .string({ error: codeMessage('GRAND-PUBLIC-009') })
  .max(30, codeMessage('COMPTE-016'))
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, codeMessage('COMPTE-016')));

/** An optional mobile number: empty or missing means none. */
export const OptionalMobileSchema = z
  .union([z.string().max(30, codeMessage('COMPTE-016')), z.null()])
  .optional()
  .transform((value) => value?.replace(/[\s.-]/g, '') || null)
  .pipe(z.union([z.string().regex(/^\d{10}$/, codeMessage('COMPTE-016')), z.null()]));

/** A yes/no flag as clients send it: a boolean, or 0/1. */
/** A body's `userId`, as a number or digits (the app sends either), at most PostgreSQL's integer. */
export const UserIdFieldSchema = z
  .union([z.number().int(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .refine((id) => id <= MAX_DATABASE_ID, 'userId doit être un nombre entier');

export const FlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((value) => value === true || value === 1);

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const invalidResponse = json(ValidationErrorSchema, 'Données invalides');
export const unauthorizedResponse = json(DescriptionErrorSchema, 'Jeton absent, invalide, expiré ou révoqué');
export const forbiddenResponse = json(DescriptionErrorSchema, "Ressource d'un autre utilisateur");
export const tooManyResponse = json(DescriptionErrorSchema, 'Trop de tentatives');
