import { describe, expect, it } from 'vitest';
import { StatusWatch } from './status-watch';

type S = 'pending' | 'approved' | 'rejected';
const row = (id: number, status: S) => ({ id, status });

describe('StatusWatch', () => {
  it('does not count the first list, then counts a record that moved', () => {
    const watch = new StatusWatch<S>();
    expect(watch.observe([row(2, 'pending'), row(1, 'rejected')])).toBe(false);
    expect(watch.observe([row(2, 'pending'), row(1, 'rejected')])).toBe(false);
    expect(watch.observe([row(2, 'rejected'), row(1, 'rejected')])).toBe(true);
  });

  it('counts a newer record that arrives already moved (the operator was faster than the refetch)', () => {
    const watch = new StatusWatch<S>();
    expect(watch.observe([])).toBe(false);
    expect(watch.observe([row(7, 'rejected')])).toBe(true);
  });

  it('does not count the records of an older page', () => {
    const watch = new StatusWatch<S>();
    watch.observe([row(9, 'pending'), row(8, 'pending')]);
    expect(watch.observe([row(3, 'rejected'), row(2, 'approved')])).toBe(false);
  });

  it('counts only moves into the given statuses', () => {
    const watch = new StatusWatch<S>(['approved']);
    watch.observe([row(4, 'pending')]);
    expect(watch.observe([row(5, 'pending'), row(4, 'rejected')])).toBe(false);
    expect(watch.observe([row(5, 'approved'), row(4, 'rejected')])).toBe(true);
  });
});
