import { createMemoryCounterStore, type CounterStore } from './counter-store';
import { createRedisCounterStore } from './redis-counter-store';

/** Redis when REDIS_URL is set (shared by every instance), in-process otherwise. */
export function createCounterStore(redisUrl: string | undefined): Promise<CounterStore> {
  return redisUrl ? createRedisCounterStore(redisUrl) : Promise.resolve(createMemoryCounterStore());
}
