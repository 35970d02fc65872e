import { randomUUID } from 'node:crypto';
import { agentReportCalls } from '@jade/contract/agent-report-calls';
import { lotteryCalls } from '@jade/contract/lottery-calls';
import { opsAgentReportCalls } from '@jade/contract/ops-agent-report-calls';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, TEST_MERCHANT, unique } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import { CURRENCY, loginToken, ok, operatorToken, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import type { BetFactInput } from '../bet-facts';
import { merchants } from '../brand/tables';
import { games } from '../games/tables';
import { createLedgerService } from '../ledger/ledger-service';
import { LOTTERY_TICK_JOB } from '../lottery/service';
import { addDays, dayOf, dayStart } from './reports-days';

// Far from every other test's clock (the lottery's is 2040): what this file leaves is never due for them.
const clock = movableClock(Date.parse('2041-06-15T10:00:00Z'));
let database: DatabaseHandle;
let app: FastifyInstance;
let zone: string;
let today: string;
let yesterday: string;

type Member = Awaited<ReturnType<typeof createMember>>;
// A tree of 3 levels: agent A, its sub-agents S1 and S2, their players P1, P1b (under S1) and P2.
const m = {} as Record<'a' | 's1' | 's2' | 'p1' | 'p1b' | 'p2', Member>;
const tokens = {} as Record<'a' | 's1' | 's2' | 'p1', string>;
let playerToken: () => Promise<string>;

const cents = (n: number) => Math.round(n * 100);

async function recordFacts(
  facts: Omit<BetFactInput, 'merchantCode' | 'currency' | 'placedAt' | 'validBet'>[],
) {
  await database.db.transaction(async (tx) => {
    for (const f of facts)
      await app.betFacts.record(tx, {
        ...f,
        merchantCode: TEST_MERCHANT,
        currency: CURRENCY,
        validBet: f.stake,
        placedAt: new Date(f.settledAt.getTime() - 1000),
      });
  });
  // Roll the facts up now (the roll-up job does the same every 10 s).
  await rollUpFacts(database, app);
}

function get<C extends (typeof agentReportCalls)[keyof typeof agentReportCalls]>(
  def: C,
  token: string,
  query: Record<string, string | number> = {},
) {
  return call(app, def, undefined, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, TEST_MERCHANT));
  zone = merchant!.timeZone;
  today = dayOf(clock.now(), zone);
  yesterday = addDays(today, -1);

  m.a = await createMember(database, { type: 1 });
  m.s1 = await createMember(database, { type: 2, parentId: m.a.id });
  m.s2 = await createMember(database, { type: 2, parentId: m.a.id });
  m.p1 = await createMember(database, { parentId: m.s1.id });
  m.p1b = await createMember(database, { parentId: m.s1.id });
  m.p2 = await createMember(database, { parentId: m.s2.id });
  for (const key of ['a', 's1', 's2'] as const)
    tokens[key] = await loginToken(app, m[key].username, m[key].password, clock.now());
  playerToken = () => loginToken(app, m.p1.username, m.p1.password, clock.now());

  const startOfToday = dayStart(today, zone).getTime();
  const bet = (
    member: Member,
    stake: number,
    payout: number,
    at: number,
    category = 'RNG',
    vendorCode = 'JADE',
  ) => ({
    source: 'inhouse' as const,
    sourceId: `rep-${randomUUID()}`,
    memberId: member.id,
    category,
    vendorCode,
    gameCode: 'test-game',
    stake: BigInt(cents(stake)),
    payout: BigInt(cents(payout)),
    settledAt: new Date(at),
  });
  await recordFacts([
    // The last second of yesterday and the first hour of today, in the brand's time zone.
    bet(m.p1, 50, 120, startOfToday - 1000, 'LIVE', 'SIMLIVE'),
    bet(m.p1, 100, 0, startOfToday + 3_600_000),
    bet(m.p1b, 20, 10, startOfToday + 60_000, 'FISH'),
    bet(m.p2, 300, 0, startOfToday + 120_000),
    bet(m.s1, 5, 0, startOfToday + 180_000),
    bet(m.a, 1, 0, startOfToday + 240_000),
  ]);
});

