import { randomUUID } from 'node:crypto';
import { agentContractCalls as calls } from '@jade/contract/agent-contract-calls';
import { opsAgentContractCalls as ops } from '@jade/contract/ops-agent-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { walletCalls } from '@jade/contract/wallet-calls';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cheapHasher, createMember, movableClock, TEST_MERCHANT, unique } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import { CURRENCY, expectReconciled, loginToken, ok, operatorToken, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { enqueueJob } from '../../platform/jobs/queue';
import { jobs } from '../../platform/jobs/tables';
import { createJobWorker } from '../../platform/jobs/worker';
import { createAccountsRepository } from '../accounts/repository';
import type { BetFactInput } from '../bet-facts';
import { merchants } from '../brand/tables';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';
import { ledgerTransfers } from '../ledger/tables';
import { createAgentContracts } from './contracts';
import { payout, type Tier } from './contracts-rules';
import { brandDayOf, periodContaining } from '../../platform/time/brand-periods';
import { SETTLE_ONE_JOB, SETTLE_PERIOD_JOB } from './settlement-service';
import { agentContracts, agentSettlements } from './tables';

/**
 * A simulated month of agent contracts: a tree of 3 agent levels and 500 players with generated bets,
 * settled by two racing job workers, interrupted once, run twice, checked against an independent
 * computation from the generated bets, and the ledger reconciled.
 */

// Far from every other test file's clock (lottery 2040, reports 2041): nothing here is due for them.
const MONTH_START = Date.parse('2043-01-01T00:00:00Z');
const clock = movableClock(MONTH_START - 3 * 86_400_000);
let database: DatabaseHandle;
let app: FastifyInstance;
let ledger: LedgerService;
let zone: string;

type Member = { id: number; username: string; password: string };
let top: Member;
const subs: Member[] = [];
const leaves: Member[] = [];
const players: { id: number; parent: number }[] = [];
const tokens = new Map<number, string>();
const parentOf = new Map<number, number | null>();

/** Deterministic generator (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Bet {
  memberId: number;
  stake: bigint;
  payout: bigint;
  settledAt: number;
}
const bets: Bet[] = [];

const fund = async (memberId: number, amount: bigint) =>
  ledger.transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: unique('ct-fund'),
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CURRENCY },
    credit: { kind: 'member', memberId, currency: CURRENCY },
    amount,
    actor: { kind: 'system', id: 'test' },
  });

const balance = (memberId: number) => ledger.balance({ kind: 'member', memberId, currency: CURRENCY });

async function recordBets(list: Bet[]) {
  for (let i = 0; i < list.length; i += 500) {
    await database.db.transaction(async (tx) => {
      for (const b of list.slice(i, i + 500)) {
        const fact: BetFactInput = {
          source: 'inhouse',
          // A UUID, not unique(): 32 random bits collide about once in 50 runs over ~14,000 bets, and
          // a repeated source id is a re-settlement that replaces the earlier bet.
          sourceId: `ct-bet-${randomUUID()}`,
          merchantCode: TEST_MERCHANT,
          memberId: b.memberId,
          currency: CURRENCY,
          category: 'RNG',
          vendorCode: 'JADE',
          gameCode: 'ct-game',
          stake: b.stake,
          validBet: b.stake,
          payout: b.payout,
          placedAt: new Date(b.settledAt - 1000),
          settledAt: new Date(b.settledAt),
        };
        await app.betFacts.record(tx, fact);
      }
    });
  }
  // The settlement refuses roll-ups that are behind: every committed fact first.
  await rollUpFacts(database, app);
}

function get(def: (typeof calls)[keyof typeof calls], token: string, query: Record<string, string> = {}) {
  return call(app, def, undefined, { token, query });
}

async function login(m: Member) {
  const token = await loginToken(app, m.username, m.password, clock.now());
  tokens.set(m.id, token);
  return token;
}

/** Every member of `agentId`'s team, the agent included (from the test's own tree, not the server's). */
function teamOf(agentId: number): Set<number> {
  const team = new Set<number>([agentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parentOf)
      if (parent !== null && team.has(parent) && !team.has(child)) {
        team.add(child);
        grew = true;
      }
  }
  return team;
}

const DAILY_TOP: Tier[] = [
  { threshold: 0n, minActive: 0, rateBps: 80 },
  { threshold: 2_000_000n, minActive: 50, rateBps: 120 },
];
const DAILY_SUB: Tier[] = [
  { threshold: 0n, minActive: 0, rateBps: 60 },
  { threshold: 500_000n, minActive: 20, rateBps: 100 },
];
const DAILY_LEAF: Tier[] = [
  { threshold: 0n, minActive: 0, rateBps: 40 },
  { threshold: 200_000n, minActive: 10, rateBps: 70 },
];
const wireTiers = (tiers: Tier[]) =>
  tiers.map((t) => ({
    threshold: (Number(t.threshold) / 100).toFixed(2),
    minActive: t.minActive,
    rateBps: t.rateBps,
  }));

