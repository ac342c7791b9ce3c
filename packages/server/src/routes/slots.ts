import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { verifySessionToken } from '../accounts/session-tokens.ts';
import { heldSlotIds } from '../cart/cart-actions.ts';
import { loadOccupancy } from '../cart/slot-lookup.ts';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { matchesEtag } from '../http/compression.ts';
import { ApiError, BusinessErrorSchema, businessError } from '../http/errors.ts';
import { answerKeptJson, etagOf } from '../http/kept-json.ts';
import { createRouter, VALIDATION_DESCRIPTION, ValidationErrorSchema } from '../http/validation.ts';
import { SLOT_HEARTBEAT_MS, SLOT_RETRY_MS, slotBus, streamSlotChanges } from '../live/index.ts';
import { deriveSlots } from '../planning/derive-slots.ts';
import { addDays, localDateOf, parseLocalDate, zonedInstant } from '../planning/local-time.ts';
import { findActiveHall, findSportForHall } from '../planning/planning-repository.ts';
import { toWireSlot, type WireSlot, WireSlotSchema } from '../planning/slot-wire.ts';
import { SLOTS_CACHE_TTL_MS, slotsCache } from '../planning/slots-cache.ts';
import type { ProductNames } from '../product.ts';

/** What the slots route needs. */
export interface SlotRoutesOptions {
  db: Database;
  names: ProductNames;
  /** Reads an optional v2 bearer: the caller's held slots then show `panier`, others' holds `reserve`. */
  accounts?: Accounts;
  /**
   * The server's clock: "today", the visible window, the holds still running, and the computed weeks' expiry.
   * @default accounts.clock, or systemClock
   */
  clock?: Clock;
}

const DATE_MESSAGE = 'Cette date n’est pas valide (format AAAA-MM-JJ attendu)';
const DURATION_MESSAGE = 'La durée doit être un nombre entier de jours, au moins 1';
const HALL_ID_MESSAGE = 'L’identifiant de la salle doit être un nombre entier';
const SPORT_ID_MESSAGE = 'L’identifiant du sport (activite) doit être un nombre entier';
const PAST_START_MESSAGE = 'La date de début ne peut pas être antérieure à aujourd’hui';
const UNKNOWN_SPORT_MESSAGE = 'Ce sport est introuvable';
const SPORT_NOT_OFFERED_MESSAGE = 'Ce sport n’est pas proposé dans cette salle';

const positiveInteger = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);

/** A 422 with the validation envelope, for values that are well formed but not acceptable. */
function invalidValue(propertyPath: string, message: string): ApiError {
  return new ApiError(422, {
    detail: message,
    violations: [{ propertyPath, message }],
    description: VALIDATION_DESCRIPTION,
  });
}

