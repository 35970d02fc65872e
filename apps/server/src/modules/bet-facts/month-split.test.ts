import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthOf, splitRange, type RangeSplit } from './month-split';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day a split reads, in order: its leading days, the days of its months, its trailing days. */
function daysRead(split: RangeSplit): string[] {
  const spans = [...split.days];
  if (split.months) {
    const end = Date.UTC(Number(split.months.last.slice(0, 4)), Number(split.months.last.slice(5, 7)), 0);
    spans.push({ from: split.months.first, to: dayOf(end) });
  }
  const out: string[] = [];
  for (const span of spans)
    for (let t = Date.parse(`${span.from}T00:00:00Z`); t <= Date.parse(`${span.to}T00:00:00Z`); t += DAY_MS)
      out.push(dayOf(t));
  return out.sort();
}

describe('splitting a range of days into whole months and leftover days', () => {
  it('keeps a range inside one month as days', () => {
    expect(splitRange('2026-03-05', '2026-03-20')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
    });
    // From the 1st but not to the month's end, and to the end but not from the 1st.
    expect(splitRange('2026-03-01', '2026-03-30')).toEqual({
      months: null,
      days: [{ from: '2026-03-01', to: '2026-03-30' }],
    });
    expect(splitRange('2026-03-02', '2026-03-31')).toEqual({
      months: null,
      days: [{ from: '2026-03-02', to: '2026-03-31' }],
    });
  });

  it('a single day, and a range across a month boundary with no whole month', () => {
    expect(splitRange('2026-03-31', '2026-03-31')).toEqual({
      months: null,
      days: [{ from: '2026-03-31', to: '2026-03-31' }],
    });
    expect(splitRange('2026-03-20', '2026-04-10')).toEqual({
      months: null,
      days: [{ from: '2026-03-20', to: '2026-04-10' }],
    });
  });

  it('reads exactly one whole month from the month table', () => {
    expect(splitRange('2026-04-01', '2026-04-30')).toEqual({
      months: { first: '2026-04-01', last: '2026-04-01' },
      days: [],
    });
  });

  it('starting on the 1st: whole months, then the days after the last whole one', () => {
    expect(splitRange('2026-01-01', '2026-03-15')).toEqual({
      months: { first: '2026-01-01', last: '2026-02-01' },
      days: [{ from: '2026-03-01', to: '2026-03-15' }],
    });
  });

  it('ending on the last day of a month: the days before the first whole one, then months', () => {
    expect(splitRange('2026-01-10', '2026-03-31')).toEqual({
      months: { first: '2026-02-01', last: '2026-03-01' },
      days: [{ from: '2026-01-10', to: '2026-01-31' }],
    });
  });

  it('knows the end of February, in a leap year and not', () => {
    expect(splitRange('2028-01-15', '2028-02-29')).toEqual({
      months: { first: '2028-02-01', last: '2028-02-01' },
      days: [{ from: '2028-01-15', to: '2028-01-31' }],
    });
    // 28 February 2028 is not the month's end: February stays days.
    expect(splitRange('2028-01-15', '2028-02-28')).toEqual({
      months: null,
      days: [{ from: '2028-01-15', to: '2028-02-28' }],
    });
    expect(splitRange('2026-02-01', '2026-02-28')).toEqual({
      months: { first: '2026-02-01', last: '2026-02-01' },
      days: [],
    });
    expect(splitRange('2028-02-29', '2028-03-31')).toEqual({
      months: { first: '2028-03-01', last: '2028-03-01' },
      days: [{ from: '2028-02-29', to: '2028-02-29' }],
    });
  });

  it('partial months at both ends around whole ones, across a new year', () => {
    expect(splitRange('2025-11-17', '2026-02-03')).toEqual({
      months: { first: '2025-12-01', last: '2026-01-01' },
      days: [
        { from: '2025-11-17', to: '2025-11-30' },
        { from: '2026-02-01', to: '2026-02-03' },
      ],
    });
  });

  it('a year of whole months, and a year from a day to the day before', () => {
    expect(splitRange('2026-01-01', '2026-12-31')).toEqual({
      months: { first: '2026-01-01', last: '2026-12-01' },
      days: [],
    });
    expect(splitRange('2025-11-01', '2026-10-31')).toEqual({
      months: { first: '2025-11-01', last: '2026-10-01' },
      days: [],
    });
    expect(splitRange('2025-11-02', '2026-11-01')).toEqual({
      months: { first: '2025-12-01', last: '2026-10-01' },
      days: [
        { from: '2025-11-02', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-01' },
      ],
    });
  });

  it('an empty range (from after to) reads nothing', () => {
    expect(splitRange('2026-03-02', '2026-03-01')).toEqual({ months: null, days: [] });
  });

  it('names a day’s month by its 1st', () => {
    expect(monthOf('2028-02-29')).toBe('2028-02-01');
    expect(monthOf('2026-12-01')).toBe('2026-12-01');
  });

  it('reads every day of any range exactly once, months only where whole', () => {
    const start = Date.UTC(2023, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 800 }), (offset, length) => {
        const from = dayOf(start + offset * DAY_MS);
        const to = dayOf(start + (offset + length) * DAY_MS);
        const expected = Array.from({ length: length + 1 }, (_, i) => dayOf(start + (offset + i) * DAY_MS));
        const split = splitRange(from, to);
        expect(daysRead(split)).toEqual(expected);
        expect(split.days.length).toBeLessThanOrEqual(2);
        // No month is read whole from the day table.
        const perMonth = new Map<string, number>();
        for (const day of daysRead({ months: null, days: split.days }))
          perMonth.set(monthOf(day), (perMonth.get(monthOf(day)) ?? 0) + 1);
        for (const [month, n] of perMonth) {
          const size = new Date(
            Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0),
          ).getUTCDate();
          expect(n).toBeLessThan(size);
        }
        if (split.months)
          expect(split.months.first.endsWith('-01') && split.months.last.endsWith('-01')).toBe(true);
      }),
    );
  });
});
