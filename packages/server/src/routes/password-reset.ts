import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts } from '../accounts/index.ts';
import { accountMessages } from '../accounts/messages.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findOneTimeToken,
  isUsable,
} from '../accounts/one-time-tokens.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { clientAddress, hitRateLimit, rateLimitRules, tooManyAttemptsError } from '../accounts/rate-limit.ts';
import { revokeAllSessions } from '../accounts/session-tokens.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import { findAccountByEmail } from '../accounts/user-repository.ts';
import { users } from '../db/schema.ts';
import { ApiError, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import {
  invalidResponse as invalid,
  json,
  jsonBody,
  NewPasswordSchema,
  tooManyResponse as tooMany,
} from './account-schemas.ts';

/**
 * The password reset, v2 base: the request by email (`POST /forgot_password/`, always the same neutral
 * answer), the link's check (`GET /forgot_password/{token}`) and the new password
 * (`POST /forgot_password/{token}`, every session of the account revoked).
 *
 * @example app.route('/api/v2', createPasswordResetRoutes(accounts));
 */
export function createPasswordResetRoutes(accounts: Accounts): OpenAPIHono {
  const router = createRouter();
  const tags = ['Compte'];
  const { db, config, mailer } = accounts;

  const forgotRoute = createRoute({
    method: 'post',
    path: '/forgot_password/',
    operationId: 'requestPasswordReset',
    tags,
    summary: 'Demande de réinitialisation du mot de passe',
    description:
      "Non sécurisé. Toujours la même réponse, que le compte existe ou non. Le lien du mail part de `PUBLIC_SITE_URL` quand il est configuré (toujours en production), sinon, hors production, de l'adresse de la requête quand c'est une adresse IP ou `localhost` (en-tête Host, ou `X-Forwarded-Host` derrière un proxy de confiance)\u00a0; jamais du champ `host`. 3 demandes par heure par adresse email, 10 par adresse IP.",
    request: {
      body: jsonBody(
        z.object({ email: z.string().trim().min(1).max(254), host: z.string().max(500).optional() }),
      ),
    },
    responses: {
      200: json(z.object({ message: z.string() }), 'Réponse neutre'),
      422: invalid,
      429: tooMany,
    },
  });
  router.openapi(forgotRoute, async (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    const now = accounts.clock.now();
    const isAccountLimited = await hitRateLimit(db, rateLimitRules.resetPerAccount, email, now);
    const address = clientAddress(c, config.trustProxy);
    const isAddressLimited = await hitRateLimit(db, rateLimitRules.resetPerAddress, address, now);
    if (isAccountLimited || isAddressLimited) throw tooManyAttemptsError();
    const account = await findAccountByEmail(db, email);
    if (account) {
      const token = await createOneTimeToken(db, { userId: account.userId, kind: 'reset' }, now);
      const link = `${linkOrigin(config, c)}/reinitialisation/${token}`;
      await mailer.sendMail({
        to: account.email,
        subject: `${config.brand}\u00a0: réinitialisation de votre mot de passe`,
        text: `Bonjour ${account.firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
        links: [link],
      });
    }
    return c.json({ message: accountMessages.forgotPasswordNeutral }, 200);
  });

  const TokenParams = z.object({ token: z.string().min(1).max(200) });
  const invalidToken = () => new ApiError(404, { description: accountMessages.resetTokenInvalid });

  const checkRoute = createRoute({
    method: 'get',
    path: '/forgot_password/{token}',
    operationId: 'checkPasswordResetToken',
    tags,
    summary: 'Vérifie un lien de réinitialisation',
    request: { params: TokenParams },
    responses: {
      200: json(z.object({ valid: z.literal(true) }), 'Lien valable'),
      404: json(DescriptionErrorSchema, 'Lien inconnu, expiré ou déjà utilisé'),
    },
  });
  router.openapi(checkRoute, async (c) => {
    const row = await findOneTimeToken(db, c.req.valid('param').token, 'reset');
    if (!row || !isUsable(row, accounts.clock.now())) throw invalidToken();
    return c.json({ valid: true as const }, 200);
  });

  const resetRoute = createRoute({
    method: 'post',
    path: '/forgot_password/{token}',
    operationId: 'resetPassword',
    tags,
    summary: 'Nouveau mot de passe (révoque toutes les sessions du compte)',
    request: { params: TokenParams, body: jsonBody(z.object({ password: NewPasswordSchema })) },
    responses: {
      200: json(z.object({ succes: z.literal(true) }), 'Mot de passe changé'),
      404: json(DescriptionErrorSchema, 'Lien inconnu, expiré ou déjà utilisé'),
      422: invalid,
    },
  });
  router.openapi(resetRoute, async (c) => {
    const { token } = c.req.valid('param');
    const passwordHash = await hashPassword(c.req.valid('json').password);
    const now = accounts.clock.now();
    const isReset = await db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, token, 'reset', now);
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await revokeAllSessions(tx, used.userId, now);
      return true;
    });
    if (!isReset) throw invalidToken();
    return c.json({ succes: true as const }, 200);
  });
  return router;
}
