import { Redis } from 'ioredis';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import type { CounterStore } from './counter-store';

/** INCR and, on the first hit, PEXPIRE — atomically, so a crash between them cannot leave a counter without expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters shared by every instance through Redis. Keys are namespaced by `prefix`. */
export async function createRedisCounterStore(
  url: string,
  prefix = `${DEFAULT_REDIS_NAMESPACE}:rl:`,
): Promise<CounterStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  await redis.connect();
  const k = (key: string) => prefix + key;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, k(key), String(Math.ceil(windowMs)))) as [
        number,
        number,
      ];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      if (value === null) return { count: 0, resetInMs: 0 };
      return { count: Number(value), resetInMs: Math.max(0, ttl) };
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async claim(key, ttlMs) {
      return (await redis.set(k(key), '1', 'PX', Math.ceil(ttlMs), 'NX')) === 'OK';
    },
    async close() {
      redis.disconnect();
    },
  };
}
