import type { ContractKind } from '@jade/contract/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { members } from '../modules/accounts/tables';
import type { AgentContracts } from '../modules/agents/contracts';
import { maxRate, periodOfKind, type Tier } from '../modules/agents/contracts-rules';
import { storedTiers } from '../modules/agents/contracts-service';
import { periodContaining } from '../platform/time/brand-periods';

const DAY = 86_400_000;

/** The demo contracts (README "Demo accounts"): demo_agent with the house, demo_sub1 with demo_agent. */
const DEMO_CONTRACTS: { downline: string; upline: string | null; kind: ContractKind; tiers: Tier[] }[] = [
  {
    downline: 'demo_agent',
    upline: null,
    kind: 'daily',
    tiers: [
      { threshold: 0n, minActive: 0, rateBps: 100 },
      { threshold: 500_000n, minActive: 3, rateBps: 150 },
    ],
  },
  {
    downline: 'demo_agent',
    upline: null,
    kind: 'hourly',
    tiers: [{ threshold: 0n, minActive: 0, rateBps: 80 }],
  },
  {
    downline: 'demo_agent',
    upline: null,
    kind: 'realtime',
    tiers: [{ threshold: 0n, minActive: 0, rateBps: 50 }],
  },
  {
    downline: 'demo_agent',
    upline: null,
    kind: 'dividend',
    tiers: [
      { threshold: 0n, minActive: 0, rateBps: 2500 },
      { threshold: 1_000_000n, minActive: 3, rateBps: 3500 },
    ],
  },
  {
    downline: 'demo_sub1',
    upline: 'demo_agent',
    kind: 'daily',
    tiers: [
      { threshold: 0n, minActive: 0, rateBps: 60 },
      { threshold: 200_000n, minActive: 2, rateBps: 100 },
    ],
  },
  {
    downline: 'demo_sub1',
    upline: 'demo_agent',
    kind: 'hourly',
    tiers: [{ threshold: 0n, minActive: 0, rateBps: 50 }],
  },
  {
    downline: 'demo_sub1',
    upline: 'demo_agent',
    kind: 'realtime',
    tiers: [{ threshold: 0n, minActive: 0, rateBps: 30 }],
  },
  {
    downline: 'demo_sub1',
    upline: 'demo_agent',
    kind: 'dividend',
    tiers: [{ threshold: 0n, minActive: 0, rateBps: 2000 }],
  },
];

/**
 * Contracts of every kind for the demo agent tree, signed four weeks ago, and their settled history:
 * every past day and half-month, the last two days' hours and one real-time window, settled through
 * the real settlement (bet facts → ledger), so the contract pages and My income show figures on the
 * first start. Runs once per database (when demo_agent has no contract yet). Returns the settlements.
 */
export async function seedDemoContracts(deps: {
  db: Database;
  contracts: AgentContracts;
  merchantCode: string;
  timeZone: string;
  /** A test clock (AGENT_TEST_PERIOD_SECONDS): contracts only, no history. */
  contractsOnly?: boolean;
  dividendPeriod?: 'halfMonth' | 'month';
  now?: number;
}): Promise<number> {
  const { db, contracts } = deps;
  const now = deps.now ?? Date.now();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      sql`${members.merchantCode} = ${deps.merchantCode} and ${members.username} in ('demo_agent', 'demo_sub1')`,
    );
  const ids = new Map(rows.map((r) => [r.username, r.id]));
  const agent = ids.get('demo_agent');
  if (!agent || !ids.get('demo_sub1')) return 0;
  if ((await contracts.repo.opsList({ memberIds: [agent] }, { pageNo: 1, pageSize: 1 })).total > 0) return 0;

  const signed = new Date(now - 29 * DAY);
  await db.transaction(async (tx) => {
    for (const c of DEMO_CONTRACTS)
      await contracts.repo.insertContract(tx, {
        merchantCode: deps.merchantCode,
        kind: c.kind,
        period: periodOfKind(c.kind, deps.dividendPeriod ?? 'halfMonth'),
        uplineId: c.upline ? ids.get(c.upline)! : null,
        downlineId: ids.get(c.downline)!,
        status: 'approved',
        tiers: storedTiers(c.tiers),
        maxRateBps: maxRate(c.tiers),
        createdBy: c.upline ? `member:${ids.get(c.upline)}` : 'operator:seed',
        createdAt: signed,
        acceptedAt: signed,
        updatedAt: signed,
      });
  });
  if (deps.contractsOnly) return 0;

  const settle = contracts.settlement;
  let settled = 0;
  const count = (run: { outcomes: { settled: boolean }[] }) =>
    (settled += run.outcomes.filter((o) => o.settled).length);
  // Days, oldest first.
  for (let p = periodContaining('day', signed.getTime() + DAY, deps.timeZone); p.end <= now;) {
    count(await settle.runPeriod(deps.merchantCode, 'daily', p.end));
    p = periodContaining('day', p.end, deps.timeZone);
  }
  const dividendPeriod = periodOfKind('dividend', deps.dividendPeriod ?? 'halfMonth');
  for (let p = periodContaining(dividendPeriod, signed.getTime() + DAY, deps.timeZone); p.end <= now;) {
    count(await settle.runPeriod(deps.merchantCode, 'dividend', p.end));
    p = periodContaining(dividendPeriod, p.end, deps.timeZone);
  }
  for (let p = periodContaining('hour', now - 2 * DAY, deps.timeZone); p.end <= now;) {
    count(await settle.runPeriod(deps.merchantCode, 'hourly', p.end));
    p = periodContaining('hour', p.end, deps.timeZone);
  }
  count(
    await settle.runPeriod(
      deps.merchantCode,
      'realtime',
      periodContaining('fiveMinutes', now, deps.timeZone).start,
    ),
  );
  return settled;
}
