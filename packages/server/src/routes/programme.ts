import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { limitDevice } from '../door/rate-limit.ts';
import { hallParams } from '../hall-devices/hall-params.ts';
import { type DeviceEnv, requireDevice } from '../hall-devices/require-device.ts';
import { hallStreamMessages, loadHallInfo } from '../hall-stream/index.ts';
import { DayQuerySchema } from '../hall-stream/wire.ts';
import { matchesEtag } from '../http/compression.ts';
import { ApiError, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { localDateOf } from '../planning/local-time.ts';
import type { ProductNames } from '../product.ts';
import { loadProgramme } from '../programme/load-programme.ts';
import { ProgrammeHeadersSchema, ProgrammeSchema } from '../programme/programme-wire.ts';
import { invalidResponse, json, tooManyResponse } from './account-schemas.ts';

/**
 * The courts' programme for the hall's equipment controller: `GET
 * /salle/{idMultisalle}/programme?date=` (scope `programme`), with an ETag (304 while unchanged).
 *
 * @example app.route('/api/v2', createProgrammeRoutes({ accounts, names }));
 */
export function createProgrammeRoutes({
  accounts,
  names,
}: {
  accounts: Accounts;
  names: ProductNames;
}): OpenAPIHono<DeviceEnv> {
  const router = createRouter<DeviceEnv>();
  const { db } = accounts;
  const hallParam = names.idField;

  router.openapi(
    createRoute({
      method: 'get',
      path: `/salle/{${hallParam}}/programme`,
      operationId: 'courtsProgramme',
      tags: ['Appareils de la salle'],
      security: [{ bearer: [] as string[] }],
      summary: 'Le programme des terrains\u00a0: quel sport installer, et quand (portée programme)',
      description:
        "Pour chaque zone de la salle (terrain, ou sol partagé par plusieurs terrains), dans l'ordre de la " +
        'salle\u00a0: le sol partagé dont elle fait partie (`sol`, null si elle ne partage rien), et les créneaux où ' +
        'elle doit être installée pour un sport, tirés des réservations de la zone et des zones qui partagent ' +
        "son sol. Deux créneaux d'un même sport qui se suivent (ou se chevauchent) sont réunis. ETag\u00a0: " +
        "`If-None-Match` répond 304 tant que rien n'a changé\u00a0; le flux de la salle envoie `programme { date }` " +
        'quand une réservation de ce jour change.',
      middleware: [requireDevice(db, { scope: 'programme', hallParam }), limitDevice(db, accounts.clock)],
      request: { params: hallParams(hallParam), query: DayQuerySchema, headers: ProgrammeHeadersSchema },
      responses: {
        200: json(ProgrammeSchema, 'Le programme du jour (en-tête ETag)'),
        304: { description: "Inchangé depuis l'ETag envoyé" },
        401: json(DescriptionErrorSchema, "Clé d'appareil absente, inconnue ou révoquée"),
        403: json(DescriptionErrorSchema, "Clé d'une autre salle, ou sans la portée programme"),
        422: invalidResponse,
        429: tooManyResponse,
      },
    }),
    async (c) => {
      const hall = await loadHallInfo(db, c.get('device').hallId);
      if (!hall) throw new ApiError(404, { description: hallStreamMessages.unknownHall });
      const day = c.req.valid('query').date ?? localDateOf(accounts.clock.now(), hall.timeZone);
      const { programme, etag } = await loadProgramme(db, hall, day);
      // The controller polls it: always revalidate, never share it between callers.
      const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
      if (matchesEtag(c.req.valid('header')['if-none-match'], etag))
        return new Response(null, { status: 304, headers });
      return c.json(programme, 200, headers);
    },
  );

  return router;
}
