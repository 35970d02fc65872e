import { isTrialType } from '@jade/contract/account-types';
import {
  bonusTemplatesBodySchema,
  type BonusGrant,
  type BonusList,
  type BonusStatus,
  type BonusTemplatesBody,
  type BonusWithdrawalRule,
  type OpsBonusTemplates,
} from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, pendingJobs, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import type { BetFactsConsumers } from '../bet-facts';
import type { AccountRef } from '../ledger/accounts';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { BonusGrantRow, BonusRepository, BonusTemplateRow } from './bonus-repository';
import { cleanWeights, countBets, depositBonus, wageringRequirement } from './wagering';

/** The chained job that counts new bet facts toward the open bonuses (and releases those met). */
export const BONUS_FACTS_JOB = 'rewards-bonus-facts';
/** The bet-facts cursor of the wagering. */
export const BONUS_FACTS_CONSUMER = 'rewards-bonus';
/** The job that grants a credited deposit's bonus (enqueued by the credit). */
export const BONUS_DEPOSIT_JOB = 'rewards-bonus-deposit';
/** The job that expires one bonus at its expiry (enqueued with the grant). */
export const BONUS_EXPIRY_JOB = 'rewards-bonus-expiry';
const BATCH = 1000;
const DAY_MS = 86_400_000;
export const DEFAULT_WITHDRAWAL_RULE: BonusWithdrawalRule = 'block';
/** The template of the referral bonus: its fixed amount is the reward, its minimum the invitee's deposit. */
export const REFERRAL_TEMPLATE = 'referral';

export interface BonusesDeps {
  db: Database;
  repo: BonusRepository;
  ledger: Pick<LedgerService, 'transfer'>;
  facts: Pick<BetFactsConsumers, 'readBatch'>;
  members: {
    findMemberByUsername(
      merchantCode: string,
      username: string,
    ): Promise<{ id: number; merchantCode: string; type: number } | undefined>;
    /** The member whose referral code this one registered with (decision R6). */
    referrerOf(
      tx: DbOrTx,
      memberId: number,
    ): Promise<{ id: number; merchantCode: string; type: number } | undefined>;
  };
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  intervalMs?: number | undefined;
  now: () => number;
}

const wire = (minor: bigint) => minorToWire(minor);
const main = (memberId: number, currency: string): AccountRef => ({ kind: 'member', memberId, currency });
const locked = (memberId: number, currency: string): AccountRef => ({
  kind: 'member-bonus',
  memberId,
  currency,
});
const house = (currency: string): AccountRef => ({ kind: 'house', house: 'bonuses', currency });

/** A grant of a template's bonus by code (the reward centre, the VIP review). */
interface TemplateGrant {
  member: { id: number; merchantCode: string };
  templateCode: string;
  currency: string;
  amount: bigint;
  sourceKey: string;
  actor: { kind: 'system' | 'operator'; id: string };
  /** The wagering multiple ×100 in place of the template's (a mission's own, decision R7). */
  multipleX100?: number;
}

/** Why a grant closed, as its ledger key's rule and its status. */
const CLOSINGS = {
  release: 'completed',
  expire: 'expired',
  forfeit: 'forfeited',
  cancel: 'cancelled',
} as const satisfies Record<string, BonusStatus>;
type Closing = keyof typeof CLOSINGS;

/**
 * Bonuses with wagering (issue 15, decision R3). A grant moves the bonus from the house `bonuses`
 * account into the member's locked bonus account (`bonus_grant`); the bet facts count toward it
 * (wagering.ts); once met it moves to the main wallet (`bonus_release`); expired, forfeited by a
 * withdrawal or cancelled, it goes back to the house (`bonus_forfeit`). Every move's key names the
 * rule and the grant (`bonus:<rule>:<grant>`), so nothing is paid twice.
 */
