import type { ContractKind, ContractPeriod } from '@jade/contract/agent-contracts';
import { CONTRACT_KINDS, CONTRACT_MODULES } from '@jade/contract/agent-contracts';
import type { ModuleId } from '@jade/contract/module-ids';
import type { Database } from '../../platform/db/client';
import { enqueueJob, type DbTransaction } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import type { DownlineTree } from '../accounts';
import type { BetFactsConsumers, BetFactsReports } from '../bet-facts';
import type { LedgerService, TransferRequest } from '../ledger/ledger-service';
import { payout, periodOfKind } from './contracts-rules';
import type { ContractRow, ContractsRepository } from './contracts-repository';
import { tiersOf, type ContractsSettings } from './contracts-service';
import { brandDays, periodContaining, periodEndingAt, type Period } from '../../platform/time/brand-periods';

/**
 * Settlement of agent contracts (docs/architecture.md "Agent contracts"): one self-rescheduling job
 * per merchant and kind (`agent-settle-period`, dedupe key `agent-settle:<merchant>:<kind>:<end>`)
 * fans out one `agent-settle-one` job per contract (dedupe `agent-settle-one:<contract>:<end>`).
 * Each settles its contract's period in its job's transaction: the settlement row (unique per
 * contract and period end) and its ledger transfer (key `agent:<kind>:<contract>:<payee>:<end>`:
 * the rule, its beneficiary and the period) commit together or not at all, so a period is paid
 * exactly once with several instances, after a crash, or when an operator re-runs it. Real-time salary reads the bet facts after its cursor every 5 minutes
 * and settles every contract in the one job (the cursor advances with the payments).
 */

/** The roll-ups do not hold every fact of a period yet: its settlement waits (the job retries). */
export class RollupsBehindError extends Error {
  constructor(periodEnd: number) {
    super(`bet-facts roll-ups are behind the period ending ${new Date(periodEnd).toISOString()}`);
  }
}

export const SETTLE_PERIOD_JOB = 'agent-settle-period';
export const SETTLE_ONE_JOB = 'agent-settle-one';
/** The bet-facts consumer of real-time salary. */
export const REALTIME_CONSUMER = 'agent-realtime-salary';

export interface MerchantInfo {
  code: string;
  currency: string;
  timeZone: string;
}

export interface SettlementDeps {
  db: Database;
  repo: ContractsRepository;
  ledger: Pick<LedgerService, 'transfer' | 'transferMany'>;
  facts: Pick<BetFactsReports, 'teamTotals' | 'hourTotals' | 'rolledUpTo'> &
    Pick<BetFactsConsumers, 'readBatch'>;
  tree: Pick<DownlineTree, 'ancestorsOf'>;
  merchants: () => Promise<MerchantInfo[]>;
  moduleEnabled: (merchantCode: string, module: ModuleId) => Promise<boolean>;
  settings: ContractsSettings & {
    /**
     * Test clocks only (AGENT_TEST_PERIOD_MS): every day, hour and dividend period lasts this many ms,
     * so a browser journey can see a "day" close.
     */
    testPeriodMs?: number | undefined;
  };
  now?: () => number;
}

export interface SettleOutcome {
  contractId: number;
  /** False: the period was settled before (nothing done now). */
  settled: boolean;
  amount: bigint;
}

type Pay = { rateBps: number; amount: bigint };
/** What a period an operator's pause touched pays: nothing (recorded as withheld). */
const WITHHELD: Pay = { rateBps: 0, amount: 0n };

const TRANSFER_TYPE = (kind: ContractKind) => (kind === 'dividend' ? 'agent_dividend' : 'agent_salary');

