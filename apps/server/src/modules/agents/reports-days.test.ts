import { describe, expect, it } from 'vitest';
import { addDays, dayOf, dayStart, defaultRange, monthStart } from './reports-days';

const at = (iso: string) => Date.parse(iso);

describe('brand days', () => {
  it('an instant falls in the day of the brand time zone, not UTC', () => {
    // 17:30 UTC is already the next day at UTC+7 and still the same day at UTC−5.
    expect(dayOf(at('2026-03-10T17:30:00Z'), 'Asia/Bangkok')).toBe('2026-03-11');
    expect(dayOf(at('2026-03-10T17:30:00Z'), 'UTC')).toBe('2026-03-10');
    expect(dayOf(at('2026-03-11T03:00:00Z'), 'America/Bogota')).toBe('2026-03-10');
  });

  it('a day starts at local midnight, and the last instant before it belongs to the day before', () => {
    const start = dayStart('2026-03-11', 'Asia/Manila');
    expect(start.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(dayOf(start.getTime(), 'Asia/Manila')).toBe('2026-03-11');
    expect(dayOf(start.getTime() - 1, 'Asia/Manila')).toBe('2026-03-10');
  });

  it('a day of a zone with summer time starts at its own midnight', () => {
    // New York: 8 March 2026 starts at 05:00 UTC (EST) and lasts 23 hours; 9 March starts at 04:00 UTC.
    expect(dayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayOf(at('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it('moves across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStart('2026-03-17')).toBe('2026-03-01');
  });

  it('defaults to the last 7 days up to today, and keeps what is given', () => {
    const now = at('2026-03-10T20:00:00Z');
    expect(defaultRange({}, now, 'Asia/Manila')).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(defaultRange({ startDate: '2026-03-01' }, now, 'UTC')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(defaultRange({ endDate: '2026-02-02' }, now, 'UTC')).toEqual({
      from: '2026-01-27',
      to: '2026-02-02',
    });
    expect(defaultRange({ startDate: '2026-04-01' }, now, 'UTC')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('refuses a backwards or too long range', () => {
    const now = at('2026-03-10T00:00:00Z');
    expect(() => defaultRange({ startDate: '2026-03-05', endDate: '2026-03-04' }, now, 'UTC')).toThrow();
    expect(() => defaultRange({ startDate: '2024-01-01', endDate: '2026-03-04' }, now, 'UTC')).toThrow();
    expect(defaultRange({ startDate: '2025-03-04', endDate: '2026-03-04' }, now, 'UTC').from).toBe(
      '2025-03-04',
    );
  });
});
