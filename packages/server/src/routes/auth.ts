import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Accounts } from '../accounts/index.ts';
import { accountMessages } from '../accounts/messages.ts';
import { consumeOneTimeToken, findOneTimeToken, isUsable } from '../accounts/one-time-tokens.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import {
  clientAddress,
  hitRateLimit,
  rateLimitRules,
  releaseRateLimitHit,
  tooManyAttemptsError,
} from '../accounts/rate-limit.ts';
import { revokeSessionToken } from '../accounts/session-tokens.ts';
import { findAccountById, findAccountByIdentifier, uniqueViolation } from '../accounts/user-repository.ts';
import { users } from '../db/schema.ts';
import { ApiError, BusinessErrorSchema, businessError, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import {
  invalidResponse as invalid,
  json,
  jsonBody,
  tooManyResponse as tooMany,
  unauthorizedResponse as unauthorized,
} from './account-schemas.ts';

const LoginAttemptSchema = z.string().min(1).max(1024);

async function logIn(
  accounts: Accounts,
  c: Context,
  attempt: { identifier: string; password: string; base: 'admin' | 'v2'; failureCode: string },
): Promise<string> {
  const { db, config } = accounts;
  const now = accounts.clock.now();
  const address = clientAddress(c, config.trustProxy);
  const identifier = attempt.identifier.trim().toLowerCase();
  const isAccountLimited = await hitRateLimit(db, rateLimitRules.loginPerAccount, identifier, now);
  const isAddressLimited = await hitRateLimit(db, rateLimitRules.loginPerAddress, address, now);
  if (isAccountLimited || isAddressLimited) throw tooManyAttemptsError();

  const account = await findAccountByIdentifier(db, identifier);
  if (!(await verifyPassword(account?.passwordHash, attempt.password)) || !account) {
    throw businessError(401, attempt.failureCode);
  }
  // Only failures count against the limits.
  await releaseRateLimitHit(db, rateLimitRules.loginPerAccount, identifier, now);
  await releaseRateLimitHit(db, rateLimitRules.loginPerAddress, address, now);
  if (!account.activatedAt) throw new ApiError(403, { description: accountMessages.notActivated });
  return accounts.issueToken(account, attempt.base);
}

/** Routes of the admin base: `/Connexion` and the activation link's call. */
export function createAdminAuthRoutes(accounts: Accounts): OpenAPIHono {
  const router = createRouter();
  const tags = ['Compte (API admin historique)'];
  const loginRoute = createRoute({
    method: 'post',
    path: '/Connexion',
    operationId: 'adminLogin',
    tags,
    summary: "Connexion (jeton de l'API admin, `fa-token`)",
    description: `Non sécurisé. ${rateLimitRules.loginPerAccount.limit} échecs par 15 minutes par compte et ${rateLimitRules.loginPerAddress.limit} par adresse, puis 429.`,
    request: {
      body: jsonBody(
        z.object({ szIdentifiant: z.string().trim().min(1).max(254), szMotDePasse: LoginAttemptSchema }),
      ),
    },
    responses: {
      200: json(z.object({ bSucces: z.literal(1), szToken: z.string() }), 'Connecté'),
      401: json(BusinessErrorSchema, 'Identifiants invalides (CONNEXION-001)'),
      403: json(DescriptionErrorSchema, 'Compte non activé'),
      422: invalid,
      429: tooMany,
    },
  });
  router.openapi(loginRoute, async (c) => {
    const { szIdentifiant, szMotDePasse } = c.req.valid('json');
    const token = await logIn(accounts, c, {
      identifier: szIdentifiant,
      password: szMotDePasse,
      base: 'admin',
      failureCode: 'CONNEXION-001',
    });
    return c.json({ bSucces: 1 as const, szToken: token }, 200);
  });

  const activationRoute = createRoute({
    method: 'post',
    path: '/grand-public/validation/inscription/{jeton}/{idGrandPublic}',
    operationId: 'activateAccount',
    tags,
    summary: "Activation du compte (lien du mail d'inscription)",
    description: "Non sécurisé. Jeton à usage unique, valable 7 jours. Répond un jeton de l'API admin.",
    request: {
      params: z.object({
        jeton: z.string().min(1).max(200),
        idGrandPublic: z.coerce.number().int().positive().max(MAX_DATABASE_ID),
      }),
    },
    responses: {
      200: json(z.object({ bSucces: z.literal(true), szToken: z.string() }), 'Compte activé'),
      404: json(BusinessErrorSchema, 'Lien inconnu (GRAND-PUBLIC-016)'),
      409: json(BusinessErrorSchema, 'Compte déjà actif (GRAND-PUBLIC-019)'),
      422: json(BusinessErrorSchema, 'Lien expiré (GRAND-PUBLIC-017)'),
    },
  });
  router.openapi(activationRoute, async (c) => {
    const { jeton, idGrandPublic } = c.req.valid('param');
    const { db } = accounts;
    const now = accounts.clock.now();
    const row = await findOneTimeToken(db, jeton, 'activation');
    if (!row || row.userId !== idGrandPublic) throw businessError(404, 'GRAND-PUBLIC-016');
    const account = await findAccountByIdOrThrow(accounts, row.userId);
    if (account.activatedAt || row.usedAt) throw businessError(409, 'GRAND-PUBLIC-019');
    if (!isUsable(row, now)) throw businessError(422, 'GRAND-PUBLIC-017');
    const consumed = await db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, jeton, 'activation', now);
      if (used) await tx.update(users).set({ activatedAt: now }).where(eq(users.id, used.userId));
      return used;
    });
    if (!consumed) throw businessError(409, 'GRAND-PUBLIC-019');
    return c.json({ bSucces: true as const, szToken: await accounts.issueToken(account, 'admin') }, 200);
  });
  return router;
}

