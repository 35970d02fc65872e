import { describe, expect, it } from 'vitest';
import { spanDays } from './report-spans';

describe('report spans', () => {
  it('counts each span from the given today, both ends included', () => {
    const today = '2026-03-10';
    expect(spanDays('today', today)).toEqual({ startDate: today, endDate: today });
    expect(spanDays('yesterday', today)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(spanDays('last7', today)).toEqual({ startDate: '2026-03-04', endDate: today });
    expect(spanDays('last30', today)).toEqual({ startDate: '2026-02-09', endDate: today });
    expect(spanDays('thisMonth', today)).toEqual({ startDate: '2026-03-01', endDate: today });
    expect(spanDays('thisYear', today)).toEqual({ startDate: '2026-01-01', endDate: today });
  });

  it('last month is the whole month before, across a year and in a leap February', () => {
    expect(spanDays('lastMonth', '2026-01-05')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(spanDays('lastMonth', '2024-03-31')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(spanDays('yesterday', '2026-01-01')).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
  });
});
