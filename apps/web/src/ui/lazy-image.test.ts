import { describe, expect, it } from 'vitest';
import { retryUrl } from './lazy-image';
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
