import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub, type PubSub } from './pubsub';
import { TEST_REDIS_NAMESPACE } from '../../../test/helpers';
import { createRedisPubSub, pubsubPrefix } from './redis-pubsub';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two "instances" on one Redis, and a plain client to look at Redis itself. */
let a: PubSub;
let b: PubSub;
let probe: Redis;

beforeAll(async () => {
  a = await createRedisPubSub(REDIS_URL, TEST_REDIS_NAMESPACE);
  b = await createRedisPubSub(REDIS_URL, TEST_REDIS_NAMESPACE);
  probe = new Redis(REDIS_URL);
});
afterAll(async () => {
  await a.close();
  await b.close();
  probe.disconnect();
});

const channel = () => `test:${Math.random().toString(36).slice(2)}`;
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

async function subscribers(name: string): Promise<number> {
  const [, n] = (await probe.pubsub('NUMSUB', pubsubPrefix(TEST_REDIS_NAMESPACE) + name)) as [string, number];
  return Number(n);
}

describe('Redis pub/sub', () => {
  it('delivers a message published by one instance to the listeners of every instance, once each', async () => {
    const name = channel();
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    await a.subscribe(name, (p) => gotA.push(p));
    await b.subscribe(name, (p) => gotB.push(p));
    await b.publish(name, { hello: 'world', n: 1 });
    await settle();
    expect(gotA).toEqual([{ hello: 'world', n: 1 }]);
    // The publisher's own listener hears it through Redis, not twice.
    expect(gotB).toEqual([{ hello: 'world', n: 1 }]);
  });

  it('subscribes upstream while a listener listens, and stops after the last one leaves', async () => {
    const name = channel();
    const got: unknown[] = [];
    const first = await a.subscribe(name, (p) => got.push(['first', p]));
    const second = await a.subscribe(name, (p) => got.push(['second', p]));
    expect(await subscribers(name)).toBe(1);
    first();
    first(); // idempotent
    await b.publish(name, 1);
    await settle();
    expect(got).toEqual([['second', 1]]);
    second();
    await settle();
    expect(await subscribers(name)).toBe(0);
    await b.publish(name, 2);
    await settle();
    expect(got).toEqual([['second', 1]]);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const name = channel();
    const got: unknown[] = [];
    await a.subscribe(name, () => {
      throw new Error('broken listener');
    });
    await a.subscribe(name, (p) => got.push(p));
    await b.publish(name, 'still');
    await settle();
    expect(got).toEqual(['still']);
  });
});

describe('in-process pub/sub', () => {
  it('delivers a copy, never during the publish call, and nothing after unsubscribing', async () => {
    const bus = createMemoryPubSub();
    const got: unknown[] = [];
    const payload = { list: [1] };
    const off = await bus.subscribe('x', (p) => got.push(p));
    const published = bus.publish('x', payload);
    expect(got).toEqual([]);
    await published;
    await settle(0);
    expect(got).toEqual([{ list: [1] }]);
    expect(got[0]).not.toBe(payload);
    off();
    await bus.publish('x', payload);
    await settle(0);
    expect(got).toHaveLength(1);
    await bus.close();
  });
});
