import type { CallValue } from '@jade/contract/call';
import {
  DASHBOARD_MAX_DAYS,
  daysOf,
  previousRange,
  resolveDashboardRange,
  shiftDay,
  type DashboardRange,
} from '@jade/contract/ops-dashboard';
import type {
  DashboardFigures,
  OpsDashboardQuery,
  opsDashboardCalls,
} from '@jade/contract/ops-dashboard-calls';
import { AppError } from '../../platform/errors';
import { brandDayOf, zoneOffsetMs } from '../../platform/time/brand-periods';
import type { BrandService } from '../brand/service';
import { minorToWire } from '../ledger/money';
import type { DashboardRepository, DayFlows, DaySpan, GameRow } from './repository';

/**
 * The back office's dashboard (issue 16 item 2; decision D-dash-1): one region's figures for a period,
 * today, yesterday and the period before it, each day of the period, and GGR and NGR by category and
 * vendor. Every sum is made by the repository in SQL, per day; this composes days into ranges.
 */

type Query = OpsDashboardQuery;
export type DashboardSummary = CallValue<typeof opsDashboardCalls.summary>;

/** 400 `dashboard.range.invalid`: the custom period is missing a day, backwards, in the future or too long. */
export class DashboardRangeError extends AppError {
  constructor(reason: string) {
    super('dashboard.range.invalid', 400, { reason, maxDays: DASHBOARD_MAX_DAYS }, [DASHBOARD_MAX_DAYS]);
  }
}

/** The instant a region's day starts (local midnight; a day may last 23 or 25 hours). */
export function dayStartOf(day: string, zone: string): Date {
  const local = Date.parse(`${day}T00:00:00Z`);
  const guess = local - zoneOffsetMs(zone, local);
  return new Date(local - zoneOffsetMs(zone, guess));
}

function spanOf(range: DashboardRange, zone: string): DaySpan {
  return { ...range, start: dayStartOf(range.from, zone), end: dayStartOf(shiftDay(range.to, 1), zone) };
}

const ZERO: DayFlows = {
  registrations: 0,
  deposits: 0,
  depositAmount: 0n,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  bonuses: 0n,
  bets: 0,
  turnover: 0n,
  payout: 0n,
  activePlayers: 0,
};

function add(a: DayFlows, b: DayFlows): DayFlows {
  return {
    registrations: a.registrations + b.registrations,
    deposits: a.deposits + b.deposits,
    depositAmount: a.depositAmount + b.depositAmount,
    firstDeposits: a.firstDeposits + b.firstDeposits,
    firstDepositAmount: a.firstDepositAmount + b.firstDepositAmount,
    withdrawals: a.withdrawals + b.withdrawals,
    withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
    bonuses: a.bonuses + b.bonuses,
    bets: a.bets + b.bets,
    turnover: a.turnover + b.turnover,
    payout: a.payout + b.payout,
    // Distinct players do not add up across days: ranges take theirs from their own query.
    activePlayers: 0,
  };
}

/** Minor units to the wire's figures: GGR = turnover − payout, NGR = GGR − the net bonus cost. */
export function toFigures(f: DayFlows): DashboardFigures {
  const ggr = f.turnover - f.payout;
  return {
    registrations: f.registrations,
    firstDeposits: f.firstDeposits,
    firstDepositAmount: minorToWire(f.firstDepositAmount),
    deposits: f.deposits,
    depositAmount: minorToWire(f.depositAmount),
    withdrawals: f.withdrawals,
    withdrawalAmount: minorToWire(f.withdrawalAmount),
    activePlayers: f.activePlayers,
    bets: f.bets,
    turnover: minorToWire(f.turnover),
    payout: minorToWire(f.payout),
    ggr: minorToWire(ggr),
    bonuses: minorToWire(f.bonuses),
    ngr: minorToWire(ggr - f.bonuses),
  };
}