export function createBonuses(deps: BonusesDeps) {
  const { db, repo, ledger, now } = deps;
  const intervalMs = deps.intervalMs ?? 15_000;

  async function currencyOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('request_param_err', 400);
    return m.currency;
  }

  const ruleOf = async (merchantCode: string, tx: DbOrTx = db) =>
    (await repo.ruleOf(merchantCode, tx)) ?? DEFAULT_WITHDRAWAL_RULE;

  /** Grants a bonus in `tx`: the row (once per source key), the money locked, the expiry job. */
  async function grant(
    tx: DbTransaction,
    input: {
      member: { id: number; merchantCode: string };
      template: BonusTemplateRow;
      currency: string;
      amount: bigint;
      depositAmount: bigint;
      sourceKey: string;
      actor: { kind: 'system' | 'operator'; id: string };
      reason?: string;
    },
  ): Promise<BonusGrantRow | undefined> {
    const { member, template, currency, amount } = input;
    if (amount <= 0n) return undefined;
    const at = now();
    const row = await repo.insertGrant(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      templateId: template.id,
      kind: template.kind,
      name: template.name,
      currency,
      amount,
      depositAmount: input.depositAmount,
      requirement: wageringRequirement(template, amount, input.depositAmount),
      progress: 0n,
      status: 'active',
      weights: template.weights,
      sourceKey: input.sourceKey,
      grantedAt: new Date(at),
      expiresAt: new Date(at + template.expiryDays * DAY_MS),
      ...(input.reason ? { reason: input.reason } : {}),
    });
    if (!row) return undefined;
    await ledger.transfer(
      {
        merchantCode: member.merchantCode,
        idempotencyKey: `bonus:grant:${row.id}`,
        type: 'bonus_grant',
        debit: house(currency),
        credit: locked(member.id, currency),
        amount,
        reference: `bonus:${row.id}`,
        actor: input.actor,
        metadata: { rule: `bonus-${template.kind}`, template: template.code, source: input.sourceKey },
      },
      tx,
    );
    await scheduleExpiry(tx, row);
    // A bonus without wagering is met at once.
    if (row.requirement === 0n) return close(tx, row, 'release');
    return row;
  }

  async function scheduleExpiry(tx: DbOrTx, row: Pick<BonusGrantRow, 'id' | 'expiresAt'>) {
    await enqueueJob(tx, BONUS_EXPIRY_JOB, {
      runAt: row.expiresAt,
      payload: { grantId: row.id },
      dedupeKey: `${BONUS_EXPIRY_JOB}:${row.id}:${row.expiresAt.getTime()}`,
    });
  }

  /** Closes an active grant in `tx` (locked by the caller): its money to the wallet (met) or the house. */
  async function close(tx: DbTransaction, row: BonusGrantRow, how: Closing, reason?: string) {
    const release = how === 'release';
    await ledger.transfer(
      {
        merchantCode: row.merchantCode,
        idempotencyKey: `bonus:${how}:${row.id}`,
        type: release ? 'bonus_release' : 'bonus_forfeit',
        debit: locked(row.memberId, row.currency),
        credit: release ? main(row.memberId, row.currency) : house(row.currency),
        amount: row.amount,
        reference: `bonus:${row.id}`,
        actor: { kind: 'system', id: 'rewards-bonus' },
        metadata: { rule: `bonus-${how}`, ...(reason ? { reason } : {}) },
      },
      tx,
    );
    const at = new Date(now());
    await repo.close(tx, row.id, CLOSINGS[how], at, reason);
    return { ...row, status: CLOSINGS[how], closedAt: at } satisfies BonusGrantRow;
  }

  /** One batch of new bet facts toward the open bonuses, releasing those met; false when drained. */
  async function consumeFacts(tx: DbTransaction): Promise<boolean> {
    const batch = await deps.facts.readBatch(tx, BONUS_FACTS_CONSUMER, BATCH);
    const open = await repo.activeOf(tx, [...new Set(batch.entries.map((e) => e.memberId))]);
    const byMember = new Map<number, BonusGrantRow[]>();
    for (const g of open) byMember.set(g.memberId, [...(byMember.get(g.memberId) ?? []), g]);
    for (const [memberId, grants] of byMember) {
      const bets = batch.entries
        .filter((e) => e.memberId === memberId && e.validBet !== 0n)
        .map((e) => ({ category: e.category, validBet: e.validBet, placedAt: e.placedAt.getTime() }));
      const progress = countBets(
        grants.map((g) => ({
          id: g.id,
          grantedAt: g.grantedAt.getTime(),
          expiresAt: g.expiresAt.getTime(),
          requirement: g.requirement,
          progress: g.progress,
          weights: g.weights,
        })),
        bets,
      );
      for (const g of grants) {
        const p = progress.get(g.id)!;
        if (p !== g.progress) await repo.setProgress(tx, g.id, p);
        if (p >= g.requirement) await close(tx, { ...g, progress: p }, 'release');
      }
    }
    await batch.advance();
    return batch.entries.length === BATCH;
  }

  /**
   * The first-deposit templates' bonuses of a credited deposit (the deposit job's work), and the
   * referral bonus of whoever invited the member when the deposit reaches the template's minimum.
   */
  async function depositGrants(
    tx: DbTransaction,
    d: { depositId: number; memberId: number; merchantCode: string; amount: bigint; first: boolean },
  ) {
    if (!d.first) return;
    const currency = await currencyOf(d.merchantCode);
    const templates = await repo.templatesOf(d.merchantCode, tx);
    const referral = templates.find((t) => t.active && t.code === REFERRAL_TEMPLATE);
    if (referral && referral.fixedAmount > 0n && d.amount >= referral.minDeposit) {
      const referrer = await deps.members.referrerOf(tx, d.memberId);
      if (referrer && referrer.merchantCode === d.merchantCode && !isTrialType(referrer.type))
        await grant(tx, {
          member: referrer,
          template: referral,
          currency,
          amount: referral.fixedAmount,
          depositAmount: 0n,
          sourceKey: `referral:${d.memberId}`,
          actor: { kind: 'system', id: 'rewards-referral' },
        });
    }
    for (const template of templates) {
      if (!template.active || template.trigger !== 'firstDeposit') continue;
      await grant(tx, {
        member: { id: d.memberId, merchantCode: d.merchantCode },
        template,
        currency,
        amount: depositBonus(template, d.amount),
        depositAmount: d.amount,
        sourceKey: `${template.code}:first-deposit:${d.memberId}`,
        actor: { kind: 'system', id: 'rewards-bonus' },
      });
    }
  }

  const jobHandlers = new Map<string, JobHandler>([
    [
      BONUS_FACTS_JOB,
      async ({ tx, now: at }) => {
        const more = await consumeFacts(tx);
        const next = more ? at.getTime() : Math.ceil((at.getTime() + 1) / intervalMs) * intervalMs;
        await enqueueJob(tx, BONUS_FACTS_JOB, {
          runAt: new Date(next),
          dedupeKey: `${BONUS_FACTS_JOB}:${next}`,
        });
      },
    ],
    [
      BONUS_DEPOSIT_JOB,
      async ({ tx, job }) => {
        const p = job.payload;
        await depositGrants(tx, {
          depositId: Number(p.depositId),
          memberId: Number(p.memberId),
          merchantCode: String(p.merchantCode),
          amount: BigInt(String(p.amount)),
          first: p.first === true,
        });
      },
    ],
    [
      BONUS_EXPIRY_JOB,
      async ({ tx, job }) => {
        const row = await repo.grantById(tx, Number(job.payload.grantId), true);
        // Bets read before the expiry may still meet it: read what is waiting first.
        if (row?.status !== 'active' || row.expiresAt.getTime() > now()) return;
        for (let i = 0; i < 5 && (await consumeFacts(tx)); i++);
        const fresh = await repo.grantById(tx, row.id, true);
        if (fresh?.status === 'active') await close(tx, fresh, 'expire');
      },
    ],
  ]);

  function view(g: BonusGrantRow): BonusGrant {
    return {
      id: g.id,
      kind: g.kind,
      name: g.name,
      amount: wire(g.amount),
      depositAmount: wire(g.depositAmount),
      requirement: wire(g.requirement),
      progress: wire(g.progress < g.requirement ? g.progress : g.requirement),
      status: g.status,
      weights: Object.entries(g.weights).map(([productType, weight]) => ({
        productType: productType as BonusGrant['weights'][number]['productType'],
        weight,
      })),
      grantedAt: g.grantedAt.getTime(),
      expiresAt: g.expiresAt.getTime(),
      closedAt: g.closedAt?.getTime() ?? null,
    };
  }
  const opsView = (g: BonusGrantRow) => ({ ...view(g), memberId: g.memberId });

  function templateView(t: BonusTemplateRow) {
    return {
      code: t.code,
      kind: t.kind,
      trigger: t.trigger,
      name: t.name,
      percent: t.percentBps / 100,
      fixedAmount: wire(t.fixedAmount),
      maxBonus: wire(t.maxBonus),
      minDeposit: wire(t.minDeposit),
      multiple: t.multipleX100 / 100,
      base: t.base,
      expiryDays: t.expiryDays,
      weights: Object.entries(t.weights).map(([productType, weight]) => ({
        productType: productType as BonusGrant['weights'][number]['productType'],
        weight,
      })),
      active: t.active,
    };
  }

  async function templatesView(merchantCode: string): Promise<OpsBonusTemplates> {
    return {
      withdrawalRule: await ruleOf(merchantCode),
      templates: (await repo.templatesOf(merchantCode)).map(templateView),
    };
  }

  /** An amount of zero or more, else the template is invalid. */
  function amountOf(value: unknown, field: string): bigint {
    const parsed = parseWireAmount(value as string | number);
    if (parsed.ok) return parsed.minor;
    if (parsed.reason === 'zero') return 0n;
    throw new AppError('bonus.template.invalid', 400, { field });
  }

  /** An operator's change of a grant, in `tx`, audited with before and after. */
  async function audited(
    tx: DbTransaction,
    actor: Actor,
    action: string,
    before: BonusGrantRow | null,
    after: BonusGrantRow,
    reason: string,
  ) {
    await writeAudit(
      tx,
      actor,
      {
        action,
        targetType: 'bonus',
        targetId: String(after.id),
        before: before ? opsView(before) : null,
        after: opsView(after),
        reason,
      },
      new Date(now()),
    );
  }

  async function activeGrant(tx: DbTransaction, id: number) {
    const row = await repo.grantById(tx, id, true);
    if (!row) throw new AppError('bonus.not.found', 404);
    if (row.status !== 'active') throw new AppError('bonus.not.active', 409);
    return row;
  }

  return {
    jobHandlers,
    consumeFacts,

    /**
     * Grants a template's bonus in the caller's transaction (the reward centre's claims): undefined
     * when the source key was granted before. `currency` is read before the transaction.
     */
    async grantTemplate(tx: DbTransaction, input: TemplateGrant) {
      const template = await repo.templateByCode(input.member.merchantCode, input.templateCode, tx);
      if (!template?.active) throw new AppError('reward.not.available', 400);
      const { multipleX100, ...rest } = input;
      const terms = multipleX100 === undefined ? template : { ...template, multipleX100 };
      return grant(tx, { ...rest, template: terms, depositAmount: 0n });
    },

    /**
     * The same, skipped when the template is missing or switched off (the VIP review: an operator
     * turning the monthly bonus off must not stop the levels' review).
     */
    async grantTemplateIfActive(tx: DbTransaction, input: TemplateGrant) {
      const template = await repo.templateByCode(input.member.merchantCode, input.templateCode, tx);
      if (!template?.active) return undefined;
      return grant(tx, { ...input, template, depositAmount: 0n });
    },

    /** Makes sure the facts job is waiting (main.ts at start; it re-enqueues itself). */
    async ensureJob(): Promise<void> {
      if ((await pendingJobs(db, BONUS_FACTS_JOB)).length === 0)
        await enqueueJob(db, BONUS_FACTS_JOB, {
          runAt: new Date(now()),
          dedupeKey: `${BONUS_FACTS_JOB}:start`,
        });
    },

    /** A credited deposit, in the crediting transaction: only a job is enqueued there. */
    async depositCredited(
      tx: DbTransaction,
      d: { depositId: number; memberId: number; merchantCode: string; amount: bigint; first: boolean },
    ): Promise<void> {
      if (!d.first) return;
      await enqueueJob(tx, BONUS_DEPOSIT_JOB, {
        runAt: new Date(now()),
        payload: { ...d, amount: d.amount.toString() },
        dedupeKey: `${BONUS_DEPOSIT_JOB}:${d.depositId}`,
      });
    },

    /**
     * A withdrawal request, in its transaction (the member row locked): with an active bonus, refused
     * (`block`) or the bonuses forfeited (`forfeit`), by the brand's rule.
     */
    async withdrawalRequested(
      tx: DbTransaction,
      member: { id: number; merchantCode: string },
    ): Promise<void> {
      const active = await repo.activeOf(tx, [member.id]);
      if (active.length === 0) return;
      if ((await ruleOf(member.merchantCode, tx)) === 'block') {
        const lockedAmount = active.reduce((s, g) => s + g.amount, 0n);
        throw new AppError('bonus.withdrawal.blocked', 400, {
          active: active.length,
          locked: wire(lockedAmount),
        });
      }
      for (const g of active) await close(tx, g, 'forfeit', 'withdrawal');
    },

    /** Which of these members hold an open bonus now (the withdrawal queue's risk flag). */
    async membersWithOpenBonus(memberIds: readonly number[]): Promise<ReadonlySet<number>> {
      return new Set(await repo.membersWithActive(memberIds));
    },

    /** The bonus details page: the caller's bonuses and what is locked now. */
    async list(
      member: { id: number; merchantCode: string },
      query: { status?: BonusStatus | undefined; pageNo: number; pageSize: number },
    ): Promise<BonusList> {
      const [{ list, total }, active, rule] = await Promise.all([
        repo.grantsOf(member.id, query.status, query.pageNo, query.pageSize),
        repo.grantsOf(member.id, 'active', 1, 100),
        ruleOf(member.merchantCode),
      ]);
      return {
        list: list.map(view),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        summary: {
          active: active.total,
          locked: wire(active.list.reduce((s, g) => s + g.amount, 0n)),
          withdrawalRule: rule,
        },
      };
    },

    // -------------------------------------------------------------------------------- operators

    async operatorTemplates(merchantCode: string): Promise<OpsBonusTemplates> {
      await currencyOf(merchantCode);
      return templatesView(merchantCode);
    },

    /** Saves a brand's templates (by code; the others deactivated) and its withdrawal rule, audited. */
    async setTemplates(input: BonusTemplatesBody, actor: Actor): Promise<OpsBonusTemplates> {
      const checked = bonusTemplatesBodySchema.safeParse(input);
      if (!checked.success)
        throw new AppError('bonus.template.invalid', 400, { detail: checked.error.issues[0]?.message });
      const body = checked.data;
      await currencyOf(body.merchantCode);
      const rows = body.templates.map((t) => ({
        code: t.code,
        kind: t.kind,
        trigger: t.trigger,
        name: t.name,
        percentBps: Math.round(t.percent * 100),
        fixedAmount: amountOf(t.fixedAmount, 'fixedAmount'),
        maxBonus: amountOf(t.maxBonus, 'maxBonus'),
        minDeposit: amountOf(t.minDeposit, 'minDeposit'),
        multipleX100: Math.round(t.multiple * 100),
        base: t.base,
        expiryDays: t.expiryDays,
        weights: cleanWeights(t.weights),
        active: t.active,
        updatedAt: new Date(now()),
      }));
      for (const r of rows)
        if (r.trigger === 'firstDeposit' && r.percentBps === 0)
          throw new AppError('bonus.template.invalid', 400, { field: 'percent' });
      const before = await templatesView(body.merchantCode);
      await db.transaction(async (tx) => {
        await repo.saveTemplates(tx, body.merchantCode, rows);
        await repo.setRule(tx, body.merchantCode, body.withdrawalRule, new Date(now()));
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.bonus.templates',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before,
            after: { withdrawalRule: body.withdrawalRule, templates: rows.map((r) => r.code) },
          },
          new Date(now()),
        );
      });
      return templatesView(body.merchantCode);
    },

    async operatorGrants(merchantCode: string, username: string) {
      const member = await deps.members.findMemberByUsername(merchantCode, username);
      if (!member) throw new AppError('request_param_err', 400, { field: 'username' });
      return { list: (await repo.grantsOf(member.id, undefined, 1, 100)).list.map(opsView) };
    },

    /** An operator grants a template's bonus (its fixed amount unless one is named), audited. */
    async operatorGrant(
      body: {
        merchantCode: string;
        username: string;
        templateCode: string;
        amount?: unknown;
        reason: string;
        idempotencyKey: string;
      },
      actor: Actor,
    ) {
      // One grant per key, whoever retries it (the HTTP call and the CLI make one key per grant).
      const sourceKey = `ops:${body.idempotencyKey}`;
      const currency = await currencyOf(body.merchantCode);
      const member = await deps.members.findMemberByUsername(body.merchantCode, body.username);
      if (!member || isTrialType(member.type))
        throw new AppError('request_param_err', 400, { field: 'username' });
      const template = await repo.templateByCode(body.merchantCode, body.templateCode);
      if (!template?.active) throw new AppError('bonus.not.found', 404);
      const named = body.amount === undefined ? undefined : parseWireAmount(body.amount as string | number);
      if (named && !named.ok) throw new AppError('request_param_err', 400, { field: 'amount' });
      const amount = named?.ok ? named.minor : template.fixedAmount;
      if (amount <= 0n) throw new AppError('request_param_err', 400, { field: 'amount' });
      return db.transaction(async (tx) => {
        const row = await grant(tx, {
          member,
          template,
          currency,
          amount,
          depositAmount: 0n,
          sourceKey,
          actor: { kind: 'operator', id: actor.name },
          reason: body.reason,
        });
        if (!row) {
          const earlier = await repo.grantBySource(tx, sourceKey);
          if (
            earlier?.memberId !== member.id ||
            earlier.templateId !== template.id ||
            earlier.amount !== amount
          )
            throw new AppError('idempotency.conflict', 409);
          return opsView(earlier);
        }
        await audited(tx, actor, 'rewards.bonus.grant', null, row, body.reason);
        return opsView(row);
      });
    },

    /** An operator cancels an active bonus: its money goes back to the house, audited. */
    async cancel(grantId: number, reason: string, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await activeGrant(tx, grantId);
        const after = await close(tx, row, 'cancel', reason);
        await audited(tx, actor, 'rewards.bonus.cancel', row, after, reason);
        return opsView(after);
      });
    },

    /** An operator changes an active bonus's requirement or expiry (met at once if reached), audited. */
    async adjust(
      body: { grantId: number; requirement?: unknown; expiresAt?: number | undefined; reason: string },
      actor: Actor,
    ) {
      return db.transaction(async (tx) => {
        const row = await activeGrant(tx, body.grantId);
        const requirement =
          body.requirement === undefined ? row.requirement : amountOf(body.requirement, 'requirement');
        const expiresAt = body.expiresAt === undefined ? row.expiresAt : new Date(body.expiresAt);
        if (expiresAt.getTime() <= now())
          throw new AppError('request_param_err', 400, { field: 'expiresAt' });
        await repo.amend(tx, row.id, { requirement, expiresAt });
        let after: BonusGrantRow = { ...row, requirement, expiresAt };
        if (expiresAt.getTime() !== row.expiresAt.getTime()) await scheduleExpiry(tx, after);
        if (after.progress >= requirement) after = await close(tx, after, 'release');
        await audited(tx, actor, 'rewards.bonus.adjust', row, after, body.reason);
        return opsView(after);
      });
    },
  };
}

export type Bonuses = ReturnType<typeof createBonuses>;
