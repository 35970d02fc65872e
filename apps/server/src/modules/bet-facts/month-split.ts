/** Brand days (`YYYY-MM-DD`) from `from` to `to`, both included. */
export interface DaySpan {
  from: string;
  to: string;
}

/**
 * A range of brand days as the roll-ups read it: the whole months inside it (from the month
 * roll-ups; `first` and `last` are the dates of their 1st) and the days left at either end (from
 * the day roll-ups). No month is whole in the range: `months` is null and `days` the range itself.
 */
export interface RangeSplit {
  months: { first: string; last: string } | null;
  days: DaySpan[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });

/** The month of a brand day: the date of its 1st. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The 1st of the month `n` months after (or before, n < 0) the month of `day`. */
function monthAfter(day: string, n: number): string {
  const { year, month } = parts(day);
  return isoDay(Date.UTC(year, month + n, 1));
}

/** The day `n` days after (or before) `day`. */
function dayAfter(day: string, n: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);
}

/** The last day of the month of `day`. */
const lastDayOf = (day: string) => dayAfter(monthAfter(day, 1), -1);

/** Splits [from, to] into its whole months and the leftover days at both ends. */
export function splitRange(from: string, to: string): RangeSplit {
  if (from > to) return { months: null, days: [] };
  const first = from === monthOf(from) ? from : monthAfter(from, 1);
  const last = to === lastDayOf(to) ? monthOf(to) : monthAfter(to, -1);
  if (first > last) return { months: null, days: [{ from, to }] };
  const days: DaySpan[] = [];
  if (from < first) days.push({ from, to: dayAfter(first, -1) });
  const end = lastDayOf(last);
  if (end < to) days.push({ from: dayAfter(end, 1), to });
  return { months: { first, last }, days };
}
