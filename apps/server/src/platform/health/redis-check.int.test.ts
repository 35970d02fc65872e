// The /readyz Redis check: a PING on a connection of its own, failing fast while Redis is away.
import { describe, expect, it } from 'vitest';
import { createRedisCheck } from './redis-check';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('createRedisCheck', () => {
  it('passes while Redis answers', async () => {
    const redis = createRedisCheck(REDIS_URL);
    try {
      await expect(redis.check()).resolves.toBeUndefined();
      await expect(redis.check()).resolves.toBeUndefined();
    } finally {
      redis.close();
    }
  });

  it('fails, without hanging, when nothing listens', async () => {
    const redis = createRedisCheck('redis://127.0.0.1:1');
    try {
      const started = Date.now();
      await expect(redis.check()).rejects.toThrow();
      // The next probe asks again (nothing cached) and fails as fast.
      await expect(redis.check()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      redis.close();
    }
  });
});
