import { describe, expect, it } from 'vitest';
import { LocalStore } from './cache';

/** A load whose answers the test releases one by one. */
function gate() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls++;
      pending.push({ resolve, reject });
    });
  return { load, pending, calls: () => calls };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('LocalStore', () => {
  it('shares one load between concurrent misses and serves the value within its TTL', async () => {
    let t = 0;
    const store = new LocalStore(1_000, () => t);
    const g = gate();
    const a = store.getOrLoad('k', g.load);
    const b = store.getOrLoad('k', g.load);
    g.pending[0]!.resolve('v1');
    expect([await a, await b]).toEqual(['v1', 'v1']);
    t = 999;
    expect(await store.getOrLoad('k', g.load)).toBe('v1');
    expect(g.calls()).toBe(1);
  });

  it('past the TTL answers the old value at once and refreshes it once in the background', async () => {
    let t = 0;
    const store = new LocalStore(1_000, () => t);
    const g = gate();
    const first = store.getOrLoad('k', g.load);
    g.pending[0]!.resolve('v1');
    await first;
    t = 1_500;
    // The refresh has not answered: both reads get v1 without waiting, and only one refresh starts.
    expect(await store.getOrLoad('k', g.load)).toBe('v1');
    expect(await store.getOrLoad('k', g.load)).toBe('v1');
    expect(g.calls()).toBe(2);
    g.pending[1]!.resolve('v2');
    await flush();
    expect(await store.getOrLoad('k', g.load)).toBe('v2');
    expect(g.calls()).toBe(2);
  });

  it('keeps the old value when a refresh fails, and tries again on the next read', async () => {
    let t = 0;
    const store = new LocalStore(1_000, () => t);
    const g = gate();
    const first = store.getOrLoad('k', g.load);
    g.pending[0]!.resolve('v1');
    await first;
    t = 1_500;
    expect(await store.getOrLoad('k', g.load)).toBe('v1');
    g.pending[1]!.reject(new Error('database down'));
    await flush();
    expect(await store.getOrLoad('k', g.load)).toBe('v1');
    expect(g.calls()).toBe(3);
  });

  it('waits for a fresh load once the value is older than its staleness bound', async () => {
    let t = 0;
    const store = new LocalStore(1_000, () => t, 2_000);
    const g = gate();
    const first = store.getOrLoad('k', g.load);
    g.pending[0]!.resolve('v1');
    await first;
    t = 3_001; // expired at 1,000; stale beyond 1,000 + 2,000
    const read = store.getOrLoad('k', g.load);
    g.pending[1]!.resolve('v2');
    expect(await read).toBe('v2');
  });

  it('never serves a dropped value, nor lets a refresh that started before the drop bring it back', async () => {
    let t = 0;
    const store = new LocalStore(1_000, () => t);
    const g = gate();
    const first = store.getOrLoad('k', g.load);
    g.pending[0]!.resolve('v1');
    await first;
    t = 1_500;
    expect(await store.getOrLoad('k', g.load)).toBe('v1'); // refresh #2 starts
    store.drop('k');
    const fresh = store.getOrLoad('k', g.load); // load #3, after the change
    g.pending[2]!.resolve('v3');
    expect(await fresh).toBe('v3');
    g.pending[1]!.resolve('v2-before-the-change');
    await flush();
    expect(await store.getOrLoad('k', g.load)).toBe('v3');
  });

  it('does not cache a failed first load', async () => {
    const store = new LocalStore(1_000, () => 0);
    const g = gate();
    const first = store.getOrLoad('k', g.load);
    g.pending[0]!.reject(new Error('no'));
    await expect(first).rejects.toThrow('no');
    await flush();
    const second = store.getOrLoad('k', g.load);
    g.pending[1]!.resolve('v');
    expect(await second).toBe('v');
  });
});
