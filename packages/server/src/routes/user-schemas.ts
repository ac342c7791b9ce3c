import { z } from '@hono/zod-openapi';
import { accountMessages } from '../accounts/messages.ts';
import type { Account } from '../accounts/user-repository.ts';
import {
  EmailSchema,
  FlagSchema,
  NewPasswordSchema,
  OptionalMobileSchema,
  PseudonymSchema,
  requiredText,
} from './account-schemas.ts';

/** The sign-up form (`POST v2 users`). */
export const SignupSchema = z.object({
  actif: FlagSchema,
  email: EmailSchema,
  idParent: z.union([z.number().int(), z.string().max(20), z.null()]).optional(),
  identifiant: PseudonymSchema,
  mineur: FlagSchema,
  nom: requiredText('GRAND-PUBLIC-007', 100),
  plainPassword: NewPasswordSchema,
  portable: OptionalMobileSchema,
  prenom: requiredText('GRAND-PUBLIC-008', 100),
  infosCom: FlagSchema,
  responsable: z.unknown().optional(),
  // Beyond the spec's fields: the form's ticked terms box, so that the first login does not ask again.
  cgu: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .refine((value) => value === undefined || value === true || value === 1, accountMessages.termsRequired)
    .openapi({
      description:
        "Case « J'accepte les conditions générales d'utilisation » cochée\u00a0: les conditions générales en vigueur sont enregistrées comme acceptées à l'inscription et ne sont pas redemandées à la première connexion. Absente\u00a0: elles le seront. Fausse\u00a0: 422.",
    }),
});

/** The player's profile as `GET v2 users/{id}` answers it. */
export const ProfileSchema = z
  .object({
    email: z.string(),
    nom: z.string(),
    prenom: z.string(),
    identifiant: z.string(),
    portable: z.string().nullable(),
    emailingCollectivite: z.boolean(),
    equipementAdapte: z.boolean(),
    mineur: z.boolean(),
    avatarUrl: z.string().nullable(),
    roles: z.array(z.string()),
    code_pin: z.string().nullable(),
    userId: z.number().int(),
    contactId: z.number().int(),
    paiementActif: z.boolean(),
    portableVerifie: z.boolean(),
  })
  .openapi('Profil');

/** An account as its profile goes on the wire. */
export function toWireProfile(account: Account): z.infer<typeof ProfileSchema> {
  return {
    email: account.email,
    nom: account.lastName,
    prenom: account.firstName,
    identifiant: account.pseudonym,
    portable: account.phone,
    emailingCollectivite: account.acceptsMailings,
    equipementAdapte: account.needsAdaptedEquipment,
    mineur: account.isMinor,
    avatarUrl: account.avatarUrl,
    roles: account.roles,
    code_pin: account.pinCode,
    userId: account.userId,
    contactId: account.contactId,
    paiementActif: account.isPaymentActive,
    portableVerifie: account.isPhoneVerified,
  };
}
