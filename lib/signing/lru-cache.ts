// A bounded least-recently-used cache. A Map keeps insertion order, so the first key is the least recently used.

export type LruCache<Key, Value> = {
  get: (key: Key) => Value | undefined;
  set: (key: Key, value: Value) => void;
  size: () => number;
};

export function createLruCache<Key, Value>(capacity: number): LruCache<Key, Value> {
  const entries = new Map<Key, Value>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      const oldest = entries.keys().next();
      if (entries.size > capacity && !oldest.done) entries.delete(oldest.value);
    },
    size: () => entries.size,
  };
}
