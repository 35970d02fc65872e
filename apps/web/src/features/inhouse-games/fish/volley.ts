/**
 * Volley batching for the fish shooter. Every click is one shot, but the server settles a volley of
 * 1–100 shots as one round (one ledger step, one nonce). Shots fired within `windowMs` of the first
 * queued shot travel together; a full volley (`maxShots`) leaves at once. One volley is in flight at a
 * time, so rounds settle in the order they were fired; shots fired meanwhile wait for the next one.
 * Each volley gets its own idempotency key, kept for its retry: a volley whose answer was lost (network)
 * is sent again with the same key and the server returns the same round instead of playing it twice.
 */

export interface VolleyShot<T> {
  /** The fish type aimed at (engine id). */
  fish: string;
  /** Whatever the screen needs to show this shot's result (the sprite it hit). */
  tag: T;
}

export interface ShotResult {
  killed: boolean;
  /** Minor units. */
  win: number;
}

export interface VolleyResult<R> {
  round: R;
  shots: ShotResult[];
}

export interface VolleyOptions<T, R> {
  windowMs: number;
  maxShots: number;
  /** Plays one volley on the server; `shots` are the fish ids in firing order. */
  send(shots: string[], idempotencyKey: string): Promise<VolleyResult<R>>;
  newKey(): string;
  /** A volley settled: its shots (with their tags) and results, in order. */
  onSettled(shots: VolleyShot<T>[], result: VolleyResult<R>): void;
  /** A volley failed for good (after its retry): its shots are void, nothing was staked. */
  onFailed(shots: VolleyShot<T>[], error: unknown): void;
  /** Whether an error may be retried with the same key (a lost answer, not a refusal). */
  retryable(error: unknown): boolean;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface VolleyBatcher<T> {
  /** Queues a shot; false when the queue is full (100 shots waiting), so the shot was not taken. */
  fire(shot: VolleyShot<T>): boolean;
  /** Shots queued or in flight (not settled yet). */
  pending(): number;
  /** Sends what is queued now, without waiting for the window. */
  flush(): void;
  /** Stops timers; shots not sent yet are dropped (the screen is leaving). */
  dispose(): VolleyShot<T>[];
}

export function createVolleyBatcher<T, R>(options: VolleyOptions<T, R>): VolleyBatcher<T> {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let queue: VolleyShot<T>[] = [];
  let inFlight: VolleyShot<T>[] | null = null;
  let timer: unknown = null;
  let disposed = false;

  const schedule = () => {
    if (timer != null || inFlight || queue.length === 0) return;
    timer = setTimer(() => {
      timer = null;
      send();
    }, options.windowMs);
  };

  const send = () => {
    if (disposed || inFlight || queue.length === 0) return;
    if (timer != null) {
      clearTimer(timer);
      timer = null;
    }
    const volley = queue.slice(0, options.maxShots);
    queue = queue.slice(volley.length);
    inFlight = volley;
    const key = options.newKey();
    const targets = volley.map((s) => s.fish);
    const attempt = (retriesLeft: number): Promise<VolleyResult<R>> =>
      options
        .send(targets, key)
        .catch((error: unknown) =>
          retriesLeft > 0 && options.retryable(error) ? attempt(retriesLeft - 1) : Promise.reject(error),
        );
    attempt(1).then(
      (result) => {
        inFlight = null;
        if (!disposed) options.onSettled(volley, result);
        next();
      },
      (error: unknown) => {
        inFlight = null;
        if (!disposed) options.onFailed(volley, error);
        next();
      },
    );
  };

  // After a volley: a full queue leaves at once, a partial one waits for its window.
  const next = () => {
    if (queue.length >= options.maxShots) send();
    else schedule();
  };

  return {
    fire(shot) {
      if (disposed || queue.length >= options.maxShots) return false;
      queue.push(shot);
      if (queue.length >= options.maxShots && !inFlight) send();
      else schedule();
      return true;
    },
    pending: () => queue.length + (inFlight?.length ?? 0),
    flush: send,
    dispose() {
      disposed = true;
      if (timer != null) clearTimer(timer);
      const dropped = queue;
      queue = [];
      return dropped;
    },
  };
}
