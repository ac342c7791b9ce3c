import { getConfig } from '../config';

/**
 * Where the player's offline copy lives: IndexedDB, one database per player, named after them
 * (`multisalle-hors-ligne-12`). This module only finds and deletes those databases, so that every logout
 * can (it is in the site's first load); reading and writing them is `offline-records.ts`, loaded with the
 * pages that need it. Nothing here rejects: without IndexedDB there is simply nothing to delete.
 */

/** Bumped by every {@link forgetOfflineCopies}: a write that started before it must not survive it. */
let generation = 0;

/** The current generation (see `writeOffline`). */
export const vaultGeneration = (): number => generation;

/** The name shared by every player's offline database, e.g. `multisalle-hors-ligne-`. */
export function offlineDatabasePrefix(): string {
  return `${getConfig().productKey}-hors-ligne-`;
}

/**
 * The offline database of one player.
 *
 * @example offlineDatabaseName(12) // 'multisalle-hors-ligne-12'
 */
export function offlineDatabaseName(userId: number): string {
  return `${offlineDatabasePrefix()}${userId}`;
}

/** The browser's IndexedDB, `null` without one (Node, some private modes throw on access). */
export function indexedDb(): IDBFactory | null {
  try {
    return (globalThis as { indexedDB?: IDBFactory }).indexedDB ?? null;
  } catch {
    return null;
  }
}

/** Deletes a database; resolves in every case. A blocked deletion completes once our connection closes. */
export function deleteDatabase(name: string): Promise<void> {
  const idb = indexedDb();
  if (!idb) return Promise.resolve();
  return new Promise((resolve) => {
    const request = idb.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/**
 * Deletes every player's offline database but `except`'s: all of them on logout or when a session ends,
 * the others' when a player signs in. Browsers without `indexedDB.databases()` (Firefox before 126) delete
 * the databases of `known` players only (the one whose session ends).
 *
 * @example await forgetOfflineCopies({ known: [12] })
 */
export async function forgetOfflineCopies({
  except,
  known = [],
}: {
  except?: number;
  known?: number[];
} = {}): Promise<void> {
  if (except === undefined) generation += 1;
  const idb = indexedDb();
  if (!idb) return;
  const prefix = offlineDatabasePrefix();
  const listed = await (idb.databases?.() ?? Promise.resolve([])).catch(() => []);
  const names = new Set([
    ...listed.flatMap(({ name }) => (name?.startsWith(prefix) ? [name] : [])),
    ...known.map(offlineDatabaseName),
  ]);
  if (except !== undefined) names.delete(offlineDatabaseName(except));
  await Promise.all([...names].map(deleteDatabase));
}
