import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { decodeDataUrl, MAX_AVATAR_BYTES, sniffImageType, storeAvatar } from '../accounts/avatar.ts';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { createOneTimeToken } from '../accounts/one-time-tokens.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import { findAccountById, findTakenFields, uniqueViolation } from '../accounts/user-repository.ts';
import { contacts, users } from '../db/schema.ts';
import { ApiError, BusinessErrorSchema, businessError } from '../http/errors.ts';
import {
  EmailSchema,
  FlagSchema,
  invalidResponse,
  json,
  jsonBody,
  OptionalMobileSchema,
  PseudonymSchema,
  requiredText,
  unauthorizedResponse,
} from './account-schemas.ts';

const UpdateSchema = z.object({
  sNom: requiredText('GRAND-PUBLIC-007', 100),
  sPrenom: requiredText('GRAND-PUBLIC-008', 100),
  sPortable: OptionalMobileSchema,
  sEmail: EmailSchema,
  sIdentifiant: PseudonymSchema,
  rAvatar: z.union([z.string(), z.null()]).optional(),
  nEmailing: FlagSchema,
});

type DuplicateField = 'sEmail' | 'sIdentifiant' | 'sPortable';

const fieldOfConstraint: Record<string, DuplicateField> = {
  users_email_unique: 'sEmail',
  contacts_pseudonym_unique: 'sIdentifiant',
  contacts_account_phone_unique: 'sPortable',
};

/** `rAvatar`: empty or the current URL keeps the avatar; a `data:image/...;base64,` URL replaces it. */
function decodeAvatar(value: string | null | undefined, currentUrl: string | null) {
  if (!value || value === currentUrl) return undefined;
  const data = decodeDataUrl(value);
  if (!data) throw businessError(422, 'UPLOAD-003');
  if (data.length > MAX_AVATAR_BYTES) throw businessError(422, 'GRAND-PUBLIC-026');
  const contentType = sniffImageType(data);
  if (!contentType) throw businessError(422, 'UPLOAD-003');
  return { data, contentType };
}

/**
 * Adds `POST /grand-public/compte/modifie`: updates the caller's own account, or reports the fields another
 * account already uses and changes nothing. A new email address takes effect once the link mailed to it is
 * followed (`/signin?uuidUser=..&uuidConfirmation=..`, then `POST /user/confirmation`).
 */
export function updateProfile(router: OpenAPIHono<AuthEnv>, accounts: Accounts): void {
  const { db, config, mailer } = accounts;
  const route = createRoute({
    method: 'post',
    path: '/grand-public/compte/modifie',
    operationId: 'updateAccount',
    tags: ['Compte (API admin historique)'],
    summary: "Mise à jour du compte de l'utilisateur connecté",
    description:
      "`aDoublon` liste les champs déjà utilisés par un autre compte (rien n'est alors modifié). Un changement d'email est confirmé par un lien envoyé à la nouvelle adresse.",
    middleware: [
      accounts.requireAuth('admin'),
      bodyLimit({
        maxSize: 8 * 1024 * 1024,
        onError: () => {
          throw businessError(413, 'GRAND-PUBLIC-026');
        },
      }),
    ] as const,
    security: [{ bearer: [] }],
    request: { body: jsonBody(UpdateSchema) },
    responses: {
      200: json(
        z.object({
          bSucces: z.boolean(),
          aDoublon: z.array(z.enum(['sEmail', 'sIdentifiant', 'sPortable'])),
        }),
        'Résultat',
      ),
      401: unauthorizedResponse,
      413: json(BusinessErrorSchema, 'Avatar trop lourd (GRAND-PUBLIC-026)'),
      422: invalidResponse,
    },
  });
  router.openapi(route, async (c) => {
    const { userId } = c.get('caller');
    const body = c.req.valid('json');
    const account = await findAccountById(db, userId);
    if (!account) throw new ApiError(401, { description: 'Session expirée, veuillez vous reconnecter.' });
    const avatar = decodeAvatar(body.rAvatar, account.avatarUrl);

    const taken = await findTakenFields(db, userId, {
      email: body.sEmail,
      pseudonym: body.sIdentifiant,
      phone: body.sPortable,
    });
    const duplicates: DuplicateField[] = [];
    if (taken.email) duplicates.push('sEmail');
    if (taken.pseudonym) duplicates.push('sIdentifiant');
    if (taken.phone) duplicates.push('sPortable');
    if (duplicates.length > 0) return c.json({ bSucces: false, aDoublon: duplicates }, 200);

    const isNewEmail = body.sEmail.toLowerCase() !== account.email.toLowerCase();
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(contacts)
          .set({
            lastName: body.sNom,
            firstName: body.sPrenom,
            pseudonym: body.sIdentifiant,
            phone: body.sPortable,
            isPhoneVerified: body.sPortable === account.phone ? account.isPhoneVerified : false,
          })
          .where(eq(contacts.id, account.contactId));
        await tx.update(users).set({ acceptsMailings: body.nEmailing }).where(eq(users.id, userId));
      });
    } catch (error) {
      const field = fieldOfConstraint[uniqueViolation(error) ?? ''];
      if (field) return c.json({ bSucces: false, aDoublon: [field] }, 200);
      throw error;
    }
    if (avatar) await storeAvatar(db, userId, avatar.data, avatar.contentType);
    if (isNewEmail) {
      const token = await createOneTimeToken(
        db,
        { userId, kind: 'email-confirmation', payload: body.sEmail },
        accounts.clock.now(),
      );
      const link = `${linkOrigin(config, c)}/signin?uuidUser=${account.publicId}&uuidConfirmation=${token}`;
      await mailer.sendMail({
        to: body.sEmail,
        subject: `${config.brand}\u00a0: confirmez votre nouvelle adresse email`,
        text: `Bonjour ${body.sPrenom},\n\nPour confirmer votre nouvelle adresse email, ouvrez ce lien :\n${link}`,
        links: [link],
      });
    }
    return c.json({ bSucces: true, aDoublon: [] }, 200);
  });
}
