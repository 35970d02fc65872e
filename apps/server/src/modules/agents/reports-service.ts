import type { BettingFigures, ReportSpan } from '@jade/contract/agent-reports';
import type { LanguageCode } from '@jade/contract/languages';
import { AppError } from '../../platform/errors';
import type {
  BetFactsReports,
  BrandDay,
  GameFilter,
  MemberFiguresRow,
  TeamFigures,
  TeamQuery,
} from '../bet-facts';
import { minorToWire } from '../ledger/money';
import type { MemberEntries, MemberEntriesFilter } from '../ledger/repository';
import { addDays, defaultRange, dayStart, monthStart, type DayRange } from './reports-days';

/**
 * The agent centre's reports (docs/api.md "Agent reports"). Every figure comes from the bet facts'
 * roll-ups, the ledger or the lottery through narrow ports, and every query is rooted at the calling
 * agent: a member named by a filter must be in the caller's downline (checked here, on the server,
 * whatever the site sends), else `agent.member.not.downline` — the same answer for a member who does
 * not exist, so the call reveals nothing about other branches.
 */

/** 403 `agent.member.not.downline`: the member is not below the caller (or does not exist). */
export class NotInDownlineError extends AppError {
  constructor() {
    super('agent.member.not.downline', 403);
  }
}

export interface TeamMember {
  id: number;
  username: string;
  type: number;
  merchantCode: string;
}

/** What the reports need of the accounts module (member tree, members, sessions). */
export interface TeamDirectory {
  isInDownline(agentId: number, memberId: number): Promise<boolean>;
  /** Every member below the agent (not the agent). */
  downlineIds(agentId: number): Promise<number[]>;
  findMemberByUsername(merchantCode: string, username: string): Promise<TeamMember | undefined>;
  membersByIds(ids: readonly number[]): Promise<Map<number, TeamMember>>;
  /** Sizes of the downline; `joinedSince` counts members who joined at or after the instant. */
  teamCounts(agentId: number, joinedSince: Date): Promise<TeamCounts>;
  /** Members of the downline who joined in [from, to). */
  joinedBetween(agentId: number, from: Date, to: Date): Promise<number>;
  /** The same for several ranges at once (one pass over the team). */
  joinedIn(agentId: number, ranges: readonly { from: Date; to: Date }[]): Promise<number[]>;
  /** Members of the downline with a live session at `at`, and the downline's size. */
  onlineCount(agentId: number, at: Date): Promise<{ online: number; total: number }>;
}

export interface TeamCounts {
  direct: number;
  total: number;
  agents: number;
  players: number;
  joinedSince: number;
}

/** A set of lottery bet lines summed (minor units), per game or over every game. */
export interface LotteryGameFigures {
  gameCode: string;
  orders: number;
  bettors: number;
  amount: bigint;
  payout: bigint;
  winLoss: bigint;
  pendingAmount: bigint;
}

/**
 * What the reports need of the lottery: the bet lines of a set of members, and their sums per game
 * (lottery/service.ts).
 */
export interface LotteryOrders {
  ordersOf(q: {
    memberIds: readonly number[];
    from: Date;
    to: Date;
    gameCode?: string | undefined;
    status?: 'pending' | 'won' | 'lost' | undefined;
    limit: number;
    offset: number;
  }): Promise<{
    rows: {
      betId: number;
      memberId: number;
      gameCode: string;
      drawNo: string;
      playType: string;
      selection: string;
      amount: number;
      payout: number;
      status: 'pending' | 'won' | 'lost';
      currency: string;
      createdAt: number;
    }[];
    total: number;
    amount: bigint;
    payout: bigint;
    /** Stakes of the lines drawn already (their result is known). */
    drawnAmount: bigint;
  }>;
  byGameOf(q: {
    memberIds: readonly number[];
    from: Date;
    to: Date;
  }): Promise<{ games: LotteryGameFigures[]; all: LotteryGameFigures }>;
  gameNames(brandId: number, codes: readonly string[], language: LanguageCode): Promise<Map<string, string>>;
}

/** Where a lottery report is read: the brand (its games' names) and the reader's language. */
export interface ReportLocale {
  brandId: number;
  language: LanguageCode;
}

/** The agent making the call. */
export interface Caller {
  id: number;
  merchantCode: string;
}