afterAll(async () => {
  await database.db
    .update(jobs)
    .set({ doneAt: new Date(clock.now()) })
    .where(and(eq(jobs.kind, LOTTERY_TICK_JOB), isNull(jobs.doneAt)));
  await app.close();
  await database.close();
});

const range = () => ({ startDate: yesterday, endDate: today });

interface Figures {
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  bets: number;
}

function sum(rows: Figures[]) {
  return rows.reduce(
    (s, r) => ({
      betAmount: s.betAmount + cents(r.betAmount),
      validBet: s.validBet + cents(r.validBet),
      payout: s.payout + cents(r.payout),
      winLoss: s.winLoss + cents(r.winLoss),
      bets: s.bets + r.bets,
    }),
    { betAmount: 0, validBet: 0, payout: 0, winLoss: 0, bets: 0 },
  );
}

const inCents = (f: Figures) => ({
  betAmount: cents(f.betAmount),
  validBet: cents(f.validBet),
  payout: cents(f.payout),
  winLoss: cents(f.winLoss),
  bets: f.bets,
});

describe('user loss statements', () => {
  it('the footer equals the sum of every row over all pages; each row is the member’s own bets', async () => {
    const rows: (Figures & { username: string; level: number })[] = [];
    let footer: Figures | undefined;
    for (let page = 1; page <= 10; page++) {
      const value = ok(
        await get(agentReportCalls.teamPnl, tokens.a, { ...range(), pageNo: page, pageSize: 2 }),
      );
      rows.push(...value.list);
      footer = value.footer;
      expect(value.totalPages).toBe(3);
      if (page >= value.totalPages) break;
    }
    expect(rows.map((r) => r.username).sort()).toEqual(
      // S2 placed no bet: the statement lists members with bets in the range.
      [m.a, m.s1, m.p1, m.p1b, m.p2].map((x) => x.username).sort(),
    );
    expect(sum(rows)).toEqual(inCents(footer!));
    // 476.00 staked, 130.00 paid back: the members lost 346.00 in the two days.
    expect(inCents(footer!)).toEqual({
      betAmount: 47_600,
      validBet: 47_600,
      payout: 13_000,
      winLoss: -34_600,
      bets: 6,
    });
    const p1 = rows.find((r) => r.username === m.p1.username)!;
    expect(inCents(p1)).toMatchObject({ betAmount: 15_000, payout: 12_000, winLoss: -3_000, bets: 2 });
    expect(rows.find((r) => r.username === m.p2.username)!.level).toBe(2);
  });

  it('the drill-down per day sums to the member’s row of the same range', async () => {
    const statement = ok(
      await get(agentReportCalls.teamPnl, tokens.a, { ...range(), username: m.p1.username }),
    );
    expect(statement.list).toHaveLength(1);
    const detail = ok(await get(agentReportCalls.teamPnlDetail, tokens.a, { ...range(), memberId: m.p1.id }));
    expect(detail.list.map((d: { date: string }) => d.date)).toEqual([today, yesterday]);
    expect(sum(detail.list)).toEqual(inCents(detail.footer));
    expect(inCents(detail.footer)).toEqual(inCents(statement.list[0]));
    expect(inCents(detail.list[1])).toMatchObject({ winLoss: 7_000, bets: 1 });
  });
});

