import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { type Accounts, type ApiBase, type AuthEnv, ensureOwnUser } from '../accounts/index.ts';
import { hitRateLimit } from '../accounts/rate-limit.ts';
import { buildExport } from '../data-rights/build-export.ts';
import { eraseAccount } from '../data-rights/erase-account.ts';
import { exportRateLimit } from '../data-rights/export-limit.ts';
import { MyDataSchema } from '../data-rights/export-schema.ts';
import { dataRightsMessages } from '../data-rights/messages.ts';
import { ApiError, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import type { CardProvider } from '../payments/index.ts';
import type { ProductNames } from '../product.ts';
import {
  forbiddenResponse,
  invalidResponse,
  json,
  tooManyResponse,
  unauthorizedResponse,
} from './account-schemas.ts';
import { mailOf } from './reservation-schemas.ts';
import { callerAccount } from './users.ts';

/** What the data-rights routes are built from. */
export interface DataRightsOptions {
  accounts: Accounts;
  /** The card provider, to cancel a deleted account's saved card. */
  provider: CardProvider;
  names: ProductNames;
}

/** The export's path on each base, in each base's own style. */
export const MY_DATA_PATHS: Record<ApiBase, string> = {
  v2: '/user/mes-donnees',
  admin: '/grand-public/compte/mes-donnees',
};

const UserIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DATABASE_ID) });

/**
 * The players' data rights on one base: « Télécharger mes données » (`GET user/mes-donnees` on v2,
 * `GET grand-public/compte/mes-donnees` on admin), and on v2 the account deletion that erases the person
 * (`DELETE soft/delete/user/{id}`, the spec's path). Both only ever act on the caller's own account.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createDataRightsRoutes({ accounts, provider, names }, 'v2'));
 * ```
 */
export function createDataRightsRoutes(options: DataRightsOptions, base: ApiBase): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { accounts, provider, names } = options;
  const { db } = accounts;
  const secure = { middleware: accounts.requireAuth(base), security: [{ bearer: [] as string[] }] };
  const tags = ['Compte'];

  router.openapi(
    createRoute({
      method: 'get',
      path: MY_DATA_PATHS[base],
      operationId: base === 'v2' ? 'downloadMyData' : 'downloadMyDataLegacy',
      tags,
      summary:
        'Télécharger mes données\u00a0: tout ce que le service enregistre sur le joueur connecté (RGPD)',
      description:
        'Un fichier JSON (`Content-Disposition: attachment`)\u00a0: un résumé en français (`resume`), puis le compte, la famille, les réservations et réponses, les paiements (derniers chiffres et expiration de la carte seulement), les messages envoyés (liens et codes retirés), les consentements, les statistiques et le niveau. Seulement le compte du jeton\u00a0; 5 fois par heure au plus.',
      ...secure,
      responses: {
        200: json(MyDataSchema, 'Le fichier de mes données'),
        401: unauthorizedResponse,
        429: tooManyResponse,
      },
    }),
    async (c) => {
      const { userId } = c.get('caller');
      const now = accounts.clock.now();
      if (await hitRateLimit(db, exportRateLimit, String(userId), now))
        throw new ApiError(429, { description: dataRightsMessages.tooManyExports });
      const data = await buildExport(db, await callerAccount(db, userId), accounts.config.brand, now);
      const day = now.toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="mes-donnees-${names.key}-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    },
  );

  if (base !== 'v2') return router;
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/soft/delete/user/{id}',
      operationId: 'deleteAccount',
      tags,
      summary:
        'Suppression du compte\u00a0: efface la personne, garde les paiements sous une identité anonyme',
      description:
        "Efface nom, prénom, pseudonyme, e-mail, mobile, avatar, famille, code PIN, carte enregistrée (annulée chez le prestataire), sessions et messages\u00a0; retire ses réponses aux séances à venir (les organisateurs sont prévenus). Les paiements restent, pour la comptabilité. 409 tant qu'un paiement est dû ou qu'une réservation organisée n'est pas réglée\u00a0; 503 si le prestataire de paiement ne répond pas (rien n'est effacé).",
      ...secure,
      request: { params: UserIdParams },
      responses: {
        204: { description: 'Compte supprimé' },
        401: unauthorizedResponse,
        403: forbiddenResponse,
        409: json(ConflictErrorSchema, "Un paiement est dû, ou une réservation organisée n'est pas réglée"),
        422: invalidResponse,
        503: json(DescriptionErrorSchema, 'Le prestataire de paiement ne répond pas'),
      },
    }),
    async (c) => {
      const caller = c.get('caller');
      ensureOwnUser(caller, c.req.valid('param').id);
      const mail = { ...mailOf(accounts, c), brand: accounts.config.brand };
      await eraseAccount({ db, provider, mail }, caller.userId, accounts.clock.now());
      return c.body(null, 204);
    },
  );
  return router;
}
