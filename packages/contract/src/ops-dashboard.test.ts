import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MAX_DAYS,
  dayCount,
  daysOf,
  isDashboardDay,
  previousRange,
  resolveDashboardRange,
  shiftDay,
} from './ops-dashboard';

const today = '2026-03-01';

describe('dashboard periods', () => {
  it('counts named periods back from the region’s today, both ends included', () => {
    expect(resolveDashboardRange({ period: 'today' }, today)).toEqual({ from: today, to: today });
    expect(resolveDashboardRange({ period: 'yesterday' }, today)).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(resolveDashboardRange({ period: 'last7' }, today)).toEqual({ from: '2026-02-23', to: today });
    expect(resolveDashboardRange({ period: 'last30' }, '2024-03-01')).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });

  it('takes a custom period of 1 to the most days, ending today at the latest', () => {
    expect(resolveDashboardRange({ period: 'custom', from: today, to: today }, today)).toEqual({
      from: today,
      to: today,
    });
    const longest = {
      period: 'custom' as const,
      from: shiftDay(today, -(DASHBOARD_MAX_DAYS - 1)),
      to: today,
    };
    expect(resolveDashboardRange(longest, today)).toEqual({ from: longest.from, to: today });
    expect(dayCount(longest.from, longest.to)).toBe(DASHBOARD_MAX_DAYS);
  });

  it('refuses a custom period that is incomplete, backwards, too long or in the future', () => {
    const custom = (from?: string, to?: string) =>
      resolveDashboardRange({ period: 'custom', from, to }, today);
    expect(custom(undefined, today)).toEqual({ problem: 'missing' });
    expect(custom('2026-02-30', today)).toEqual({ problem: 'missing' });
    expect(custom('2026-02-10', '2026-02-09')).toEqual({ problem: 'backwards' });
    expect(custom('2026-02-10', '2026-03-02')).toEqual({ problem: 'future' });
    expect(custom(shiftDay(today, -DASHBOARD_MAX_DAYS), today)).toEqual({ problem: 'tooLong' });
  });

  it('compares with the period of the same length just before', () => {
    expect(previousRange({ from: '2026-02-23', to: today })).toEqual({
      from: '2026-02-16',
      to: '2026-02-22',
    });
    expect(previousRange({ from: today, to: today })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('lists the days of a range across a month end and knows real days', () => {
    expect(daysOf({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(isDashboardDay('2024-02-29')).toBe(true);
    expect(isDashboardDay('2023-02-29')).toBe(false);
    expect(isDashboardDay('1999-12-31')).toBe(false);
    expect(isDashboardDay('2024-2-01')).toBe(false);
  });
});
