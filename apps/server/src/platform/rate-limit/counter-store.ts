/**
 * Shared counters for rate limits, lock-outs and replay guards. In one process they live in memory;
 * with REDIS_URL every instance shares them through Redis (redis-counter-store.ts).
 */
export interface CounterState {
  count: number;
  /** Time until the window ends (0 when there is no counter). */
  resetInMs: number;
}

export interface CounterStore {
  /** Adds one to the counter of a fixed window that starts at its first hit and lasts windowMs. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** Reads a counter without changing it. */
  peek(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
  /** Sets `key` for ttlMs when it is not set yet; true when this call set it (SET NX). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Slot {
  count: number;
  expiresAt: number;
}

/** The in-process store. `now` is injectable so tests can move time. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const slots = new Map<string, Slot>();
  let lastSweep = now();

  function live(key: string): Slot | undefined {
    const t = now();
    // An occasional sweep keeps abandoned keys (one per IP, per username…) from piling up.
    if (t - lastSweep > 60_000) {
      lastSweep = t;
      for (const [k, slot] of slots) if (slot.expiresAt <= t) slots.delete(k);
    }
    const slot = slots.get(key);
    if (slot && slot.expiresAt <= t) {
      slots.delete(key);
      return undefined;
    }
    return slot;
  }

  return {
    async hit(key, windowMs) {
      const slot = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      slot.count += 1;
      slots.set(key, slot);
      return { count: slot.count, resetInMs: slot.expiresAt - now() };
    },
    async peek(key) {
      const slot = live(key);
      return slot ? { count: slot.count, resetInMs: slot.expiresAt - now() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      slots.delete(key);
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      slots.set(key, { count: 1, expiresAt: now() + ttlMs });
      return true;
    },
    async close() {
      slots.clear();
    },
  };
}
