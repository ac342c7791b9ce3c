import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { bookings, reservations, zones } from '../db/schema.ts';
import { announceReservationChange } from '../hall-stream/announce.ts';
import {
  ApiError,
  ConflictErrorSchema,
  conflictError,
  DescriptionErrorSchema,
  forbiddenError,
} from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { publishSlotChange } from '../live/index.ts';
import { planCancellationNotices } from '../notices/plan-notices.ts';
import { invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

/** How long before its start a reservation can still be cancelled (spec 1: at most 48 h before). */
export const CANCELLATION_NOTICE_MS = 48 * 3_600_000;

/** French messages of the cancellation. */
export const cancellationMessages = {
  tooLate: 'Une réservation ne peut plus être annulée moins de 48 heures avant son début.',
  notFound: 'Cette réservation est introuvable.',
  notOrganiser: 'Seul l’organisateur peut annuler cette réservation.',
} as const;

const IdParamSchema = z.object({
  id: z
    .string()
    .uuid('L’identifiant de la réservation n’est pas valide')
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d' }),
});

/**
 * Whether a reservation starting at `startsAt` may still be cancelled at `now`: up to exactly 48 h before.
 *
 * @example `canCancel(new Date('2026-12-03T10:00:00Z'), new Date('2026-12-01T10:00:00Z')) // true`
 */
export function canCancel(startsAt: Date, now: Date): boolean {
  return now.getTime() <= startsAt.getTime() - CANCELLATION_NOTICE_MS;
}

/**
 * `PUT /reservation/annulation/gp/{id}` on the v2 base (secure): the organiser cancels a reservation until
 * 48 h before its start. The reservation becomes `cancelled` (never settled) and its booking too, which
 * frees the slot in the planning. Cancelling a cancelled reservation again answers the same.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createCancellationRoutes({ accounts }));
 * ```
 */
export function createCancellationRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;

  const route = createRoute({
    method: 'put',
    path: '/reservation/annulation/gp/{id}',
    operationId: 'cancelReservation',
    tags: ['Réservations'],
    summary: 'Annule une réservation (organisateur, au plus tard 48 heures avant le début)',
    description: 'Le créneau redevient libre ; une réservation annulée n’est jamais réglée.',
    middleware: accounts.requireAuth('v2'),
    security: [{ bearer: [] as string[] }],
    request: { params: IdParamSchema },
    responses: {
      200: json(z.object({ bSucces: z.literal(true) }), 'Réservation annulée'),
      401: unauthorizedResponse,
      403: json(DescriptionErrorSchema, 'Pas l’organisateur'),
      404: json(DescriptionErrorSchema, 'Réservation introuvable'),
      409: json(ConflictErrorSchema, 'Moins de 48 heures avant le début'),
      422: invalidResponse,
    },
  });
  router.openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const { userId } = c.get('caller');
    const cancelled = await db.transaction(async (tx) => {
      // Locked so that a settlement or a second cancellation waits for this one.
      const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!reservation) throw new ApiError(404, { description: cancellationMessages.notFound });
      if (reservation.organiserUserId !== userId) throw forbiddenError(cancellationMessages.notOrganiser);
      if (reservation.status === 'cancelled') return false;
      const now = accounts.clock.now();
      if (!canCancel(reservation.startsAt, now)) throw conflictError(cancellationMessages.tooLate);
      await tx
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(eq(reservations.id, id));
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, reservation.bookingId));
      // The reminders are called off and everyone accepted is told, with the cancellation.
      await planCancellationNotices(tx, id, now);
      return true;
    });
    if (cancelled) {
      // Live planning: the slot is free again for whoever watches the hall.
      const [zone] = await db
        .select({ hallId: zones.hallId })
        .from(zones)
        .innerJoin(reservations, eq(reservations.zoneId, zones.id))
        .where(eq(reservations.id, id));
      if (zone) publishSlotChange(db, zone.hallId);
      // The hall's screens drop it; its day's programme changed.
      announceReservationChange(db, id);
    }
    return c.json({ bSucces: true as const }, 200);
  });

  return router;
}
