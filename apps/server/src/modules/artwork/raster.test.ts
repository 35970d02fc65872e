import { describe, expect, it } from 'vitest';
import { DrawingQueue, rasteriser } from './raster';

describe('DrawingQueue', () => {
  it('runs jobs a few at a time, in order, and refuses past its queue', async () => {
    const queue = new DrawingQueue(1, 1);
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = (name: string) => () => {
      started.push(name);
      running += 1;
      most = Math.max(most, running);
      return new Promise<string>((resolve) =>
        releases.push(() => {
          running -= 1;
          resolve(name);
        }),
      );
    };
    const a = queue.run(job('a'));
    const b = queue.run(job('b'));
    expect(queue.run(job('c'))).toBeNull();
    expect(started).toEqual(['a']);
    releases.shift()!();
    expect(await a).toBe('a');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    releases.shift()!();
    expect(await b).toBe('b');
    expect(most).toBe(1);
    // Room again once the queue has drained.
    const d = queue.run(job('d'));
    expect(d).not.toBeNull();
    releases.shift()!();
    expect(await d).toBe('d');
  });

  it('frees its place when a job fails', async () => {
    const queue = new DrawingQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const throwsAtOnce = (): Promise<number> => {
      throw new Error('at once');
    };
    await expect(queue.run(throwsAtOnce)).rejects.toThrow('at once');
    expect(await queue.run(() => Promise.resolve(7))).toBe(7);
  });
});

describe('rasteriser', () => {
  const text = (t: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="42" font-family="'Noto Sans'" font-weight="800" font-size="32">${t}</text></svg>`;

  it('knows which characters its fonts draw', async () => {
    const drawer = (await rasteriser(() => undefined))!;
    expect(drawer).not.toBeNull();
    expect(drawer.canDraw(['Lucky Dragon', 'Phở Việt', 'Жар-птица', 'ကံကောင်း နဂါး'])).toBe(true);
    expect(drawer.canDraw(['Lucky', '幸运龙'])).toBe(false);
    expect(drawer.canDraw(['ลัคกี้'])).toBe(false);
  });

  it('draws real glyphs, not boxes: two texts of as many characters give different pictures', async () => {
    const drawer = (await rasteriser(() => undefined))!;
    // A missing glyph draws the same box for every character, so two texts of equal length in a
    // script without a font would give the same picture.
    for (const [a, b] of [
      ['ကံ', 'နေ'],
      ['AB', 'CD'],
    ] as const) {
      const [one, two] = await Promise.all([drawer.webp(text(a), 1)!, drawer.webp(text(b), 1)!]);
      expect(one.equals(two), `${a} / ${b}`).toBe(false);
    }
  });
});
