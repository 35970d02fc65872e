import { createMemoryCache, type Cache } from './cache';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import { createRedisCache } from './redis-cache';

/** Hot reads stay this long at most; without Redis it is how long another instance may lag behind. */
export const CACHE_TTL_MS = 5_000;

export function createCache(
  redisUrl: string | undefined,
  ttlMs = CACHE_TTL_MS,
  namespace = DEFAULT_REDIS_NAMESPACE,
): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl, ttlMs, namespace) : Promise.resolve(createMemoryCache(ttlMs));
}
