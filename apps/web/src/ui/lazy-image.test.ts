import { describe, expect, it } from 'vitest';
import { retryUrl, whenVisible } from './lazy-image';
import { pageItems } from './pagination';

describe('retryUrl', () => {
  it('keeps the first attempt and marks the retry', () => {
    expect(retryUrl('/img/banner/a.svg', 0)).toBe('/img/banner/a.svg');
    expect(retryUrl('/img/banner/a.svg', 1)).toBe('/img/banner/a.svg?retry=1');
    expect(retryUrl('/img/game/x.svg?name=X', 1)).toBe('/img/game/x.svg?name=X&retry=1');
    expect(retryUrl('https://cdn.example/a.png#v', 1)).toBe('https://cdn.example/a.png?retry=1#v');
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps the ends and a window around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('whenVisible', () => {
  it('shares one observer, starts each image once and forgets a cancelled one', () => {
    const made: { fire(targets: object[]): void; observed: Set<object> }[] = [];
    class FakeObserver {
      observed = new Set<object>();
      constructor(private readonly callback: (entries: unknown[]) => void) {
        made.push(this);
      }
      observe(el: object) {
        this.observed.add(el);
      }
      unobserve(el: object) {
        this.observed.delete(el);
      }
      fire(targets: object[]) {
        this.callback(targets.map((target) => ({ target, isIntersecting: true })));
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const [a, b, c] = [{}, {}, {}] as unknown as Element[];
      const started: string[] = [];
      whenVisible(a!, () => started.push('a'));
      whenVisible(b!, () => started.push('b'));
      const cancelC = whenVisible(c!, () => started.push('c'));
      expect(made).toHaveLength(1);
      cancelC();
      made[0]!.fire([a!, c!]);
      made[0]!.fire([a!]);
      expect(started).toEqual(['a']);
      expect(made[0]!.observed.has(b!)).toBe(true);
      expect(made[0]!.observed.has(a!)).toBe(false);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
