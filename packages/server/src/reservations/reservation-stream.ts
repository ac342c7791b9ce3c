// A player's own reservations, live: when someone answers an invitation to one of their coming games, the
// page that lists them (MES RÉSERVATIONS) hears it and reads the list again. The news travels on the hall
// event bus (every server process), as the hall's screens hear it.
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../db/client.ts';
import { reservationParticipants, reservations, zones } from '../db/schema.ts';
import type { HallEvent, HallEventBus } from '../hall-stream/hall-event-bus.ts';
import { SLOT_HEARTBEAT_MS, SLOT_RETRY_MS } from '../live/index.ts';

/** A coming reservation a player follows, and the hall whose events tell about it. */
export interface FollowedReservation {
  id: string;
  hallId: number;
}

/**
 * The player's coming games (organiser or participant), not cancelled, with their hall.
 *
 * @example const followed = await followedReservations(db, caller.userId, clock.now());
 */
export async function followedReservations(
  db: Database,
  userId: number,
  now: Date,
): Promise<FollowedReservation[]> {
  const rows = await db
    .selectDistinct({ id: reservations.id, hallId: zones.hallId })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .leftJoin(reservationParticipants, eq(reservationParticipants.reservationId, reservations.id))
    .where(
      and(
        gt(reservations.endsAt, now),
        isNull(reservations.cancelledAt),
        or(
          eq(reservations.organiserUserId, userId),
          and(isNotNull(reservationParticipants.userId), eq(reservationParticipants.userId, userId)),
        ),
      ),
    );
  return rows;
}

/** Whether `event` may change what the player sees of `ids`: an answer to one of them, or a resync. */
const concerns = (event: HallEvent, ids: ReadonlySet<string>) =>
  event.type === 'resync' || (event.type === 'seances' && ids.has(event.idReservation ?? ''));

/**
 * Answers a server-sent events stream of changes to `followed`: `event: reservation` with data
 * `{ "idReservation": id }` (or `{}` after a lost bus connection: read everything again), a heartbeat
 * comment every {@link SLOT_HEARTBEAT_MS}. It ends when the client goes away or the bus closes; the client
 * then reconnects, and reads its list again.
 *
 * @example return streamReservationChanges(c, hallEventBus(db), await followedReservations(db, id, now));
 */
export function streamReservationChanges(
  c: Context,
  bus: HallEventBus,
  followed: readonly FollowedReservation[],
): Response {
  c.header('X-Accel-Buffering', 'no');
  const ids = new Set(followed.map((one) => one.id));
  const hallIds = [...new Set(followed.map((one) => one.hallId))];
  return streamSSE(c, async (stream) => {
    let endStream = () => {};
    const ended = new Promise<void>((resolve) => {
      endStream = resolve;
    });
    stream.onAbort(endStream);
    if (bus.closing.aborted) endStream();
    bus.closing.addEventListener('abort', endStream);
    const unsubscribes = hallIds.map((hallId) =>
      bus.subscribe(hallId, (event) => {
        if (!concerns(event, ids)) return;
        const data = event.type === 'seances' ? { idReservation: event.idReservation } : {};
        void stream.writeSSE({ event: 'reservation', data: JSON.stringify(data) });
      }),
    );
    const heartbeat = setInterval(() => void stream.write(': ping\n\n'), SLOT_HEARTBEAT_MS);
    try {
      await bus.ready().catch(() => {});
      // The first bytes say the subscription is live (and flush the headers through proxies).
      await stream.write(`retry: ${SLOT_RETRY_MS}\n: flux des réservations\n\n`);
      await ended;
    } finally {
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
      bus.closing.removeEventListener('abort', endStream);
    }
  });
}
