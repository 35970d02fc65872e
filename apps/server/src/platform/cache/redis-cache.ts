import { Redis } from 'ioredis';
import { DEFAULT_REDIS_NAMESPACE } from '../redis-namespace';
import { LocalStore, type Cache } from './cache';

/** The channel every instance of a namespace listens to for invalidations. */
export const invalidationChannel = (namespace: string) => `${namespace}:cache:invalidate`;

/**
 * In-process values plus a Redis pub/sub channel: an invalidation published by any instance (or the
 * operator CLI) makes every subscribed instance drop its copy at once.
 */
export async function createRedisCache(
  url: string,
  ttlMs: number,
  namespace = DEFAULT_REDIS_NAMESPACE,
): Promise<Cache> {
  const channel = invalidationChannel(namespace);
  const store = new LocalStore(ttlMs);
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // ioredis reconnects by itself; an error event without a listener would crash the process.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (from: string, prefix: string) => {
    if (from === channel) store.drop(prefix);
  });
  await subscriber.subscribe(channel);
  return {
    getOrLoad: (key, load) => store.getOrLoad(key, load),
    async invalidate(prefix = '') {
      store.drop(prefix);
      await publisher.publish(channel, prefix);
    },
    async close() {
      store.drop();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** For one-shot processes (the operator CLI): publish an invalidation without keeping a cache. */
export async function publishInvalidation(
  url: string,
  prefix = '',
  namespace = DEFAULT_REDIS_NAMESPACE,
): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.publish(invalidationChannel(namespace), prefix);
  } finally {
    client.disconnect();
  }
}
