import { describe, expect, it } from 'vitest';
import { createBatcher, type Outcome } from './batcher';

interface Item {
  key: string;
  value: number;
}

/** A batcher whose `run` records its batches and answers when the test releases them. */
function harness(options: { maxSize?: number; concurrency?: number } = {}) {
  const batches: Item[][] = [];
  const pending: { items: Item[]; release(outcomes?: Outcome<number>[], error?: unknown): void }[] = [];
  const batcher = createBatcher<Item, number>({
    maxSize: options.maxSize ?? 10,
    concurrency: options.concurrency ?? 1,
    identity: (item) => item.key,
    run: (items) =>
      new Promise((resolve, reject) => {
        batches.push(items);
        pending.push({
          items,
          release: (outcomes, error) =>
            error === undefined
              ? resolve(outcomes ?? items.map((i) => ({ ok: true, value: i.value * 10 })))
              : reject(error),
        });
      }),
  });
  return { batcher, batches, pending };
}

/** A few turns of the event loop: a released batch's bookkeeping and the next pump have run. */
async function tick() {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
const item = (key: string, value = 1): Item => ({ key, value });

describe('group-commit batcher', () => {
  it('sends what is submitted in one turn as one batch, in order, and answers each caller', async () => {
    const { batcher, batches, pending } = harness();
    const answers = [1, 2, 3].map((v) => batcher.submit(item(`k${v}`, v)));
    await tick();
    expect(batches).toEqual([[item('k1', 1), item('k2', 2), item('k3', 3)]]);
    pending[0]!.release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });

  it('fills the next batch while one is in flight, oldest first, at most maxSize', async () => {
    const { batcher, batches, pending } = harness({ maxSize: 2 });
    const first = batcher.submit(item('a'));
    await tick();
    const later = ['b', 'c', 'd'].map((k) => batcher.submit(item(k)));
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a']]);
    pending[0]!.release();
    await first;
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a'], ['b', 'c']]);
    pending[1]!.release();
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a'], ['b', 'c'], ['d']]);
    pending[2]!.release();
    expect(await Promise.all(later)).toEqual([10, 10, 10]);
  });

  it('takes all that waits in one batch; a second slot serves what arrives meanwhile', async () => {
    const { batcher, batches, pending } = harness({ maxSize: 10, concurrency: 2 });
    const answers = ['a', 'b', 'c'].map((k) => batcher.submit(item(k)));
    await tick();
    answers.push(batcher.submit(item('d')));
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a', 'b', 'c'], ['d']]);
    answers.push(batcher.submit(item('e')));
    await tick();
    // Both slots busy: "e" waits for one of them.
    expect(batches).toHaveLength(2);
    pending[1]!.release();
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    pending
      .slice(0, 1)
      .concat(pending.slice(2))
      .forEach((p) => p.release());
    expect(await Promise.all(answers)).toEqual([10, 10, 10, 10, 10]);
  });

  it('never puts one key twice in a batch nor in two batches at once', async () => {
    const { batcher, batches, pending } = harness({ concurrency: 2 });
    const answers = [item('x', 1), item('y', 2), item('x', 3)].map((i) => batcher.submit(i));
    await tick();
    // Two slots: the second batch may not take the second "x" while the first "x" is in flight.
    expect(batches.map((b) => b.map((i) => i.value))).toEqual([[1, 2]]);
    pending[0]!.release();
    await tick();
    expect(batches.map((b) => b.map((i) => i.value))).toEqual([[1, 2], [3]]);
    pending[1]!.release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });

  it('fails only the items whose outcome failed', async () => {
    const { batcher, pending } = harness();
    const ok = batcher.submit(item('a', 1));
    const refused = batcher.submit(item('b', 2));
    await tick();
    pending[0]!.release([
      { ok: true, value: 7 },
      { ok: false, error: new Error('insufficient') },
    ]);
    expect(await ok).toBe(7);
    await expect(refused).rejects.toThrow('insufficient');
  });

  it('fails every item of a batch whose run throws, and goes on with the next batch', async () => {
    const { batcher, pending } = harness();
    const a = batcher.submit(item('a'));
    const b = batcher.submit(item('b'));
    await tick();
    pending[0]!.release(undefined, new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    const c = batcher.submit(item('c', 4));
    await tick();
    pending[1]!.release();
    expect(await c).toBe(40);
  });

  it('fails an item the run answered nothing for', async () => {
    const { batcher, pending } = harness();
    const a = batcher.submit(item('a'));
    const b = batcher.submit(item('b'));
    await tick();
    pending[0]!.release([{ ok: true, value: 1 }]);
    expect(await a).toBe(1);
    await expect(b).rejects.toThrow('no outcome');
  });

  it('close sends what is queued at once and resolves when everything is answered', async () => {
    const { batcher, batches, pending } = harness({ maxSize: 2 });
    const answers = ['a', 'b', 'c'].map((k) => batcher.submit(item(k)));
    let closed = false;
    const closing = batcher.close().then(() => (closed = true));
    // No turn of the event loop was needed: the first batch left with close().
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a', 'b']]);
    pending[0]!.release();
    await answers[0];
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([['a', 'b'], ['c']]);
    expect(closed).toBe(false);
    pending[1]!.release();
    await closing;
    expect(await Promise.all(answers)).toEqual([10, 10, 10]);
    expect(batcher.stats).toEqual({ batches: 2, items: 3, largest: 2 });
  });

  it('close with nothing queued resolves at once', async () => {
    const { batcher } = harness();
    await batcher.close();
  });
});
