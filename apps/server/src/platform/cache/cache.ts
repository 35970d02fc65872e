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
  /** The load has succeeded: the value may be served past its TTL while a refresh runs. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * The in-process store both implementations share. Concurrent misses share one load.
 *
 * Stale while revalidate: once a key has a value, a read after its TTL gets that value at once and
 * starts one refresh in the background. Callers read these values inside their transactions (the brand
 * directory for a time zone, say); a read that waited for its load there would hold a pooled connection
 * while it asked the pool for another, and under load every connection ended up in such a wait (the
 * fault soak's stall). Staleness is bounded: past `maxStaleMs` a read waits for a fresh load again. An
 * invalidation still drops the value, so an operator's change is never served stale.
 */
export class LocalStore {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxStaleMs: number = ttlMs * 12,
  ) {}

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const at = this.now();
    if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
    if (hit && hit.settled && hit.expiresAt + this.maxStaleMs > at) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value as Promise<T>;
    }
    return this.start(key, load);
  }

  drop(prefix = '') {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private start<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = load();
    const entry: Entry = { expiresAt: this.now() + this.ttlMs, value, settled: false, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      // A failed load is not cached.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private refresh(key: string, stale: Entry, load: () => Promise<unknown>) {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        // Dropped (invalidated) or replaced meanwhile: this answer may predate the change.
        if (this.entries.get(key) !== stale) return;
        this.entries.set(key, {
          expiresAt: this.now() + this.ttlMs,
          value,
          settled: true,
          refreshing: false,
        });
      },
      // The stale value stays; the next read tries again.
      () => {
        stale.refreshing = false;
      },
    );
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
