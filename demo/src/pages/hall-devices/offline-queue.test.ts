import { describe, expect, it } from 'vitest';
import {
  BATCH_MAX,
  enqueue,
  flushQueue,
  newEntryId,
  type QueuedEntry,
  type QueueStore,
  readQueue,
  retryDelayMs,
} from './offline-queue.ts';

function memoryStore(): QueueStore & { value: string | null } {
  const store = {
    value: null as string | null,
    read: () => store.value,
    write: (value: string) => {
      store.value = value;
    },
  };
  return store;
}

const NOW = Date.parse('2026-11-26T18:00:00Z');
const entry = (id: string, le = new Date(NOW).toISOString()): QueuedEntry => ({
  id,
  code: '042917',
  autorise: true,
  motif: 'Entrée autorisée : bonne séance !',
  le,
});

describe('the queue of decisions made offline', () => {
  it('keeps each id once', () => {
    const store = memoryStore();
    enqueue(store, entry('a'));
    enqueue(store, entry('a'));
    enqueue(store, entry('b'));
    expect(readQueue(store).map((queued) => queued.id)).toEqual(['a', 'b']);
  });

  it('gives ids the server accepts, different each time', () => {
    const first = newEntryId(NOW);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(newEntryId(NOW)).not.toBe(first);
  });

  it('sends the queue in one batch when the network is back, and empties it', async () => {
    const store = memoryStore();
    enqueue(store, entry('a'));
    enqueue(store, entry('b'));
    const batches: string[][] = [];
    const sent = await flushQueue(store, async (entries) => batches.push(entries.map((e) => e.id)), NOW);
    expect(sent).toBe(2);
    expect(batches).toEqual([['a', 'b']]);
    expect(readQueue(store)).toEqual([]);
  });

  it('keeps every decision when the batch fails, and sends them all on the next try', async () => {
    const store = memoryStore();
    enqueue(store, entry('a'));
    await expect(
      flushQueue(store, () => Promise.reject(new Error('Connexion impossible')), NOW),
    ).rejects.toThrow();
    expect(readQueue(store).map((queued) => queued.id)).toEqual(['a']);
    const batches: string[][] = [];
    await flushQueue(store, async (entries) => batches.push(entries.map((e) => e.id)), NOW);
    expect(batches).toEqual([['a']]);
  });

  it('keeps a decision queued while a batch is out', async () => {
    const store = memoryStore();
    enqueue(store, entry('a'));
    await flushQueue(store, async () => enqueue(store, entry('late')), NOW);
    expect(readQueue(store).map((queued) => queued.id)).toEqual(['late']);
  });

  it('splits a long queue into batches of 500 and drops what the server would refuse as too old', async () => {
    const store = memoryStore();
    enqueue(store, entry('old', new Date(NOW - 31 * 24 * 3_600_000).toISOString()));
    for (let index = 0; index < BATCH_MAX + 1; index += 1) enqueue(store, entry(`e${index}`));
    const sizes: number[] = [];
    await flushQueue(store, async (entries) => sizes.push(entries.length), NOW);
    expect(sizes).toEqual([BATCH_MAX, 1]);
  });

  it('waits longer after each failure, a minute at most', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 60_000]);
  });
});
