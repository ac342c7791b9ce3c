import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { checkEntry } from '../door/check-entry.ts';
import {
  EntryDecisionSchema,
  EntryRequestSchema,
  ManifestHeadersSchema,
  ManifestQuerySchema,
  ManifestSchema,
  OfflineBatchAnswerSchema,
  OfflineBatchSchema,
  offlineDateError,
} from '../door/door-wire.ts';
import { buildManifest } from '../door/manifest.ts';
import { recordOfflineEntries } from '../door/offline-entries.ts';
import { limitDevice } from '../door/rate-limit.ts';
import { hallParams } from '../hall-devices/hall-params.ts';
import { type DeviceEnv, requireDevice } from '../hall-devices/require-device.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, validationErrorBody } from '../http/validation.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, jsonBody, tooManyResponse } from './account-schemas.ts';

/**
 * The hall's door, for its readers, under `/salle/{idMultisalle}/`, each call authenticated by a
 * device key of scope `entree` (`Authorization: Bearer`) and limited per device:
 * - `POST entree`: the decision on a scanned code, recorded;
 * - `GET manifeste?date=`: the day's codes that open the door, as digests, for deciding offline (ETag, 304);
 * - `POST entrees`: the decisions made offline, sent later (each once per reader id).
 *
 * @example app.route('/api/v2', createDoorRoutes({ accounts, names }));
 */
export function createDoorRoutes({
  accounts,
  names,
}: {
  accounts: Accounts;
  names: ProductNames;
}): OpenAPIHono<DeviceEnv> {
  const router = createRouter<DeviceEnv>();
  const { db } = accounts;
  const hallParam = names.idField;
  const middleware = [requireDevice(db, { scope: 'entree', hallParam }), limitDevice(db, accounts.clock)];
  const params = hallParams(hallParam);
  const common = {
    tags: ['Appareils de la salle'],
    security: [{ bearer: [] as string[] }],
    middleware,
  };
  const refusals = {
    401: json(DescriptionErrorSchema, "Clé d'appareil absente, inconnue ou révoquée"),
    403: json(DescriptionErrorSchema, "Clé d'une autre salle, ou sans la portée entree"),
    422: invalidResponse,
    429: tooManyResponse,
  };
  const signingKey = () => accounts.tokens.signingKey();

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: `/salle/{${hallParam}}/entree`,
      operationId: 'checkDoorEntry',
      summary: 'Décision de la porte sur un QR code scanné (portée entree)',
      description:
        "Autorise un participant ayant accepté, de cette salle, d'une séance non annulée, de l'ouverture " +
        '(30 minutes avant le début par défaut) à la fin, une seule fois\u00a0; sinon refuse avec un motif en ' +
        'français. Chaque décision est enregistrée.',
      request: { params, body: jsonBody(EntryRequestSchema) },
      responses: {
        200: json(EntryDecisionSchema, 'La décision (autorisée ou non) et son motif'),
        ...refusals,
      },
    }),
    async (c) => {
      const { code } = c.req.valid('json');
      const answer = await checkEntry(db, {
        signingKey: await signingKey(),
        device: c.get('device'),
        code,
        now: accounts.clock.now(),
      });
      return c.json(answer, 200);
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: `/salle/{${hallParam}}/manifeste`,
      operationId: 'doorManifest',
      summary: 'Les entrées du jour pour décider hors ligne (portée entree)',
      description:
        'Les codes qui ouvrent la porte ce jour-là, en empreintes SHA-256 (jamais les codes), avec le pseudo, ' +
        "la fenêtre d'entrée et l'entrée déjà faite, et les annulations depuis la dernière lecture de ce " +
        "lecteur. ETag\u00a0: `If-None-Match` répond 304 tant que rien n'a changé.",
      request: { params, query: ManifestQuerySchema, headers: ManifestHeadersSchema },
      responses: {
        200: json(ManifestSchema, 'Le manifeste du jour (en-tête ETag)'),
        304: { description: "Inchangé depuis l'ETag envoyé" },
        ...refusals,
      },
    }),
    async (c) => {
      const { date } = c.req.valid('query');
      const answer = await buildManifest(db, {
        signingKey: await signingKey(),
        device: c.get('device'),
        day: date,
        ifNoneMatch: c.req.valid('header')['if-none-match'],
        now: accounts.clock.now(),
      });
      // Readers poll it: always revalidate, never share it between callers.
      const headers = { ETag: answer.etag, 'Cache-Control': 'private, no-cache' };
      if (answer.unchanged) return new Response(null, { status: 304, headers });
      return c.json(answer.manifest, 200, headers);
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: `/salle/{${hallParam}}/entrees`,
      operationId: 'recordOfflineDoorEntries',
      summary: 'Les décisions prises hors ligne, envoyées plus tard (portée entree)',
      description:
        "Chaque décision porte l'identifiant que le lecteur lui a donné\u00a0: un lot renvoyé (réponse perdue) " +
        "n'enregistre rien deux fois.",
      request: { params, body: jsonBody(OfflineBatchSchema) },
      responses: {
        200: json(OfflineBatchAnswerSchema, 'Combien de décisions étaient nouvelles'),
        ...refusals,
      },
    }),
    async (c) => {
      const { entrees } = c.req.valid('json');
      const dateError = offlineDateError(entrees, accounts.clock.now());
      if (dateError) return c.json(validationErrorBody(dateError), 422);
      const answer = await recordOfflineEntries(db, {
        signingKey: await signingKey(),
        device: c.get('device'),
        entries: entrees,
      });
      return c.json(answer, 200);
    },
  );

  return router;
}
