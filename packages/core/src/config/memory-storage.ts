/** The part of the Web Storage API the library uses; `localStorage` fits, so does a memory map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage kept in memory, used where no `localStorage` exists (Node, some webviews) or to isolate tests.
 *
 * @example configure({ storage: createMemoryStorage() })
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
