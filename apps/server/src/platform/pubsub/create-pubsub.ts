import { createMemoryPubSub, type PubSub } from './pubsub';
import { createRedisPubSub } from './redis-pubsub';

/** Redis pub/sub when REDIS_URL is set (several instances), in-process otherwise. */
export function createPubSub(redisUrl: string | undefined): Promise<PubSub> {
  return redisUrl ? createRedisPubSub(redisUrl) : Promise.resolve(createMemoryPubSub());
}
