import { describe, expect, it } from 'vitest';
import { brandDayOf, brandDays, lastClosedPeriod, periodContaining, periodEndingAt } from './brand-periods';

const iso = (t: number) => new Date(t).toISOString();
const MMT = 'Asia/Yangon'; // UTC+6:30

describe('settlement periods in brand time', () => {
  it('a brand day starts at local midnight', () => {
    const t = Date.parse('2026-03-10T20:00:00Z'); // 02:30 on the 11th in Yangon
    const p = periodContaining('day', t, MMT);
    expect(iso(p.start)).toBe('2026-03-10T17:30:00.000Z');
    expect(iso(p.end)).toBe('2026-03-11T17:30:00.000Z');
    expect(brandDayOf(t, MMT)).toBe('2026-03-11');
    expect(brandDays(p, MMT)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
  });

  it('hours are local hours; five-minute windows are absolute', () => {
    const t = Date.parse('2026-03-10T20:12:00Z');
    expect(iso(periodContaining('hour', t, MMT).start)).toBe('2026-03-10T19:30:00.000Z');
    expect(iso(periodContaining('hour', t, 'UTC').start)).toBe('2026-03-10T20:00:00.000Z');
    const five = periodContaining('fiveMinutes', t, MMT);
    expect([iso(five.start), iso(five.end)]).toEqual([
      '2026-03-10T20:10:00.000Z',
      '2026-03-10T20:15:00.000Z',
    ]);
  });

  it('half-months are the 1st–15th and the 16th–end; months end on the next 1st', () => {
    const feb = Date.parse('2028-02-20T00:00:00Z');
    const half = periodContaining('halfMonth', feb, 'UTC');
    expect([iso(half.start), iso(half.end)]).toEqual([
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    const first = periodContaining('halfMonth', Date.parse('2028-02-15T23:59:59Z'), 'UTC');
    expect(iso(first.end)).toBe('2028-02-16T00:00:00.000Z');
    const dec = periodContaining('month', Date.parse('2026-12-31T12:00:00Z'), 'UTC');
    expect(iso(dec.end)).toBe('2027-01-01T00:00:00.000Z');
    expect(brandDays(half, 'UTC')).toEqual({ from: '2028-02-16', to: '2028-02-29' });
  });

  it('finds the last closed period and checks period ends', () => {
    const t = Date.parse('2026-03-10T20:12:00Z');
    expect(iso(lastClosedPeriod('day', t, 'UTC').end)).toBe('2026-03-10T00:00:00.000Z');
    expect(iso(lastClosedPeriod('fiveMinutes', t, 'UTC').end)).toBe('2026-03-10T20:10:00.000Z');
    const end = Date.parse('2026-03-11T00:00:00Z');
    expect(iso(periodEndingAt('day', end, 'UTC').start)).toBe('2026-03-10T00:00:00.000Z');
    expect(() => periodEndingAt('day', end + 1, 'UTC')).toThrow(RangeError);
  });
});

describe('a zone with summer time', () => {
  it('a brand day of 23 hours when the clocks go forward', () => {
    const p = periodContaining('day', Date.parse('2026-03-29T12:00:00Z'), 'Europe/London');
    expect([iso(p.start), iso(p.end)]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
  });
});
