/**
 * Browser storage that never breaks a page: a storage engine for @nanostores/persistent that falls
 * back to memory when localStorage is missing or throws, and JSON codecs that turn corrupted or
 * wrongly typed values into the store's initial value.
 */
import type { PersistentEncoder, PersistentStore } from '@nanostores/persistent';

/** localStorage if it can be reached and written, else null (private modes, disabled storage). */
export function reachableLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * A key-value engine over `storage` that keeps working in memory when a read or write throws
 * (quota exceeded, storage revoked mid-session).
 */
export function createSafeStorageEngine(storage: Storage | null): PersistentStore {
  const memory = new Map<string, string>();
  const read = (key: string): string | undefined => {
    if (memory.has(key)) return memory.get(key);
    try {
      return storage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy(
    {},
    {
      get: (_, key) => (typeof key === 'string' ? read(key) : undefined),
      has: (_, key) => typeof key === 'string' && read(key) !== undefined,
      set: (_, key, value) => {
        if (typeof key !== 'string') return false;
        try {
          storage?.setItem(key, String(value));
          memory.delete(key);
          if (!storage) memory.set(key, String(value));
        } catch {
          memory.set(key, String(value));
        }
        return true;
      },
      deleteProperty: (_, key) => {
        if (typeof key !== 'string') return false;
        memory.delete(key);
        try {
          storage?.removeItem(key);
        } catch {
          // Nothing to undo: the memory copy is gone, and the stored one is unreachable anyway.
        }
        return true;
      },
    },
  );
}

/** JSON codec that decodes anything unparsable or failing `isValid` to `fallback`. */
export function jsonCodec<T>(isValid: (value: unknown) => value is T, fallback: T): PersistentEncoder<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (encoded) => {
      try {
        const value: unknown = JSON.parse(encoded);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
  };
}