/**
 * Shares of `total` in proportion to `weights` that add up to `total` exactly (largest remainder):
 * the bonus cost is not tied to a game, so each category's and vendor's NGR carries the part of it
 * that its turnover is of the period's.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, w) => a + (w > 0n ? w : 0n), 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const sign = total < 0n ? -1n : 1n;
  const abs = total * sign;
  const exact = weights.map((w) => (w > 0n ? abs * w : 0n));
  const shares = exact.map((e) => e / sum);
  let left = abs - shares.reduce((a, s) => a + s, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: e % sum }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map((s) => s * sign);
}

export function createDashboardService(deps: {
  repo: DashboardRepository;
  brands: Pick<BrandService, 'directory'>;
  now?: (() => number) | undefined;
}) {
  const now = deps.now ?? Date.now;
  const { repo } = deps;

  /** The brand and region asked for, or the defaults; a region of another brand is refused. */
  async function scope(query: Pick<Query, 'brandId' | 'region'>) {
    const dir = await deps.brands.directory();
    const regionsOf = (brandId: number) =>
      dir.merchants
        .filter((m) => m.brandId === brandId)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
    const fallback = dir.merchants.find((m) => m.isDefault) ?? dir.merchants[0];
    const brandId =
      query.brandId ??
      (query.region ? dir.byCode.get(query.region)?.brandId : undefined) ??
      fallback?.brandId;
    if (brandId === undefined || !dir.brands.has(brandId))
      throw new AppError('dashboard.region.unknown', 400);
    const regions = regionsOf(brandId);
    const region = query.region
      ? regions.find((m) => m.code === query.region)
      : (regions.find((m) => m.isDefault) ?? regions[0]);
    if (!region) throw new AppError('dashboard.region.unknown', 400);
    const brands = [...dir.brands.values()]
      .sort((a, b) => a.id - b.id)
      .map((b) => ({
        id: b.id,
        name: b.name,
        regions: regionsOf(b.id).map((m) => ({
          code: m.code,
          countryName: m.countryName,
          currency: m.currency,
          timeZone: m.timeZone,
        })),
      }));
    return { brands, brandId, region };
  }

  /** Every day of the spans with its flows (zeros where nothing happened), all sums from SQL. */
  async function flowsByDay(
    region: { code: string; currency: string; timeZone: string },
    spans: readonly DaySpan[],
  ): Promise<Map<string, DayFlows>> {
    const zone = region.timeZone;
    const [registrations, depositRows, withdrawalRows, bonusRows, betRows] = await Promise.all([
      repo.registrationsByDay(region.code, zone, spans),
      repo.depositsByDay(region.code, zone, spans),
      repo.withdrawalsByDay(region.code, region.currency, zone, spans),
      repo.bonusesByDay(region.code, region.currency, zone, spans),
      repo.betsByDay(region.code, spans),
    ]);
    const out = new Map<string, DayFlows>();
    for (const span of spans)
      for (const day of daysOf(span))
        out.set(day, {
          ...ZERO,
          registrations: registrations.get(day) ?? 0,
          ...depositRows.get(day),
          ...withdrawalRows.get(day),
          bonuses: bonusRows.get(day) ?? 0n,
          ...betRows.get(day),
        });
    return out;
  }

  function sumRange(days: Map<string, DayFlows>, range: DashboardRange, activePlayers: number): DayFlows {
    let total = ZERO;
    for (const day of daysOf(range)) total = add(total, days.get(day) ?? ZERO);
    return { ...total, activePlayers };
  }

  function gameRows(rows: readonly GameRow[], bonuses: bigint) {
    const [categories, vendorRows] = [rows.filter((r) => !r.vendorCode), rows.filter((r) => r.vendorCode)];
    const wire = (r: GameRow, share: bigint) => {
      const ggr = r.turnover - r.payout;
      return {
        category: r.category,
        ...(r.vendorCode ? { vendorCode: r.vendorCode, vendorName: r.vendorName ?? r.vendorCode } : {}),
        bets: r.bets,
        turnover: minorToWire(r.turnover),
        payout: minorToWire(r.payout),
        ggr: minorToWire(ggr),
        ngr: minorToWire(ggr - share),
      };
    };
    const byGgr = (a: { ggr: number }, b: { ggr: number }) => b.ggr - a.ggr;
    const categoryShares = allocate(
      bonuses,
      categories.map((r) => r.turnover),
    );
    const vendorShares = allocate(
      bonuses,
      vendorRows.map((r) => r.turnover),
    );
    return {
      byCategory: categories.map((r, i) => wire(r, categoryShares[i]!)).sort(byGgr),
      byVendor: vendorRows.map((r, i) => wire(r, vendorShares[i]!)).sort(byGgr),
    };
  }

  async function summary(query: Query): Promise<DashboardSummary> {
    const { brands, brandId, region } = await scope(query);
    const zone = region.timeZone;
    const at = now();
    const today = brandDayOf(at, zone);
    const range = resolveDashboardRange(query, today);
    if ('problem' in range) throw new DashboardRangeError(range.problem);
    const previous = previousRange(range);
    const yesterday = shiftDay(today, -1);
    // Two contiguous reads: the period with the one before it, and yesterday with today.
    const spans = [spanOf({ from: previous.from, to: range.to }, zone)];
    if (yesterday < previous.from || yesterday > range.to || today > range.to)
      spans.push(spanOf({ from: yesterday, to: today }, zone));
    const named = [range, previous, { from: today, to: today }, { from: yesterday, to: yesterday }];
    const [days, active, games] = await Promise.all([
      flowsByDay(region, spans),
      repo.activePlayers(
        region.code,
        named.map((r) => spanOf(r, zone)),
      ),
      repo.betsByGame(region.code, brandId, spanOf(range, zone)),
    ]);
    const [periodTotal, previousTotal, todayTotal, yesterdayTotal] = named.map((r, i) =>
      sumRange(days, r, active[i]!),
    );
    return {
      brands,
      brandId,
      region: {
        code: region.code,
        countryName: region.countryName,
        currency: region.currency,
        timeZone: zone,
      },
      today,
      from: range.from,
      to: range.to,
      previousFrom: previous.from,
      previousTo: previous.to,
      totals: {
        today: toFigures(todayTotal!),
        yesterday: toFigures(yesterdayTotal!),
        period: toFigures(periodTotal!),
        previous: toFigures(previousTotal!),
      },
      days: daysOf(range).map((day) => ({ day, ...toFigures(days.get(day) ?? ZERO) })),
      ...gameRows(games, periodTotal!.bonuses),
      generatedAt: at,
    };
  }

  return {
    summary,

    /** The same figures as CSV: one row per day, the period's total, each category, each vendor. */
    async exportCsv(query: Query) {
      const s = await summary(query);
      const header = [
        'row',
        'region',
        'currency',
        'day',
        'category',
        'vendor',
        'registrations',
        'first_deposits',
        'first_deposit_amount',
        'deposits',
        'deposit_amount',
        'withdrawals',
        'withdrawal_amount',
        'active_players',
        'bets',
        'turnover',
        'payout',
        'ggr',
        'bonuses',
        'ngr',
      ];
      const money = (n: number) => n.toFixed(2);
      const flowCells = (f: DashboardFigures) => [
        f.registrations,
        f.firstDeposits,
        money(f.firstDepositAmount),
        f.deposits,
        money(f.depositAmount),
        f.withdrawals,
        money(f.withdrawalAmount),
        f.activePlayers,
        f.bets,
        money(f.turnover),
        money(f.payout),
        money(f.ggr),
        money(f.bonuses),
        money(f.ngr),
      ];
      const base = [s.region.code, s.region.currency];
      const rows: (string | number)[][] = [
        ...s.days.map((d) => ['day', ...base, d.day, '', '', ...flowCells(d)]),
        ['total', ...base, `${s.from}..${s.to}`, '', '', ...flowCells(s.totals.period)],
        ...[
          ...s.byCategory.map((g) => ['category', g] as const),
          ...s.byVendor.map((g) => ['vendor', g] as const),
        ].map(([kind, g]) => [
          kind,
          ...base,
          `${s.from}..${s.to}`,
          g.category,
          g.vendorCode ?? '',
          ...Array<string>(7).fill(''),
          '',
          g.bets,
          money(g.turnover),
          money(g.payout),
          money(g.ggr),
          money(g.ggr - g.ngr),
          money(g.ngr),
        ]),
      ];
      return {
        filename: `dashboard-${s.region.code}-${s.from}-${s.to}.csv`,
        csv: [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n',
        rows: rows.length,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

/** One CSV cell: quoted when it holds a comma, quote or line break; formula characters defused. */
export function csvCell(value: unknown): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
