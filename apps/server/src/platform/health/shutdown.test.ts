import { describe, expect, it, vi } from 'vitest';
import { runShutdown, serviceShutdownSteps, type ShutdownLog } from './shutdown';

const quietLog = (): ShutdownLog => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runShutdown', () => {
  it('runs the steps in order, each after the previous one finished', async () => {
    const order: string[] = [];
    const http = deferred();
    const steps = [
      { name: 'readiness', run: () => void order.push('readiness') },
      {
        name: 'requests and jobs',
        bounded: true,
        run: async () => {
          order.push('requests start');
          await http.promise;
          order.push('requests done');
        },
      },
      { name: 'cache', run: async () => void order.push('cache') },
      { name: 'database', run: async () => void order.push('database') },
    ];
    const done = runShutdown(steps, { timeoutMs: 1000, log: quietLog() });
    await new Promise((r) => setTimeout(r, 10));
    // The pools wait while a request is still in flight.
    expect(order).toEqual(['readiness', 'requests start']);
    http.resolve();
    expect(await done).toBe(true);
    expect(order).toEqual(['readiness', 'requests start', 'requests done', 'cache', 'database']);
  });

  it('leaves a bounded step behind at the deadline, cuts it, and still closes the rest', async () => {
    const order: string[] = [];
    const log = quietLog();
    const clean = await runShutdown(
      [
        {
          name: 'requests',
          bounded: true,
          run: () => new Promise(() => undefined),
          onTimeout: () => order.push('cut connections'),
        },
        { name: 'database', run: () => void order.push('database') },
      ],
      { timeoutMs: 20, log },
    );
    expect(clean).toBe(false);
    expect(order).toEqual(['cut connections', 'database']);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ step: 'requests' }), expect.any(String));
  });

  it('logs a failing step and runs the next ones', async () => {
    const order: string[] = [];
    const log = quietLog();
    const clean = await runShutdown(
      [
        {
          name: 'cache',
          run: async () => {
            throw new Error('redis gone');
          },
        },
        { name: 'database', run: () => void order.push('database') },
      ],
      { timeoutMs: 1000, log },
    );
    expect(clean).toBe(false);
    expect(order).toEqual(['database']);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('serviceShutdownSteps', () => {
  it('drains, then waits for requests and jobs, then closes connections and the database last', async () => {
    const order: string[] = [];
    const request = deferred();
    const job = deferred();
    const steps = serviceShutdownSteps({
      readiness: { beginShutdown: () => void order.push('not ready') },
      http: {
        close: async () => {
          order.push('http closing');
          await request.promise;
          order.push('http closed (ledger flushed)');
        },
        server: { closeAllConnections: () => void order.push('cut') },
      },
      jobs: {
        stop: async () => {
          order.push('jobs stopping');
          await job.promise;
          order.push('jobs stopped');
        },
      },
      connections: [
        { name: 'cache', close: () => void order.push('cache') },
        { name: 'counters', close: () => void order.push('counters') },
      ],
      database: { close: () => void order.push('database') },
    });
    const done = runShutdown(steps, { timeoutMs: 1000, log: quietLog() });
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['not ready', 'http closing', 'jobs stopping']);
    job.resolve();
    await new Promise((r) => setTimeout(r, 10));
    // A claimed job done is not enough: the in-flight request still holds the pools open.
    expect(order).not.toContain('cache');
    request.resolve();
    expect(await done).toBe(true);
    expect(order).toEqual([
      'not ready',
      'http closing',
      'jobs stopping',
      'jobs stopped',
      'http closed (ledger flushed)',
      'cache',
      'counters',
      'database',
    ]);
  });
});
