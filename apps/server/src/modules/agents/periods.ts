import type { ContractPeriod } from '@jade/contract/agent-contracts';

/**
 * Settlement periods in the brand's local time (a fixed offset from UTC in minutes): pure functions
 * of instants (epoch ms). A period is [start, end).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Period {
  start: number;
  end: number;
}

/** `YYYY-MM-DD` of the brand day an instant falls in. */
export function brandDayOf(t: number, offsetMinutes: number): string {
  return new Date(t + offsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/** The period of kind `period` that contains instant `t`. */
export function periodContaining(period: ContractPeriod, t: number, offsetMinutes: number): Period {
  const off = offsetMinutes * MINUTE;
  const local = t + off;
  switch (period) {
    case 'fiveMinutes': {
      const start = Math.floor(t / (5 * MINUTE)) * 5 * MINUTE;
      return { start, end: start + 5 * MINUTE };
    }
    case 'hour': {
      const start = Math.floor(local / HOUR) * HOUR - off;
      return { start, end: start + HOUR };
    }
    case 'day': {
      const start = Math.floor(local / DAY) * DAY - off;
      return { start, end: start + DAY };
    }
    case 'halfMonth':
    case 'month': {
      const d = new Date(local);
      const y = d.getUTCFullYear();
      const m = d.getUTCMonth();
      if (period === 'month') return { start: Date.UTC(y, m, 1) - off, end: Date.UTC(y, m + 1, 1) - off };
      return d.getUTCDate() <= 15
        ? { start: Date.UTC(y, m, 1) - off, end: Date.UTC(y, m, 16) - off }
        : { start: Date.UTC(y, m, 16) - off, end: Date.UTC(y, m + 1, 1) - off };
    }
  }
}

/** The period that ends at `end` (an instant that is a period boundary). */
export function periodEndingAt(period: ContractPeriod, end: number, offsetMinutes: number): Period {
  const p = periodContaining(period, end - 1, offsetMinutes);
  if (p.end !== end)
    throw new RangeError(`${new Date(end).toISOString()} is not the end of a ${period} period`);
  return p;
}

/** The latest period that has ended by `t`. */
export function lastClosedPeriod(period: ContractPeriod, t: number, offsetMinutes: number): Period {
  const current = periodContaining(period, t, offsetMinutes);
  return periodContaining(period, current.start - 1, offsetMinutes);
}

/** The brand days a period covers (inclusive), for the day roll-ups. */
export function brandDays(p: Period, offsetMinutes: number): { from: string; to: string } {
  return { from: brandDayOf(p.start, offsetMinutes), to: brandDayOf(p.end - 1, offsetMinutes) };
}