export interface ReportRangeInput {
  /** A named span of the brand's days; wins over the two days. */
  span?: ReportSpan | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface MemberFilter {
  memberId?: number | undefined;
  username?: string | undefined;
}

const ZERO: BettingFigures = { betAmount: 0, validBet: 0, payout: 0, winLoss: 0, bets: 0 };

function figures(f: {
  turnover: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  betCount: number;
}) {
  return {
    betAmount: minorToWire(f.turnover),
    validBet: minorToWire(f.validBet),
    payout: minorToWire(f.payout),
    winLoss: minorToWire(f.winLoss),
    bets: f.betCount,
  };
}

/** Sums of rows in minor units, so that a footer computed from rows is exact. */
function sumFigures(
  rows: readonly { turnover: bigint; validBet: bigint; payout: bigint; winLoss: bigint; betCount: number }[],
) {
  const total = { turnover: 0n, validBet: 0n, payout: 0n, winLoss: 0n, betCount: 0 };
  for (const r of rows) {
    total.turnover += r.turnover;
    total.validBet += r.validBet;
    total.payout += r.payout;
    total.winLoss += r.winLoss;
    total.betCount += r.betCount;
  }
  return total;
}

function page<T>(rows: readonly T[], pageNo: number, pageSize: number) {
  return rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export function createAgentReportsService(deps: {
  facts: Pick<BetFactsReports, 'teamTotals' | 'teamDaily' | 'memberTotals' | 'byVendor'>;
  team: TeamDirectory;
  ledger: { memberEntries(filter: MemberEntriesFilter): Promise<MemberEntries> };
  lottery: LotteryOrders;
  /** The merchant's IANA time zone (its brand days). */
  timeZone(merchantCode: string): Promise<string>;
  currency(merchantCode: string): Promise<string>;
  now?: () => number;
}) {
  const { facts, team, ledger, lottery } = deps;
  const now = deps.now ?? Date.now;

  async function rangeOf(caller: Caller, input: ReportRangeInput): Promise<DayRange & { zone: string }> {
    const zone = await deps.timeZone(caller.merchantCode);
    return { ...defaultRange(input, now(), zone), zone };
  }

  /** The member a filter names, once it is known to be below the caller; undefined without a filter. */
  async function filteredMember(caller: Caller, filter: MemberFilter): Promise<TeamMember | undefined> {
    let member: TeamMember | undefined;
    if (filter.memberId !== undefined) {
      member = (await team.membersByIds([filter.memberId])).get(filter.memberId);
      if (member && filter.username && member.username.toLowerCase() !== filter.username.toLowerCase())
        throw new NotInDownlineError();
    } else if (filter.username !== undefined) {
      member = await team.findMemberByUsername(caller.merchantCode, filter.username);
    } else {
      return undefined;
    }
    if (
      !member ||
      member.merchantCode !== caller.merchantCode ||
      !(await team.isInDownline(caller.id, member.id))
    )
      throw new NotInDownlineError();
    return member;
  }

  const teamQuery = (caller: Caller, range: DayRange, scope: TeamQuery['scope'] = 'team'): TeamQuery => ({
    merchantCode: caller.merchantCode,
    agentId: caller.id,
    from: range.from,
    to: range.to,
    scope,
  });

  const rangeOut = (range: DayRange) => ({ startDate: range.from, endDate: range.to });

  /**
   * A page of the downline members' own figures (active members only), or only `member`'s row when
   * the report is filtered to one member (the username search matches parts of names); with `games`,
   * only those games' bets and the members who placed them.
   */
  async function ownFiguresPage(
    caller: Caller,
    range: DayRange,
    page: { pageNo: number; pageSize: number },
    member: TeamMember | undefined,
    games?: GameFilter,
  ) {
    const result = await facts.memberTotals({
      ...teamQuery(caller, range),
      page: page.pageNo,
      pageSize: page.pageSize,
      search: member?.username,
      activeOnly: true,
      rowFigures: 'self',
      games,
    });
    if (!member)
      return {
        rows: result.list,
        total: result.total,
        totalPages: result.totalPages,
        footer: figures(result.footer),
      };
    const rows = result.list.filter((r) => r.memberId === member.id);
    return {
      rows,
      total: rows.length,
      totalPages: pages(rows.length, page.pageSize),
      footer: figures(sumFigures(rows)),
    };
  }

  function memberRow(r: MemberFiguresRow) {
    return {
      ...figures(r),
      memberId: r.memberId,
      username: r.username,
      memberType: r.type,
      level: r.depth,
    };
  }

  return {
    async overviewSum(caller: Caller, input: ReportRangeInput) {
      const range = await rangeOf(caller, input);
      const [totals, joined, currency] = await Promise.all([
        facts.teamTotals(teamQuery(caller, range)),
        team.joinedBetween(
          caller.id,
          dayStart(range.from, range.zone),
          dayStart(addDays(range.to, 1), range.zone),
        ),
        deps.currency(caller.merchantCode),
      ]);
      return {
        ...figures(totals),
        activeMembers: totals.bettors,
        newMembers: joined,
        currency,
        range: rangeOut(range),
      };
    },

    async overviewDaily(caller: Caller, input: ReportRangeInput & { pageNo: number; pageSize: number }) {
      const range = await rangeOf(caller, input);
      const days = await facts.teamDaily(teamQuery(caller, range));
      const byDay = new Map(days.map((d) => [d.day, d]));
      // Every day of the range, newest first; a day without bets shows zeros.
      const all: { day: BrandDay; f: TeamFigures | undefined }[] = [];
      for (let d = range.to; d >= range.from; d = addDays(d, -1)) all.push({ day: d, f: byDay.get(d) });
      const footer = sumFigures(days);
      return {
        list: page(all, input.pageNo, input.pageSize).map(({ day, f }) => ({
          date: day,
          ...(f ? figures(f) : ZERO),
          activeMembers: f?.bettors ?? 0,
        })),
        total: all.length,
        totalPages: pages(all.length, input.pageSize),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        footer: figures(footer),
        range: rangeOut(range),
      };
    },

    async kpi(caller: Caller) {
      const zone = await deps.timeZone(caller.merchantCode);
      const today = defaultRange({}, now(), zone).to;
      const yesterday = addDays(today, -1);
      const month = monthStart(today);
      const lastMonthEnd = addDays(month, -1);
      const lastMonth = monthStart(lastMonthEnd);
      // Last month up to the same day of the month, so a month to date is compared with its like.
      const dayOfMonth = Number(today.slice(8, 10));
      const lastMonthTo = [...Array(dayOfMonth).keys()]
        .map((i) => addDays(lastMonth, i))
        .filter((d) => d <= lastMonthEnd)
        .pop()!;
      const ranges = {
        today: { from: today, to: today },
        yesterday: { from: yesterday, to: yesterday },
        month: { from: month, to: today },
        lastMonth: { from: lastMonth, to: lastMonthTo },
      };
      const list = Object.entries(ranges);
      // Today and yesterday from one daily read (a day's bettors are distinct within the day); the two
      // months need their own distinct bettors.
      const [days, monthTotals, previousMonth, joined] = await Promise.all([
        facts.teamDaily(teamQuery(caller, { from: yesterday, to: today })),
        facts.teamTotals(teamQuery(caller, ranges.month)),
        facts.teamTotals(teamQuery(caller, ranges.lastMonth)),
        team.joinedIn(
          caller.id,
          list.map(([, r]) => ({ from: dayStart(r.from, zone), to: dayStart(addDays(r.to, 1), zone) })),
        ),
      ]);
      const dayTotals = (day: string): TeamFigures => {
        const found = days.find((d) => d.day === day);
        return found ?? { turnover: 0n, validBet: 0n, payout: 0n, winLoss: 0n, betCount: 0, bettors: 0 };
      };
      const totals = [dayTotals(today), dayTotals(yesterday), monthTotals, previousMonth];
      const entries = list.map(([key], i) => [key, { t: totals[i]!, joined: joined[i]! }] as const);
      const got = Object.fromEntries(entries) as Record<
        keyof typeof ranges,
        { t: TeamFigures; joined: number }
      >;
      const kpis = (cur: { t: TeamFigures; joined: number }, prev: { t: TeamFigures; joined: number }) => ({
        validBet: { current: minorToWire(cur.t.validBet), previous: minorToWire(prev.t.validBet) },
        winLoss: { current: minorToWire(cur.t.winLoss), previous: minorToWire(prev.t.winLoss) },
        activeMembers: { current: cur.t.bettors, previous: prev.t.bettors },
        newMembers: { current: cur.joined, previous: prev.joined },
      });
      return {
        today,
        daily: kpis(got.today, got.yesterday),
        monthly: kpis(got.month, got.lastMonth),
      };
    },

    async teamCount(caller: Caller) {
      const zone = await deps.timeZone(caller.merchantCode);
      const today = defaultRange({}, now(), zone).to;
      const c = await team.teamCounts(caller.id, dayStart(today, zone));
      return {
        direct: c.direct,
        total: c.total,
        agents: c.agents,
        players: c.players,
        newToday: c.joinedSince,
      };
    },

    async memberCount(caller: Caller) {
      return team.onlineCount(caller.id, new Date(now()));
    },

    /**
     * Team betting: rows per member of the team (the caller included, as the roll-ups count a team),
     * or per game category or vendor of the team — or of one member of it when a member is named.
     */
    async teamBetting(
      caller: Caller,
      q: ReportRangeInput &
        MemberFilter & {
          pageNo: number;
          pageSize: number;
          groupBy: 'member' | 'category' | 'vendor';
          category?: string | undefined;
          vendor?: string | undefined;
        },
    ) {
      const range = await rangeOf(caller, q);
      const member = await filteredMember(caller, q);
      const base = {
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        range: rangeOut(range),
      };
      if (q.groupBy === 'member') {
        const games = { category: q.category, vendorCode: q.vendor };
        const { rows, total, totalPages, footer } = await ownFiguresPage(caller, range, q, member, games);
        return {
          ...base,
          list: rows.map((r) => ({
            key: String(r.memberId),
            ...figures(r),
            username: r.username,
            memberType: r.type,
            level: r.depth,
          })),
          total,
          totalPages,
          footer,
        };
      }
      const scope = member
        ? teamQuery({ id: member.id, merchantCode: caller.merchantCode }, range, 'self')
        : teamQuery(caller, range);
      // The (vendor, category) rows, filtered, then one row per category or per vendor.
      const grouped = new Map<string, ReturnType<typeof sumFigures>>();
      for (const r of await facts.byVendor(scope)) {
        if ((q.category && r.category !== q.category) || (q.vendor && r.vendorCode !== q.vendor)) continue;
        const key = q.groupBy === 'category' ? r.category : r.vendorCode;
        grouped.set(key, sumFigures([grouped.get(key) ?? sumFigures([]), r]));
      }
      const kept = [...grouped].map(([key, f]) => ({ key, ...f }));
      kept.sort((a, b) =>
        b.turnover > a.turnover ? 1 : b.turnover < a.turnover ? -1 : a.key.localeCompare(b.key),
      );
      return {
        ...base,
        list: page(kept, q.pageNo, q.pageSize).map((r) => ({ key: r.key, ...figures(r) })),
        total: kept.length,
        totalPages: pages(kept.length, q.pageSize),
        footer: figures(sumFigures(kept)),
      };
    },

    /** The team's lottery betting per game (ODSFE2_lottTeamBet): the downline, or one member of it. */
    async lottTeamBet(caller: Caller, q: ReportRangeInput & MemberFilter, locale: ReportLocale) {
      const range = await rangeOf(caller, q);
      const member = await filteredMember(caller, q);
      const [ids, currency] = await Promise.all([
        member ? [member.id] : team.downlineIds(caller.id),
        deps.currency(caller.merchantCode),
      ]);
      const { games, all } = await lottery.byGameOf({
        memberIds: ids,
        from: dayStart(range.from, range.zone),
        to: dayStart(addDays(range.to, 1), range.zone),
      });
      const wire = ({ gameCode: _game, ...f }: LotteryGameFigures) => ({
        orders: f.orders,
        bettors: f.bettors,
        amount: minorToWire(f.amount),
        payout: minorToWire(f.payout),
        winLoss: minorToWire(f.winLoss),
        pendingAmount: minorToWire(f.pendingAmount),
      });
      const names = await lottery.gameNames(
        locale.brandId,
        games.map((g) => g.gameCode),
        locale.language,
      );
      const list = [...games]
        .sort((a, b) =>
          b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.gameCode.localeCompare(b.gameCode),
        )
        .map((g) => ({ gameCode: g.gameCode, gameName: names.get(g.gameCode) ?? g.gameCode, ...wire(g) }));
      return {
        list,
        total: list.length,
        totalPages: list.length > 0 ? 1 : 0,
        footer: wire(all),
        currency,
        range: rangeOut(range),
      };
    },

    /** The team's lottery orders (bet lines): the caller's downline, or one member of it. */
    async lottOrders(
      caller: Caller,
      q: ReportRangeInput &
        MemberFilter & {
          pageNo: number;
          pageSize: number;
          gameCode?: string | undefined;
          status?: 'pending' | 'won' | 'lost' | undefined;
        },
      locale: ReportLocale,
    ) {
      const range = await rangeOf(caller, q);
      const member = await filteredMember(caller, q);
      const ids = member ? [member.id] : await team.downlineIds(caller.id);
      const result = await lottery.ordersOf({
        memberIds: ids,
        from: dayStart(range.from, range.zone),
        to: dayStart(addDays(range.to, 1), range.zone),
        gameCode: q.gameCode,
        status: q.status,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const [names, gameNames] = await Promise.all([
        team.membersByIds([...new Set(result.rows.map((r) => r.memberId))]),
        lottery.gameNames(locale.brandId, [...new Set(result.rows.map((r) => r.gameCode))], locale.language),
      ]);
      return {
        list: result.rows.map((r) => ({
          orderId: `LT-${r.betId}`,
          memberId: r.memberId,
          username: names.get(r.memberId)?.username ?? '',
          gameCode: r.gameCode,
          gameName: gameNames.get(r.gameCode) ?? r.gameCode,
          drawNo: r.drawNo,
          playType: r.playType,
          selection: r.selection,
          amount: r.amount,
          payout: r.payout,
          status: r.status,
          currency: r.currency,
          createdAt: r.createdAt,
        })),
        total: result.total,
        totalPages: pages(result.total, q.pageSize),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        footer: {
          amount: minorToWire(result.amount),
          payout: minorToWire(result.payout),
          // The result of the drawn lines only: a line awaiting its draw has lost nothing yet.
          winLoss: minorToWire(result.payout - result.drawnAmount),
          orders: result.total,
        },
        range: rangeOut(range),
      };
    },

    /**
     * User loss statements: each downline member's own figures (never their team's, so no bet is
     * counted twice and the footer is exactly the sum of the rows), by username.
     */
    async teamPnl(caller: Caller, q: ReportRangeInput & MemberFilter & { pageNo: number; pageSize: number }) {
      const range = await rangeOf(caller, q);
      const member = await filteredMember(caller, q);
      const { rows, total, totalPages, footer } = await ownFiguresPage(caller, range, q, member);
      return {
        list: rows.map(memberRow),
        total,
        totalPages,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        footer,
        range: rangeOut(range),
      };
    },

    /** One member's statement per day: the drill-down of a row (the caller's own row too). */
    async teamPnlDetail(caller: Caller, q: ReportRangeInput & { memberId: number }) {
      const range = await rangeOf(caller, q);
      const self = q.memberId === caller.id;
      const member = self
        ? (await team.membersByIds([caller.id])).get(caller.id)
        : await filteredMember(caller, { memberId: q.memberId });
      if (!member) throw new NotInDownlineError();
      const days = await facts.teamDaily(
        teamQuery({ id: member.id, merchantCode: caller.merchantCode }, range, 'self'),
      );
      const list = days
        .filter((d) => d.betCount !== 0 || d.turnover !== 0n || d.payout !== 0n)
        .sort((a, b) => b.day.localeCompare(a.day));
      return {
        memberId: member.id,
        username: member.username,
        list: list.map((d) => ({ date: d.day, ...figures(d) })),
        total: list.length,
        totalPages: list.length === 0 ? 0 : 1,
        footer: figures(sumFigures(list)),
        range: rangeOut(range),
      };
    },

    /** Account details: the ledger entries of the downline's main wallets. */
    async downlineTransactions(
      caller: Caller,
      q: ReportRangeInput & MemberFilter & { pageNo: number; pageSize: number; type?: string | undefined },
    ) {
      const range = await rangeOf(caller, q);
      const member = await filteredMember(caller, q);
      const ids = member ? [member.id] : await team.downlineIds(caller.id);
      const result = await ledger.memberEntries({
        memberIds: ids,
        types: q.type ? [q.type] : undefined,
        from: dayStart(range.from, range.zone),
        to: dayStart(addDays(range.to, 1), range.zone),
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const names = await team.membersByIds([...new Set(result.rows.map((r) => r.memberId))]);
      return {
        list: result.rows.map((r) => ({
          id: r.id,
          memberId: r.memberId,
          username: names.get(r.memberId)?.username ?? '',
          type: r.type,
          amount: minorToWire(r.amount),
          balanceAfter: minorToWire(r.balanceAfter),
          currency: r.currency,
          createdAt: r.createdAt.getTime(),
        })),
        total: result.total,
        totalPages: pages(result.total, q.pageSize),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        footer: {
          moneyIn: minorToWire(result.moneyIn),
          moneyOut: minorToWire(result.moneyOut),
          net: minorToWire(result.moneyIn - result.moneyOut),
          count: result.total,
        },
        range: rangeOut(range),
      };
    },
  };
}

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
