/**
 * Day ranges of the agent reports: quick picks and a custom from–to, as `yyyy-MM-dd` days (both
 * included). The picks are computed from the device's calendar; the server reads them as brand days
 * and answers the range it used.
 */
export const DAY_PICKS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type DayPick = (typeof DAY_PICKS)[number];

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

function shift(d: Date, days: number): Date {
  const copy = new Date(d);
  copy.setDate(copy.getDate() + days);
  return copy;
}

export function daysOf(pick: Exclude<DayPick, 'custom'>, now = new Date()): DaySpan {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (pick) {
    case 'today':
      return { pick, startDate: dayString(today), endDate: dayString(today) };
    case 'yesterday': {
      const y = shift(today, -1);
      return { pick, startDate: dayString(y), endDate: dayString(y) };
    }
    case 'last7':
      return { pick, startDate: dayString(shift(today, -6)), endDate: dayString(today) };
    case 'thisMonth':
      return {
        pick,
        startDate: dayString(new Date(today.getFullYear(), today.getMonth(), 1)),
        endDate: dayString(today),
      };
    case 'lastMonth':
      return {
        pick,
        startDate: dayString(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
        endDate: dayString(new Date(today.getFullYear(), today.getMonth(), 0)),
      };
  }
}

/** A custom range from two days in either order; null when a day is missing or the range too long. */
export function customDays(a: string, b: string): DaySpan | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(a) || !/^\d{4}-\d{2}-\d{2}$/.test(b)) return null;
  const [startDate, endDate] = a <= b ? [a, b] : [b, a];
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (!Number.isFinite(days) || days > MAX_SPAN_DAYS) return null;
  return { pick: 'custom', startDate, endDate };
}
