/** Spec §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error shown when a page's code cannot be loaded (spec §8 "Loading chunk failed"). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message = 'Loading chunk failed',
    readonly reason?: unknown,
  ) {
    super(message);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/**
 * Runs a dynamic import, turning both its failure and a time-out into a ChunkLoadError. The timer is
 * always cleared, so a settled import leaves nothing behind.
 */
export function lazyWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError('Loading chunk failed (timed out)'));
    }, timeoutMs);
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (module) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new ChunkLoadError('Loading chunk failed', error));
      },
    );
  });
}
