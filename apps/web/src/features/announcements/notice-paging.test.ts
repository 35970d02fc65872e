import { describe, expect, it } from 'vitest';
import { goToPage, openAt, pageCount, pageIndices, toggle } from './notice-paging';

describe('notice dialog paging (spec §2, 9 per page)', () => {
  it('counts pages of nine', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(19)).toBe(3);
  });

  it('opens a stored index on its page', () => {
    expect(openAt(0, 20)).toEqual({ page: 1, open: 0 });
    expect(openAt(8, 20)).toEqual({ page: 1, open: 8 });
    expect(openAt(9, 20)).toEqual({ page: 2, open: 9 });
    expect(openAt(19, 20)).toEqual({ page: 3, open: 19 });
  });

  it('falls back to the first notice for a missing or out-of-range index', () => {
    expect(openAt(undefined, 20)).toEqual({ page: 1, open: 0 });
    expect(openAt(25, 20)).toEqual({ page: 1, open: 0 });
    expect(openAt(-1, 20)).toEqual({ page: 1, open: 0 });
    expect(openAt(undefined, 0)).toEqual({ page: 1, open: null });
  });

  it('collapses the open notice when chosen again', () => {
    const s = { page: 1, open: 3 };
    expect(toggle(s, 3)).toEqual({ page: 1, open: null });
    expect(toggle(s, 4)).toEqual({ page: 1, open: 4 });
    expect(toggle({ page: 1, open: null }, 3)).toEqual({ page: 1, open: 3 });
  });

  it('selects the first notice of a new page, clamping the page', () => {
    expect(goToPage(2, 20)).toEqual({ page: 2, open: 9 });
    expect(goToPage(3, 20)).toEqual({ page: 3, open: 18 });
    expect(goToPage(9, 20)).toEqual({ page: 3, open: 18 });
    expect(goToPage(0, 20)).toEqual({ page: 1, open: 0 });
  });

  it('lists the indices of a page', () => {
    expect(pageIndices(1, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageIndices(3, 20)).toEqual([18, 19]);
  });
});