describe('team overview', () => {
  it('splits days at the brand’s midnight: a bet one second before it counts for yesterday', async () => {
    const daily = ok(await get(agentReportCalls.teamOverviewDaily, tokens.s1, range()));
    const byDay = Object.fromEntries(daily.list.map((d: Figures & { date: string }) => [d.date, inCents(d)]));
    expect(byDay[yesterday]).toMatchObject({ betAmount: 5_000, payout: 12_000, bets: 1 });
    expect(byDay[today]).toMatchObject({ betAmount: 12_500, payout: 1_000, bets: 3 });
    expect(sum(daily.list)).toEqual(inCents(daily.footer));
    // Only yesterday: the bet at 23:59:59 and nothing of today.
    const only = ok(
      await get(agentReportCalls.teamOverviewSum, tokens.s1, { startDate: yesterday, endDate: yesterday }),
    );
    expect(inCents(only)).toMatchObject({ betAmount: 5_000, bets: 1 });
    expect(only.activeMembers).toBe(1);
    // A named span is counted from the brand's today, whatever days come with it.
    const named = ok(
      await get(agentReportCalls.teamOverviewSum, tokens.s1, {
        span: 'yesterday',
        startDate: today,
        endDate: today,
      }),
    );
    expect(named.range).toEqual({ startDate: yesterday, endDate: yesterday });
    expect(inCents(named)).toEqual(inCents(only));
    refused(
      await get(agentReportCalls.teamOverviewSum, tokens.s1, { span: 'fortnight' }),
      400,
      'request_param_err',
    );
  });

  it('sums, KPIs, sizes and members online are the caller’s team only', async () => {
    const sumA = ok(await get(agentReportCalls.teamOverviewSum, tokens.a, range()));
    expect(inCents(sumA)).toMatchObject({ winLoss: -34_600, bets: 6 });
    expect(sumA.activeMembers).toBe(5);
    const sumS2 = ok(await get(agentReportCalls.teamOverviewSum, tokens.s2, range()));
    expect(inCents(sumS2)).toMatchObject({ betAmount: 30_000, winLoss: -30_000, bets: 1 });

    const kpi = ok(await get(agentReportCalls.teamKpi, tokens.a));
    expect(kpi.today).toBe(today);
    expect(cents(kpi.daily.winLoss.current)).toBe(-34_600 - 7_000);
    expect(cents(kpi.daily.winLoss.previous)).toBe(7_000);
    expect(kpi.daily.activeMembers).toEqual({ current: 5, previous: 1 });

    expect(ok(await get(agentReportCalls.teamCount, tokens.a))).toMatchObject({
      direct: 2,
      total: 5,
      agents: 2,
      players: 3,
    });
    expect(ok(await get(agentReportCalls.teamCount, tokens.s1))).toMatchObject({
      direct: 2,
      total: 2,
      agents: 0,
    });

    // A's downline has S1 and S2 logged in; S1's players are not, until P1 logs in.
    expect(ok(await get(agentReportCalls.memberCount, tokens.a))).toEqual({ online: 2, total: 5 });
    expect(ok(await get(agentReportCalls.memberCount, tokens.s1))).toEqual({ online: 0, total: 2 });
    tokens.p1 = await loginToken(app, m.p1.username, m.p1.password, clock.now());
    expect(ok(await get(agentReportCalls.memberCount, tokens.s1)).online).toBe(1);
    expect(ok(await get(agentReportCalls.memberCount, tokens.a)).online).toBe(3);
    expect(ok(await get(agentReportCalls.memberCount, tokens.s2)).online).toBe(0);
  });
});

