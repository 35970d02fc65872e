/**
 * Date ranges of the records (spec §9 "Date range picks: next and last 7 and 30 days"), in the
 * member's local days. A range is [start, end) in ms, as the record calls take it.
 */
export const RANGE_PICKS = ['last7', 'last30', 'next7', 'next30', 'custom'] as const;
export type RangePick = (typeof RANGE_PICKS)[number];

export interface DateRange {
  pick: RangePick;
  start: number;
  end: number;
}

const DAY = 86_400_000;

export function startOfDay(at: number): number {
  const d = new Date(at);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Adds whole calendar days (daylight-saving safe). */
export function addDays(at: number, days: number): number {
  const d = new Date(at);
  d.setDate(d.getDate() + days);
  return d.getTime();
}

/** `last7`: today and the 6 days before; `next7`: today and the 6 days after. */
export function rangeOf(pick: Exclude<RangePick, 'custom'>, now = Date.now()): DateRange {
  const today = startOfDay(now);
  const days = pick.endsWith('30') ? 30 : 7;
  return pick.startsWith('last')
    ? { pick, start: addDays(today, 1 - days), end: addDays(today, 1) }
    : { pick, start: today, end: addDays(today, days) };
}

/** `yyyy-MM-dd` of a local day (the value of a date input). */
export function toDateInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function fromDateInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const d = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(d.getTime()) ? null : d.getTime();
}

/** A custom range from two inclusive days; swapped when given backwards, at most 366 days. */
export function customRange(from: string, to: string): DateRange | null {
  let a = fromDateInput(from);
  let b = fromDateInput(to);
  if (a === null || b === null) return null;
  if (a > b) [a, b] = [b, a];
  if (b - a > 366 * DAY) return null;
  return { pick: 'custom', start: a, end: addDays(b, 1) };
}
