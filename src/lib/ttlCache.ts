/** A small map whose entries expire a fixed time after they were stored (clock injected for tests). */

export interface TtlCache<V> {
  /** The stored value, or undefined when absent or older than the time to live. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
}

export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now, maxEntries = 50): TtlCache<V> {
  const entries = new Map<string, { value: V; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      // Oldest first in a Map: drop the oldest once over the limit, so a long session stays small.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
