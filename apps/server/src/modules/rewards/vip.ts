import { isTrialType } from '@jade/contract/account-types';
import type { RankProgress, VipLadder, VipLadderBody, VipRetentionRule } from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, pendingJobs, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import { brandDayStart, brandMonthOf, periodContaining } from '../../platform/time/brand-periods';
import type { JobHandler } from '../../platform/jobs/worker';
import type { BetFactsConsumers } from '../bet-facts';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { RewardsRepository } from './repository';
import {
  VipLadderError,
  checkLadder,
  levelAfterRise,
  levelAtReview,
  progressTo,
  qualifiedLevel,
  upgradeBonuses,
  type MonthFigures,
  type VipLevelRule,
} from './vip-rules';

/** The chained job that reads new bet facts into the members' month figures (and raises levels). */
export const VIP_FACTS_JOB = 'rewards-vip-facts';
/** The job that counts one credited deposit toward its member's brand month (enqueued by the credit). */
export const VIP_DEPOSIT_JOB = 'rewards-vip-deposit';
/** The bet-facts cursor of the VIP figures. */
export const VIP_FACTS_CONSUMER = 'rewards-vip';
const BATCH = 1000;
/** The chained job that reviews a merchant's VIP members once a brand month has ended. */
export const VIP_REVIEW_JOB = 'rewards-vip-review';
const REVIEW_BATCH = 500;
/** A month is reviewed this long after it ends, when its last bets have been read. */
const REVIEW_LAG_MS = 15 * 60_000;
/** The bonus template of the monthly VIP bonus (its wagering, weights and expiry). */
export const VIP_MONTHLY_TEMPLATE = 'vip-monthly';

/** A member as the VIP rules need it (accounts port). */
export interface VipMember {
  id: number;
  merchantCode: string;
  type: number;
  vipLevel: number;
}

export interface VipDeps {
  db: Database;
  repo: RewardsRepository;
  ledger: Pick<LedgerService, 'transfer'>;
  facts: Pick<BetFactsConsumers, 'readBatch'>;
  members: {
    vipMembers(tx: DbOrTx, ids: readonly number[]): Promise<VipMember[]>;
    /** A merchant's members above level 0, after `afterId` in id order. */
    rankedMembers(tx: DbOrTx, merchantCode: string, afterId: number, limit: number): Promise<VipMember[]>;
    setVipLevel(tx: DbOrTx, id: number, level: number): Promise<void>;
    /** Raises a level, never lowers it (a concurrent rise from fresher figures wins). */
    raiseVipLevel(tx: DbOrTx, id: number, level: number): Promise<void>;
  };
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  /** Grants a template's bonus in the caller's transaction (bonuses.ts): the monthly VIP bonus. */
  grantBonus: (
    tx: DbTransaction,
    input: {
      member: { id: number; merchantCode: string };
      templateCode: string;
      currency: string;
      amount: bigint;
      sourceKey: string;
      actor: { kind: 'system'; id: string };
    },
  ) => Promise<unknown>;
  /** Every merchant (the review chains, one per merchant). */
  merchants: () => Promise<readonly { code: string; timeZone: string }[]>;
  /** How often the facts job runs when it has caught up. */
  intervalMs?: number;
  now: () => number;
}

const wire = (minor: bigint) => minorToWire(minor);
const ZERO: MonthFigures = { deposits: 0n, validTurnover: 0n };

/**
 * VIP levels (issue 15, decision R1): the members' brand-month figures (valid turnover from the bet
 * facts, credited deposits from payments), the rises they earn with each level's upgrade bonus paid
 * once in a member's life, the player's progress and the operator's ladder.
 */
