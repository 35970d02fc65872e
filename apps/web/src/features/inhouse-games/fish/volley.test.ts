import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVolleyBatcher, type VolleyResult, type VolleyShot } from './volley';

type Call = {
  shots: string[];
  key: string;
  resolve(r: VolleyResult<string>): void;
  reject(e: unknown): void;
};

function setup(opts: { retryable?: (e: unknown) => boolean } = {}) {
  const calls: Call[] = [];
  const settled: { shots: VolleyShot<number>[]; result: VolleyResult<string> }[] = [];
  const failed: { shots: VolleyShot<number>[]; error: unknown }[] = [];
  let n = 0;
  const batcher = createVolleyBatcher<number, string>({
    windowMs: 250,
    maxShots: 100,
    newKey: () => `key-${++n}`,
    send: (shots, key) =>
      new Promise((resolve, reject) => {
        calls.push({ shots, key, resolve, reject });
      }),
    onSettled: (shots, result) => settled.push({ shots, result }),
    onFailed: (shots, error) => failed.push({ shots, error }),
    retryable: opts.retryable ?? (() => false),
  });
  const answer = (call: Call, win = 0) =>
    call.resolve({ round: call.key, shots: call.shots.map(() => ({ killed: win > 0, win })) });
  return { batcher, calls, settled, failed, answer };
}

const shot = (fish: string, tag: number) => ({ fish, tag });

describe('fish volley batching', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the shots fired within the window as one volley, in order, with one key', async () => {
    const { batcher, calls, settled, answer } = setup();
    batcher.fire(shot('shark', 1));
    vi.advanceTimersByTime(100);
    batcher.fire(shot('clownfish', 2));
    batcher.fire(shot('shark', 3));
    expect(calls).toHaveLength(0);
    expect(batcher.pending()).toBe(3);
    vi.advanceTimersByTime(150);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.shots).toEqual(['shark', 'clownfish', 'shark']);
    answer(calls[0]!, 40);
    await vi.runAllTimersAsync();
    expect(settled).toHaveLength(1);
    expect(settled[0]!.shots.map((s) => s.tag)).toEqual([1, 2, 3]);
    expect(settled[0]!.result.shots).toHaveLength(3);
    expect(batcher.pending()).toBe(0);
  });

  it('keeps one volley in flight: shots fired meanwhile form the next volley with a new key', async () => {
    const { batcher, calls, settled, answer } = setup();
    batcher.fire(shot('shark', 1));
    vi.advanceTimersByTime(250);
    batcher.fire(shot('octopus', 2));
    batcher.fire(shot('octopus', 3));
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
    expect(batcher.pending()).toBe(3);
    answer(calls[0]!);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1); // the next volley waits for its own window
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.shots).toEqual(['octopus', 'octopus']);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    answer(calls[1]!);
    await vi.runAllTimersAsync();
    expect(settled.map((s) => s.shots.length)).toEqual([1, 2]);
  });

  it('sends a full volley of 100 at once and refuses shots beyond a full queue', async () => {
    const { batcher, calls, answer } = setup();
    for (let i = 0; i < 100; i++) expect(batcher.fire(shot('clownfish', i))).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.shots).toHaveLength(100);
    for (let i = 0; i < 100; i++) batcher.fire(shot('shark', 100 + i));
    expect(batcher.fire(shot('shark', 999))).toBe(false);
    expect(batcher.pending()).toBe(200);
    answer(calls[0]!);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2); // the waiting full volley leaves without a window
    expect(calls[1]!.shots.every((f) => f === 'shark')).toBe(true);
  });

  it('retries a lost answer once with the same idempotency key', async () => {
    const lost = new Error('network');
    const { batcher, calls, settled, answer } = setup({ retryable: (e) => e === lost });
    batcher.fire(shot('shark', 1));
    vi.advanceTimersByTime(250);
    calls[0]!.reject(lost);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    answer(calls[1]!, 200);
    await vi.runAllTimersAsync();
    expect(settled).toHaveLength(1);
  });

  it('reports a refused volley (no retry) and carries on with the next one', async () => {
    const refused = new Error('balance');
    const { batcher, calls, failed, settled, answer } = setup();
    batcher.fire(shot('shark', 1));
    vi.advanceTimersByTime(250);
    batcher.fire(shot('shark', 2));
    calls[0]!.reject(refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toEqual([{ shots: [shot('shark', 1)], error: refused }]);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    answer(calls[1]!);
    await vi.runAllTimersAsync();
    expect(settled).toHaveLength(1);
  });

  it('drops queued shots on dispose and reports nothing afterwards', async () => {
    const { batcher, calls, settled, answer } = setup();
    batcher.fire(shot('shark', 1));
    vi.advanceTimersByTime(250);
    batcher.fire(shot('shark', 2));
    expect(batcher.dispose()).toEqual([shot('shark', 2)]);
    answer(calls[0]!);
    await vi.runAllTimersAsync();
    expect(settled).toHaveLength(0);
    expect(batcher.fire(shot('shark', 3))).toBe(false);
  });
});
