import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { clientAddress, hitRateLimit, rateLimitRules, tooManyAttemptsError } from '../accounts/rate-limit.ts';
import { checkSmsCode, createSmsCode, SMS_CODE_MAX_FAILURES } from '../accounts/sms-codes.ts';
import { findTakenFields, uniqueViolation } from '../accounts/user-repository.ts';
import { contacts } from '../db/schema.ts';
import { BusinessErrorSchema, businessError } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import {
  invalidResponse,
  json,
  jsonBody,
  MobileSchema,
  tooManyResponse,
  unauthorizedResponse,
} from './account-schemas.ts';
import { callerAccount } from './users.ts';

/** v2 phone verification: send a code by SMS, then check it (spec 1 section 7). */
export function createV2PhoneRoutes(accounts: Accounts): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db, config, mailer } = accounts;
  const tags = ['Compte'];
  const secure = { middleware: accounts.requireAuth('v2'), security: [{ bearer: [] as string[] }] };
  const successSchema = z.object({ bSucces: z.boolean() });

  const registerRoute = createRoute({
    method: 'post',
    path: '/portable/enregistrement_portable',
    operationId: 'sendPhoneCode',
    tags,
    summary: 'Envoie un code de validation à 6 chiffres par SMS (valable 10 minutes)',
    description: `${rateLimitRules.smsPerAccount.limit} SMS par 15 minutes par compte, ${rateLimitRules.smsPerAddress.limit} par heure par adresse IP.`,
    ...secure,
    request: { body: jsonBody(z.object({ portable: MobileSchema })) },
    responses: {
      200: json(successSchema, 'SMS envoyé'),
      401: unauthorizedResponse,
      409: json(BusinessErrorSchema, 'Numéro déjà utilisé par un autre compte (GRAND-PUBLIC-004)'),
      422: invalidResponse,
      429: tooManyResponse,
    },
  });
  router.openapi(registerRoute, async (c) => {
    const { userId } = c.get('caller');
    const { portable } = c.req.valid('json');
    const taken = await findTakenFields(db, userId, { phone: portable });
    if (taken.phone) throw businessError(409, 'GRAND-PUBLIC-004');
    const now = accounts.clock.now();
    const isAccountLimited = await hitRateLimit(db, rateLimitRules.smsPerAccount, String(userId), now);
    const isAddressLimited = await hitRateLimit(
      db,
      rateLimitRules.smsPerAddress,
      clientAddress(c, config.trustProxy),
      now,
    );
    if (isAccountLimited || isAddressLimited) throw tooManyAttemptsError();
    const code = await createSmsCode(db, userId, portable, now);
    await mailer.sendSms({
      to: portable,
      text: `${config.brand}\u00a0: votre code de validation est ${code}. Il est valable 10 minutes.`,
    });
    return c.json({ bSucces: true }, 200);
  });

  const checkRoute = createRoute({
    method: 'post',
    path: '/portable/controle_portable',
    operationId: 'checkPhoneCode',
    tags,
    summary: 'Vérifie le code reçu par SMS et enregistre le numéro comme vérifié',
    description: `\`bSucces: false\` sur un code faux\u00a0; ${SMS_CODE_MAX_FAILURES} essais faux annulent le code.`,
    ...secure,
    request: {
      body: jsonBody(
        z.object({
          portable: MobileSchema,
          code: z.union([z.string().trim().max(12), z.number().int().nonnegative()]).transform(String),
        }),
      ),
    },
    responses: {
      200: json(successSchema, 'Résultat'),
      401: unauthorizedResponse,
      409: json(BusinessErrorSchema, 'Numéro déjà utilisé par un autre compte (GRAND-PUBLIC-004)'),
      422: invalidResponse,
    },
  });
  router.openapi(checkRoute, async (c) => {
    const { userId } = c.get('caller');
    const { portable, code } = c.req.valid('json');
    if (!(await checkSmsCode(db, userId, portable, code, accounts.clock.now())))
      return c.json({ bSucces: false }, 200);
    const account = await callerAccount(db, userId);
    try {
      await db
        .update(contacts)
        .set({ phone: portable, isPhoneVerified: true })
        .where(eq(contacts.id, account.contactId));
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw businessError(409, 'GRAND-PUBLIC-004');
      throw error;
    }
    return c.json({ bSucces: true }, 200);
  });
  return router;
}