type OfferBody = {
  kind: string;
  downlineId: number;
  tiers: { threshold: string; minActive: number; rateBps: number }[];
};
/** An upline's offer of a contract to a direct downline (the raw answer). */
const offerFrom = (uplineId: number, body: OfferBody) =>
  call(app, calls.offer, body, { token: tokens.get(uplineId)! });
/** An offer its downline accepts at once; the offered contract. */
async function agreed(uplineId: number, body: OfferBody) {
  const offer = ok(await offerFrom(uplineId, body));
  const accept = { contractId: offer.id, action: 'accept' } as const;
  ok(await call(app, calls.act, accept, { token: tokens.get(body.downlineId)! }));
  return offer;
}

const contractIds = new Map<number, number>(); // downline → daily contract id
const dividendIds = new Map<number, number>();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  ledger = createLedgerService(database.db);
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, TEST_MERCHANT));
  zone = merchant!.timeZone;

  // The tree: T (top agent) → 3 sub-agents → 2 agents each → 500 players (and a few directly below).
  top = await createMember(database, { type: 1 });
  parentOf.set(top.id, null);
  for (let i = 0; i < 3; i++) {
    const s = await createMember(database, { type: 2, parentId: top.id });
    subs.push(s);
    parentOf.set(s.id, top.id);
    for (let j = 0; j < 2; j++) {
      const l = await createMember(database, { type: 2, parentId: s.id });
      leaves.push(l);
      parentOf.set(l.id, s.id);
    }
  }
  const repo = createAccountsRepository(database.db);
  const hash = await cheapHasher.hash('Unused2026!');
  for (let i = 0; i < 500; i++) {
    // Most players under the third level, some directly under the sub-agents.
    const parent = i % 10 === 0 ? subs[i % 3]!.id : leaves[i % leaves.length]!.id;
    const p = await repo.insertMember({
      merchantCode: TEST_MERCHANT,
      username: unique('ctp'),
      referralCode: unique('ctr'),
      passwordHash: hash,
      firstLogin: false,
      parentId: parent,
    });
    players.push({ id: p.id, parent });
    parentOf.set(p.id, parent);
  }
  for (const m of [top, ...subs, ...leaves]) await login(m);
  // Uplines pay their downlines' wages before (or whatever) their own arrive: a float each.
  for (const m of [top, ...subs]) await fund(m.id, 50_000_000n);

  // A month of bets: each player bets on about a third of the days, 1–4 bets, stakes 10–800.
  const random = rng(20430101);
  for (let day = 0; day < 31; day++) {
    for (const p of players) {
      if (random() > 0.35) continue;
      const n = 1 + Math.floor(random() * 4);
      for (let k = 0; k < n; k++) {
        const stake = BigInt(1000 + Math.floor(random() * 79_000));
        const won = random() < 0.45;
        bets.push({
          memberId: p.id,
          stake,
          payout: won ? (stake * BigInt(150 + Math.floor(random() * 150))) / 100n : 0n,
          settledAt: MONTH_START + day * 86_400_000 + Math.floor(random() * 86_400_000),
        });
      }
    }
  }
  // The agents bet a little too (their own bets count for their team).
  bets.push({ memberId: subs[0]!.id, stake: 50_000n, payout: 0n, settledAt: MONTH_START + 3_600_000 * 30 });
  await recordBets(bets);
}, 600_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('contracts: offer, accept, the rate cap and the state machine', () => {
  it('an operator sets the top-level contracts; uplines offer their direct downline agents, who accept', async () => {
    const operator = await operatorToken(app);
    const set = await call(
      app,
      ops.setContract,
      { merchantCode: TEST_MERCHANT, account: top.username, kind: 'daily', tiers: wireTiers(DAILY_TOP) },
      { token: operator },
    );
    const topContract = ok(set);
    expect(topContract).toMatchObject({ status: 'approved', upline: null, maxRateBps: 120 });
    contractIds.set(top.id, topContract.id);
    // The house contract of a sub-agent is refused: only top-level agents have one.
    refused(
      await call(
        app,
        ops.setContract,
        {
          merchantCode: TEST_MERCHANT,
          account: subs[0]!.username,
          kind: 'daily',
          tiers: wireTiers(DAILY_SUB),
        },
        { token: operator },
      ),
      400,
      'contract.not.top.level',
    );
    const dividend = ok(
      await call(
        app,
        ops.setContract,
        {
          merchantCode: TEST_MERCHANT,
          account: top.username,
          kind: 'dividend',
          tiers: [{ threshold: '0', minActive: 0, rateBps: 3000 }],
        },
        { token: operator },
      ),
    );
    dividendIds.set(top.id, dividend.id);
    // Each set is audited with the operator and the tiers.
    const audited = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: operator,
        query: { action: 'agent.contract.set', targetId: String(top.id) },
      }),
    );
    expect(audited.list.map((a: { after: { kind: string } }) => a.after.kind)).toEqual(['dividend', 'daily']);

    for (const s of subs) {
      const offer = ok(
        await offerFrom(top.id, { kind: 'daily', downlineId: s.id, tiers: wireTiers(DAILY_SUB) }),
      );
      expect(offer).toMatchObject({ status: 'applying', upline: { id: top.id }, downline: { id: s.id } });
      // The downline sees the request, in its screen and in the consolidated-funds flags.
      const screen = ok(await call(app, calls.processDaily, undefined, { token: tokens.get(s.id)! }));
      expect(screen.requests.map((r: { id: number }) => r.id)).toEqual([offer.id]);
      const flags = ok(
        await call(app, walletCalls.consolidatedFunds, undefined, { token: tokens.get(s.id)! }),
      );
      expect(flags).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 0 });
      const accepted = ok(
        await call(app, calls.act, { contractId: offer.id, action: 'accept' }, { token: tokens.get(s.id)! }),
      );
      expect(accepted.status).toBe('approved');
      const after = ok(
        await call(app, walletCalls.consolidatedFunds, undefined, { token: tokens.get(s.id)! }),
      );
      expect(after).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
      contractIds.set(s.id, offer.id);
    }
    for (const l of leaves) {
      const upline = parentOf.get(l.id)!;
      const offer = await agreed(upline, { kind: 'daily', downlineId: l.id, tiers: wireTiers(DAILY_LEAF) });
      contractIds.set(l.id, offer.id);
    }
    // The first sub-agent also gets a dividend contract from the top agent.
    const div = await agreed(top.id, {
      kind: 'dividend',
      downlineId: subs[0]!.id,
      tiers: [{ threshold: '0', minActive: 0, rateBps: 2000 }],
    });
    dividendIds.set(subs[0]!.id, div.id);
  });

  it("refuses a rate above the upline's own, an offer to a non-direct downline, and a second pending offer", async () => {
    const s = subs[0]!;
    const leaf = leaves[0]!;
    refused(
      await offerFrom(s.id, {
        kind: 'daily',
        downlineId: leaf.id,
        tiers: [{ threshold: '0', minActive: 0, rateBps: 101 }],
      }),
      400,
      'contract.rate.above.upline',
    );
    const message = (
      await offerFrom(s.id, {
        kind: 'daily',
        downlineId: leaf.id,
        tiers: [{ threshold: '0', minActive: 0, rateBps: 101 }],
      })
    ).json().message as string;
    expect(message).toContain('1%');
    refused(
      await offerFrom(top.id, { kind: 'daily', downlineId: leaf.id, tiers: wireTiers(DAILY_LEAF) }),
      400,
      'contract.not.direct.downline',
    );
    // A leaf has no contract of the hourly kind: it may offer nothing of it.
    const hourly = ok(await call(app, calls.processHourly, undefined, { token: tokens.get(leaf.id)! }));
    expect(hourly.capRateBps).toBe(0);
    const second = ok(
      await offerFrom(s.id, { kind: 'daily', downlineId: leaf.id, tiers: wireTiers(DAILY_LEAF) }),
    );
    refused(
      await offerFrom(s.id, { kind: 'daily', downlineId: leaf.id, tiers: wireTiers(DAILY_LEAF) }),
      409,
      'contract.offer.pending',
    );
    // A third party cannot act on it; the upline cannot accept it; the upline withdraws it.
    refused(
      await call(
        app,
        calls.act,
        { contractId: second.id, action: 'accept' },
        { token: tokens.get(subs[1]!.id)! },
      ),
      404,
      'contract.not.found',
    );
    refused(
      await call(app, calls.act, { contractId: second.id, action: 'accept' }, { token: tokens.get(s.id)! }),
      400,
      'contract.action.invalid',
    );
    const cancelled = ok(
      await call(app, calls.act, { contractId: second.id, action: 'cancel' }, { token: tokens.get(s.id)! }),
    );
    expect(cancelled).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
  });

  it('termination: one side asks, the other answers (rejecting keeps the contract in force)', async () => {
    const leaf = leaves[1]!;
    const id = contractIds.get(leaf.id)!;
    const upline = tokens.get(parentOf.get(leaf.id)!)!;
    const asked = ok(
      await call(app, calls.act, { contractId: id, action: 'terminate' }, { token: tokens.get(leaf.id)! }),
    );
    expect(asked).toMatchObject({ status: 'terminating', terminationBy: 'downline' });
    refused(
      await call(
        app,
        calls.act,
        { contractId: id, action: 'acceptTermination' },
        { token: tokens.get(leaf.id)! },
      ),
      400,
      'contract.action.invalid',
    );
    const flags = ok(await call(app, walletCalls.consolidatedFunds, undefined, { token: upline }));
    expect(flags.dailysalreqtype).toBe(1);
    const kept = ok(
      await call(app, calls.act, { contractId: id, action: 'rejectTermination' }, { token: upline }),
    );
    expect(kept).toMatchObject({ status: 'approved', terminationBy: null });
  });
});

