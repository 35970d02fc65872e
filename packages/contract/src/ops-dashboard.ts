// Schema-free (the console imports it without zod): the dashboard's periods and their rules.

/**
 * The back office's dashboard (issue 16 item 2; docs/api.md "Back office: dashboard"). A period is a
 * range of the region's days (its time zone), both ends included: a named one counted from the
 * region's today, or a custom one of at most `DASHBOARD_MAX_DAYS` days.
 */
export const DASHBOARD_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The longest custom period, in days (a quarter): its comparison period doubles what is read. */
export const DASHBOARD_MAX_DAYS = 92;

/** Why a custom period is refused (error `dashboard.range.invalid`, value `{ reason, maxDays }`). */
export type DashboardRangeProblem = 'missing' | 'backwards' | 'tooLong' | 'future';

export interface DashboardRange {
  /** `yyyy-MM-dd`, both included. */
  from: string;
  to: string;
}

const DAY = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar day written `yyyy-MM-dd` (years 2000–9999). */
export function isDashboardDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value && value >= '2000-01-01';
}

/** `day` moved by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The number of days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return b < a ? 0 : Math.round((b - a) / DAY) + 1;
}

/**
 * The days a period covers, counted from the region's `today`; a custom period must name both days,
 * end on or after its start, not after today, and last at most `DASHBOARD_MAX_DAYS` days.
 */
export function resolveDashboardRange(
  input: { period: DashboardPeriod; from?: string | undefined; to?: string | undefined },
  today: string,
): DashboardRange | { problem: DashboardRangeProblem } {
  switch (input.period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'custom': {
      const { from, to } = input;
      if (!from || !to || !isDashboardDay(from) || !isDashboardDay(to)) return { problem: 'missing' };
      if (to < from) return { problem: 'backwards' };
      if (to > today) return { problem: 'future' };
      if (dayCount(from, to) > DASHBOARD_MAX_DAYS) return { problem: 'tooLong' };
      return { from, to };
    }
  }
}

/** The period of the same length just before `range`: what the period's deltas compare with. */
export function previousRange(range: DashboardRange): DashboardRange {
  const days = dayCount(range.from, range.to);
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
}

/** Every day of a range, in order. */
export function daysOf(range: DashboardRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = shiftDay(d, 1)) out.push(d);
  return out;
}
