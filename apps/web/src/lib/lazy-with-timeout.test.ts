import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  lazyWithTimeout,
} from './lazy-with-timeout';

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module and clears its timer', async () => {
    const result = lazyWithTimeout(() => Promise.resolve({ Component: 'page' }));
    await expect(result).resolves.toEqual({ Component: 'page' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a ChunkLoadError when the import fails', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const result = lazyWithTimeout(() => Promise.reject(cause));
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toMatchObject({ message: 'Loading chunk failed', reason: cause });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects when the loader throws synchronously', async () => {
    const result = lazyWithTimeout(() => {
      throw new Error('boom');
    });
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('times out after 120 000 ms, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = lazyWithTimeout(() => new Promise<never>(() => {}));
    let error: unknown;
    result.catch((e: unknown) => {
      error = e;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores a module that arrives after the time-out', async () => {
    let arrive: (value: string) => void = () => {};
    const result = lazyWithTimeout(() => new Promise<string>((r) => (arrive = r)), 1000);
    const settled = result.then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(1000);
    arrive('late');
    await expect(settled).resolves.toBe('rejected');
  });
});
