import { type Database, postgresPoolOf } from '../db/client.ts';
import { postgresChannel, slotBus } from '../live/index.ts';
import { type HallClock, realHallClock } from './clock.ts';
import {
  createHallEventBus,
  type HallEvent,
  type HallEventBus,
  inProcessHallTransport,
} from './hall-event-bus.ts';
import { createHallStreams, type HallStreams } from './hall-streams.ts';

/** The PostgreSQL channel the halls' events travel on, shared by every server process of one database. */
export const HALL_CHANNEL = 'multisalle_hall';

// One bus and one set of streams per open database (tests open several in one process, each standing for a
// server process), as the slot bus does.
const buses = new WeakMap<Database, HallEventBus>();
const streamSets = new WeakMap<Database, HallStreams>();

/**
 * The hall event bus of a database: through PostgreSQL `LISTEN/NOTIFY` when `db` runs on a `pg` pool, so
 * every server process on that database hears it; in-process on PGlite.
 *
 * @example hallEventBus(db).subscribe(hallId, (event) => console.log(event.type));
 */
export function hallEventBus(db: Database): HallEventBus {
  let bus = buses.get(db);
  if (!bus) {
    const pool = postgresPoolOf(db);
    bus = createHallEventBus(
      pool ? postgresChannel(pool, HALL_CHANNEL, { label: 'Hall events' }) : inProcessHallTransport(),
    );
    buses.set(db, bus);
  }
  return bus;
}

/**
 * Tells every hall stream of `hallId` (every process) what happened. Call it after the transaction
 * committed. Never throws.
 *
 * @example publishHallEvent(db, hallId, { type: 'score', data: score });
 */
export function publishHallEvent(db: Database, hallId: number, event: HallEvent): void {
  hallEventBus(db).publish(hallId, event);
}

/**
 * The open hall streams of a database in this process. The first call creates them with `clock` (the real
 * one by default): a test that drives the clock calls this before its first stream opens.
 *
 * @example hallStreams(db, { now: () => new Date(Date.now() + offsetMs), tickMs: 20 });
 */
export function hallStreams(db: Database, clock: HallClock = realHallClock): HallStreams {
  let streams = streamSets.get(db);
  if (!streams) {
    const bus = hallEventBus(db);
    // Both buses listen before a stream says it is open: nothing that happens afterwards is missed.
    const ready = () =>
      Promise.all([bus.ready(), slotBus(db).ready()]).then(
        () => {},
        () => {},
      );
    streams = createHallStreams(db, bus, clock, ready);
    streamSets.set(db, streams);
  }
  return streams;
}

/**
 * Server stop: every hall stream sends `arret` and ends (the screens reconnect to another process), then
 * the bus stops listening. Call it before closing the database.
 */
export async function closeHallStreams(db: Database): Promise<void> {
  // Both stay closed: a request still running then publishes nothing, and a new stream ends at once.
  streamSets.get(db)?.close();
  await buses.get(db)?.close();
}
