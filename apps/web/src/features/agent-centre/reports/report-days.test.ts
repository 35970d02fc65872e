import { describe, expect, it } from 'vitest';
import { customDays, daysOf } from './report-days';

describe('report day picks', () => {
  const now = new Date(2026, 2, 10, 15, 30); // 10 March 2026, local time

  it('today, yesterday and the last 7 days end today (both ends included)', () => {
    expect(daysOf('today', now)).toMatchObject({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(daysOf('yesterday', now)).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(daysOf('last7', now)).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-10' });
  });

  it('this month runs to today; last month is the whole month before, across a year', () => {
    expect(daysOf('thisMonth', now)).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(daysOf('lastMonth', now)).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(daysOf('lastMonth', new Date(2026, 0, 5))).toMatchObject({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('the last 30 days end today; this year starts on 1 January', () => {
    expect(daysOf('last30', now)).toMatchObject({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(daysOf('thisYear', now)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-03-10' });
  });

  it('a custom range is put in order and refused when too long or incomplete', () => {
    expect(customDays('2026-03-10', '2026-03-01')).toEqual({
      pick: 'custom',
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
    expect(customDays('2024-01-01', '2026-01-01')).toBeNull();
    expect(customDays('', '2026-01-01')).toBeNull();
  });
});