/** Every daily period end of January in the merchant's zone. */
function januaryDays(): number[] {
  const ends: number[] = [];
  let p = periodContaining('day', MONTH_START + 12 * 3_600_000, zone);
  // Days whose end falls inside January and the first of February (the zone may be ahead of UTC).
  while (p.end <= MONTH_START + 32 * 86_400_000) {
    ends.push(p.end);
    p = periodContaining('day', p.end, zone);
  }
  return ends;
}

/** The wage every daily contract should get for every day, computed from the generated bets. */
function expectedDaily(): Map<string, bigint> {
  const byDay = new Map<string, Bet[]>();
  for (const b of bets) {
    const day = brandDayOf(b.settledAt, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), b]);
  }
  const tiersOf = (agent: number) =>
    agent === top.id ? DAILY_TOP : subs.some((s) => s.id === agent) ? DAILY_SUB : DAILY_LEAF;
  const out = new Map<string, bigint>();
  for (const end of januaryDays()) {
    const day = brandDayOf(end - 1, zone);
    const dayBets = byDay.get(day) ?? [];
    for (const [agent, contractId] of contractIds) {
      const team = teamOf(agent);
      let measure = 0n;
      const active = new Set<number>();
      for (const b of dayBets)
        if (team.has(b.memberId)) {
          measure += b.stake;
          active.add(b.memberId);
        }
      out.set(`${contractId}:${end}`, payout(tiersOf(agent), measure, active.size).amount);
    }
  }
  return out;
}