describe('team betting', () => {
  it('by category and by vendor, with footers equal to the rows and the filters applied', async () => {
    const byCategory = ok(
      await get(agentReportCalls.teamBetting, tokens.a, { ...range(), groupBy: 'category' }),
    );
    expect(byCategory.list.map((r: { key: string }) => r.key).sort()).toEqual(['FISH', 'LIVE', 'RNG']);
    expect(sum(byCategory.list)).toEqual(inCents(byCategory.footer));
    expect(inCents(byCategory.footer)).toMatchObject({ winLoss: -34_600, bets: 6 });

    const live = ok(
      await get(agentReportCalls.teamBetting, tokens.a, { ...range(), groupBy: 'vendor', category: 'LIVE' }),
    );
    expect(live.list).toHaveLength(1);
    expect(live.list[0].key).toBe('SIMLIVE');

    const ofP1 = ok(
      await get(agentReportCalls.teamBetting, tokens.s1, {
        ...range(),
        groupBy: 'category',
        username: m.p1.username,
      }),
    );
    expect(inCents(ofP1.footer)).toMatchObject({ betAmount: 15_000, bets: 2 });

    const members = ok(await get(agentReportCalls.teamBetting, tokens.s1, range()));
    expect(members.list.map((r: { username: string }) => r.username).sort()).toEqual(
      [m.s1, m.p1, m.p1b].map((x) => x.username).sort(),
    );
    expect(sum(members.list)).toEqual(inCents(members.footer));
  });

  it('by member, narrowed to a category or a vendor: only those bets, only who placed them', async () => {
    const fish = ok(await get(agentReportCalls.teamBetting, tokens.a, { ...range(), category: 'FISH' }));
    expect(fish.list.map((r: { username: string }) => r.username)).toEqual([m.p1b.username]);
    expect(inCents(fish.footer)).toMatchObject({ betAmount: 2_000, winLoss: -1_000, bets: 1 });
    expect(fish.total).toBe(1);

    // P1's RNG bet only (its LIVE bet is another vendor); the footer is the sum of the rows.
    const jade = ok(
      await get(agentReportCalls.teamBetting, tokens.s1, { ...range(), category: 'RNG', vendor: 'JADE' }),
    );
    expect(jade.list.map((r: { username: string }) => r.username).sort()).toEqual(
      [m.s1, m.p1].map((x) => x.username).sort(),
    );
    const p1 = jade.list.find((r: { username: string }) => r.username === m.p1.username);
    expect(inCents(p1)).toMatchObject({ betAmount: 10_000, bets: 1 });
    expect(sum(jade.list)).toEqual(inCents(jade.footer));

    // A member named and a vendor they never played: nothing.
    const none = ok(
      await get(agentReportCalls.teamBetting, tokens.s1, {
        ...range(),
        username: m.p1b.username,
        vendor: 'SIMLIVE',
      }),
    );
    expect(none.list).toEqual([]);
    expect(inCents(none.footer)).toMatchObject({ betAmount: 0, bets: 0 });

    // By category with a vendor filter: only that vendor's categories.
    const simlive = ok(
      await get(agentReportCalls.teamBetting, tokens.a, {
        ...range(),
        groupBy: 'category',
        vendor: 'SIMLIVE',
      }),
    );
    expect(simlive.list.map((r: { key: string }) => r.key)).toEqual(['LIVE']);
  });

  it('lists the team’s lottery orders, and not a sibling’s', async () => {
    tokens.p1 ??= await playerToken();
    await createLedgerService(database.db).transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: unique('rep-fund'),
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: CURRENCY },
      credit: { kind: 'member', memberId: m.p1.id, currency: CURRENCY },
      amount: 100_000n,
      actor: { kind: 'system', id: 'test' },
    });
    const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, TEST_MERCHANT));
    const [game] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.brandId, merchant!.brandId), eq(games.launchKind, 'lottery')))
      .limit(1);
    const current = ok(
      await call(app, lotteryCalls.current, undefined, {
        query: { gameCode: game!.gameCode },
        token: tokens.p1,
      }),
    );
    ok(
      await call(
        app,
        lotteryCalls.placeBets,
        {
          gameCode: game!.gameCode,
          drawId: current.game.current.drawId,
          bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amount: 10 }],
          idempotencyKey: randomUUID(),
        },
        { token: tokens.p1 },
      ),
    );
    const orders = ok(await get(agentReportCalls.lottOrders, tokens.a, range()));
    expect(orders.list).toHaveLength(1);
    expect(orders.list[0]).toMatchObject({
      username: m.p1.username,
      gameName: game!.names.EN ?? game!.gameCode,
      amount: 10,
      status: 'pending',
    });
    expect(orders.footer).toEqual({ amount: 10, payout: 0, winLoss: 0, orders: 1 }); // pending: no result yet
    expect(ok(await get(agentReportCalls.lottOrders, tokens.s1, range())).total).toBe(1);
    expect(ok(await get(agentReportCalls.lottOrders, tokens.s2, range())).total).toBe(0);
    refused(
      await get(agentReportCalls.lottOrders, tokens.s2, { ...range(), username: m.p1.username }),
      403,
      'agent.member.not.downline',
    );

    // The same line summed per game: pending until its draw, so no result yet.
    const byGame = ok(await get(agentReportCalls.lottTeamBet, tokens.a, range()));
    expect(byGame.list).toEqual([
      {
        gameCode: game!.gameCode,
        gameName: game!.names.EN ?? game!.gameCode,
        orders: 1,
        bettors: 1,
        amount: 10,
        payout: 0,
        winLoss: 0,
        pendingAmount: 10,
      },
    ]);
    expect(byGame.footer).toEqual({
      orders: 1,
      bettors: 1,
      amount: 10,
      payout: 0,
      winLoss: 0,
      pendingAmount: 10,
    });
    expect(ok(await get(agentReportCalls.lottTeamBet, tokens.s1, range())).list).toHaveLength(1);
    const sibling = ok(await get(agentReportCalls.lottTeamBet, tokens.s2, range()));
    expect([sibling.list, sibling.footer.orders]).toEqual([[], 0]);
  });
});

