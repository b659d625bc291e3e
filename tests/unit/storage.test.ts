import { describe, expect, it } from 'vitest';
import { createSafeStorageEngine, jsonCodec, reachableLocalStorage } from '@/stores/storage';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    if (this.failReads) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
}

const isCountMap = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((n) => typeof n === 'number');

describe('createSafeStorageEngine', () => {
  it('reads and writes through to storage', () => {
    const storage = new MemoryStorage();
    const engine = createSafeStorageEngine(storage);
    engine.a = '1';
    expect(storage.getItem('a')).toBe('1');
    expect('a' in engine).toBe(true);
    expect(engine.a).toBe('1');
    delete engine.a;
    expect(storage.getItem('a')).toBeNull();
    expect('a' in engine).toBe(false);
  });

  it('keeps working in memory when writes throw', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const engine = createSafeStorageEngine(storage);
    engine.a = '1';
    expect(engine.a).toBe('1');
    expect(storage.getItem('a')).toBeNull();
  });

  it('treats unreadable storage as empty and still remembers writes in memory', () => {
    const storage = new MemoryStorage();
    storage.failReads = true;
    storage.failWrites = true;
    const engine = createSafeStorageEngine(storage);
    expect('a' in engine).toBe(false);
    engine.a = '2';
    expect(engine.a).toBe('2');
  });

  it('works with no storage at all', () => {
    const engine = createSafeStorageEngine(null);
    expect(engine.missing).toBeUndefined();
    engine.b = 'x';
    expect(engine.b).toBe('x');
  });
});

describe('jsonCodec', () => {
  const codec = jsonCodec(isCountMap, {});
  it('round-trips valid values', () => {
    expect(codec.decode(codec.encode({ a: 2 })!)).toEqual({ a: 2 });
  });
  it.each(['{not json', '[1,2]', '"text"', 'null', '{"a":"2"}', ''])('decodes %j to the fallback', (raw) => {
    expect(codec.decode(raw)).toEqual({});
  });
});

describe('reachableLocalStorage', () => {
  it('is null where there is no localStorage (Node)', () => {
    expect(reachableLocalStorage()).toBeNull();
  });
});
