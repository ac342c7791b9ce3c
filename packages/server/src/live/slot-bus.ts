// The slot-change bus: "a slot of hall N changed" travels from the write that changed it to every open
// planning of that hall (design.md, "Live slots"). Publishes are coalesced per hall, so one validation of
// several lines, or a burst of adds, sends one event per hall.

/** A change of one hall's slots, as subscribers receive it. */
export interface SlotChange {
  hallId: number;
  /** When the change was published (after its transaction committed). */
  at: Date;
}

/** Called for each change of the hall it subscribed to. */
export type SlotChangeListener = (change: SlotChange) => void;

/** Publish and subscribe for slot changes; one per database per process (see `slotBus`). */
export interface SlotBus {
  /** Says that a slot of `hallId` changed. Never throws; sent after {@link SLOT_BUS_COALESCE_MS}. */
  publish(hallId: number): void;
  /** Calls `listener` for every change of `hallId` until the returned function is called. */
  subscribe(hallId: number, listener: SlotChangeListener): () => void;
  /** How many listeners of this process follow `hallId` (open streams of that hall). */
  subscriberCount(hallId: number): number;
  /** Resolves once changes published from now on will reach this process's subscribers. */
  ready(): Promise<void>;
  /** Aborted when the bus closes: open streams end then. */
  readonly closing: AbortSignal;
  /** Sends what is pending, stops listening and ends every subscription. */
  close(): Promise<void>;
}

/**
 * How long publishes wait to be merged, in ms.
 * @default 200
 */
export const SLOT_BUS_COALESCE_MS = 200;

/** How changes leave and come back into the process: in-process (PGlite) or through PostgreSQL. */
export interface SlotTransport {
  /** Sends the halls that changed; the transport calls `deliver` (here or in every process) for them. */
  send(hallIds: number[], at: Date): Promise<void>;
  /** Starts receiving (once); resolves when received changes will reach `deliver`. */
  start(deliver: (hallIds: number[], at: Date) => void, resync: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** The transport of a single process: what is sent is delivered at once, in the same process. */
export function inProcessTransport(): SlotTransport {
  let target: ((hallIds: number[], at: Date) => void) | undefined;
  return {
    async send(hallIds, at) {
      target?.(hallIds, at);
    },
    async start(deliver) {
      target = deliver;
    },
    async stop() {
      target = undefined;
    },
  };
}

/**
 * A bus over a transport: coalesces publishes per hall and fans received changes out to local listeners.
 *
 * @example
 * ```ts
 * const bus = createSlotBus(inProcessTransport());
 * const stop = bus.subscribe(1, ({ at }) => console.log('hall 1 changed at', at));
 * bus.publish(1);
 * ```
 */
export function createSlotBus(transport: SlotTransport): SlotBus {
  const listeners = new Map<number, Set<SlotChangeListener>>();
  const pending = new Set<number>();
  const closer = new AbortController();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let started: Promise<void> | undefined;

  function deliver(hallIds: number[], at: Date): void {
    for (const hallId of hallIds) {
      for (const listener of listeners.get(hallId) ?? []) {
        try {
          listener({ hallId, at });
        } catch (error) {
          console.error('Slot change listener failed:', error);
        }
      }
    }
  }
  // After a lost connection, changes may have been missed: every planning reloads once.
  const resync = () => deliver([...listeners.keys()], new Date());
  const start = () => {
    started ??= transport.start(deliver, resync).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  async function flush(): Promise<void> {
    flushTimer = undefined;
    if (pending.size === 0) return;
    const hallIds = [...pending];
    pending.clear();
    await transport.send(hallIds, new Date()).catch((error: unknown) => {
      console.error('Could not publish a slot change:', error);
    });
  }

  return {
    publish(hallId) {
      if (closer.signal.aborted) return;
      pending.add(hallId);
      if (flushTimer) return;
      flushTimer = setTimeout(() => void flush(), SLOT_BUS_COALESCE_MS);
      // A pending publish must not keep a stopping process (or a test run) alive.
      flushTimer.unref?.();
    },
    subscribe(hallId, listener) {
      const set = listeners.get(hallId) ?? new Set<SlotChangeListener>();
      listeners.set(hallId, set);
      set.add(listener);
      start().catch((error: unknown) => console.error('Could not listen to slot changes:', error));
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(hallId) === set) listeners.delete(hallId);
      };
    },
    subscriberCount: (hallId) => listeners.get(hallId)?.size ?? 0,
    ready: start,
    closing: closer.signal,
    async close() {
      if (closer.signal.aborted) return;
      if (flushTimer) clearTimeout(flushTimer);
      await flush();
      closer.abort();
      listeners.clear();
      await transport.stop();
    },
  };
}
