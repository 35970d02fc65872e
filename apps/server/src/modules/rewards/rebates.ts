import { isTrialType } from '@jade/contract/account-types';
import { REBATE_PRODUCT_TYPES, type RebateProductType } from '@jade/contract/agent-team';
import {
  rebateRulesBodySchema,
  type OpsRebateRules,
  type RebateAccrued,
  type RebateClaim,
  type RebateRecords,
  type RebateRulesBody,
  type RebateSettings,
} from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, pendingJobs, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import { brandDayOf, brandDayStart } from '../../platform/time/brand-periods';
import type { BetFactsConsumers } from '../bet-facts';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { RebateAccrualRow, RebatePayoutRow, RebateRepository } from './rebate-repository';
import {
  DEFAULT_REBATE_RULES,
  accrual,
  brandRatesFor,
  claimRefusal,
  nextClaimAt,
  owed,
  rebateProductType,
  type BrandRebateRate,
  type RebateClaimRules,
} from './rebate-rules';

/** The chained job that reads new bet facts into the members' rebate accruals. */
export const REBATE_FACTS_JOB = 'rewards-rebate-facts';
/** The bet-facts cursor of the rebates. */
export const REBATE_FACTS_CONSUMER = 'rewards-rebate';
/** The chained job that pays a merchant's closed brand day (what no claim took), member by member. */
export const REBATE_DAILY_JOB = 'rewards-rebate-daily';
const BATCH = 1000;
const DAILY_BATCH = 500;
/** A day is paid this long after it closes, when its last bets have been read. */
const DAILY_LAG_MS = 15 * 60_000;

/** A member as its rebate rate needs it (accounts port). */
export interface RebateMember {
  id: number;
  merchantCode: string;
  type: number;
  vipLevel: number;
  /** The type of the member above (null at the top): an agent above puts it in a team. */
  parentType: number | null;
}

type Rates = Map<RebateProductType, number>;

export interface RebatesDeps {
  db: Database;
  repo: RebateRepository;
  ledger: Pick<LedgerService, 'transfer'>;
  facts: Pick<BetFactsConsumers, 'readBatch'>;
  members: { rebateMembers(tx: DbOrTx, ids: readonly number[]): Promise<RebateMember[]> };
  /** The agent-centre rates of the team members among `members` (agents' port; others left out). */
  agentRates(members: readonly RebateMember[], tx: DbOrTx): Promise<Map<number, Rates>>;
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  merchants: () => Promise<readonly { code: string; timeZone: string }[]>;
  intervalMs?: number | undefined;
  now: () => number;
}

const wire = (minor: bigint) => minorToWire(minor);
const toPercent = (bps: number) => bps / 100;

/**
 * Rebates (issue 15, decision R2): the valid bets of the bet facts earn a rate per product type (the
 * member's VIP level's, or inside an agent's team the agent centre's), kept per member, brand day and
 * product type. A claim pays what is open now (minimum, cool-down); after each brand day closes, the
 * rest of that day is paid automatically. Each payout's ledger key names the rule, member and period.
 */
