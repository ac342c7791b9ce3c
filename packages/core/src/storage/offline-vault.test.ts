import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { readOffline, writeOffline } from './offline-records';
import { forgetOfflineCopies, offlineDatabaseName } from './offline-vault';

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name).sort();

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  resetConfig();
  vi.unstubAllGlobals();
});

describe('the offline vault', () => {
  it("keeps each player's records in a database named after the player and the product", async () => {
    configure({ productKey: 'salle' });
    expect(await writeOffline(12, 'reservations', { a: 1 })).toBe(true);
    expect(await readOffline(12, 'reservations')).toEqual({ a: 1 });
    expect(await readOffline(13, 'reservations')).toBeNull();
    // Reading a player with no copy left no empty database behind.
    expect(await databaseNames()).toEqual(['salle-hors-ligne-12']);
  });

  it('forgets every player on logout, the others only when a player signs in, and nothing else', async () => {
    await writeOffline(12, 'reservations', 1);
    await writeOffline(13, 'reservations', 2);
    const other = indexedDB.open('une-autre-base');
    await new Promise((resolve) => {
      other.onsuccess = () => resolve(other.result.close());
    });
    await forgetOfflineCopies({ except: 13 });
    expect(await databaseNames()).toEqual([offlineDatabaseName(13), 'une-autre-base']);
    await forgetOfflineCopies();
    expect(await databaseNames()).toEqual(['une-autre-base']);
  });

  it("deletes the known player's copy where the browser cannot list databases", async () => {
    await writeOffline(12, 'reservations', 1);
    Object.defineProperty(indexedDB, 'databases', { value: undefined });
    await forgetOfflineCopies({ known: [12] });
    expect(await readOffline(12, 'reservations')).toBeNull();
  });

  it('leaves nothing when a logout comes while a copy is being written', async () => {
    const writing = writeOffline(12, 'reservations', { a: 1 });
    await forgetOfflineCopies();
    expect(await writing).toBe(false);
    expect(await databaseNames()).toEqual([]);
  });

  it('keeps nothing, and fails nothing, where there is no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await writeOffline(12, 'reservations', 1)).toBe(false);
    expect(await readOffline(12, 'reservations')).toBeNull();
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
  });
});
