import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { reservations, zones } from '../db/schema.ts';
import { announceBookingChange, announceSessionChange } from '../hall-stream/announce.ts';
import { sendDescription } from '../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** From a day before to a week ahead: enough to reach every state of the lifecycle. */
const MINUTES = { min: -24 * 60, max: 7 * 24 * 60 };

/**
 * Development only: `POST /dev/reservations/{id}/commence-dans/{minutes}` moves a reservation's start (and
 * end, keeping its length) to now + `minutes`, so a browser test reaches the states the clock decides (the
 * 15-minute answer lock, a game under way) without waiting. The door, the screens and the courts'
 * programme follow the session; the booked slot stays where it was in the planning, so the other tests'
 * planning does not change. Mount it only outside production, like the outbox.
 *
 * @example if (!isProduction) app.route('/dev', createDevReservationRoutes(db, clock));
 */
export function createDevReservationRoutes(db: Database, clock: Clock = systemClock): Hono {
  const router = new Hono();
  router.post('/reservations/:id/commence-dans/:minutes', async (c) => {
    const id = c.req.param('id');
    const minutes = Number(c.req.param('minutes'));
    if (!UUID.test(id)) return sendDescription(c, 422, "L'identifiant de la réservation est invalide.");
    if (!Number.isInteger(minutes) || minutes < MINUTES.min || minutes > MINUTES.max)
      return sendDescription(c, 422, 'Le nombre de minutes doit être un entier entre -1440 et 10080.');
    const [found] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!found) return sendDescription(c, 404, 'La réservation est introuvable.');
    const startsAt = new Date(clock.nowMs() + minutes * 60_000);
    const endsAt = new Date(startsAt.getTime() + (found.endsAt.getTime() - found.startsAt.getTime()));
    await db.update(reservations).set({ startsAt, endsAt }).where(eq(reservations.id, id));
    // The hall's screens show the session at its new time; the programme of both days is read again.
    announceSessionChange(db, id);
    const [zone] = await db.select({ hallId: zones.hallId }).from(zones).where(eq(zones.id, found.zoneId));
    if (zone) announceBookingChange(db, zone.hallId, [found.startsAt, startsAt]);
    return c.json({ debut: startsAt.toISOString(), fin: endsAt.toISOString() });
  });
  return router;
}
