import { createMemoryCounterStore, type CounterStore } from './counter-store';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import { createRedisCounterStore } from './redis-counter-store';

/** Redis when REDIS_URL is set (shared by every instance), in-process otherwise. */
export function createCounterStore(
  redisUrl: string | undefined,
  namespace = DEFAULT_REDIS_NAMESPACE,
): Promise<CounterStore> {
  return redisUrl
    ? createRedisCounterStore(redisUrl, `${namespace}:rl:`)
    : Promise.resolve(createMemoryCounterStore());
}
