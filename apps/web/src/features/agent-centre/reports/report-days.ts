import { spanDays, type ReportSpan } from '@jade/contract/report-spans';

/**
 * Day ranges of the agent reports: quick picks and a custom from–to, as `yyyy-MM-dd` days (both
 * included). A pick goes to the server by name and is counted in the brand's time zone; a custom
 * range is two brand days. The server answers the range it used.
 */
export const DAY_PICKS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
/** The picks of the income and salary records: longer spans (a wage is one row a day). */
export const INCOME_PICKS = ['last30', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type DayPick = (typeof DAY_PICKS)[number] | (typeof INCOME_PICKS)[number];

export interface DaySpan {
  pick: DayPick;
  startDate: string;
  endDate: string;
}

/** The longest custom range, in days (the server's limit). */
export const MAX_SPAN_DAYS = 366;

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a local date. */
export function dayString(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A named pick's days on the device's calendar: what the custom fields start from. The reports send
 * the pick's name (`spanQuery`), so the server counts it from the brand's own today.
 */
export function daysOf(pick: Exclude<DayPick, 'custom'>, now = new Date()): DaySpan {
  return { pick, ...spanDays(pick, dayString(now)) };
}

/** A span as the report calls take it: a named pick by name, a custom range by its two days. */
export function spanQuery(span: DaySpan): { span: ReportSpan } | { startDate: string; endDate: string } {
  return span.pick === 'custom' ? { startDate: span.startDate, endDate: span.endDate } : { span: span.pick };
}

/** A custom range from two days in either order; null when a day is missing or the range too long. */
export function customDays(a: string, b: string): DaySpan | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(a) || !/^\d{4}-\d{2}-\d{2}$/.test(b)) return null;
  const [startDate, endDate] = a <= b ? [a, b] : [b, a];
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (!Number.isFinite(days) || days > MAX_SPAN_DAYS) return null;
  return { pick: 'custom', startDate, endDate };
}
