/** One step of the shutdown; `onTimeout` runs when it did not finish in the time left (e.g. cut connections). */
export interface ShutdownStep {
  name: string;
  run(): Promise<unknown> | unknown;
  onTimeout?(): void;
}

export interface ShutdownLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/**
 * Runs the steps in order. Steps marked `bounded` share one deadline (timeoutMs from the start): a step
 * still running at the deadline is left behind (its onTimeout is called) and the next one starts, so a
 * hung request cannot keep the process from closing its pools. A failing step is logged and the rest
 * still run. Resolves true when every step finished in time and without error.
 */
export async function runShutdown(
  steps: (ShutdownStep & { bounded?: boolean })[],
  options: { timeoutMs: number; log: ShutdownLog; now?: () => number },
): Promise<boolean> {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  let clean = true;
  for (const step of steps) {
    const started = now();
    let timer: NodeJS.Timeout | undefined;
    const work = Promise.resolve().then(() => step.run());
    const outcome = step.bounded
      ? Promise.race([
          work.then(() => 'done' as const),
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - now()));
          }),
        ])
      : work.then(() => 'done' as const);
    try {
      const result = await outcome;
      if (result === 'timeout') {
        clean = false;
        options.log.warn({ step: step.name, timeoutMs: options.timeoutMs }, 'shutdown step timed out');
        step.onTimeout?.();
        // Its promise may still settle later; nobody waits for it.
        work.catch(() => undefined);
      } else {
        options.log.info({ step: step.name, ms: now() - started }, 'shutdown step done');
      }
    } catch (error) {
      clean = false;
      options.log.error({ err: error, step: step.name }, 'shutdown step failed');
    } finally {
      clearTimeout(timer);
    }
  }
  return clean;
}

interface Closable {
  close(): Promise<unknown> | unknown;
}

export interface ServiceParts {
  readiness: { beginShutdown(): void };
  /** The Fastify app: close() stops listening, answers 503 on kept-alive connections, waits for in-flight requests, then runs onClose hooks (the ledger's group commit is flushed there). */
  http: Closable & { server: { closeAllConnections(): void } };
  jobs: { stop(): Promise<void> };
  /** Cache, counters, Redis probe… closed in this order after the requests. */
  connections: (Closable & { name: string })[];
  /** Ends the pool, then stops the embedded PostgreSQL when this process started it. */
  database: Closable;
}

/**
 * The service's shutdown order: /readyz fails first (the balancer drains the instance), then no new
 * request or job is taken while the in-flight ones finish (bounded), and only then are the
 * connections and the database closed.
 */
export function serviceShutdownSteps(parts: ServiceParts): (ShutdownStep & { bounded?: boolean })[] {
  return [
    { name: 'readiness', run: () => parts.readiness.beginShutdown() },
    {
      name: 'requests and jobs',
      bounded: true,
      run: () => Promise.all([parts.http.close(), parts.jobs.stop()]),
      // Past the deadline, connections still open are cut so the pools can close.
      onTimeout: () => parts.http.server.closeAllConnections(),
    },
    ...parts.connections.map((c) => ({ name: c.name, run: () => c.close() })),
    { name: 'database', run: () => parts.database.close() },
  ];
}
