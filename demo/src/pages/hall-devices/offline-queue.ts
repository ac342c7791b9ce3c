/*
 * The decisions this reader made offline, kept until the server has them (`POST /salle/{id}/entrees`).
 * Each has an id of this reader's: the server records an id once, so a batch sent again after a lost answer
 * records nothing twice, and a decision leaves the queue only once the server answered for it.
 */

/** One decision made offline, as the server takes it (wire names). */
export interface QueuedEntry {
  id: string;
  /** The scanned text or the typed PIN. */
  code: string;
  autorise: boolean;
  motif: string;
  /** When it was decided (ISO 8601). */
  le: string;
}

/** Where the queue is kept: localStorage in the page, a map in the tests. */
export interface QueueStore {
  read(): string | null;
  write(value: string): void;
}

/** The server takes 500 decisions per batch at most. */
export const BATCH_MAX = 500;
/** The server refuses decisions dated more than 30 days back: they could never be sent. */
const KEPT_MS = 30 * 24 * 3_600_000;

/** The queued decisions, oldest first (a damaged store reads as empty). */
export function readQueue(store: QueueStore): QueuedEntry[] {
  try {
    const parsed: unknown = JSON.parse(store.read() ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * Adds a decision, once per id.
 *
 * @example enqueue(store, { id: newEntryId(Date.now()), code, autorise: true, motif, le: new Date().toISOString() })
 */
export function enqueue(store: QueueStore, entry: QueuedEntry): void {
  const queue = readQueue(store);
  if (queue.some((queued) => queued.id === entry.id)) return;
  store.write(JSON.stringify([...queue, entry]));
}

/** An id for a decision: its time and a random part, within the server's `[A-Za-z0-9._:-]{1,100}`. */
export function newEntryId(nowMs: number): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `accueil-${nowMs.toString(36)}-${random}`;
}

/**
 * Sends the queue in batches of {@link BATCH_MAX}, removing each batch once the server answered it; the
 * first failure stops and keeps the rest (and that batch) for the next try. Decisions too old for the server
 * are dropped first. Decisions queued while a batch is out stay queued.
 *
 * @returns how many decisions the server now has from this call
 * @example await flushQueue(store, (entries) => sendOfflineEntries(hallId, entries, key), Date.now());
 */
export async function flushQueue(
  store: QueueStore,
  send: (entries: QueuedEntry[]) => Promise<unknown>,
  nowMs: number,
): Promise<number> {
  const fresh = readQueue(store).filter((entry) => nowMs - Date.parse(entry.le) <= KEPT_MS);
  store.write(JSON.stringify(fresh));
  let sent = 0;
  for (let start = 0; start < fresh.length; start += BATCH_MAX) {
    const batch = fresh.slice(start, start + BATCH_MAX);
    await send(batch);
    const done = new Set(batch.map((entry) => entry.id));
    store.write(JSON.stringify(readQueue(store).filter((entry) => !done.has(entry.id))));
    sent += batch.length;
  }
  return sent;
}

/** The wait before the next try after `failures` failed ones: 2 s, 4 s, 8 s… up to a minute. */
export const retryDelayMs = (failures: number) => Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
