// Schema-free (the site imports it without zod): named spans of report days.

/** Named spans of days; the server resolves them from the brand's own today (its time zone). */
export const REPORT_SPANS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type ReportSpan = (typeof REPORT_SPANS)[number];

/** The first and last day (`yyyy-MM-dd`, both included) of a named span, counted from `today`. */
export function spanDays(span: ReportSpan, today: string): { startDate: string; endDate: string } {
  const t = Date.parse(`${today}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const back = (days: number) => day(t - days * 86_400_000);
  const d = new Date(t);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  switch (span) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: back(1), endDate: back(1) };
    case 'last7':
      return { startDate: back(6), endDate: today };
    case 'last30':
      return { startDate: back(29), endDate: today };
    case 'thisMonth':
      return { startDate: day(Date.UTC(y, m, 1)), endDate: today };
    case 'lastMonth':
      return { startDate: day(Date.UTC(y, m - 1, 1)), endDate: day(Date.UTC(y, m, 0)) };
    case 'thisYear':
      return { startDate: day(Date.UTC(y, 0, 1)), endDate: today };
  }
}
