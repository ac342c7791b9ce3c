import { randomInt } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  AVATAR_PATH_PREFIX,
  findAvatar,
  MAX_AVATAR_BYTES,
  sniffImageType,
  storeAvatar,
} from '../accounts/avatar.ts';
import { type Accounts, type AuthEnv, ensureOwnUser } from '../accounts/index.ts';
import { createOneTimeToken } from '../accounts/one-time-tokens.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import {
  type Account,
  findAccountById,
  findTakenFields,
  insertAccount,
  uniqueViolation,
} from '../accounts/user-repository.ts';
import { acceptGeneralConventions } from '../booking-rules/conventions.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError, BusinessErrorSchema, businessError } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  jsonBody,
  UserIdFieldSchema,
  unauthorizedResponse,
} from './account-schemas.ts';
import { updateProfile } from './profile-update.ts';
import { ProfileSchema, SignupSchema, toWireProfile } from './user-schemas.ts';

const duplicateCodes: Record<string, string> = {
  users_email_unique: 'GRAND-PUBLIC-006',
  contacts_pseudonym_unique: 'GRAND-PUBLIC-005',
  contacts_account_phone_unique: 'GRAND-PUBLIC-004',
};

const UserIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DATABASE_ID) });

/** Fetches the caller's account or answers 401 (it was deleted since the token was checked). */
export async function callerAccount(db: Database, userId: number): Promise<Account> {
  const account = await findAccountById(db, userId);
  if (!account) throw new ApiError(401, { description: 'Session expirée, veuillez vous reconnecter.' });
  return account;
}

