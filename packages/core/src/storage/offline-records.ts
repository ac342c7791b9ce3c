import { deleteDatabase, indexedDb, offlineDatabaseName, vaultGeneration } from './offline-vault';

/** The one object store of a player's offline database. */
const STORE = 'copie';

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens a player's database; `create: false` aborts the creation, so a read never leaves an empty one. */
function open(name: string, create: boolean): Promise<IDBDatabase | null> {
  const idb = indexedDb();
  if (!idb) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = idb.open(name, 1);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(STORE);
      else request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/**
 * Writes `value` under `key` in the player's offline database. Resolves `false` when nothing was
 * kept, or when a `forgetOfflineCopies` (a logout) came since `startedAt` (by default: since this call; a
 * caller that gathered the value first passes the generation it started at): the database is then
 * deleted again.
 *
 * @example const startedAt = vaultGeneration(); const copy = await gather(); await writeOffline(12, 'reservations', copy, startedAt)
 */
export async function writeOffline(
  userId: number,
  key: string,
  value: unknown,
  startedAt: number = vaultGeneration(),
): Promise<boolean> {
  const name = offlineDatabaseName(userId);
  const db = await open(name, true);
  if (!db) return false;
  try {
    if (vaultGeneration() !== startedAt) return false;
    const done = db.transaction(STORE, 'readwrite');
    done.objectStore(STORE).put(value, key);
    await new Promise<void>((resolve, reject) => {
      done.oncomplete = () => resolve();
      done.onerror = () => reject(done.error);
      done.onabort = () => reject(done.error);
    });
    return vaultGeneration() === startedAt;
  } catch {
    return false;
  } finally {
    db.close();
    if (vaultGeneration() !== startedAt) await deleteDatabase(name);
  }
}

/**
 * The value under `key` in the player's offline database, `null` when there is none.
 *
 * @example const copy = await readOffline<OfflineReservations>(12, 'reservations')
 */
export async function readOffline<T>(userId: number, key: string): Promise<T | null> {
  const db = await open(offlineDatabaseName(userId), false);
  if (!db) return null;
  try {
    const value = await settled(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    return (value as T | undefined) ?? null;
  } catch {
    return null;
  } finally {
    db.close();
  }
}
