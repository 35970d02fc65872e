import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

describe('createReadiness', () => {
  it('is ready when every check passes, and names the failing one otherwise', async () => {
    const ok = createReadiness({ database: async () => undefined, redis: async () => undefined });
    expect(await ok.report()).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
    const down = createReadiness({
      database: async () => undefined,
      redis: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(await down.report()).toEqual({
      ready: false,
      checks: { database: 'ok', redis: 'connect ECONNREFUSED' },
    });
  });

  it('counts a check that hangs as failed', async () => {
    const hung = createReadiness({ database: () => new Promise(() => undefined) }, 20);
    expect(await hung.report()).toEqual({ ready: false, checks: { database: 'no answer within 20 ms' } });
  });

  it('answers not ready at once after beginShutdown, without running the checks', async () => {
    let runs = 0;
    const readiness = createReadiness({ database: async () => void runs++ });
    readiness.beginShutdown();
    expect(await readiness.report()).toEqual({ ready: false, checks: { shutdown: 'shutting down' } });
    expect(runs).toBe(0);
    expect(readiness.shuttingDown).toBe(true);
  });
});