async function findAccountByIdOrThrow(accounts: Accounts, userId: number) {
  const account = await findAccountById(accounts.db, userId);
  if (!account) throw businessError(404, 'GRAND-PUBLIC-016');
  return account;
}

/** Routes of the v2 base: `/auth`, `/logout` and `/user/confirmation` (the password reset: `password-reset.ts`). */
export function createV2AuthRoutes(accounts: Accounts): OpenAPIHono {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Jeton de la base appelée\u00a0: `szToken` de /Connexion (admin) ou `token` de /auth (v2).',
  });
  const tags = ['Compte'];
  const { db } = accounts;

  const authRoute = createRoute({
    method: 'post',
    path: '/auth',
    operationId: 'login',
    tags,
    summary: "Connexion (jeton de l'API v2)",
    description: 'Non sécurisé. Mêmes limites que `/Connexion`.',
    request: {
      body: jsonBody(z.object({ email: z.string().trim().min(1).max(254), password: LoginAttemptSchema })),
    },
    responses: {
      200: json(z.object({ token: z.string() }), 'Connecté'),
      401: json(BusinessErrorSchema, 'Identifiants invalides (CONNEXION-000)'),
      403: json(DescriptionErrorSchema, 'Compte non activé'),
      422: invalid,
      429: tooMany,
    },
  });
  router.openapi(authRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const token = await logIn(accounts, c, {
      identifier: email,
      password,
      base: 'v2',
      failureCode: 'CONNEXION-000',
    });
    return c.json({ token }, 200);
  });

  const logoutRoute = createRoute({
    method: 'post',
    path: '/logout',
    operationId: 'logout',
    tags,
    summary: 'Déconnexion\u00a0: révoque le jeton présenté',
    middleware: [accounts.requireAuth('v2')] as const,
    security: [{ bearer: [] }],
    responses: { 204: { description: 'Jeton révoqué' }, 401: unauthorized },
  });
  router.openapi(logoutRoute, async (c) => {
    await revokeSessionToken(db, c.get('caller').tokenId, accounts.clock.now());
    return c.body(null, 204);
  });

  const confirmationRoute = createRoute({
    method: 'post',
    path: '/user/confirmation',
    operationId: 'confirmEmail',
    tags,
    summary: "Confirmation d'une adresse email (lien `/signin?uuidUser=..&uuidConfirmation=..`)",
    description: "Non sécurisé. `succes: false` quand le lien a déjà servi ou n'est plus valable.",
    request: {
      body: jsonBody(z.object({ uuidUser: z.string().uuid(), uuidConfirmation: z.string().min(1).max(200) })),
    },
    responses: {
      200: json(z.object({ succes: z.boolean() }), 'Résultat'),
      409: json(BusinessErrorSchema, 'Adresse prise entre-temps (GRAND-PUBLIC-006)'),
      422: invalid,
    },
  });
  router.openapi(confirmationRoute, async (c) => {
    const { uuidUser, uuidConfirmation } = c.req.valid('json');
    const row = await findOneTimeToken(db, uuidConfirmation, 'email-confirmation');
    const [owner] = row
      ? await db.select({ publicId: users.publicId }).from(users).where(eq(users.id, row.userId))
      : [];
    if (!row || owner?.publicId !== uuidUser) return c.json({ succes: false }, 200);
    try {
      const isConfirmed = await db.transaction(async (tx) => {
        const used = await consumeOneTimeToken(
          tx,
          uuidConfirmation,
          'email-confirmation',
          accounts.clock.now(),
        );
        if (!used?.payload) return false;
        await tx
          .update(users)
          .set({ email: used.payload })
          .where(and(eq(users.id, used.userId), isNull(users.deletedAt)));
        return true;
      });
      return c.json({ succes: isConfirmed }, 200);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw businessError(409, 'GRAND-PUBLIC-006');
      throw error;
    }
  });

  return router;
}