async function salaryTransfers() {
  return database.db
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.merchantCode, TEST_MERCHANT),
        inArray(ledgerTransfers.type, ['agent_salary', 'agent_dividend']),
      ),
    );
}

/** Two job workers of "two instances" race over every due job of the settlement. */
async function runWorkers() {
  const handlers = new Map(
    [...app.jobHandlers].filter(([kind]) => kind === SETTLE_PERIOD_JOB || kind === SETTLE_ONE_JOB),
  );
  const workers = [1, 2].map((n) =>
    createJobWorker({ db: database.db, handlers, now: clock.now, instanceId: `ct-${n}` }),
  );
  for (let round = 0; round < 20; round++) {
    await Promise.all(workers.map((w) => w.runDue()));
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(inArray(jobs.kind, [SETTLE_PERIOD_JOB, SETTLE_ONE_JOB]), sql`${jobs.doneAt} is null`));
    if (!left || left.n === 0) return;
    clock.advance(3_600_000); // a retry waits; move on
  }
  throw new Error('settlement jobs left');
}

describe('a simulated month of daily salary', () => {
  it('settles every day exactly once: a crash mid-run, two racing instances, a second full run that pays nothing', async () => {
    clock.t = MONTH_START + 33 * 86_400_000;
    const days = januaryDays();
    expect(days.length).toBeGreaterThanOrEqual(31);
    const expected = expectedDaily();
    const startBalances = new Map<number, bigint>();
    for (const m of [top, ...subs, ...leaves]) startBalances.set(m.id, await balance(m.id));

    // 1. A crash in the middle of the first day's batch: the ledger throws after the 4th transfer (in
    //    the contract's own transaction), after 4 contracts were settled.
    const real = createLedgerService(database.db);
    let transfers = 0;
    const faulty: Pick<LedgerService, 'transfer' | 'transferMany'> = {
      transfer: async (req, tx) => {
        const result = await real.transfer(req, tx);
        if (++transfers === 5) throw new Error('simulated crash after a transfer');
        return result;
      },
      transferMany: (reqs, tx) => real.transferMany(reqs, tx),
    };
    const crashing = createAgentContracts({
      db: database.db,
      ledger: faulty,
      accounts: createAccountsRepository(database.db),
      tree: { downlineMembers: async () => ({ rows: [], total: 0 }), ancestorsOf: async () => [] },
      facts: app.betFacts,
      merchants: async () => [{ code: TEST_MERCHANT, currency: CURRENCY, timeZone: zone }],
      moduleEnabled: async () => true,
      now: clock.now,
    });
    await expect(crashing.settlement.runPeriod(TEST_MERCHANT, 'daily', days[0]!)).rejects.toThrow(
      'simulated crash',
    );
    const partial = await database.db
      .select()
      .from(agentSettlements)
      .where(eq(agentSettlements.periodEnd, new Date(days[0]!)));
    expect(partial.filter((r) => [...contractIds.values()].includes(r.contractId))).toHaveLength(4);
    // The crashed contract's transfer rolled back with its settlement row.
    expect((await salaryTransfers()).length).toBe(4);

    // 2. A run stopped after 3 more contracts of the second day.
    await expect(
      app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', days[1]!, { stopAfter: 3 }),
    ).rejects.toThrow('stopped');

    // 3. Resume: every day of the month through the job queue, two instances racing.
    for (const end of days)
      await enqueueJob(database.db, SETTLE_PERIOD_JOB, {
        runAt: new Date(clock.now()),
        payload: { merchantCode: TEST_MERCHANT, kind: 'daily', periodEnd: end, rerun: true },
        dedupeKey: unique('ct-period'),
      });
    await runWorkers();

    const rows = await database.db
      .select()
      .from(agentSettlements)
      .where(inArray(agentSettlements.contractId, [...contractIds.values()]));
    expect(rows).toHaveLength(contractIds.size * days.length);
    // The independent computation agrees with every settlement and every transfer.
    const paid = await salaryTransfers();
    const byKey = new Map(paid.map((t) => [t.idempotencyKey, t]));
    let total = 0n;
    let nonZero = 0;
    for (const r of rows) {
      const want = expected.get(`${r.contractId}:${r.periodEnd.getTime()}`);
      expect(r.amount, `contract ${r.contractId} ${r.periodEnd.toISOString()}`).toBe(want);
      const transfer = byKey.get(`agent:${r.kind}:${r.contractId}:${r.payeeId}:${r.periodEnd.getTime()}`);
      if (r.amount > 0n) {
        nonZero++;
        expect(transfer?.amount).toBe(r.amount);
        expect(transfer?.id).toBe(r.transferId);
        total += r.amount;
      } else expect(transfer).toBeUndefined();
    }
    expect(nonZero).toBeGreaterThan(contractIds.size * 20);
    expect(paid.filter((t) => t.type === 'agent_salary')).toHaveLength(nonZero);

    // Balances: each agent got its wages and paid its direct downlines' wages.
    for (const m of [top, ...subs, ...leaves]) {
      let got = 0n;
      let gave = 0n;
      for (const [downline, contractId] of contractIds)
        for (const end of days) {
          const amount = expected.get(`${contractId}:${end}`)!;
          if (downline === m.id) got += amount;
          if (parentOf.get(downline) === m.id) gave += amount;
        }
      expect(await balance(m.id), m.username).toBe(startBalances.get(m.id)! + got - gave);
    }

    // 4. A second full run, direct and through the queue: nothing more is paid.
    for (const end of days) {
      const again = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', end);
      expect(again.outcomes.filter((o) => o.settled)).toEqual([]);
    }
    for (const end of days.slice(0, 3))
      await enqueueJob(database.db, SETTLE_PERIOD_JOB, {
        runAt: new Date(clock.now()),
        payload: { merchantCode: TEST_MERCHANT, kind: 'daily', periodEnd: end, rerun: true },
        dedupeKey: unique('ct-period'),
      });
    await runWorkers();
    expect(await salaryTransfers()).toHaveLength(paid.length);
    expect(
      await database.db
        .select()
        .from(agentSettlements)
        .where(inArray(agentSettlements.contractId, [...contractIds.values()])),
    ).toHaveLength(rows.length);
    const sum = paid.filter((t) => t.type === 'agent_salary').reduce((s, t) => s + t.amount, 0n);
    expect(sum).toBe(total);
    await expectReconciled(database);
  }, 600_000);

  it('dividends per half-month from the team loss, paid by the house to the top agent and by it to its sub-agent', async () => {
    const firstHalf = periodContaining('halfMonth', MONTH_START + 86_400_000 * 2, zone);
    const operator = await operatorToken(app);
    const rerun = ok(
      await call(app, ops.rerun, { kind: 'dividend', periodEnd: firstHalf.end }, { token: operator }),
    );
    expect(rerun.settled).toBeGreaterThanOrEqual(2);
    const again = ok(
      await call(app, ops.rerun, { kind: 'dividend', periodEnd: firstHalf.end }, { token: operator }),
    );
    expect(again).toMatchObject({ settled: 0, paid: 0 });
    // Both re-runs are in the audit log, with what each did.
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: operator,
        query: {
          action: 'agent.settlement.rerun',
          targetId: `dividend:${new Date(firstHalf.end).toISOString()}`,
        },
      }),
    );
    expect(audit.list.map((a: { after: { settled: number } }) => a.after.settled)).toEqual([
      0,
      rerun.settled,
    ]);
    for (const [agent, contractId] of dividendIds) {
      const team = teamOf(agent);
      let loss = 0n;
      for (const b of bets)
        if (team.has(b.memberId) && b.settledAt >= firstHalf.start && b.settledAt < firstHalf.end)
          loss += b.stake - b.payout;
      const rate = agent === top.id ? 3000n : 2000n;
      const want = loss > 0n ? (loss * rate) / 10_000n : 0n;
      const [row] = await database.db
        .select()
        .from(agentSettlements)
        .where(
          and(
            eq(agentSettlements.contractId, contractId),
            eq(agentSettlements.periodEnd, new Date(firstHalf.end)),
          ),
        );
      expect(row?.amount).toBe(want);
      expect(row?.payerId ?? null).toBe(agent === top.id ? null : top.id);
    }
    // A period end that is none is refused.
    refused(
      await call(app, ops.rerun, { kind: 'dividend', periodEnd: firstHalf.end + 1 }, { token: operator }),
      400,
      'request_param_err',
    );
    // The CSV of the period: one line per contract, amounts as in the records.
    const csv = ok(
      await call(app, ops.exportCsv, undefined, {
        token: operator,
        query: { kind: 'dividend', periodEnd: String(firstHalf.end) },
      }),
    );
    const lines = (csv.csv as string).trim().split('\n');
    expect(lines[0]).toContain('contract_id');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => l.includes(top.username) && l.includes(',house,'))).toBe(true);
    await expectReconciled(database);
  });

  it('records and My income show both sides, with footers equal to the sum of the rows', async () => {
    // The clock moved a month: new sessions.
    for (const m of [top, ...subs, ...leaves]) await login(m);
    const s = subs[0]!;
    const received = ok(
      await get(calls.dailySalRec, tokens.get(s.id)!, {
        side: 'received',
        pageSize: '100',
        startDate: '2042-12-31',
        endDate: '2043-02-02',
      }),
    );
    const days = januaryDays();
    expect(received.total).toBe(days.length);
    const sum = received.list.reduce((t: number, r: { amount: number }) => t + Math.round(r.amount * 100), 0);
    expect(Math.round(received.footer.amount * 100)).toBe(sum);
    expect(received.list[0].payer).toBe(top.username);
    const paidOut = ok(await get(calls.dailySalRec, tokens.get(s.id)!, { side: 'paid', pageSize: '100' }));
    expect(paidOut.list.every((r: { payee: string }) => leaves.some((l) => l.username === r.payee))).toBe(
      true,
    );
    // A leaf sees no one's records but its own.
    const leafRec = ok(await get(calls.dailySalRec, tokens.get(leaves[0]!.id)!, { side: 'paid' }));
    expect(leafRec.total).toBe(0);
    const income = ok(
      await get(calls.income, tokens.get(s.id)!, {
        groupBy: 'month',
        startDate: '2043-01-01',
        endDate: '2043-02-28',
      }),
    );
    const f = income.footer;
    expect(Math.round((f.wages + f.dividends - f.paidOut) * 100)).toBe(Math.round(f.commission * 100));
    expect(f.wages).toBeGreaterThan(0);
    expect(f.dividends).toBeGreaterThanOrEqual(0);
    // A non-agent is refused every contract call.
    const player = await createMember(database, {});
    const playerToken = await loginToken(app, player.username, player.password, clock.now());
    refused(await get(calls.dailySalRec, playerToken), 403, 'not.agent');
  });
});