export function createVip(deps: VipDeps) {
  const { db, repo, ledger, now } = deps;
  const intervalMs = deps.intervalMs ?? 15_000;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new Error(`unknown merchant ${code}`);
    return m;
  }

  /**
   * Raises the members of one merchant to the level their `month` figures reach, in `tx`, paying each
   * level's upgrade bonus the first time it is reached (key `vip:upgrade:<level>:<member>`).
   */
  async function rise(tx: DbTransaction, merchantCode: string, month: string, memberIds: readonly number[]) {
    const ladder = (await repo.ladderOf(merchantCode, tx)).levels;
    if (ladder.length < 2 || memberIds.length === 0) return;
    const { currency } = await merchantOf(merchantCode);
    const figures = await repo.monthFigures(tx, memberIds, month);
    const members = await deps.members.vipMembers(tx, memberIds);
    for (const m of members) {
      if (isTrialType(m.type) || m.merchantCode !== merchantCode) continue;
      const to = levelAfterRise(m.vipLevel, ladder, figures.get(m.id) ?? ZERO);
      if (to <= m.vipLevel) continue;
      const paid = await repo.paidLevels(m.id, tx);
      for (const bonus of upgradeBonuses(ladder, m.vipLevel, to, paid)) {
        const row = await repo.claimUpgrade(tx, {
          merchantCode,
          memberId: m.id,
          level: bonus.level,
          month,
          currency,
          amount: bonus.amount,
          at: new Date(now()),
        });
        if (!row || bonus.amount === 0n) continue;
        const transfer = await ledger.transfer(
          {
            merchantCode,
            idempotencyKey: `vip:upgrade:${bonus.level}:${m.id}`,
            type: 'bonus',
            debit: { kind: 'house', house: 'bonuses', currency },
            credit: { kind: 'member', memberId: m.id, currency },
            amount: bonus.amount,
            reference: `vip-upgrade:${row.id}`,
            actor: { kind: 'system', id: 'rewards-vip' },
            metadata: { rule: 'vip-upgrade', level: bonus.level, month },
          },
          tx,
        );
        await repo.setUpgradeTransfer(tx, row.id, transfer.transferId);
      }
      await deps.members.raiseVipLevel(tx, m.id, to);
    }
  }

  /** One batch of new bet facts into the month figures, then the rises they earn; false when drained. */
  async function consumeFacts(tx: DbTransaction): Promise<boolean> {
    const batch = await deps.facts.readBatch(tx, VIP_FACTS_CONSUMER, BATCH);
    const sums = new Map<
      string,
      { memberId: number; month: string; merchantCode: string; validTurnover: bigint }
    >();
    for (const e of batch.entries) {
      const month = e.brandDay.slice(0, 7);
      const key = `${e.memberId}|${month}`;
      const row = sums.get(key) ?? {
        memberId: e.memberId,
        month,
        merchantCode: e.merchantCode,
        validTurnover: 0n,
      };
      row.validTurnover += e.validBet;
      sums.set(key, row);
    }
    const rows = [...sums.values()].map((r) => ({ ...r, deposits: 0n }));
    await repo.addMonthFigures(tx, rows);
    const groups = new Map<string, { merchantCode: string; month: string; ids: number[] }>();
    for (const r of rows) {
      const key = `${r.merchantCode}|${r.month}`;
      const g = groups.get(key) ?? { merchantCode: r.merchantCode, month: r.month, ids: [] };
      g.ids.push(r.memberId);
      groups.set(key, g);
    }
    for (const g of groups.values()) await rise(tx, g.merchantCode, g.month, g.ids);
    await batch.advance();
    return batch.entries.length === BATCH;
  }

  /** The instant brand month `month` (YYYY-MM) ends. */
  const monthEnd = (month: string, zone: string) =>
    periodContaining('month', brandDayStart(`${month}-01`, zone), zone).end;

  /**
   * Reviews one batch of a merchant's VIP members for the ended `month`, in `tx`: each keeps or loses
   * its level by the brand's retention rule, once per member and month. Answers the last member id
   * when more may follow.
   */
  async function reviewBatch(
    tx: DbTransaction,
    merchantCode: string,
    month: string,
    afterId: number,
  ): Promise<number | undefined> {
    const { levels, retention } = await repo.ladderOf(merchantCode, tx);
    if (levels.length < 2) return undefined;
    const { timeZone, currency } = await merchantOf(merchantCode);
    const ranked = await deps.members.rankedMembers(tx, merchantCode, afterId, REVIEW_BATCH);
    const ids = ranked.map((m) => m.id);
    const figures = await repo.monthFigures(tx, ids, month);
    // A member may have risen in the new month before this review ran: never below what it reaches.
    const following = await repo.monthFigures(tx, ids, brandMonthOf(monthEnd(month, timeZone), timeZone));
    for (const m of ranked) {
      const ended = figures.get(m.id) ?? ZERO;
      const to = Math.max(
        levelAtReview(m.vipLevel, levels, ended, retention ?? 'dropOne'),
        qualifiedLevel(levels, following.get(m.id) ?? ZERO),
      );
      const claimed = await repo.claimReview(tx, {
        merchantCode,
        memberId: m.id,
        month,
        fromLevel: m.vipLevel,
        toLevel: to,
        validTurnover: ended.validTurnover,
        at: new Date(now()),
      });
      if (!claimed) continue;
      if (to !== m.vipLevel) await deps.members.setVipLevel(tx, m.id, to);
      // The level held after the review earns its monthly bonus, once per member and month.
      const monthly = levels[to]?.monthlyBonus ?? 0n;
      if (to > 0 && monthly > 0n && !isTrialType(m.type))
        await deps.grantBonus(tx, {
          member: { id: m.id, merchantCode },
          templateCode: VIP_MONTHLY_TEMPLATE,
          currency,
          amount: monthly,
          sourceKey: `vip:monthly:${month}:${m.id}`,
          actor: { kind: 'system', id: 'rewards-vip' },
        });
    }
    return ranked.length === REVIEW_BATCH ? ranked.at(-1)!.id : undefined;
  }

  /** Enqueues the review of `month` for a merchant, due a little after the month ends. */
  async function scheduleReview(db: DbOrTx, merchantCode: string, month: string, zone: string) {
    await enqueueJob(db, VIP_REVIEW_JOB, {
      runAt: new Date(monthEnd(month, zone) + REVIEW_LAG_MS),
      payload: { merchantCode, month, afterId: 0 },
      dedupeKey: `${VIP_REVIEW_JOB}:${merchantCode}:${month}:0`,
    });
  }

  const jobHandlers = new Map<string, JobHandler>([
    [
      VIP_DEPOSIT_JOB,
      // The deposit counts for the brand month it was credited in; the member may rise.
      async ({ tx, job }) => {
        const merchantCode = String(job.payload.merchantCode);
        const memberId = Number(job.payload.memberId);
        const { timeZone } = await merchantOf(merchantCode);
        const month = brandMonthOf(Number(job.payload.creditedAt), timeZone);
        await repo.addMonthFigures(tx, [
          { memberId, month, merchantCode, deposits: BigInt(String(job.payload.amount)), validTurnover: 0n },
        ]);
        await rise(tx, merchantCode, month, [memberId]);
      },
    ],
    [
      VIP_REVIEW_JOB,
      async ({ tx, job }) => {
        const merchantCode = String(job.payload.merchantCode);
        const month = String(job.payload.month);
        const last = await reviewBatch(tx, merchantCode, month, Number(job.payload.afterId ?? 0));
        if (last !== undefined) {
          await enqueueJob(tx, VIP_REVIEW_JOB, {
            runAt: new Date(now()),
            payload: { merchantCode, month, afterId: last },
            dedupeKey: `${VIP_REVIEW_JOB}:${merchantCode}:${month}:${last}`,
          });
          return;
        }
        // The month is done: the next one's review waits for its end.
        const { timeZone } = await merchantOf(merchantCode);
        const next = brandMonthOf(monthEnd(month, timeZone), timeZone);
        await scheduleReview(tx, merchantCode, next, timeZone);
      },
    ],
    [
      VIP_FACTS_JOB,
      async ({ tx, now: at }) => {
        const more = await consumeFacts(tx);
        const next = more ? at.getTime() : Math.ceil((at.getTime() + 1) / intervalMs) * intervalMs;
        await enqueueJob(tx, VIP_FACTS_JOB, { runAt: new Date(next), dedupeKey: `${VIP_FACTS_JOB}:${next}` });
      },
    ],
  ]);

  return {
    jobHandlers,
    consumeFacts,

    /**
     * Makes sure the facts job and each merchant's review of the current month are waiting (main.ts at
     * start; the chains then re-enqueue themselves).
     */
    async ensureJob(): Promise<void> {
      if ((await pendingJobs(db, VIP_FACTS_JOB)).length === 0)
        await enqueueJob(db, VIP_FACTS_JOB, { runAt: new Date(now()), dedupeKey: `${VIP_FACTS_JOB}:start` });
      const reviews = await pendingJobs(db, VIP_REVIEW_JOB);
      for (const m of await deps.merchants()) {
        if (reviews.some((j) => j.payload.merchantCode === m.code)) continue;
        await scheduleReview(db, m.code, brandMonthOf(now(), m.timeZone), m.timeZone);
      }
    },

    /** Reviews a merchant's VIP members for an ended month (the job's work, all batches; CLI and tests). */
    async review(merchantCode: string, month: string): Promise<void> {
      const { timeZone } = await merchantOf(merchantCode);
      if (monthEnd(month, timeZone) > now()) throw new RangeError(`${month} has not ended`);
      let afterId: number | undefined = 0;
      while (afterId !== undefined) {
        const from: number = afterId;
        afterId = await db.transaction((tx) => reviewBatch(tx, merchantCode, month, from));
      }
    },

    /**
     * A credited deposit, in the crediting transaction: only a job is enqueued there (it commits with
     * the credit, or neither does), so that the credit stays short and takes no second connection.
     */
    async depositCredited(
      tx: DbTransaction,
      d: { depositId: number; memberId: number; merchantCode: string; amount: bigint; creditedAt: Date },
    ): Promise<void> {
      await enqueueJob(tx, VIP_DEPOSIT_JOB, {
        runAt: new Date(now()),
        payload: {
          memberId: d.memberId,
          merchantCode: d.merchantCode,
          amount: d.amount.toString(),
          creditedAt: d.creditedAt.getTime(),
        },
        dedupeKey: `${VIP_DEPOSIT_JOB}:${d.depositId}`,
      });
    },

    /** `MCSFE_getPlayerRankProgress`: this brand month's figures against the next level. */
    async progress(member: { id: number; merchantCode: string; vipLevel: number }): Promise<RankProgress> {
      const { timeZone } = await merchantOf(member.merchantCode);
      const month = brandMonthOf(now(), timeZone);
      const ladder = (await repo.ladderOf(member.merchantCode)).levels;
      const figures = (await repo.monthFigures(db, [member.id], month)).get(member.id) ?? ZERO;
      const { next, actual, expected } = progressTo(ladder, member.vipLevel, figures);
      const current = ladder[member.vipLevel];
      const target = next ?? current;
      return {
        playerRankName: current?.name ?? `VIP${member.vipLevel}`,
        level: member.vipLevel,
        nextRankName: next?.name ?? null,
        monthlyTurnover: { actual: wire(actual), expected: wire(expected) },
        monthlyDeposits: { actual: wire(figures.deposits), expected: wire(target?.depositThreshold ?? 0n) },
        totalTurnover: wire(await repo.totalTurnover(member.id)),
        month,
      };
    },

    /**
     * The member's level's daily withdrawal limits (payments' port): undefined where the level keeps
     * the brand's own.
     */
    async withdrawLimits(memberId: number): Promise<{ dailyAmount?: bigint; dailyCount?: number }> {
      const [m] = await deps.members.vipMembers(db, [memberId]);
      if (!m || m.vipLevel === 0) return {};
      const level = (await repo.ladderOf(m.merchantCode)).levels.find((l) => l.level === m.vipLevel);
      return {
        ...(level && level.withdrawDailyAmount > 0n ? { dailyAmount: level.withdrawDailyAmount } : {}),
        ...(level && level.withdrawDailyCount > 0 ? { dailyCount: level.withdrawDailyCount } : {}),
      };
    },

    /** The brand's ladder; with a member, where they stand. */
    async ladder(merchantCode: string, member?: { id: number; vipLevel: number }): Promise<VipLadder> {
      const { retention, levels } = await repo.ladderOf(merchantCode);
      return {
        levels: levels.map(levelView),
        retention: retention ?? 'dropOne',
        current: member?.vipLevel ?? 0,
        paidLevels: member ? [...(await repo.paidLevels(member.id))].sort((a, b) => a - b) : [],
      };
    },

    /** The ladder an operator reads: an unknown merchant is a bad request, not an empty ladder. */
    async operatorLadder(merchantCode: string) {
      if (!(await deps.merchant(merchantCode))) throw new AppError('request_param_err', 400);
      const { levels, retention } = await repo.ladderOf(merchantCode);
      return { levels: levels.map(levelView), retention: retention ?? 'dropOne' };
    },

    /** An operator replaces a brand's ladder (audited with before and after). */
    async setLadder(body: VipLadderBody, actor: Actor) {
      if (!(await deps.merchant(body.merchantCode))) throw new AppError('request_param_err', 400);
      let levels: VipLevelRule[];
      try {
        levels = checkLadder(
          body.levels.map((l) => ({
            level: Number(l.level),
            name: l.name.trim(),
            depositThreshold: parse(l.depositThreshold),
            turnoverThreshold: parse(l.turnoverThreshold),
            retainTurnover: parse(l.retainTurnover),
            upgradeBonus: parse(l.upgradeBonus),
            monthlyBonus: parse(l.monthlyBonus ?? 0),
            birthdayBonus: parse(l.birthdayBonus ?? 0),
            withdrawDailyAmount: parse(l.withdrawDailyAmount ?? 0),
            withdrawDailyCount: Number(l.withdrawDailyCount ?? 0),
          })),
        );
      } catch (error) {
        if (error instanceof VipLadderError)
          throw new AppError('vip.ladder.invalid', 400, { detail: error.message });
        throw error;
      }
      const retention = body.retention as VipRetentionRule;
      return db.transaction(async (tx) => {
        const before = await repo.ladderOf(body.merchantCode, tx);
        await repo.replaceLadder(tx, body.merchantCode, retention, levels, new Date(now()));
        const after = { levels: levels.map(levelView), retention };
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.vip.ladder',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before: { levels: before.levels.map(levelView), retention: before.retention ?? null },
            after,
          },
          new Date(now()),
        );
        return after;
      });
    },
  };
}

/** A ladder amount: a wire amount of zero or more (minor units). */
function parse(amount: unknown): bigint {
  const parsed = parseWireAmount(amount as string | number);
  if (parsed.ok) return parsed.minor;
  if (parsed.reason === 'zero') return 0n;
  throw new VipLadderError('amounts are wire amounts of zero or more');
}

function levelView(l: VipLevelRule) {
  return {
    level: l.level,
    name: l.name,
    depositThreshold: wire(l.depositThreshold),
    turnoverThreshold: wire(l.turnoverThreshold),
    retainTurnover: wire(l.retainTurnover),
    upgradeBonus: wire(l.upgradeBonus),
    monthlyBonus: wire(l.monthlyBonus),
    birthdayBonus: wire(l.birthdayBonus),
    withdrawDailyAmount: wire(l.withdrawDailyAmount),
    withdrawDailyCount: l.withdrawDailyCount,
  };
}

export type Vip = ReturnType<typeof createVip>;
