import { Redis } from 'ioredis';
import type { ReadinessCheck } from './readiness';

/**
 * A connection of its own for the readiness probe: a PING on the cache's or counters' connections
 * would queue behind their traffic, and they are created elsewhere.
 */
export function createRedisCheck(url: string): { check: ReadinessCheck; close(): void } {
  // No offline queue: while Redis is down a PING fails at once instead of waiting for a reconnect.
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', () => undefined);
  let connecting: Promise<void> | undefined;
  return {
    async check() {
      // A failed first connect is not cached: ioredis reconnects by itself, or the next probe connects.
      if (client.status === 'wait' || client.status === 'end')
        await (connecting ??= client.connect().finally(() => (connecting = undefined)));
      const answer = await client.ping();
      if (answer !== 'PONG') throw new Error(`redis answered ${answer}`);
    },
    close() {
      client.disconnect();
    },
  };
}