describe('account details', () => {
  it('shows the downline’s wallet entries with money in and out, filtered by member and type', async () => {
    // Ledger entries carry the database's own time, not the test clock's: ask for the real days.
    const realToday = dayOf(Date.now(), zone);
    const range = () => ({ startDate: addDays(realToday, -1), endDate: addDays(realToday, 1) });
    const all = ok(await get(agentReportCalls.downlineTransactions, tokens.a, range()));
    const ofP1 = ok(
      await get(agentReportCalls.downlineTransactions, tokens.s1, { ...range(), username: m.p1.username }),
    );
    expect(ofP1.list.map((r: { type: string }) => r.type).sort()).toEqual(['adjustment', 'bet']);
    expect(ofP1.footer).toMatchObject({ moneyIn: 1000, moneyOut: 10, net: 990, count: 2 });
    const signed = ofP1.list.reduce((s: number, r: { amount: number }) => s + cents(r.amount), 0);
    expect(signed).toBe(cents(ofP1.footer.net));
    expect(all.total).toBeGreaterThanOrEqual(2);
    const bets = ok(await get(agentReportCalls.downlineTransactions, tokens.a, { ...range(), type: 'bet' }));
    expect(bets.list.every((r: { type: string }) => r.type === 'bet')).toBe(true);
    // S2's branch has no entries of P1.
    const s2 = ok(await get(agentReportCalls.downlineTransactions, tokens.s2, range()));
    expect(s2.list.some((r: { memberId: number }) => r.memberId === m.p1.id)).toBe(false);
  });
});