describe('real-time salary and operator pause', () => {
  it('pays the facts settled since the last run, once; a window of an operator pause is withheld', async () => {
    const s = subs[1]!;
    let operator = await operatorToken(app);
    ok(
      await call(
        app,
        ops.setContract,
        {
          merchantCode: TEST_MERCHANT,
          account: top.username,
          kind: 'realtime',
          tiers: [{ threshold: '0', minActive: 0, rateBps: 50 }],
        },
        { token: operator },
      ),
    );
    const offer = await agreed(top.id, {
      kind: 'realtime',
      downlineId: s.id,
      tiers: [{ threshold: '0', minActive: 0, rateBps: 30 }],
    });
    clock.advance(60_000);
    // Runs 5-minute windows until the contract's pay reaches `until` (or, with 0n, until a window pays
    // it nothing: every older fact consumed). Facts of transactions still open elsewhere (other test
    // files on the same database) wait for a later window, so a few windows may be needed.
    let end = periodContaining('fiveMinutes', clock.now(), zone).end;
    const windows = async (until: bigint) => {
      let total = 0n;
      for (let i = 0; i < 40; i++) {
        clock.t = end + 1000;
        const run = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'realtime', end);
        const mine = run.outcomes.find((o) => o.contractId === offer.id);
        expect(mine?.settled).toBe(true);
        total += mine!.amount;
        const last = end;
        end += 300_000;
        if (until === 0n ? mine!.amount === 0n : total >= until) return { total, last };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('real-time windows did not settle');
    };
    // The month's bets (long before the contract) count in the windows they are read in.
    await windows(0n);
    const player = players.find((p) => teamOf(s.id).has(p.id))!;
    const before = await balance(s.id);
    await recordBets([{ memberId: player.id, stake: 100_000n, payout: 0n, settledAt: clock.now() }]);
    const paid = await windows(300n);
    expect(paid.total).toBe(300n);
    expect(await balance(s.id)).toBe(before + 300n);
    const rerun = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'realtime', paid.last);
    expect(rerun.outcomes.filter((o) => o.settled)).toEqual([]);
    const next = end - 300_000;

    // Paused: the next window is withheld (settled, paying nothing); resumed, it pays again. (The windows moved
    // the clock: a new operator session.)
    operator = await operatorToken(app);
    ok(await call(app, ops.pauseContract, { contractId: offer.id, paused: true }, { token: operator }));
    await recordBets([{ memberId: player.id, stake: 100_000n, payout: 0n, settledAt: clock.now() }]);
    const third = next + 300_000;
    clock.t = third + 1000;
    const paused = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'realtime', third);
    expect(paused.outcomes.find((o) => o.contractId === offer.id)).toMatchObject({
      settled: true,
      amount: 0n,
    });
    const list = ok(
      await call(app, ops.contracts, undefined, {
        token: operator,
        query: { merchantCode: TEST_MERCHANT, account: s.username, kind: 'realtime' },
      }),
    );
    expect(list.list[0]).toMatchObject({ id: offer.id, status: 'paused' });
    ok(await call(app, ops.pauseContract, { contractId: offer.id, paused: false }, { token: operator }));
    const pauses = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: operator,
        query: { action: 'agent.contract.', targetId: String(offer.id) },
      }),
    );
    expect(pauses.list.map((a: { action: string }) => a.action)).toEqual([
      'agent.contract.resume',
      'agent.contract.pause',
    ]);
    await expectReconciled(database);
  });

  it('hourly salary: a local hour of team valid bet from the hour roll-ups, paid once', async () => {
    const operator = await operatorToken(app);
    const contract = ok(
      await call(
        app,
        ops.setContract,
        {
          merchantCode: TEST_MERCHANT,
          account: top.username,
          kind: 'hourly',
          tiers: [{ threshold: '0', minActive: 0, rateBps: 25 }],
        },
        { token: operator },
      ),
    );
    const hour = periodContaining('hour', clock.now() + 3_600_000, zone);
    const stakes = [40_000n, 25_000n, 35_000n];
    await recordBets(
      stakes.map((stake, i) => ({
        memberId: players[i * 7]!.id,
        stake,
        payout: 0n,
        settledAt: hour.start + (i + 1) * 600_000,
      })),
    );
    // A bet of the next hour does not count.
    await recordBets([{ memberId: players[1]!.id, stake: 90_000n, payout: 0n, settledAt: hour.end + 1000 }]);
    clock.t = hour.end + 120_000;
    const run = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'hourly', hour.end);
    const mine = run.outcomes.find((o) => o.contractId === contract.id);
    expect(mine).toMatchObject({ settled: true, amount: (100_000n * 25n) / 10_000n });
    const again = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'hourly', hour.end);
    expect(again.outcomes.find((o) => o.contractId === contract.id)).toMatchObject({ settled: false });
    await expectReconciled(database);
  });

  it('a new contract with a lower rate ends the downline contracts above it when accepted', async () => {
    for (const m of [top, ...subs]) await login(m);
    const s = subs[2]!;
    const leaf = leaves.find((l) => parentOf.get(l.id) === s.id)!;
    const leafContract = contractIds.get(leaf.id)!;
    await agreed(top.id, {
      kind: 'daily',
      downlineId: s.id,
      tiers: [{ threshold: '0', minActive: 0, rateBps: 50 }],
    });
    const [old] = await database.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.id, contractIds.get(s.id)!));
    expect(old).toMatchObject({ status: 'closed', closeReason: 'replaced' });
    const [ended] = await database.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.id, leafContract));
    expect(ended).toMatchObject({ status: 'closed', closeReason: 'upline_rate' });
    // Only the settlements of the test's merchant and contracts were made by this file.
    const mine = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentSettlements)
      .where(like(agentSettlements.merchantCode, TEST_MERCHANT));
    expect(mine[0]!.n).toBeGreaterThan(0);
  });
});

