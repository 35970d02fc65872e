import { AGENT_REPORT_MAX_DAYS, daysBetween, spanDays, type ReportSpan } from '@jade/contract/agent-reports';
import { RequestParamError } from '../../platform/errors';
import { brandDayOf, zoneOffsetMs } from '../../platform/time/brand-periods';

/**
 * Brand days of the reports: `yyyy-MM-dd` in the merchant's time zone (an IANA name, so a day may be
 * 23 or 25 hours long). Pure functions, unit-tested (reports-days.test.ts).
 */

const DAY = 86_400_000;

/** Both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The brand day an instant falls in. */
export function dayOf(at: number, zone: string): string {
  return brandDayOf(at, zone);
}

/** The instant a brand day starts. */
export function dayStart(day: string, zone: string): Date {
  const local = Date.parse(`${day}T00:00:00Z`);
  // The offset at local midnight: guess with the offset at that UTC instant, then correct once.
  const guess = local - zoneOffsetMs(zone, local);
  return new Date(local - zoneOffsetMs(zone, guess));
}

/** `day` moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The first day of the day's month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * The range a report covers: the days asked for, with a missing end filled in (the end defaults to
 * today, the start to 6 days before the end: a week). A range backwards or longer than the limit is
 * refused here too, whatever the schema let through.
 */
export function defaultRange(
  input: { span?: ReportSpan | undefined; startDate?: string | undefined; endDate?: string | undefined },
  now: number,
  zone: string,
): DayRange {
  if (input.span) {
    const span = spanDays(input.span, dayOf(now, zone));
    return { from: span.startDate, to: span.endDate };
  }
  const to =
    input.endDate ?? (input.startDate ? maxDay(input.startDate, dayOf(now, zone)) : dayOf(now, zone));
  const from = input.startDate ?? addDays(to, -6);
  const days = daysBetween(from, to);
  if (days === 0 || days > AGENT_REPORT_MAX_DAYS) throw new RequestParamError('endDate');
  return { from, to };
}

function maxDay(a: string, b: string): string {
  // A start in the future with no end: the range is that one day.
  return a > b ? a : b;
}