function slotsRoute(names: ProductNames) {
  const params = z.object({
    [names.idField]: positiveInteger(HALL_ID_MESSAGE).openapi({
      param: { name: names.idField, in: 'path' },
      example: '1',
    }),
    start: z
      .string()
      .refine((value) => parseLocalDate(value) !== undefined, DATE_MESSAGE)
      .openapi({
        param: { name: 'start', in: 'path' },
        example: '2026-11-23',
        description: 'Premier jour, AAAA-MM-JJ, dans le fuseau de la salle.',
      }),
    duration: positiveInteger(DURATION_MESSAGE).openapi({
      param: { name: 'duration', in: 'path' },
      example: '7',
      description: 'Nombre de jours (entier, au moins 1).',
    }),
  });
  const query = z.object({
    activite: positiveInteger(SPORT_ID_MESSAGE).openapi({
      param: { name: 'activite', in: 'query' },
      example: '3',
      description: 'Identifiant du sport (idSport).',
    }),
    gp: z
      .string()
      .optional()
      .openapi({
        param: { name: 'gp', in: 'query' },
        example: '1',
        description: 'Envoyé à 1 par le client.',
      }),
  });
  const body = z
    .object({
      [names.idField]: z.number().int(),
      idSport: z.number().int(),
      dateStart: z.string().openapi({ example: '2026-11-23' }),
      dateEnd: z.string().openapi({ example: '2026-11-29', description: 'Dernier jour inclus.' }),
      creneaux: z.array(WireSlotSchema),
    })
    .openapi('Creneaux');
  return createRoute({
    method: 'get',
    path: `/creneaux/${names.key}/{${names.idField}}/debut/{start}/duree/{duration}`,
    operationId: 'listSlots',
    tags: ['Créneaux'],
    summary: 'Créneaux d’un sport dans une salle',
    description:
      'Authentification facultative (jeton v2) : les créneaux retenus dans le panier de l’appelant sont ' +
      '« panier », ceux retenus par un autre joueur « reserve ». Tous les créneaux des jours demandés, passés du jour compris, triés par début puis ' +
      'terrain ; la période est coupée à la fin des jours ouverts à la réservation ' +
      '(nbJoursVisiblesReservationCreneaux), dateEnd dit où.',
    request: { params, query },
    responses: {
      200: { description: 'Les créneaux', content: { 'application/json': { schema: body } } },
      404: {
        description: 'Salle inconnue ou inactive (MULTISALLE-001)',
        content: { 'application/json': { schema: BusinessErrorSchema } },
      },
      422: {
        description: 'Date, durée, salle ou sport invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
}

/** The live stream of a hall's slot changes (issue 11, "Live slots"). */
function slotStreamRoute(names: ProductNames) {
  const params = z.object({
    [names.idField]: positiveInteger(HALL_ID_MESSAGE).openapi({
      param: { name: names.idField, in: 'path' },
      example: '1',
    }),
  });
  return createRoute({
    method: 'get',
    path: `/creneaux/${names.key}/{${names.idField}}/flux`,
    operationId: 'streamSlotChanges',
    tags: ['Créneaux'],
    summary: 'Flux des changements de créneaux d’une salle (server-sent events)',
    description:
      'Public, sans authentification. Un flux `text/event-stream` qui envoie `event: creneaux` avec ' +
      `\`data: {"${names.idField}": 1, "at": "<ISO 8601>"}\` chaque fois qu’un créneau de la salle change ` +
      '(mis au panier, retiré, réservé, libéré à la fin de son blocage, annulé), quel que soit le processus ' +
      'serveur qui l’a changé. Les changements rapprochés sont regroupés (un événement par salle). ' +
      `Un commentaire toutes les ${SLOT_HEARTBEAT_MS / 1000} s garde la connexion ouverte ; \`retry: ${SLOT_RETRY_MS}\` ` +
      'dit au navigateur quand se reconnecter. À chaque événement, le client recharge les créneaux affichés.',
    request: { params },
    responses: {
      200: {
        description: 'Le flux (ne se termine pas de lui-même)',
        content: {
          'text/event-stream': {
            schema: z.string().openapi({
              example: `retry: ${SLOT_RETRY_MS}\n\nevent: creneaux\ndata: {"${names.idField}":1,"at":"2026-11-23T09:00:00.200Z"}\n\n`,
            }),
          },
        },
      },
      404: {
        description: 'Salle inconnue ou inactive (MULTISALLE-001)',
        content: { 'application/json': { schema: BusinessErrorSchema } },
      },
      422: {
        description: 'Identifiant de salle invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
}

/** The caller of an optional bearer token: a missing or invalid token is an anonymous visitor, not a 401. */
async function optionalCaller(accounts: Accounts, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token ? verifySessionToken(accounts.tokens, token, 'v2') : undefined;
}

/** The slots call's body, as a visitor gets it. */
interface SlotsBody {
  [idField: string]: unknown;
  idSport: number;
  dateStart: string;
  dateEnd: string;
  creneaux: WireSlot[];
}

/**
 * Checks the hall, the sport and the window, then derives the week's slots for a visitor; `validUntil`
 * is when the answer must be computed again whatever happens: the TTL, or the hall's next midnight (the
 * window and the start check move with the day).
 */
async function computeWeek(
  db: Database,
  names: ProductNames,
  request: { hallId: number; sportId: number; start: string; duration: number },
  now: Date,
): Promise<{ body: SlotsBody; validUntil: number }> {
  const hall = await findActiveHall(db, request.hallId);
  if (!hall) throw businessError(404, 'MULTISALLE-001');
  const found = await findSportForHall(db, hall.id, request.sportId);
  if (!found) throw invalidValue('activite', UNKNOWN_SPORT_MESSAGE);
  if (!found.isOffered) throw invalidValue('activite', SPORT_NOT_OFFERED_MESSAGE);

  const today = localDateOf(now, hall.timezone);
  const lastVisible = addDays(today, hall.visibleDays - 1);
  if (request.start < today) throw invalidValue('start', PAST_START_MESSAGE);
  if (request.start > lastVisible) {
    throw invalidValue(
      'start',
      `La date de début doit être comprise dans les ${hall.visibleDays} jours ouverts à la réservation (jusqu’au ${lastVisible})`,
    );
  }
  const requestedEnd = addDays(request.start, Math.min(request.duration, hall.visibleDays) - 1);
  const dateEnd = requestedEnd < lastVisible ? requestedEnd : lastVisible;
  const planning = await loadOccupancy(
    db,
    hall,
    {
      from: zonedInstant(request.start, 0, hall.timezone),
      to: zonedInstant(addDays(dateEnd, 1), 0, hall.timezone),
    },
    { kind: 'all', now },
  );
  const slots = deriveSlots(planning, { sportId: request.sportId, from: request.start, to: dateEnd });
  const wire = { timeZone: hall.timezone, recommendedPlayers: found.sport.recommendedPlayers };
  const nextMidnight = zonedInstant(addDays(today, 1), 0, hall.timezone).getTime();
  return {
    body: {
      [names.idField]: hall.id,
      idSport: request.sportId,
      dateStart: request.start,
      dateEnd,
      creneaux: slots.map((slot) => toWireSlot(slot, wire)),
    },
    validUntil: Math.min(now.getTime() + SLOTS_CACHE_TTL_MS, nextMidnight),
  };
}

/**
 * The slots routes of the v2 base: `GET /creneaux/{productKey}/{id}/debut/{start}/duree/{duration}` and
 * the hall's live stream `GET /creneaux/{productKey}/{id}/flux`.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createSlotRoutes({ db, names }));
 * ```
 */
export function createSlotRoutes({
  db,
  names,
  accounts,
  clock = accounts?.clock ?? systemClock,
}: SlotRoutesOptions): OpenAPIHono {
  const router = createRouter();
  router.openapi(slotsRoute(names), async (c) => {
    const params = c.req.valid('param') as Record<string, unknown> & { start: string; duration: number };
    const hallId = Number(params[names.idField]);
    const sportId = c.req.valid('query').activite;

    // A week is computed once for every visitor, then served from memory until the hall changes
    // (planning/slots-cache.ts); the caller's own holds are laid over it for each call.
    const cache = slotsCache(db);
    const key = `${sportId}|${params.start}|${params.duration}`;
    const now = clock.now();
    let week = cache.read<SlotsBody>(hallId, key, now.getTime());
    if (!week) {
      const generation = cache.generation(hallId);
      const computed = await computeWeek(
        db,
        names,
        { hallId, sportId, start: params.start, duration: params.duration },
        now,
      );
      week = cache.keep(hallId, key, generation, computed.body, computed.validUntil, slotBus(db));
    }
    c.header('Cache-Control', 'private, no-cache');
    const caller = accounts && (await optionalCaller(accounts, c.req.header('authorization')));
    const mine = caller ? await heldSlotIds(db, caller.userId, now) : new Set<number>();
    const held = week.value.creneaux.some((slot) => mine.has(slot.nIdCreneau));
    if (!held) return (await answerKeptJson(c, week)) as never;
    // The caller holds slots of this week: their own copy, compressed by the middleware.
    const json = JSON.stringify({
      ...week.value,
      creneaux: week.value.creneaux.map((slot) =>
        mine.has(slot.nIdCreneau) ? { ...slot, sStatut: 'panier' as const } : slot,
      ),
    });
    const etag = etagOf(json);
    c.header('ETag', etag);
    // The middleware weakens the tag when it compresses: compared weakly.
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304) as never;
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' }) as never;
  });
  router.openapi(slotStreamRoute(names), async (c) => {
    const hall = await findActiveHall(db, Number(c.req.valid('param')[names.idField]));
    if (!hall) throw businessError(404, 'MULTISALLE-001');
    // The typed responses describe the stream for OpenAPI; the handler answers the stream itself.
    return streamSlotChanges(c, slotBus(db), hall.id, names.idField) as never;
  });
  return router;
}