describe('contracts that change during a period', () => {
  // Far after the month and the real-time windows: no other bet of the file falls in these days.
  const dayOne = () => periodContaining('day', MONTH_START + 70 * 86_400_000, zone);
  const HOUR = 3_600_000;

  it('a contract replaced mid-day is paid the hours before the change, its successor the rest', async () => {
    const s = subs[1]!;
    const day = dayOne();
    const oldId = contractIds.get(s.id)!;
    const player = players.find((p) => teamOf(s.id).has(p.id))!;
    const change = day.start + 10 * HOUR + 30 * 60_000;
    // A before the change; C in the hour of the change, before it; B after the change.
    await recordBets([
      { memberId: player.id, stake: 100_000n, payout: 0n, settledAt: day.start + 3 * HOUR },
      { memberId: player.id, stake: 20_000n, payout: 0n, settledAt: day.start + 10 * HOUR + 15 * 60_000 },
      { memberId: player.id, stake: 50_000n, payout: 0n, settledAt: day.start + 12 * HOUR },
    ]);
    clock.t = change;
    for (const m of [top, s]) await login(m);
    const successor = await agreed(top.id, {
      kind: 'daily',
      downlineId: s.id,
      tiers: [{ threshold: '0', minActive: 0, rateBps: 50 }],
    });
    const [old] = await database.db.select().from(agentContracts).where(eq(agentContracts.id, oldId));
    expect(old).toMatchObject({ status: 'closed', closeReason: 'replaced' });

    clock.t = day.end + 120_000;
    const before = await balance(s.id);
    const run = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', day.end);
    // Both split the day at 10:00 (the hour of the change): A under the old rate (60 bps, DAILY_SUB's
    // first tier), C and B under the new one (50 bps); nothing counted twice.
    expect(run.outcomes.find((o) => o.contractId === oldId)).toMatchObject({
      settled: true,
      amount: (100_000n * 60n) / 10_000n,
    });
    expect(run.outcomes.find((o) => o.contractId === successor.id)).toMatchObject({
      settled: true,
      amount: (70_000n * 50n) / 10_000n,
    });
    // What S paid its own downline agents for the day (their contracts, ended by the lower rate, too).
    const paidOut = await database.db
      .select({ amount: agentSettlements.amount })
      .from(agentSettlements)
      .where(and(eq(agentSettlements.payerId, s.id), eq(agentSettlements.periodEnd, new Date(day.end))));
    const out = paidOut.reduce((sum, r) => sum + r.amount, 0n);
    expect(await balance(s.id)).toBe(before + 600n + 350n - out);
    const again = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', day.end);
    expect(again.outcomes.filter((o) => o.contractId === oldId || o.contractId === successor.id)).toEqual([
      { contractId: oldId, settled: false, amount: 0n },
      { contractId: successor.id, settled: false, amount: 0n },
    ]);
    contractIds.set(s.id, successor.id);
    await expectReconciled(database);
  });

  it('a day an operator pause touched is withheld, and a re-run after the resume still pays nothing', async () => {
    const s = subs[1]!;
    const contractId = contractIds.get(s.id)!;
    const day = periodContaining('day', dayOne().end, zone);
    const player = players.find((p) => teamOf(s.id).has(p.id))!;
    await recordBets([{ memberId: player.id, stake: 80_000n, payout: 0n, settledAt: day.start + 12 * HOUR }]);
    clock.t = day.start + 5 * HOUR;
    let operator = await operatorToken(app);
    ok(await call(app, ops.pauseContract, { contractId, paused: true }, { token: operator }));
    clock.t = day.start + 6 * HOUR;
    operator = await operatorToken(app);
    ok(await call(app, ops.pauseContract, { contractId, paused: false }, { token: operator }));

    clock.t = day.end + 120_000;
    const before = await balance(s.id);
    const run = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', day.end);
    expect(run.outcomes.find((o) => o.contractId === contractId)).toMatchObject({
      settled: true,
      amount: 0n,
    });
    const [row] = await database.db
      .select()
      .from(agentSettlements)
      .where(eq(agentSettlements.contractId, contractId))
      .orderBy(sql`${agentSettlements.periodEnd} desc`)
      .limit(1);
    expect(row).toMatchObject({ status: 'withheld', amount: 0n, measure: 80_000n });
    const rerun = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', day.end);
    expect(rerun.outcomes.find((o) => o.contractId === contractId)).toMatchObject({ settled: false });
    expect(await balance(s.id)).toBe(before);

    // The next day, untouched by the pause, pays again.
    const next = periodContaining('day', day.end, zone);
    await recordBets([
      { memberId: player.id, stake: 80_000n, payout: 0n, settledAt: next.start + 12 * HOUR },
    ]);
    clock.t = next.end + 120_000;
    const paid = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'daily', next.end);
    expect(paid.outcomes.find((o) => o.contractId === contractId)).toMatchObject({
      settled: true,
      amount: (80_000n * 50n) / 10_000n,
    });
    await expectReconciled(database);
  });
});

