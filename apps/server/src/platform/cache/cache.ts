/**
 * A read-through cache for hot, rarely changing reads (status info, module flags). Values always live
 * in the process for a short TTL; what differs between implementations is how a change made by one
 * process reaches the others.
 */
export interface Cache {
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every key starting with `prefix` (all keys when omitted) here and in every other instance. */
  invalidate(prefix?: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/** The in-process store both implementations share. Concurrent misses share one load. */
export class LocalStore {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    // A failed load is not cached.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  drop(prefix = '') {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** One process, or several without Redis: other instances see a change when their TTL runs out. */
export function createMemoryCache(ttlMs: number): Cache {
  const store = new LocalStore(ttlMs);
  return {
    getOrLoad: (key, load) => store.getOrLoad(key, load),
    async invalidate(prefix) {
      store.drop(prefix);
    },
    async close() {
      store.drop();
    },
  };
}