/** v2 user routes: sign-up, profile, avatar and PIN code (the account deletion is in `data-rights/`). */
export function createV2UserRoutes(accounts: Accounts): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db, config, mailer } = accounts;
  const tags = ['Compte'];
  const secure = { middleware: accounts.requireAuth('v2'), security: [{ bearer: [] as string[] }] };

  const signupRoute = createRoute({
    method: 'post',
    path: '/users',
    operationId: 'signUp',
    tags,
    summary: "Inscription\u00a0: crée le compte (inactif) et envoie le mail d'activation",
    request: { body: jsonBody(SignupSchema) },
    responses: {
      201: json(z.object({ id: z.number().int(), contactId: z.number().int() }), 'Compte créé'),
      409: json(BusinessErrorSchema, 'Pseudo (GRAND-PUBLIC-005), email (006) ou portable (004) déjà utilisé'),
      422: invalidResponse,
    },
  });
  router.openapi(signupRoute, async (c) => {
    const body = c.req.valid('json');
    const taken = await findTakenFields(db, undefined, {
      email: body.email,
      pseudonym: body.identifiant,
      phone: body.portable,
    });
    if (taken.pseudonym) throw businessError(409, 'GRAND-PUBLIC-005');
    if (taken.email) throw businessError(409, 'GRAND-PUBLIC-006');
    if (taken.phone) throw businessError(409, 'GRAND-PUBLIC-004');
    let created: { userId: number; contactId: number };
    try {
      created = await insertAccount(db, {
        email: body.email,
        passwordHash: await hashPassword(body.plainPassword),
        lastName: body.nom,
        firstName: body.prenom,
        pseudonym: body.identifiant,
        phone: body.portable,
        isMinor: body.mineur,
        acceptsMailings: body.infosCom,
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== undefined) throw businessError(409, duplicateCodes[constraint] ?? 'COMPTE-001');
      throw error;
    }
    if (body.cgu !== undefined) await acceptGeneralConventions(db, created.userId);
    const token = await createOneTimeToken(
      db,
      { userId: created.userId, kind: 'activation' },
      accounts.clock.now(),
    );
    const link = `${linkOrigin(config, c)}/utilisateur/${token}/${created.userId}/validation-inscription.html`;
    await mailer.sendMail({
      to: body.email,
      subject: `${config.brand}\u00a0: activez votre compte`,
      text: `Bonjour ${body.prenom},\n\nBienvenue sur ${config.brand}\u00a0! Pour activer votre compte, ouvrez ce lien (valable 7 jours) :\n${link}`,
      links: [link],
    });
    return c.json({ id: created.userId, contactId: created.contactId }, 201);
  });

  const profileRoute = createRoute({
    method: 'get',
    path: '/users/{id}',
    operationId: 'getProfile',
    tags,
    summary: "Profil de l'utilisateur connecté (son propre id seulement)",
    ...secure,
    request: { params: UserIdParams },
    responses: {
      200: json(ProfileSchema, 'Le profil'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(profileRoute, async (c) => {
    const caller = c.get('caller');
    ensureOwnUser(caller, c.req.valid('param').id);
    return c.json(toWireProfile(await callerAccount(db, caller.userId)), 200);
  });

  const avatarRoute = createRoute({
    method: 'post',
    path: '/user/avatar',
    operationId: 'uploadAvatar',
    tags,
    summary: "Envoi de l'avatar (PNG, JPEG, WebP ou GIF, 5 Mo au plus)",
    description: 'Le type est reconnu aux premiers octets du fichier, pas à son nom.',
    ...secure,
    middleware: [
      accounts.requireAuth('v2'),
      bodyLimit({
        maxSize: MAX_AVATAR_BYTES + 64 * 1024,
        onError: () => {
          throw businessError(413, 'UPLOAD-002');
        },
      }),
    ] as const,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ avatar: z.any().openapi({ type: 'string', format: 'binary' }) }),
          },
        },
      },
    },
    responses: {
      200: json(z.object({ avatarUrl: z.string() }), 'Avatar enregistré'),
      401: unauthorizedResponse,
      413: json(BusinessErrorSchema, 'Image de plus de 5 Mo (UPLOAD-002)'),
      422: json(BusinessErrorSchema, 'Pas une image (UPLOAD-003) ou pas de fichier (UPLOAD-004)'),
    },
  });
  router.openapi(avatarRoute, async (c) => {
    const file = c.req.valid('form').avatar;
    if (!(file instanceof File)) throw businessError(422, 'UPLOAD-004');
    if (file.size > MAX_AVATAR_BYTES) throw businessError(413, 'UPLOAD-002');
    const data = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(data);
    if (!contentType) throw businessError(422, 'UPLOAD-003');
    const avatarUrl = await storeAvatar(db, c.get('caller').userId, data, contentType);
    return c.json({ avatarUrl }, 200);
  });

  const pinRoute = createRoute({
    method: 'post',
    path: '/user/generate-pin',
    operationId: 'generatePin',
    tags,
    summary: "Nouveau code PIN (6 chiffres) de l'utilisateur connecté",
    ...secure,
    request: {
      body: jsonBody(
        z.object({
          userId: UserIdFieldSchema,
        }),
      ),
    },
    responses: {
      200: json(z.object({ code_pin: z.string() }), 'Le code'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(pinRoute, async (c) => {
    const caller = c.get('caller');
    ensureOwnUser(caller, c.req.valid('json').userId);
    const pin = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await db.update(users).set({ pinCode: pin }).where(eq(users.id, caller.userId));
    return c.json({ code_pin: pin }, 200);
  });

  return router;
}

/** Admin user routes: the profile update `grand-public/compte/modifie`. */
export function createAdminUserRoutes(accounts: Accounts): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  updateProfile(router, accounts);
  return router;
}

/** Serves the avatars stored in the database under `/media/avatars/{userId}/{digest}.{ext}`. */
export function createAvatarMediaRoutes(db: Database): Hono {
  const router = new Hono();
  router.get('/:userId/:file', async (c) => {
    const userId = Number(c.req.param('userId'));
    const digest = /^([0-9a-f]{16})\.\w+$/.exec(c.req.param('file'))?.[1];
    const avatar = Number.isInteger(userId) && digest ? await findAvatar(db, userId, digest) : undefined;
    if (!avatar) return c.json({ description: `Ressource introuvable\u00a0: GET ${c.req.path}` }, 404);
    return c.body(new Uint8Array(avatar.data), 200, {
      'Content-Type': avatar.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return router;
}

export { AVATAR_PATH_PREFIX };
