import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import {
  clientAddress,
  hitRateLimit,
  type RateLimitRule,
  releaseRateLimitHit,
  tooManyAttemptsError,
} from '../accounts/rate-limit.ts';
import { Refusal } from '../domain-errors/index.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import {
  activateStaff,
  findStaffByEmail,
  hallsOfStaff,
  issueStaffToken,
  permissionsOf,
  requireStaff,
  revokeStaffToken,
  type StaffEnv,
  type StaffTokenOptions,
  staffMessages,
} from '../staff/index.ts';
import { invalidResponse, json, jsonBody, NewPasswordSchema, tooManyResponse } from './account-schemas.ts';
import { StaffRoleSchema, staffSecurity, staffTags, staffUnauthorized } from './staff-schemas.ts';

const MINUTE = 60_000;

/** The console's sign-in limits: as the players', counted apart (a hall's desk is one address). */
export const staffRateLimits = {
  perAccount: { name: 'staff-login-account', limit: 5, windowMs: 15 * MINUTE },
  perAddress: { name: 'staff-login-address', limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

const TokenAnswerSchema = z.object({ token: z.string() }).openapi('StaffToken');

const StaffHallSchema = z.object({
  cle: z.string(),
  nom: z.string(),
  role: StaffRoleSchema,
  permissions: z.array(z.string()).openapi({ example: ['day', 'desk'] }),
});

/**
 * The console's session: `POST connexion`, `POST activation` (the one-time link's password),
 * `POST deconnexion` and `GET moi` (who is signed in and the halls they serve, with what each role allows).
 *
 * @example app.route('/api/gestion', createStaffSessionRoutes(accounts, staffTokens));
 */
export function createStaffSessionRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;

  router.openapi(
    createRoute({
      method: 'post',
      path: '/connexion',
      operationId: 'staffSignIn',
      tags: staffTags,
      summary: "Connexion du personnel d'une salle",
      description: `${staffRateLimits.perAccount.limit} échecs par 15 minutes par adresse email et ${staffRateLimits.perAddress.limit} par adresse IP, puis 429.`,
      request: {
        body: jsonBody(
          z.object({ email: z.string().min(1).max(254), motDePasse: z.string().min(1).max(1024) }),
        ),
      },
      responses: {
        200: json(TokenAnswerSchema, 'Jeton du personnel (36 heures)'),
        401: json(
          DescriptionErrorSchema,
          "Adresse ou mot de passe incorrect (ou lien d'activation pas encore utilisé)",
        ),
        422: invalidResponse,
        429: tooManyResponse,
      },
    }),
    async (c) => {
      const { email, motDePasse } = c.req.valid('json');
      const now = clock.now();
      const identifier = email.trim().toLowerCase();
      const address = clientAddress(c, accounts.config.trustProxy);
      const isAccountLimited = await hitRateLimit(db, staffRateLimits.perAccount, identifier, now);
      const isAddressLimited = await hitRateLimit(db, staffRateLimits.perAddress, address, now);
      if (isAccountLimited || isAddressLimited) throw tooManyAttemptsError();
      const member = await findStaffByEmail(db, identifier);
      // An address without a password yet (its link not used) is checked against a decoy and answers as an
      // unknown one: the sign-in tells no one which addresses a hall has invited.
      const isRight = await verifyPassword(member?.passwordHash ?? undefined, motDePasse);
      if (!member || !isRight) throw new Refusal('unauthenticated', staffMessages.signInFailed);
      await releaseRateLimitHit(db, staffRateLimits.perAccount, identifier, now);
      await releaseRateLimitHit(db, staffRateLimits.perAddress, address, now);
      return c.json({ token: await issueStaffToken(tokens, member.id) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/activation',
      operationId: 'staffActivation',
      tags: staffTags,
      summary: "Choix du mot de passe depuis le lien d'activation (`/gestion/activation/<jeton>`)",
      request: {
        body: jsonBody(z.object({ jeton: z.string().min(1).max(200), motDePasse: NewPasswordSchema })),
      },
      responses: {
        200: json(TokenAnswerSchema, 'Mot de passe choisi\u00a0: le membre est connecté'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { jeton, motDePasse } = c.req.valid('json');
      const staffId = await activateStaff(db, jeton, await hashPassword(motDePasse), clock.now());
      return c.json({ token: await issueStaffToken(tokens, staffId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/deconnexion',
      operationId: 'staffSignOut',
      tags: staffTags,
      summary: 'Déconnexion\u00a0: le jeton est révoqué',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      responses: { 204: { description: 'Jeton révoqué' }, 401: staffUnauthorized },
    }),
    async (c) => {
      await revokeStaffToken(db, c.get('staff').tokenId, clock.now());
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/moi',
      operationId: 'staffMe',
      tags: staffTags,
      summary: "Le membre connecté et les salles qu'il sert, avec ce que son rôle y permet",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      responses: {
        200: json(z.object({ email: z.string(), salles: z.array(StaffHallSchema) }), 'Le membre'),
        401: staffUnauthorized,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const halls = await hallsOfStaff(db, staff.staffId);
      return c.json(
        {
          email: staff.email,
          salles: halls.map((hall) => ({
            cle: hall.cle,
            nom: hall.nom,
            role: hall.role,
            permissions: permissionsOf(hall.role),
          })),
        },
        200,
      );
    },
  );
  return router;
}
