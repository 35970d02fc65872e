import { z } from 'zod';
import { int4IdSchema } from './bounds';
import { defineCall } from './call';
import { DASHBOARD_PERIODS, isDashboardDay } from './ops-dashboard';

/**
 * The back office's dashboard (docs/api.md "Back office: dashboard"; decision D-dash-1). Figures of
 * one region (a merchant: one country, currency and time zone) of one brand, over the region's days.
 * Money is in major units (two decimals), as everywhere on the wire.
 */

const daySchema = z.string().refine(isDashboardDay, { message: 'a day written yyyy-MM-dd' });

export const opsDashboardQuerySchema = z.object({
  /** The brand; default: the brand of the default region. */
  brandId: int4IdSchema.optional(),
  /** The region's merchant code; default: the brand's default region (or its first). */
  region: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  period: z.enum(DASHBOARD_PERIODS).default('last7'),
  /** Custom periods only: the first and last day, both included. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});

export type OpsDashboardQuery = z.output<typeof opsDashboardQuerySchema>;

/** The figures of a range of days (a day, a period, today…). */
export const dashboardFiguresSchema = z.object({
  /** New accounts (trial accounts not counted). */
  registrations: z.number().int(),
  /** Deposits credited that were their player's first credited deposit, and their amount. */
  firstDeposits: z.number().int(),
  firstDepositAmount: z.number(),
  /** Deposits credited, and their amount. */
  deposits: z.number().int(),
  depositAmount: z.number(),
  /** Withdrawals with a payment made to the payee, and the amount paid out less refunds. */
  withdrawals: z.number().int(),
  withdrawalAmount: z.number(),
  /** Players with at least one settled bet (for a range: counted once however many days). */
  activePlayers: z.number().int(),
  bets: z.number().int(),
  /** Stakes settled (turnover) and paid back (stake included). */
  turnover: z.number(),
  payout: z.number(),
  /** Gross gaming revenue: turnover − payout. */
  ggr: z.number(),
  /** Net bonus cost: bonuses, VIP bonuses and rebates paid out of the house less bonuses returned. */
  bonuses: z.number(),
  /** Net gaming revenue: GGR − bonuses. */
  ngr: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ day: z.string() });

/** A category's or vendor's bets over the period; NGR carries its share of the bonuses (by turnover). */
export const dashboardGameRowSchema = z.object({
  category: z.string(),
  /** Vendor rows only. */
  vendorCode: z.string().optional(),
  vendorName: z.string().optional(),
  bets: z.number().int(),
  turnover: z.number(),
  payout: z.number(),
  ggr: z.number(),
  ngr: z.number(),
});

export const dashboardRegionSchema = z.object({
  code: z.string(),
  countryName: z.string(),
  currency: z.string(),
  timeZone: z.string(),
});

export const opsDashboardValueSchema = z.object({
  /** What the brand and region switches offer. */
  brands: z.array(
    z.object({ id: z.number().int(), name: z.string(), regions: z.array(dashboardRegionSchema) }),
  ),
  brandId: z.number().int(),
  region: dashboardRegionSchema,
  /** The region's today, and the period with the one just before it (same length), both ends included. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: z.object({
    today: dashboardFiguresSchema,
    yesterday: dashboardFiguresSchema,
    period: dashboardFiguresSchema,
    previous: dashboardFiguresSchema,
  }),
  /** Every day of the period, in order (days without activity hold zeros). */
  days: z.array(dashboardDaySchema),
  byCategory: z.array(dashboardGameRowSchema),
  byVendor: z.array(dashboardGameRowSchema),
  /** Epoch ms: bets settled after this may not be in the figures yet (the roll-ups lag ~10 s). */
  generatedAt: z.number(),
});

export const opsDashboardCsvValueSchema = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int(),
});

export const opsDashboardCalls = {
  summary: defineCall({
    method: 'GET',
    path: '/ops/dashboard/summary',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary:
      "A region's figures for a period, today, yesterday and the period before: totals, each day, GGR and NGR by category and vendor",
    query: opsDashboardQuerySchema,
    value: opsDashboardValueSchema,
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/ops/dashboard/csv',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary:
      "The dashboard's figures of a period as CSV: one row per day, the total, each category and vendor",
    query: opsDashboardQuerySchema,
    value: opsDashboardCsvValueSchema,
  }),
} as const;