describe('isolation of the reports', () => {
  it('a sub-agent naming a sibling’s member, its sibling, its upline or nobody gets the same refusal', async () => {
    const asks: [keyof typeof agentReportCalls, Record<string, string | number>][] = [
      ['teamPnl', { username: m.p1.username }],
      ['teamPnl', { memberId: m.p1.id }],
      ['teamPnl', { username: m.s1.username }],
      ['teamPnl', { username: m.a.username }],
      ['teamPnl', { username: `nobody_${unique()}` }],
      ['teamPnlDetail', { memberId: m.p1.id }],
      ['teamPnlDetail', { memberId: m.a.id }],
      ['teamBetting', { memberId: m.p1b.id }],
      ['teamBetting', { username: m.p1.username, groupBy: 'vendor' }],
      ['downlineTransactions', { memberId: m.p1.id }],
      ['lottOrders', { memberId: m.p1.id }],
      ['lottTeamBet', { username: m.p1.username }],
    ];
    for (const [name, query] of asks) {
      const response = await get(agentReportCalls[name], tokens.s2, { ...range(), ...query });
      expect([name, response.statusCode, response.json().errorCode]).toEqual([
        name,
        403,
        'agent.member.not.downline',
      ]);
    }
    // A member id and a username of two different members is refused too.
    refused(
      await get(agentReportCalls.teamPnl, tokens.a, { memberId: m.p1.id, username: m.p2.username }),
      403,
      'agent.member.not.downline',
    );
  });

  it('a sub-agent’s lists never hold a sibling branch', async () => {
    const names = [m.s1, m.p1, m.p1b].map((x) => x.username);
    for (const def of [
      agentReportCalls.teamPnl,
      agentReportCalls.teamBetting,
      agentReportCalls.lottOrders,
      agentReportCalls.lottTeamBet,
    ]) {
      const body = (await get(def, tokens.s2, range())).body;
      for (const name of names) expect(body).not.toContain(name);
    }
    // The wallet entries carry the database's time.
    const entries = (
      await get(agentReportCalls.downlineTransactions, tokens.s2, {
        startDate: addDays(dayOf(Date.now(), zone), -1),
        endDate: addDays(dayOf(Date.now(), zone), 1),
      })
    ).body;
    for (const name of names) expect(entries).not.toContain(name);
    const mine = (
      await get(agentReportCalls.downlineTransactions, tokens.s1, {
        startDate: addDays(dayOf(Date.now(), zone), -1),
        endDate: addDays(dayOf(Date.now(), zone), 1),
      })
    ).body;
    expect(mine).toContain(m.p1.username);
    const pnl = ok(await get(agentReportCalls.teamPnl, tokens.s2, range()));
    expect(pnl.list.map((r: { username: string }) => r.username)).toEqual([m.p2.username]);
  });

  it('players and visitors cannot call the reports', async () => {
    tokens.p1 ??= await playerToken();
    refused(await get(agentReportCalls.teamPnl, tokens.p1, range()), 403, 'not.agent');
    const visitor = await call(app, agentReportCalls.teamCount);
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a range backwards or longer than a year', async () => {
    refused(
      await get(agentReportCalls.teamPnl, tokens.a, { startDate: today, endDate: yesterday }),
      400,
      'request_param_err',
    );
    refused(
      await get(agentReportCalls.teamOverviewSum, tokens.a, { startDate: '2039-01-01', endDate: today }),
      400,
      'request_param_err',
    );
    refused(
      await get(agentReportCalls.teamPnl, tokens.a, { startDate: '2041-02-30' }),
      400,
      'request_param_err',
    );
  });
});

describe('operators', () => {
  it('find agents by name and look at a tree with its uplines', async () => {
    const token = await operatorToken(app);
    const list = ok(
      await call(app, opsAgentReportCalls.agents, undefined, { token, query: { search: m.a.username } }),
    );
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ memberId: m.a.id, direct: 2, teamSize: 5 });
    const tree = ok(
      await call(app, opsAgentReportCalls.agentTree, undefined, {
        token,
        query: { memberId: String(m.s1.id), depth: '2' },
      }),
    );
    expect(tree.uplines).toEqual([{ memberId: m.a.id, username: m.a.username }]);
    expect(tree.nodes.map((n: { memberId: number }) => n.memberId).sort()).toEqual(
      [m.s1.id, m.p1.id, m.p1b.id].sort(),
    );
    expect(tree.nodes[0]).toMatchObject({ memberId: m.s1.id, depth: 0, teamSize: 2 });
    refused(
      await call(app, opsAgentReportCalls.agents, undefined, { token: tokens.a }),
      401,
      'operator.not.login',
    );
  });
});
