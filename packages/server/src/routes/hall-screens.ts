import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { limitDevice } from '../door/rate-limit.ts';
import { databaseIdParam, hallParams } from '../hall-devices/hall-params.ts';
import { type DeviceEnv, requireDevice } from '../hall-devices/require-device.ts';
import {
  dayBounds,
  HALL_HEARTBEAT_MS,
  HALL_RETRY_MS,
  hallClock,
  hallStreamMessages,
  hallStreams,
  loadHallInfo,
  loadSessions,
  MAX_STREAMS_PER_DEVICE,
  publishHallEvent,
  streamHall,
  toWireSeance,
  wireHall,
} from '../hall-stream/index.ts';
import { DayQuerySchema, hallScreenSchemas } from '../hall-stream/wire.ts';
import { ApiError, ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { recordScore } from '../live-score/court-scores.ts';
import { scoreMessages } from '../live-score/messages.ts';
import { ScoreAnswerSchema, ScoreBodySchema } from '../live-score/score-wire.ts';
import { localDateOf } from '../planning/local-time.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, jsonBody, tooManyResponse } from './account-schemas.ts';

const STREAM_DESCRIPTION =
  "Server-sent events (`text/event-stream`), à lire avec `fetch` (l'en-tête Authorization), pas " +
  '`EventSource`. Première ligne `retry: ' +
  HALL_RETRY_MS +
  '`, puis des événements `event:` + `id:` + `data:` (JSON)\u00a0: `etat` à la connexion et quand une réservation ' +
  'de la salle change (`{ maintenant, salle, seances, scores }`, séances du jour non terminées)\u00a0; `entree` ' +
  '(`{ idReservation, pseudo, arriveLe, terrain, arrives, attendus }`)\u00a0; `seance` (`{ moment: debut-proche | ' +
  'debut | fin-proche | fin, idReservation, terrain, sport, debut, fin, minutes }`, horloge de chaque ' +
  "processus, vérifiée toutes les 15 s)\u00a0; `score` (le score en direct d'un terrain)\u00a0; `programme` (`{ date }`, " +
  "le programme des terrains de ce jour a changé)\u00a0; `arret` (le serveur s'arrête\u00a0: se reconnecter). Un " +
  `commentaire \`: ping\` toutes les ${HALL_HEARTBEAT_MS / 1000} s. Entrées, scores et réservations ` +
  'arrivent par LISTEN/NOTIFY quel que soit le processus qui les a reçus. Pseudonymes seulement. ' +
  `${MAX_STREAMS_PER_DEVICE} flux au plus par appareil et par processus (429 au-delà).`;

/**
 * The hall's screens and tablets, under `/salle/{idMultisalle}/`, each call authenticated by a
 * device key (`Authorization: Bearer`) and limited per device:
 * - `GET seances?date=` (scope `ecran`, `entree` or `tablette`): the day's sessions, who comes, who came;
 * - `GET flux` (scope `ecran`, `entree` or `programme`): the hall's event stream;
 * - `POST terrains/{terrain}/score` (scope `tablette`): a court's live score, kept and sent to the screens.
 *
 * @example app.route('/api/v2', createHallScreenRoutes({ accounts, names }));
 */
export function createHallScreenRoutes({
  accounts,
  names,
}: {
  accounts: Accounts;
  names: ProductNames;
}): OpenAPIHono<DeviceEnv> {
  const router = createRouter<DeviceEnv>();
  const { db } = accounts;
  const hallParam = names.idField;
  const params = hallParams(hallParam);
  const { DaySessionsSchema } = hallScreenSchemas(names);
  const common = { tags: ['Appareils de la salle'], security: [{ bearer: [] as string[] }] };
  const refusals = (scopes: string) => ({
    401: json(DescriptionErrorSchema, "Clé d'appareil absente, inconnue ou révoquée"),
    403: json(DescriptionErrorSchema, `Clé d'une autre salle, ou sans la portée ${scopes}`),
    422: invalidResponse,
    429: tooManyResponse,
  });
  const hallOf = async (hallId: number) => {
    const hall = await loadHallInfo(db, hallId);
    if (!hall) throw new ApiError(404, { description: hallStreamMessages.unknownHall });
    return hall;
  };

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: `/salle/{${hallParam}}/seances`,
      operationId: 'hallDaySessions',
      summary: 'Les séances du jour et qui est arrivé (portée ecran, entree ou tablette)',
      description:
        'Les séances non annulées commençant ce jour-là (fuseau de la salle), par heure de début\u00a0: terrain, ' +
        "sport, participants ayant accepté (famille comprise) en pseudonymes seulement, avec l'heure de leur " +
        'entrée (`arriveLe`), `arrives` et `attendus`.',
      middleware: [
        requireDevice(db, { scope: ['ecran', 'entree', 'tablette'], hallParam }),
        limitDevice(db, accounts.clock),
      ],
      request: { params, query: DayQuerySchema },
      responses: {
        200: json(DaySessionsSchema, 'Les séances du jour'),
        ...refusals('ecran, entree ou tablette'),
      },
    }),
    async (c) => {
      const hall = await hallOf(c.get('device').hallId);
      const day = c.req.valid('query').date ?? localDateOf(accounts.clock.now(), hall.timeZone);
      const { from, to } = dayBounds(hall, day);
      const sessions = await loadSessions(db, hall.id, { startsFrom: from, startsBefore: to });
      return c.json(
        {
          date: day,
          salle: wireHall(hall, hallParam),
          seances: sessions.map((session) => toWireSeance(session, hall.timeZone)),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: `/salle/{${hallParam}}/flux`,
      operationId: 'hallEventStream',
      summary: "Le flux d'événements de la salle (portée ecran, entree ou programme)",
      description: STREAM_DESCRIPTION,
      middleware: [
        requireDevice(db, { scope: ['ecran', 'entree', 'programme'], hallParam }),
        limitDevice(db, accounts.clock),
      ],
      request: { params },
      responses: {
        200: {
          description: 'Le flux (ne se termine pas de lui-même)',
          content: {
            'text/event-stream': {
              schema: z.string().openapi({
                example:
                  `retry: ${HALL_RETRY_MS}\n: flux de la salle\n\nevent: etat\nid: 1\ndata: {"maintenant":"2026-11-25T17:40:00+01:00",…}\n\n` +
                  'event: entree\nid: 2\ndata: {"idReservation":"…","pseudo":"camille","arriveLe":"2026-11-25T17:41:12+01:00","terrain":{"id":2,"nom":"Terrain 2"},"arrives":1,"attendus":4}\n\n',
              }),
            },
          },
        },
        ...refusals('ecran, entree ou programme'),
        429: json(DescriptionErrorSchema, 'Trop de requêtes, ou trop de flux ouverts par cet appareil'),
      },
    }),
    async (c) => {
      const device = c.get('device');
      const hall = await hallOf(device.hallId);
      // The typed responses describe the stream for OpenAPI; the handler answers the stream itself.
      return streamHall(c, {
        db,
        streams: hallStreams(db, hallClock(accounts.clock)),
        hall,
        idField: hallParam,
        holder: `appareil:${device.id}`,
      }) as never;
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: `/salle/{${hallParam}}/terrains/{terrain}/score`,
      operationId: 'recordLiveScore',
      summary: "Le score en direct d'un terrain (portée tablette)",
      description:
        'La tablette du terrain envoie le score à chaque point\u00a0: équipes, scores par période, points du jeu ' +
        'en cours, terminé ou non. Le dernier score de chaque terrain est gardé (pour `etat`) et envoyé aux ' +
        "écrans (`score`). `terrain` est l'identifiant de la zone, qui doit être de cette salle (404 sinon). " +
        "Le score est pris pour une séance en cours (de l'ouverture de la porte à 15 minutes après la fin\u00a0; " +
        "sans `idReservation`, celle du terrain)\u00a0: 409 sinon. La partie terminée s'enregistre ensuite par " +
        '`POST /parties`.',
      middleware: [requireDevice(db, { scope: 'tablette', hallParam }), limitDevice(db, accounts.clock)],
      request: {
        params: params.extend({ terrain: databaseIdParam(scoreMessages.courtId) }),
        body: jsonBody(ScoreBodySchema),
      },
      responses: {
        200: json(ScoreAnswerSchema, 'Score reçu'),
        404: json(DescriptionErrorSchema, "Terrain ou réservation d'une autre salle"),
        409: json(ConflictErrorSchema, 'Aucune séance en cours'),
        ...refusals('tablette'),
      },
    }),
    async (c) => {
      const device = c.get('device');
      const hall = await hallOf(device.hallId);
      const score = await recordScore(db, {
        hall,
        courtId: Number(c.req.valid('param').terrain),
        deviceId: device.id,
        body: c.req.valid('json'),
        now: accounts.clock.now(),
      });
      publishHallEvent(db, hall.id, { type: 'score', data: score });
      return c.json({ recu: true as const }, 200);
    },
  );

  return router;
}
