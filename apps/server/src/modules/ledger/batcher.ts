/**
 * Group commit in one process: concurrent submissions are queued and handed to `run` together, at most
 * `maxSize` at a time and at most `concurrency` batches in flight. A batch leaves as soon as a slot is
 * free (after the current turn of the event loop, so that everything submitted in the same turn goes
 * together): an idle server adds no wait, a busy one fills the next batch while the current one runs,
 * so batches grow with the load.
 *
 * - FIFO: a batch takes the oldest waiting submissions.
 * - Two submissions with the same `identity` (an idempotency key) never share a batch and never run in
 *   two batches at once: the later one waits for the earlier one's batch, then sees its result.
 * - `run` answers one outcome per item, in order; when it throws, every item of that batch fails with
 *   that error.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions<T, R> {
  maxSize: number;
  concurrency: number;
  identity(item: T): string;
  run(items: T[]): Promise<Outcome<R>[]>;
}

export interface Batcher<T, R> {
  submit(item: T): Promise<R>;
  /** Sends everything queued now and resolves when nothing is queued or in flight (shutdown). */
  close(): Promise<void>;
  readonly stats: { batches: number; items: number; largest: number };
}

interface Waiting<T, R> {
  item: T;
  id: string;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export function createBatcher<T, R>(options: BatcherOptions<T, R>): Batcher<T, R> {
  const maxSize = Math.max(1, Math.floor(options.maxSize));
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  let queue: Waiting<T, R>[] = [];
  const busy = new Set<string>();
  let inFlight = 0;
  let scheduled = false;
  let closing = false;
  const idle: (() => void)[] = [];
  const stats = { batches: 0, items: 0, largest: 0 };

  function take(size: number): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const rest: Waiting<T, R>[] = [];
    const ids = new Set<string>();
    for (const w of queue) {
      if (batch.length < size && !busy.has(w.id) && !ids.has(w.id)) {
        batch.push(w);
        ids.add(w.id);
      } else rest.push(w);
    }
    queue = rest;
    return batch;
  }

  function settle(batch: Waiting<T, R>[], outcomes: Outcome<R>[] | undefined, error?: unknown) {
    batch.forEach((w, i) => {
      const outcome = outcomes?.[i];
      if (outcome?.ok) w.resolve(outcome.value);
      else w.reject(outcome ? outcome.error : (error ?? new Error('batch answered no outcome')));
    });
  }

  async function send(batch: Waiting<T, R>[]) {
    try {
      settle(batch, await options.run(batch.map((w) => w.item)));
    } catch (error) {
      settle(batch, undefined, error);
    }
  }

  function pump() {
    scheduled = false;
    while (inFlight < concurrency && queue.length > 0) {
      // Greedy: one batch takes all that waits (up to maxSize). Fewer, larger batches cost the least
      // CPU per transfer (measured: docs/performance.md); another slot only serves what arrives while
      // a batch is in flight, so that it does not wait for that batch's commit.
      const batch = take(maxSize);
      if (batch.length === 0) break; // every waiting key is in flight: its batch's end pumps again
      inFlight++;
      for (const w of batch) busy.add(w.id);
      stats.batches++;
      stats.items += batch.length;
      stats.largest = Math.max(stats.largest, batch.length);
      void send(batch).finally(() => {
        inFlight--;
        for (const w of batch) busy.delete(w.id);
        if (queue.length > 0) schedule();
        else if (inFlight === 0) idle.splice(0).forEach((done) => done());
      });
    }
  }

  function schedule() {
    if (closing) return pump();
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, id: options.identity(item), resolve, reject });
        if (inFlight < concurrency) schedule();
      });
    },
    async close() {
      closing = true;
      pump();
      if (queue.length === 0 && inFlight === 0) return;
      await new Promise<void>((done) => idle.push(done));
    },
    stats,
  };
}
