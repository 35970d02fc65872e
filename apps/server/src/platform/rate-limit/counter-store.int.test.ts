import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../errors';
import { createMemoryCounterStore, type CounterStore } from './counter-store';
import { check, consume } from './rate-limit';
import { createRedisCounterStore } from './redis-counter-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: CounterStore[] = [];
afterAll(async () => Promise.all(stores.map((s) => s.close())));

const implementations: [string, () => Promise<CounterStore>][] = [
  ['in-process', async () => createMemoryCounterStore()],
  ['Redis', async () => createRedisCounterStore(REDIS_URL, `jade:test:${randomBytes(4).toString('hex')}:`)],
];

describe.each(implementations)('%s counters', (_name, make) => {
  const store = async () => {
    const s = await make();
    stores.push(s);
    return s;
  };

  it('counts hits in a fixed window that expires', async () => {
    const s = await store();
    expect(await s.hit('a', 200)).toMatchObject({ count: 1 });
    const second = await s.hit('a', 200);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(200);
    expect((await s.peek('a')).count).toBe(2);
    await new Promise((r) => setTimeout(r, 260));
    expect(await s.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await s.hit('a', 200)).count).toBe(1);
    await s.clear('a');
    expect((await s.peek('a')).count).toBe(0);
  });

  it('claims a key once until it expires (the replay guard)', async () => {
    const s = await store();
    expect(await s.claim('k', 150)).toBe(true);
    expect(await s.claim('k', 150)).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(await s.claim('k', 150)).toBe(true);
  });

  it('consume throws a 429 with Retry-After past the limit; check does not count', async () => {
    const s = await store();
    const limit = { name: 'x', max: 2, windowMs: 60_000 };
    await consume(s, limit, 'ip');
    await consume(s, limit, 'ip');
    const error = await consume(s, limit, 'ip').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).status).toBe(429);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(60);
    await consume(s, limit, 'other-ip'); // per subject
    await expect(check(s, limit, 'ip')).rejects.toBeInstanceOf(RateLimitedError);
    await check(s, limit, 'fresh');
    expect((await s.peek('x:fresh')).count).toBe(0);
  });

  it('counts atomically under concurrency', async () => {
    const s = await store();
    const results = await Promise.all(Array.from({ length: 50 }, () => s.hit('c', 10_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});
