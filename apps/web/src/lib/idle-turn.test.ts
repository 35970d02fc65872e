import { afterEach, describe, expect, it, vi } from 'vitest';

describe('idle turns', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('gives each caller an idle period of its own, in the order asked', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void) => idle.push(run),
      setTimeout: (run: () => void) => setTimeout(run, 0),
    });
    const { idleTurn } = await import('./idle-turn');
    const done: number[] = [];
    for (const n of [1, 2, 3]) void idleTurn().then(() => done.push(n));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

    // One idle callback waits at a time: the second is asked for only after the first has run.
    expect(idle).toHaveLength(1);
    for (const expected of [[1], [1, 2], [1, 2, 3]]) {
      idle.shift()!();
      await settle();
      expect(done).toEqual(expected);
      expect(idle.length).toBeLessThanOrEqual(1);
    }
    expect(idle).toHaveLength(0);
  });
});