describe('real-time salary of a contract accepted between a window’s end and its run', () => {
  it('is paid the facts settled since its acceptance, read by that run', async () => {
    const s = subs[0]!;
    const player = players.find((p) => teamOf(s.id).has(p.id))!;
    // Consume what is waiting, so the window below reads only the new fact (and others' late ones).
    let end = periodContaining('fiveMinutes', clock.now(), zone).end;
    clock.t = end + 1000;
    await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'realtime', end);
    end += 300_000;
    clock.t = end + 500; // the window is over; its run has not started
    for (const m of [top, s]) await login(m);
    const contract = await agreed(top.id, {
      kind: 'realtime',
      downlineId: s.id,
      tiers: [{ threshold: '0', minActive: 0, rateBps: 40 }],
    });
    await recordBets([{ memberId: player.id, stake: 100_000n, payout: 0n, settledAt: end + 1000 }]);
    let total = 0n;
    for (let i = 0; i < 20 && total < 400n; i++, end += 300_000) {
      clock.t = end + 2000;
      const run = await app.agentContracts.settlement.runPeriod(TEST_MERCHANT, 'realtime', end);
      total += run.outcomes.find((o) => o.contractId === contract.id)?.amount ?? 0n;
      if (total < 400n) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(total).toBe((100_000n * 40n) / 10_000n);
    await expectReconciled(database);
  });
});
