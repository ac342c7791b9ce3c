import type pg from 'pg';
import { type PostgresChannelOptions, postgresChannel } from './postgres-channel.ts';
import type { SlotTransport } from './slot-bus.ts';

/** The PostgreSQL channel slot changes travel on, shared by every server process of one database. */
export const SLOT_CHANNEL = 'multisalle_slots';

/** Delays between two attempts to get the LISTEN connection back, in ms. */
export type PostgresTransportOptions = Omit<PostgresChannelOptions, 'label'>;

/** The NOTIFY payload: hall ids and the publish instant (kept short: PostgreSQL caps it at 8000 bytes). */
interface Payload {
  h: number[];
  at: string;
}

function parsePayload(text: string): { hallIds: number[]; at: Date } | undefined {
  try {
    const value = JSON.parse(text) as Partial<Payload>;
    const at = new Date(String(value.at));
    if (!Array.isArray(value.h) || Number.isNaN(at.getTime())) return undefined;
    return { hallIds: value.h.filter((id): id is number => Number.isInteger(id)), at };
  } catch {
    return undefined;
  }
}

/**
 * Slot changes through PostgreSQL `LISTEN/NOTIFY` (`postgresChannel` on {@link SLOT_CHANNEL}): every
 * notification goes to the bus; once a dropped connection is back, the bus resyncs, since notifications
 * sent meanwhile are lost.
 *
 * @example
 * ```ts
 * const bus = createSlotBus(postgresTransport(pool));
 * ```
 */
export function postgresTransport(pool: pg.Pool, options: PostgresTransportOptions = {}): SlotTransport {
  const channel = postgresChannel(pool, SLOT_CHANNEL, { ...options, label: 'Slot changes' });
  return {
    async send(hallIds, at) {
      const payload: Payload = { h: hallIds, at: at.toISOString() };
      await channel.send(JSON.stringify(payload));
    },
    start(deliver, resync) {
      return channel.start((text) => {
        const change = parsePayload(text);
        if (change) deliver(change.hallIds, change.at);
      }, resync);
    },
    stop: () => channel.stop(),
  };
}