export function createSettlement(deps: SettlementDeps) {
  const { db, repo, ledger, facts, settings } = deps;
  const now = deps.now ?? Date.now;

  async function merchant(code: string): Promise<MerchantInfo> {
    const m = (await deps.merchants()).find((x) => x.code === code);
    if (!m) throw new Error(`unknown merchant ${code}`);
    return m;
  }

  const periodOf = (kind: ContractKind) => periodOfKind(kind, settings.dividendPeriod);

  /** The period of `period` containing `t` (fixed windows under a test clock). */
  function containing(period: ContractPeriod, t: number, zone: string): Period {
    const fixed = settings.testPeriodMs;
    if (fixed && period !== 'fiveMinutes') {
      const start = Math.floor(t / fixed) * fixed;
      return { start, end: start + fixed };
    }
    return periodContaining(period, t, zone);
  }
  function ending(period: ContractPeriod, end: number, zone: string): Period {
    const p = containing(period, end - 1, zone);
    if (p.end !== end) return periodEndingAt(period, end, zone);
    return p;
  }

  /**
   * The part of period `p` a contract was in force: from its acceptance to its close, each taken at
   * the start of its local hour. A replaced contract and its successor change in the same instant, so
   * they split the period at the same hour and no bet counts for both. Undefined: none of it.
   */
  function inForce(c: ContractRow, p: Period, zone: string): Period | undefined {
    if (!c.acceptedAt) return undefined;
    const hourOf = (t: Date) => periodContaining('hour', t.getTime(), zone).start;
    const start = Math.max(p.start, hourOf(c.acceptedAt));
    const end = c.status === 'closed' && c.closedAt ? Math.min(p.end, hourOf(c.closedAt)) : p.end;
    return start < end ? { start, end } : undefined;
  }

  /**
   * The team figures of a contract's downline over `w`, part or all of period `p` (salaries: valid
   * bet; dividends: loss). A whole day-based period reads the day roll-ups, anything else the hours.
   */
  async function measureOf(c: ContractRow, p: Period, w: Period, zone: string) {
    const base = { merchantCode: c.merchantCode, agentId: c.downlineId, scope: 'team' as const };
    const dayAligned = c.period === 'day' || c.period === 'halfMonth' || c.period === 'month';
    const whole = w.start === p.start && w.end === p.end;
    const figures =
      dayAligned && whole
        ? await facts.teamTotals({ ...base, ...brandDays(p, zone) })
        : await facts.hourTotals({ ...base, hourStart: new Date(w.start), hourEnd: new Date(w.end) });
    const measure = c.kind === 'dividend' ? -figures.winLoss : figures.validBet;
    return { measure: measure > 0n ? measure : 0n, activeMembers: figures.bettors };
  }

  /** Who pays a contract: its upline, or the house (top-level agents, or payer = house). */
  const payerOf = (c: ContractRow) =>
    settings.payer === 'upline' && c.uplineId !== null ? c.uplineId : null;

  function transferOf(c: ContractRow, p: Period, amount: bigint, currency: string): TransferRequest {
    const payer = payerOf(c);
    return {
      merchantCode: c.merchantCode,
      idempotencyKey: `agent:${c.kind}:${c.id}:${c.downlineId}:${p.end}`,
      type: TRANSFER_TYPE(c.kind),
      debit: payer
        ? { kind: 'member', memberId: payer, currency }
        : { kind: 'house', house: 'agent_payouts', currency },
      credit: { kind: 'member', memberId: c.downlineId, currency },
      amount,
      reference: `agent-contract:${c.id}`,
      actor: { kind: 'system', id: 'agent-settlement' },
      metadata: { kind: c.kind, periodStart: p.start, periodEnd: p.end },
    };
  }

  /**
   * Settles one contract's period inside `tx` (a job's transaction): nothing when it is settled
   * already. Throws (and so writes nothing) when the payer cannot pay; the job retries.
   */
  async function settleOne(tx: DbTransaction, contractId: number, periodEnd: number): Promise<SettleOutcome> {
    const none = { contractId, settled: false, amount: 0n };
    const c = await repo.findContract(tx, contractId);
    if (!c) return none;
    const m = await merchant(c.merchantCode);
    const p = ending(c.period, periodEnd, m.timeZone);
    const w = inForce(c, p, m.timeZone);
    if (!w || (await repo.settlementOf(tx, c.id, new Date(periodEnd)))) return none;
    // A period is paid once: never from roll-ups still missing some of its facts (a transaction left
    // open elsewhere holds the roll-up back). The job retries later.
    if (!(await facts.rolledUpTo(new Date(p.end)))) throw new RollupsBehindError(p.end);
    const { measure, activeMembers } = await measureOf(c, p, w, m.timeZone);
    const withheld = await repo.pausedDuring(tx, c.id, new Date(w.start), new Date(w.end));
    const pay = withheld ? WITHHELD : payout(tiersOf(c), measure, activeMembers);
    return record(tx, c, p, m.currency, measure, activeMembers, pay);
  }

  async function record(
    tx: DbTransaction,
    c: ContractRow,
    p: Period,
    currency: string,
    measure: bigint,
    activeMembers: number,
    pay: Pay,
    transferred?: number,
  ): Promise<SettleOutcome> {
    const row = await repo.claimSettlement(tx, {
      merchantCode: c.merchantCode,
      contractId: c.id,
      kind: c.kind,
      periodStart: new Date(p.start),
      periodEnd: new Date(p.end),
      payeeId: c.downlineId,
      payerId: payerOf(c),
      currency,
      measure,
      activeMembers,
      rateBps: pay.rateBps,
      amount: pay.amount,
      status: pay === WITHHELD ? 'withheld' : pay.amount > 0n ? 'paid' : 'zero',
      settledAt: new Date(now()),
    });
    if (!row) return { contractId: c.id, settled: false, amount: 0n };
    if (pay.amount > 0n) {
      const transferId =
        transferred ?? (await ledger.transfer(transferOf(c, p, pay.amount, currency), tx)).transferId;
      await repo.setSettlementTransfer(tx, row.id, transferId);
    }
    return { contractId: c.id, settled: true, amount: pay.amount };
  }

  /** Contracts of a period, uplines first (so an upline is paid before it pays its downlines). */
  function topDown(rows: ContractRow[]): ContractRow[] {
    const byDownline = new Map(rows.map((r) => [r.downlineId, r]));
    const depth = (r: ContractRow, seen = 0): number => {
      const up = r.uplineId !== null ? byDownline.get(r.uplineId) : undefined;
      return up && seen < 50 ? 1 + depth(up, seen + 1) : 0;
    };
    return rows
      .map((r) => ({ r, d: depth(r) }))
      .sort((a, b) => a.d - b.d || a.r.id - b.r.id)
      .map((x) => x.r);
  }

  /**
   * The contracts in force during some of the kind's period ending at `end` (or, with `upTo`, from
   * its start up to that instant), uplines first.
   */
  async function contractsOfPeriod(
    tx: DbTransaction | Database,
    merchantCode: string,
    kind: ContractKind,
    end: number,
    upTo = end,
  ) {
    const p = ending(periodOf(kind), end, (await merchant(merchantCode)).timeZone);
    const rows = await repo.settlingContracts(tx, kind, new Date(p.start), new Date(Math.max(upTo, p.end)));
    return topDown(rows.filter((c) => c.merchantCode === merchantCode));
  }

  /**
   * Real-time salary (and every kind under a test clock): the facts settled since the kind's cursor,
   * paid per contract for the period ending at `end`, all in `tx` with the cursor's advance.
   */
  async function settleFromCursor(
    tx: DbTransaction,
    merchantCode: string,
    kind: ContractKind,
    end: number,
  ): Promise<SettleOutcome[]> {
    const m = await merchant(merchantCode);
    // The batches read every fact committed until now, some settled after the window's end: a
    // contract accepted since then takes part too (each fact counts for the contract in force when it
    // settled), else its first facts would be read here and paid to nobody.
    const contracts = await contractsOfPeriod(tx, merchantCode, kind, end, now());
    // A window runs once: its contracts are settled together, so one settled means all were (a re-run
    // must not consume the facts of the next window).
    for (const c of contracts) if (await repo.settlementOf(tx, c.id, new Date(end))) return [];
    const byAgent = new Map<number, ContractRow[]>();
    for (const c of contracts) byAgent.set(c.downlineId, [...(byAgent.get(c.downlineId) ?? []), c]);
    // A fact counts for a contract in force when it was settled (a replaced contract and its successor
    // share the downline: each takes the facts of its own time).
    const holds = (c: ContractRow, at: Date) =>
      c.acceptedAt !== null &&
      c.acceptedAt <= at &&
      !(c.status === 'closed' && c.closedAt !== null && c.closedAt <= at);
    const sums = new Map<number, { measure: bigint; members: Set<number> }>();
    for (;;) {
      const consumer = kind === 'realtime' ? REALTIME_CONSUMER : `agent-test-${kind}`;
      const batch = await facts.readBatch(tx, `${consumer}:${merchantCode}`, 1000);
      const entries = batch.entries.filter((e) => e.merchantCode === merchantCode);
      if (byAgent.size > 0 && entries.length > 0) {
        const ancestors = await deps.tree.ancestorsOf([...new Set(entries.map((e) => e.memberId))]);
        const agentsOf = new Map<number, number[]>();
        for (const a of ancestors)
          if (byAgent.has(a.ancestorId))
            agentsOf.set(a.memberId, [...(agentsOf.get(a.memberId) ?? []), a.ancestorId]);
        for (const e of entries)
          for (const agent of agentsOf.get(e.memberId) ?? [])
            for (const c of byAgent.get(agent)!) {
              if (!holds(c, e.settledAt)) continue;
              const s = sums.get(c.id) ?? { measure: 0n, members: new Set<number>() };
              s.measure += kind === 'dividend' ? -e.winLoss : e.validBet;
              if (e.betCount > 0 || e.validBet > 0n) s.members.add(e.memberId);
              sums.set(c.id, s);
            }
      }
      await batch.advance();
      if (batch.entries.length < 1000) break;
    }
    const p = ending(periodOf(kind), end, m.timeZone);
    const out: SettleOutcome[] = [];
    const pays: { c: ContractRow; measure: bigint; active: number; pay: Pay }[] = [];
    for (const c of contracts) {
      if (await repo.settlementOf(tx, c.id, new Date(end))) continue;
      const s = sums.get(c.id);
      const measure = s && s.measure > 0n ? s.measure : 0n;
      const active = s?.members.size ?? 0;
      const withheld = await repo.pausedDuring(tx, c.id, new Date(p.start), new Date(p.end));
      pays.push({ c, measure, active, pay: withheld ? WITHHELD : payout(tiersOf(c), measure, active) });
    }
    // One ledger step for every payment (accounts locked in id order, applied top-down).
    const paying = pays.filter((x) => x.pay.amount > 0n);
    const results =
      paying.length > 0
        ? await ledger.transferMany(
            paying.map((x) => transferOf(x.c, p, x.pay.amount, m.currency)),
            tx,
          )
        : [];
    const ids = new Map(paying.map((x, i) => [x.c.id, results[i]!.transferId]));
    for (const x of pays)
      out.push(await record(tx, x.c, p, m.currency, x.measure, x.active, x.pay, ids.get(x.c.id)));
    return out;
  }

  /** The period job: fans out one job per contract (real-time: settles inline) and schedules the next period. */
  async function settlePeriod(
    tx: DbTransaction,
    merchantCode: string,
    kind: ContractKind,
    end: number,
    reschedule: boolean,
  ) {
    if (await deps.moduleEnabled(merchantCode, CONTRACT_MODULES[kind])) {
      if (kind === 'realtime' || settings.testPeriodMs) await settleFromCursor(tx, merchantCode, kind, end);
      else {
        const contracts = await contractsOfPeriod(tx, merchantCode, kind, end);
        let i = 0;
        for (const c of contracts)
          await enqueueJob(tx, SETTLE_ONE_JOB, {
            // Uplines first: the worker takes due jobs by run time.
            runAt: new Date(now() + i++),
            payload: { contractId: c.id, periodEnd: end },
            dedupeKey: `${SETTLE_ONE_JOB}:${c.id}:${end}`,
          });
      }
    }
    if (reschedule) await scheduleNext(tx, merchantCode, kind, end);
  }

  async function scheduleNext(
    tx: DbTransaction | Database,
    merchantCode: string,
    kind: ContractKind,
    after: number,
  ) {
    const m = await merchant(merchantCode);
    const next = containing(periodOf(kind), after, m.timeZone).end;
    const lag =
      kind === 'realtime'
        ? 0
        : settings.testPeriodMs
          ? Math.min(settings.settleLagMs, 2000)
          : settings.settleLagMs;
    await enqueueJob(tx, SETTLE_PERIOD_JOB, {
      runAt: new Date(next + lag),
      payload: { merchantCode, kind, periodEnd: next },
      dedupeKey: `agent-settle:${merchantCode}:${kind}:${next}`,
    });
  }

  const jobHandlers = new Map<string, JobHandler>([
    [
      SETTLE_PERIOD_JOB,
      async ({ tx, job }) => {
        const p = job.payload as {
          merchantCode: string;
          kind: ContractKind;
          periodEnd: number;
          rerun?: boolean;
        };
        await settlePeriod(tx, p.merchantCode, p.kind, Number(p.periodEnd), p.rerun !== true);
      },
    ],
    [
      SETTLE_ONE_JOB,
      async ({ tx, job }) => {
        const p = job.payload as { contractId: number; periodEnd: number };
        await settleOne(tx, Number(p.contractId), Number(p.periodEnd));
      },
    ],
  ]);

  return {
    jobHandlers,
    settleOne,
    /** Starts the chain of every merchant and kind (idempotent: merges on the dedupe keys). */
    async ensureScheduled(): Promise<void> {
      for (const m of await deps.merchants())
        for (const kind of CONTRACT_KINDS) await scheduleNext(db, m.code, kind, now());
    },
    /**
     * Settles a period now, contract by contract, each in its own transaction (operator re-run and
     * tests): pays only what is not paid yet. `stopAfter` simulates a crash after that many contracts.
     */
    async runPeriod(
      merchantCode: string,
      kind: ContractKind,
      periodEnd: number,
      options: { stopAfter?: number } = {},
    ): Promise<{ contracts: number; outcomes: SettleOutcome[] }> {
      const m = await merchant(merchantCode);
      ending(periodOf(kind), periodEnd, m.timeZone);
      if (periodEnd > now()) throw new RangeError('period not over');
      if (kind === 'realtime' || settings.testPeriodMs) {
        const outcomes = await db.transaction((tx) => settleFromCursor(tx, merchantCode, kind, periodEnd));
        return { contracts: outcomes.length, outcomes };
      }
      const contracts = await contractsOfPeriod(db, merchantCode, kind, periodEnd);
      const outcomes: SettleOutcome[] = [];
      for (const c of contracts) {
        if (options.stopAfter !== undefined && outcomes.length >= options.stopAfter)
          throw new Error('stopped (test)');
        outcomes.push(await db.transaction((tx) => settleOne(tx, c.id, periodEnd)));
      }
      return { contracts: contracts.length, outcomes };
    },
    /** Enqueues a re-run of a period through the job queue (each contract once). */
    async enqueueRerun(merchantCode: string, kind: ContractKind, periodEnd: number) {
      await db.transaction((tx) =>
        enqueueJob(tx, SETTLE_PERIOD_JOB, {
          runAt: new Date(now()),
          payload: { merchantCode, kind, periodEnd, rerun: true },
          dedupeKey: `agent-settle-rerun:${merchantCode}:${kind}:${periodEnd}`,
        }),
      );
    },
    periodEnding: async (merchantCode: string, kind: ContractKind, end: number) =>
      ending(periodOf(kind), end, (await merchant(merchantCode)).timeZone),
    lastClosed: async (merchantCode: string, kind: ContractKind, at: number) => {
      const zone = (await merchant(merchantCode)).timeZone;
      const current = containing(periodOf(kind), at, zone);
      return containing(periodOf(kind), current.start - 1, zone);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
