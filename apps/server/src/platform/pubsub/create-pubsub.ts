import { createMemoryPubSub, type PubSub } from './pubsub';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import { createRedisPubSub } from './redis-pubsub';

/** Redis pub/sub when REDIS_URL is set (several instances), in-process otherwise. */
export function createPubSub(
  redisUrl: string | undefined,
  namespace = DEFAULT_REDIS_NAMESPACE,
): Promise<PubSub> {
  return redisUrl ? createRedisPubSub(redisUrl, namespace) : Promise.resolve(createMemoryPubSub());
}
