import { describe, expect, it } from 'vitest';
import { customRange, rangeOf, toDateInput } from './date-range';

describe('record date ranges (spec §9 picks)', () => {
  const now = new Date(2026, 10, 21, 15, 30).getTime();

  it('last 7 days covers today and the 6 days before, end exclusive at tomorrow', () => {
    const r = rangeOf('last7', now);
    expect(toDateInput(r.start)).toBe('2026-11-15');
    expect(toDateInput(r.end)).toBe('2026-11-22');
  });

  it('next 30 days starts today', () => {
    const r = rangeOf('next30', now);
    expect(toDateInput(r.start)).toBe('2026-11-21');
    expect(toDateInput(r.end)).toBe('2026-12-21');
  });

  it('a custom range includes its last day, accepts reversed days and refuses nonsense', () => {
    const r = customRange('2026-11-20', '2026-11-01')!;
    expect(toDateInput(r.start)).toBe('2026-11-01');
    expect(toDateInput(r.end)).toBe('2026-11-21');
    expect(customRange('bad', '2026-11-01')).toBeNull();
    expect(customRange('2020-01-01', '2026-11-01')).toBeNull();
  });
});
