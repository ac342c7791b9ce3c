import { z } from '@hono/zod-openapi';
import { eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { contacts, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { validationErrorBody } from '../http/validation.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';

const PlayedSchema = z.object({
  emails: z.array(z.string().trim().min(1).max(254)).min(1).max(10),
  cle: z.string().default('padel-park'),
  sport: z.string().default('PADEL'),
});

/**
 * Development route of the matches, for the browser tests (mount it only outside production):
 * `POST /dev/parties/reservation` `{ emails, cle?, sport? }` writes a reservation that ended an hour ago,
 * organised by the first account with the others accepted, and answers `{ idReservation, contacts }`
 * (each account's `idContact`, in the order given): what a tablet needs to send a match of it.
 *
 * @example
 * ```ts
 * if (!isProduction) app.route('/dev', createDevMatchRoutes(db, clock));
 * ```
 */
export function createDevMatchRoutes(db: Database, clock: Clock = systemClock): Hono {
  const router = new Hono();
  router.post('/parties/reservation', async (c) => {
    const parsed = PlayedSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new ApiError(422, validationErrorBody(parsed.error));
    const { emails, cle, sport } = parsed.data;
    const lower = emails.map((email) => email.toLowerCase());
    const rows = await db
      .select({ email: users.email, userId: users.id, contactId: contacts.id })
      .from(users)
      .innerJoin(contacts, eq(contacts.userId, users.id))
      .where(inArray(sql`lower(${users.email})`, lower));
    const people = lower.map((email) => rows.find((row) => row.email.toLowerCase() === email));
    const missing = lower.find((_, index) => !people[index]);
    if (missing) throw new ApiError(404, { description: `Aucun compte avec l'adresse ${missing}.` });
    const [organiser, ...others] = people.map((row) => ({
      userId: row?.userId ?? 0,
      contactId: row?.contactId ?? 0,
    }));
    if (!organiser) throw new ApiError(422, { description: 'Au moins une adresse est attendue.' });
    // Minutes apart, so that several tests' reservations never share a start.
    const startsAt = new Date(clock.nowMs() - 2 * 3_600_000 - Math.floor(Math.random() * 600) * 60_000);
    const { reservationId } = await insertPastReservation(db, {
      hallKey: cle,
      sportLabel: sport,
      startsAt,
      minutes: 60,
      organiser,
      others,
    }).catch((error: unknown) => {
      throw new ApiError(404, { description: error instanceof Error ? error.message : String(error) });
    });
    return c.json({ idReservation: reservationId, contacts: people.map((row) => row?.contactId ?? 0) }, 200);
  });
  return router;
}
