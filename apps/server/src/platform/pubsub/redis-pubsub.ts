import { Redis } from 'ioredis';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import { ListenerRegistry, type PubSub } from './pubsub';

/** Every channel of this abstraction lives under this prefix in Redis. */
export const pubsubPrefix = (namespace: string) => `${namespace}:pubsub:`;

/**
 * Redis pub/sub across instances: one connection publishes, one subscribes to the channels that have
 * a listener in this process (and unsubscribes when the last one goes). A message this instance
 * publishes comes back through Redis like everyone else's, so listeners here get it exactly once.
 */
export async function createRedisPubSub(url: string, namespace = DEFAULT_REDIS_NAMESPACE): Promise<PubSub> {
  const PUBSUB_PREFIX = pubsubPrefix(namespace);
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // ioredis reconnects (and resubscribes) by itself; an error event without a listener would crash.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const registry = new ListenerRegistry({
    onFirst: async (channel) => {
      await subscriber.subscribe(PUBSUB_PREFIX + channel);
    },
    onLast: async (channel) => {
      await subscriber.unsubscribe(PUBSUB_PREFIX + channel);
    },
  });
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (!redisChannel.startsWith(PUBSUB_PREFIX)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    registry.deliver(redisChannel.slice(PUBSUB_PREFIX.length), payload);
  });
  return {
    async publish(channel, payload) {
      await publisher.publish(PUBSUB_PREFIX + channel, JSON.stringify(payload ?? null));
    },
    subscribe: (channel, listener) => registry.add(channel, listener),
    async close() {
      registry.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