export function createRebates(deps: RebatesDeps) {
  const { db, repo, ledger, now } = deps;
  const intervalMs = deps.intervalMs ?? 15_000;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new Error(`unknown merchant ${code}`);
    return m;
  }

  const rulesOf = async (merchantCode: string, tx: DbOrTx = db): Promise<RebateClaimRules> =>
    (await repo.rulesOf(merchantCode, tx)) ?? DEFAULT_REBATE_RULES;

  /** Each member's rates and their source; trial accounts earn no rebate and are left out. */
  async function ratesOf(tx: DbOrTx, ids: readonly number[]) {
    const members = (await deps.members.rebateMembers(tx, ids)).filter((m) => !isTrialType(m.type));
    const team = await deps.agentRates(members, tx);
    const brand = new Map<string, BrandRebateRate[]>();
    const out = new Map<number, { member: RebateMember; rates: Rates; source: 'vip' | 'agent' }>();
    for (const m of members) {
      const agentRates = team.get(m.id);
      if (agentRates) {
        out.set(m.id, { member: m, rates: agentRates, source: 'agent' });
        continue;
      }
      if (!brand.has(m.merchantCode)) brand.set(m.merchantCode, await repo.ratesOf(m.merchantCode, tx));
      out.set(m.id, {
        member: m,
        rates: brandRatesFor(brand.get(m.merchantCode)!, m.vipLevel),
        source: 'vip',
      });
    }
    return out;
  }

  /** One batch of new bet facts into the accruals, at each member's rate of the moment; false when drained. */
  async function consumeFacts(tx: DbTransaction): Promise<boolean> {
    const batch = await deps.facts.readBatch(tx, REBATE_FACTS_CONSUMER, BATCH);
    const rates = await ratesOf(tx, [...new Set(batch.entries.map((e) => e.memberId))]);
    const sums = new Map<string, Parameters<RebateRepository['addAccruals']>[1][number]>();
    for (const e of batch.entries) {
      const member = rates.get(e.memberId);
      if (!member || e.validBet === 0n) continue;
      const productType = rebateProductType(e.category);
      const key = `${e.memberId}|${e.brandDay}|${productType}`;
      const row = sums.get(key) ?? {
        memberId: e.memberId,
        day: e.brandDay,
        productType,
        merchantCode: e.merchantCode,
        currency: e.currency,
        validBet: 0n,
        accruedE4: 0n,
      };
      row.validBet += e.validBet;
      row.accruedE4 += accrual(e.validBet, member.rates.get(productType) ?? 0);
      sums.set(key, row);
    }
    // In key order, the order the payouts lock rows in: concurrent writers never wait on each other in a circle.
    const rows = [...sums.values()].sort(
      (a, b) =>
        a.memberId - b.memberId || a.day.localeCompare(b.day) || a.productType.localeCompare(b.productType),
    );
    await repo.addAccruals(tx, rows);
    await batch.advance();
    return batch.entries.length === BATCH;
  }

  /** What open rows owe together, and the valid bet they have not rebated yet. */
  function sumOpen(rows: readonly RebateAccrualRow[]) {
    let amount = 0n;
    let validBet = 0n;
    for (const r of rows) {
      amount += owed(r.accruedE4, r.paid);
      validBet += r.validBet - r.paidValidBet;
    }
    return { amount, validBet };
  }

  /** Pays a member's open rows through the ledger, in `tx` (rows locked); the payout row, or undefined when the key was used. */
  async function pay(
    tx: DbTransaction,
    input: {
      member: { id: number; merchantCode: string };
      currency: string;
      kind: 'daily' | 'claim';
      key: string;
      rows: readonly RebateAccrualRow[];
      at: Date;
    },
  ): Promise<RebatePayoutRow | undefined> {
    const { amount, validBet } = sumOpen(input.rows);
    if (amount <= 0n) return undefined;
    const { currency } = input;
    const days = input.rows.map((r) => r.day).sort();
    const payout = await repo.insertPayout(tx, {
      merchantCode: input.member.merchantCode,
      memberId: input.member.id,
      kind: input.kind,
      idempotencyKey: input.key,
      currency,
      amount,
      validBet,
      fromDay: days[0]!,
      toDay: days.at(-1)!,
      at: input.at,
    });
    if (!payout) return undefined;
    const transfer = await ledger.transfer(
      {
        merchantCode: input.member.merchantCode,
        idempotencyKey: input.key,
        type: 'rebate',
        debit: { kind: 'house', house: 'bonuses', currency },
        credit: { kind: 'member', memberId: input.member.id, currency },
        amount,
        reference: `rebate:${payout.id}`,
        actor: { kind: 'system', id: 'rewards-rebate' },
        metadata: { rule: `rebate-${input.kind}`, fromDay: payout.fromDay, toDay: payout.toDay },
      },
      tx,
    );
    await repo.setPayoutTransfer(tx, payout.id, transfer.transferId);
    return { ...payout, transferId: transfer.transferId };
  }

  /**
   * Pays one batch of a merchant's closed `day`: each member's rows of that day that no claim took,
   * once (key `rebate:daily:<member>:<day>`). Answers the last member id when more may follow.
   */
  async function payDayBatch(tx: DbTransaction, merchantCode: string, day: string, afterId: number) {
    if (!(await rulesOf(merchantCode, tx)).autoPay) return undefined;
    const rows = await repo.openDayAccruals(tx, merchantCode, day, afterId, DAILY_BATCH);
    const byMember = new Map<number, RebateAccrualRow[]>();
    for (const r of rows) byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), r]);
    const paid: RebateAccrualRow[] = [];
    const at = new Date(now());
    const { currency } = await merchantOf(merchantCode);
    for (const [memberId, own] of byMember) {
      const key = `rebate:daily:${memberId}:${day}`;
      const member = { id: memberId, merchantCode };
      if (await pay(tx, { member, currency, kind: 'daily', key, rows: own, at })) paid.push(...own);
    }
    await repo.markPaid(tx, paid);
    return byMember.size === DAILY_BATCH ? [...byMember.keys()].at(-1)! : undefined;
  }

  /** The brand day after `day` (days last 23 to 25 hours: 36 hours after its start is the next one). */
  const dayAfter = (day: string, zone: string) => brandDayOf(brandDayStart(day, zone) + 36 * 3_600_000, zone);

  async function scheduleDay(tx: DbOrTx, merchantCode: string, day: string, zone: string) {
    await enqueueJob(tx, REBATE_DAILY_JOB, {
      runAt: new Date(brandDayStart(dayAfter(day, zone), zone) + DAILY_LAG_MS),
      payload: { merchantCode, day, afterId: 0 },
      dedupeKey: `${REBATE_DAILY_JOB}:${merchantCode}:${day}:0`,
    });
  }

  const jobHandlers = new Map<string, JobHandler>([
    [
      REBATE_FACTS_JOB,
      async ({ tx, now: at }) => {
        const more = await consumeFacts(tx);
        const next = more ? at.getTime() : Math.ceil((at.getTime() + 1) / intervalMs) * intervalMs;
        await enqueueJob(tx, REBATE_FACTS_JOB, {
          runAt: new Date(next),
          dedupeKey: `${REBATE_FACTS_JOB}:${next}`,
        });
      },
    ],
    [
      REBATE_DAILY_JOB,
      async ({ tx, job }) => {
        const merchantCode = String(job.payload.merchantCode);
        const day = String(job.payload.day);
        const afterId = Number(job.payload.afterId ?? 0);
        // The day's last bets first (the facts job may lag behind a busy evening).
        if (afterId === 0) for (let i = 0; i < 20 && (await consumeFacts(tx)); i++);
        const last = await payDayBatch(tx, merchantCode, day, afterId);
        if (last !== undefined) {
          await enqueueJob(tx, REBATE_DAILY_JOB, {
            runAt: new Date(now()),
            payload: { merchantCode, day, afterId: last },
            dedupeKey: `${REBATE_DAILY_JOB}:${merchantCode}:${day}:${last}`,
          });
          return;
        }
        const { timeZone } = await merchantOf(merchantCode);
        await scheduleDay(tx, merchantCode, dayAfter(day, timeZone), timeZone);
      },
    ],
  ]);

  function payoutView(p: RebatePayoutRow) {
    return {
      id: p.id,
      kind: p.kind,
      amount: wire(p.amount),
      validBet: wire(p.validBet),
      fromDay: p.fromDay,
      toDay: p.toDay,
      at: p.at.getTime(),
    };
  }

  async function rulesView(merchantCode: string): Promise<OpsRebateRules> {
    const rules = await rulesOf(merchantCode);
    return {
      minClaim: wire(rules.minClaim),
      cooldownMinutes: rules.cooldownMinutes,
      autoPay: rules.autoPay,
      rates: (await repo.ratesOf(merchantCode)).map((r) => ({
        productType: r.productType as RebateProductType,
        vipLevel: r.vipLevel,
        rate: toPercent(r.rateBps),
      })),
    };
  }

  return {
    jobHandlers,
    consumeFacts,

    /** Makes sure the facts job and each merchant's daily payout are waiting (main.ts at start). */
    async ensureJob(): Promise<void> {
      if ((await pendingJobs(db, REBATE_FACTS_JOB)).length === 0)
        await enqueueJob(db, REBATE_FACTS_JOB, {
          runAt: new Date(now()),
          dedupeKey: `${REBATE_FACTS_JOB}:start`,
        });
      const waiting = await pendingJobs(db, REBATE_DAILY_JOB);
      for (const m of await deps.merchants()) {
        if (waiting.some((j) => j.payload.merchantCode === m.code)) continue;
        await scheduleDay(db, m.code, brandDayOf(now(), m.timeZone), m.timeZone);
      }
    },

    /** Pays a merchant's closed brand day (the job's work, all batches; CLI and tests). */
    async payDay(merchantCode: string, day: string): Promise<void> {
      const { timeZone } = await merchantOf(merchantCode);
      if (brandDayStart(dayAfter(day, timeZone), timeZone) > now())
        throw new RangeError(`${day} has not closed`);
      let afterId: number | undefined = 0;
      while (afterId !== undefined) {
        const from: number = afterId;
        afterId = await db.transaction((tx) => payDayBatch(tx, merchantCode, day, from));
      }
    },

    /** The caller's own rebate rates and the brand's claim rules (the rebate page). */
    async settings(member: { id: number; merchantCode: string; vipLevel: number }): Promise<RebateSettings> {
      const found = (await ratesOf(db, [member.id])).get(member.id);
      const rules = await rulesOf(member.merchantCode);
      return {
        rates: REBATE_PRODUCT_TYPES.map((productType) => ({
          productType,
          rate: toPercent(found?.rates.get(productType) ?? 0),
        })),
        source: found?.source ?? 'vip',
        vipLevel: member.vipLevel,
        minClaim: wire(rules.minClaim),
        cooldownMinutes: rules.cooldownMinutes,
        autoPay: rules.autoPay,
      };
    },

    /** `ODSFE2_getRebate`: what is open per product type, and whether a claim may pay it now. */
    async accrued(member: { id: number; merchantCode: string }): Promise<RebateAccrued> {
      const [rows, rules, last] = await Promise.all([
        repo.openAccruals(db, member.id),
        rulesOf(member.merchantCode),
        repo.lastClaimAt(member.id),
      ]);
      const items = REBATE_PRODUCT_TYPES.map((productType) => {
        const { amount, validBet } = sumOpen(rows.filter((r) => r.productType === productType));
        return { productType, validBet: wire(validBet), amount: wire(amount) };
      }).filter((i) => i.amount > 0 || i.validBet > 0);
      const total = sumOpen(rows).amount;
      const lastMs = last?.getTime() ?? null;
      const next = nextClaimAt(rules, lastMs);
      return {
        total: wire(total),
        items,
        minClaim: wire(rules.minClaim),
        lastClaimAt: lastMs,
        nextClaimAt: next !== null && next > now() ? next : null,
        claimable: claimRefusal({ amount: total, rules, lastClaimAt: lastMs, now: now() }) === undefined,
      };
    },

    /**
     * `ODSFE2_rebateDisburse`: pays everything open now, under the member's claim lock, once per client
     * key (a retry answers the same payout). Refused with nothing changed: in the cool-down, nothing to
     * pay, below the minimum.
     */
    async claim(
      member: { id: number; merchantCode: string; type: number },
      idempotencyKey: string,
    ): Promise<RebateClaim> {
      if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
      const key = `rebate:claim:${member.id}:${idempotencyKey}`;
      const view = async (p: RebatePayoutRow): Promise<RebateClaim> => {
        const rules = await rulesOf(member.merchantCode);
        return {
          payoutId: p.id,
          amount: wire(p.amount),
          validBet: wire(p.validBet),
          nextClaimAt: nextClaimAt(rules, p.at.getTime()) ?? p.at.getTime(),
        };
      };
      const done = await repo.payoutByKey(key);
      if (done) return view(done);
      // Read before the transaction: inside it, nothing may wait for a second connection.
      const { currency } = await merchantOf(member.merchantCode);
      const payout = await db.transaction(async (tx) => {
        const last = await repo.lockClaimant(tx, member.id);
        const again = await repo.payoutByKey(key, tx);
        if (again) return again;
        const rules = await rulesOf(member.merchantCode, tx);
        const rows = await repo.openAccruals(tx, member.id, true);
        const at = now();
        const refusal = claimRefusal({
          amount: sumOpen(rows).amount,
          rules,
          lastClaimAt: last?.getTime() ?? null,
          now: at,
        });
        if (refusal)
          throw new AppError(refusal, refusal === 'rebate.cooldown' ? 429 : 400, {
            nextClaimAt: nextClaimAt(rules, last?.getTime() ?? null),
            minClaim: wire(rules.minClaim),
          });
        const paid = await pay(tx, { member, currency, kind: 'claim', key, rows, at: new Date(at) });
        if (!paid) throw new AppError('rebate.nothing', 400);
        await repo.markPaid(tx, rows);
        await repo.setLastClaim(tx, member.id, new Date(at));
        return paid;
      });
      return view(payout);
    },

    async records(memberId: number, pageNo: number, pageSize: number): Promise<RebateRecords> {
      const { list, total } = await repo.payoutsOf(memberId, pageNo, pageSize);
      return {
        list: list.map(payoutView),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
        pageSize,
      };
    },

    /** The rules an operator reads: an unknown merchant is a bad request. */
    async operatorRules(merchantCode: string): Promise<OpsRebateRules> {
      if (!(await deps.merchant(merchantCode))) throw new AppError('request_param_err', 400);
      return rulesView(merchantCode);
    },

    /** An operator replaces a brand's rates and claim rules (audited with before and after). */
    async setRules(body: RebateRulesBody, actor: Actor): Promise<OpsRebateRules> {
      // The CLI hands its input as it is: the same rules as the call's schema.
      const checked = rebateRulesBodySchema.safeParse(body);
      if (!checked.success)
        throw new AppError('request_param_err', 400, { detail: checked.error.issues[0]?.message });
      body = checked.data;
      if (!(await deps.merchant(body.merchantCode))) throw new AppError('request_param_err', 400);
      const minClaim = parseWireAmount(body.minClaim);
      if (!minClaim.ok && minClaim.reason !== 'zero')
        throw new AppError('request_param_err', 400, { field: 'minClaim' });
      const rules: RebateClaimRules = {
        minClaim: minClaim.ok ? minClaim.minor : 0n,
        cooldownMinutes: Number(body.cooldownMinutes),
        autoPay: body.autoPay,
      };
      const rates = body.rates.map((r) => ({
        productType: r.productType,
        vipLevel: Number(r.vipLevel),
        rateBps: Math.round(r.rate * 100),
      }));
      const before = await rulesView(body.merchantCode);
      await db.transaction(async (tx) => {
        await repo.replaceRules(tx, body.merchantCode, rules, rates, new Date(now()));
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.rebate.rules',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before,
            after: {
              minClaim: wire(rules.minClaim),
              cooldownMinutes: rules.cooldownMinutes,
              autoPay: rules.autoPay,
              rates: rates.map((r) => ({ ...r, rate: toPercent(r.rateBps) })),
            },
          },
          new Date(now()),
        );
      });
      return rulesView(body.merchantCode);
    },
  };
}

export type Rebates = ReturnType<typeof createRebates>;
