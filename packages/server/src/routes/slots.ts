import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { verifySessionToken } from '../accounts/session-tokens.ts';
import { heldSlotIds } from '../cart/cart-actions.ts';
import { loadOccupancy } from '../cart/slot-lookup.ts';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { matchesEtag } from '../http/compression.ts';
import { businessError } from '../http/errors.ts';
import { answerKeptJson, etagOf } from '../http/kept-json.ts';
import { createRouter } from '../http/validation.ts';
import { slotBus, streamSlotChanges } from '../live/index.ts';
import { deriveSlots } from '../planning/derive-slots.ts';
import { addDays, localDateOf, zonedInstant } from '../planning/local-time.ts';
import { findActiveHall, findSportForHall } from '../planning/planning-repository.ts';
import { toWireSlot, type WireSlot } from '../planning/slot-wire.ts';
import { SLOTS_CACHE_TTL_MS, slotsCache } from '../planning/slots-cache.ts';
import type { ProductNames } from '../product.ts';
import {
  invalidValue,
  PAST_START_MESSAGE,
  SPORT_NOT_OFFERED_MESSAGE,
  slotStreamRoute,
  slotsRoute,
  UNKNOWN_SPORT_MESSAGE,
} from './slot-schemas.ts';

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
      `La date de début doit être comprise dans les ${hall.visibleDays} jours ouverts à la réservation (jusqu'au ${lastVisible})`,
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
