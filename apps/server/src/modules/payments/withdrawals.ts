import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, sum } from 'drizzle-orm';
import type { Withdrawal, WithdrawalRiskFlag } from '@jade/contract/payments';
import { toWire } from './money';
import { members } from '../accounts/tables';
import type { PasswordHasher } from '../accounts/passwords';
import type { MerchantRow } from '../brand/repository';
import { AppError, NotFoundError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { enqueueJob, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { limitKey, type Limit } from '../../platform/rate-limit/rate-limit';
import { pageOf, type OperatorActor, type Paging, type PayingMember } from './deposits';
import {
  houseAccount,
  memberAccount,
  TRANSFER_TYPES,
  type LedgerTransfer,
  type PaymentsLedger,
} from './ledger-port';
import type { PaymentsSettings } from './settings';
import {
  withdrawalProofs,
  withdrawals,
  withdrawSettings,
  type PayeeDetails,
  type WithdrawalStatus,
} from './tables';
import type { UploadedImage } from './uploads';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const AUTO_RECEIVE_JOB = 'withdrawal.auto-receive';

/** Wrong payment passwords per member (withdraw and change): 5 per 15 minutes, then locked. */
export const PAYMENT_PASSWORD_LIMIT: Limit = { name: 'paypw-member', max: 5, windowMs: 15 * 60_000 };

/** The defaults when a merchant has no withdraw_settings row (minor units). */
export const DEFAULT_WITHDRAW_LIMITS = {
  minAmount: 10_000n,
  maxAmount: 5_000_000n,
  dailyCount: 5,
  dailyAmount: 20_000_000n,
  feeFixed: 0n,
  feeBps: 0,
};

const AWAITING_CONFIRMATION: readonly WithdrawalStatus[] = ['paid', 'partially_paid'];

function mask(accountNumber: string): string {
  return accountNumber.length <= 4
    ? accountNumber
    : `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;
}

/** How many payout slips an operator may attach to one withdrawal. */
const MAX_OPERATOR_PROOFS = 5;

/** An account younger than this is flagged on the withdrawal queue. */
const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

export function withdrawalView(row: WithdrawalRow, now: number): Withdrawal {
  // spec §4: "full payment made" once everything due was paid out; "remaining amount" while (or when)
  // only a part was.
  const paymentState =
    row.paidAmount === 0n
      ? 'none'
      : row.paidAmount >= row.amount - row.fee
        ? 'full_payment_made'
        : 'remaining_amount';
  return {
    id: row.id,
    currency: row.currency,
    amount: toWire(row.amount),
    fee: toWire(row.fee),
    receiveAmount: toWire(row.amount - row.fee),
    payeeName: row.payeeName,
    payeeType: row.payee.type,
    provider: row.payee.provider,
    accountNumber: mask(row.payee.accountNumber),
    status: row.status,
    paidAmount: toWire(row.paidAmount),
    remainingAmount: toWire(row.remainingAmount),
    returnedAmount: toWire(row.returnedAmount),
    paymentState,
    confirmDeadline: row.confirmDeadline?.getTime() ?? null,
    canConfirm:
      AWAITING_CONFIRMATION.includes(row.status) &&
      row.confirmDeadline !== null &&
      row.confirmDeadline.getTime() > now,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    confirmedAt: row.confirmedAt?.getTime() ?? null,
  };
}

function startOfUtcDay(t: number): Date {
  const d = new Date(t);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function createWithdrawalService(deps: {
  db: Database;
  ledger: PaymentsLedger;
  hasher: PasswordHasher;
  counters: CounterStore;
  settings: PaymentsSettings;
  now: () => number;
  /**
   * A withdrawal is being requested (in its transaction, the member row locked): the rewards refuse it
   * or forfeit the member's active bonuses, by the brand's rule.
   */
  onRequested?:
    ((tx: DbTransaction, member: { id: number; merchantCode: string }) => Promise<void>) | undefined;
  /** A member's own daily limits above the brand's (the rewards' VIP levels). */
  memberLimits?: ((memberId: number) => Promise<{ dailyAmount?: bigint; dailyCount?: number }>) | undefined;
  /** Which of these members hold an open bonus now (the rewards'): a risk flag on the queue. */
  openBonuses?: ((memberIds: readonly number[]) => Promise<ReadonlySet<number>>) | undefined;
}) {
  const { db, ledger, hasher, counters, settings, now } = deps;

  async function limitsOf(merchantCode: string, currency: string) {
    const [row] = await db
      .select()
      .from(withdrawSettings)
      .where(and(eq(withdrawSettings.merchantCode, merchantCode), eq(withdrawSettings.currency, currency)));
    return {
      minAmount: row?.minAmount ?? DEFAULT_WITHDRAW_LIMITS.minAmount,
      maxAmount: row?.maxAmount ?? DEFAULT_WITHDRAW_LIMITS.maxAmount,
      dailyCount: row?.dailyCount ?? DEFAULT_WITHDRAW_LIMITS.dailyCount,
      dailyAmount: row?.dailyAmount ?? DEFAULT_WITHDRAW_LIMITS.dailyAmount,
      feeFixed: row?.feeFixed ?? DEFAULT_WITHDRAW_LIMITS.feeFixed,
      feeBps: row?.feeBps ?? DEFAULT_WITHDRAW_LIMITS.feeBps,
      autoReceiveMinutes: row?.autoReceiveMinutes ?? settings.withdrawAutoReceiveMinutes,
      fourEyesAmount: row?.fourEyesAmount ?? null,
    };
  }
  type Limits = Awaited<ReturnType<typeof limitsOf>>;

  /** The brand's limits with a member's own daily ones where they are higher (a VIP level's). */
  async function limitsFor(member: { id: number; merchantCode: string }, currency: string): Promise<Limits> {
    const [limits, own] = await Promise.all([
      limitsOf(member.merchantCode, currency),
      deps.memberLimits?.(member.id) ?? Promise.resolve<{ dailyAmount?: bigint; dailyCount?: number }>({}),
    ]);
    return {
      ...limits,
      dailyAmount:
        own.dailyAmount && own.dailyAmount > limits.dailyAmount ? own.dailyAmount : limits.dailyAmount,
      dailyCount: own.dailyCount && own.dailyCount > limits.dailyCount ? own.dailyCount : limits.dailyCount,
    };
  }

  const feeOf = (limits: Limits, amount: bigint) =>
    limits.feeFixed + (amount * BigInt(limits.feeBps)) / 10_000n;

  async function usedToday(tx: DbOrTx, memberId: number) {
    const [row] = await tx
      .select({ n: count(), total: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          ne(withdrawals.status, 'rejected'),
          gte(withdrawals.createdAt, startOfUtcDay(now())),
        ),
      );
    return { count: row?.n ?? 0, amount: BigInt(row?.total ?? 0) };
  }

  /** Checks the payment password, counting wrong ones; the 6th wrong one within 15 minutes is refused. */
  async function checkPaymentPassword(memberId: number, hash: string | null, password: string) {
    if (!hash) throw new AppError('payment.password.missing', 400);
    const key = limitKey(PAYMENT_PASSWORD_LIMIT, String(memberId));
    const state = await counters.peek(key);
    if (state.count >= PAYMENT_PASSWORD_LIMIT.max) {
      throw new AppError('payment.password.locked', 429, { retryAfterMs: state.resetInMs });
    }
    if (!(await hasher.verify(hash, password))) {
      const after = await counters.hit(key, PAYMENT_PASSWORD_LIMIT.windowMs);
      throw new AppError('payment.password.wrong', 400, {
        attemptsLeft: Math.max(0, PAYMENT_PASSWORD_LIMIT.max - after.count),
      });
    }
    await counters.clear(key);
  }

  async function lockRow(tx: DbTransaction, id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row;
  }

  async function update(tx: DbTransaction, id: number, values: Partial<typeof withdrawals.$inferInsert>) {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...values, updatedAt: new Date(now()) })
      .where(eq(withdrawals.id, id))
      .returning();
    return row!;
  }

  const transfer = (
    row: WithdrawalRow,
    step: string,
    type: LedgerTransfer['type'],
    debit: LedgerTransfer['debit'],
    credit: LedgerTransfer['credit'],
    amount: bigint,
    actor: LedgerTransfer['actor'],
  ): LedgerTransfer => ({
    merchantCode: row.merchantCode,
    idempotencyKey: `withdrawal:${row.id}:${step}`,
    type,
    debit,
    credit,
    amount,
    reference: `withdrawal:${row.id}`,
    actor,
    metadata: { withdrawalId: row.id },
  });

  const inTransit = (row: WithdrawalRow) => houseAccount('withdrawals_in_transit', row.currency);
  const memberOf = (row: WithdrawalRow) => memberAccount(row.memberId, row.currency);
  const operatorActor = (actor: OperatorActor) => ({
    kind: 'operator' as const,
    id: actor.operatorId === null ? actor.name : String(actor.operatorId),
  });

  /**
   * Ends a payout the payee accepted (or that counts as accepted): what was not paid out, and the fee
   * when the payout was not completed, goes back to the member.
   */
  async function close(
    tx: DbTransaction,
    row: WithdrawalRow,
    status: WithdrawalStatus,
    actor: LedgerTransfer['actor'],
  ) {
    const release = row.remainingAmount > 0n ? row.remainingAmount + row.fee : 0n;
    if (release > 0n) {
      await ledger.transfer(
        transfer(
          row,
          'release',
          TRANSFER_TYPES.withdrawalRelease,
          inTransit(row),
          memberOf(row),
          release,
          actor,
        ),
        tx,
      );
    }
    return update(tx, row.id, {
      status,
      confirmedAt: new Date(now()),
      remainingAmount: 0n,
      returnedAmount: row.returnedAmount + release,
    });
  }

  return {
    limitsOf,
    feeOf,

    async settings(member: PayingMember & { paymentPasswordHash: string | null }, merchant: MerchantRow) {
      const limits = await limitsFor(member, merchant.currency);
      const used = await usedToday(db, member.id);
      return {
        currency: merchant.currency,
        minimumAmount: toWire(limits.minAmount),
        maximumAmount: toWire(limits.maxAmount),
        dailyCount: limits.dailyCount,
        dailyAmount: toWire(limits.dailyAmount),
        usedCountToday: used.count,
        usedAmountToday: toWire(used.amount),
        feeFixed: toWire(limits.feeFixed),
        feeRate: limits.feeBps / 100,
        autoReceiveMinutes: limits.autoReceiveMinutes,
        hasWithdrawalPassword: Boolean(member.paymentPasswordHash),
      };
    },

    async charges(member: PayingMember, merchant: MerchantRow, amount: bigint) {
      const fee = feeOf(await limitsOf(member.merchantCode, merchant.currency), amount);
      return {
        amount: toWire(amount),
        fee: toWire(fee),
        receiveAmount: toWire(amount > fee ? amount - fee : 0n),
      };
    },

    async setPaymentPassword(
      memberId: number,
      body: { paymentPassword: string; confirmPaymentPassword: string },
    ) {
      if (body.paymentPassword !== body.confirmPaymentPassword) throw new AppError('inconsistent_twice', 400);
      const hash = await hasher.hash(body.paymentPassword);
      const done = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, memberId), sql`${members.paymentPasswordHash} is null`))
        .returning({ id: members.id });
      if (done.length === 0) throw new AppError('payment.password.exists', 409);
    },

    async changePaymentPassword(
      memberId: number,
      body: { oldPaymentPassword: string; newPaymentPassword: string; confirmNewPaymentPassword: string },
    ) {
      if (body.newPaymentPassword !== body.confirmNewPaymentPassword)
        throw new AppError('inconsistent_twice', 400);
      const [member] = await db
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      await checkPaymentPassword(memberId, member?.hash ?? null, body.oldPaymentPassword);
      if (body.oldPaymentPassword === body.newPaymentPassword) throw new AppError('password.same', 400);
      await db
        .update(members)
        .set({ paymentPasswordHash: await hasher.hash(body.newPaymentPassword) })
        .where(eq(members.id, memberId));
    },

    /**
     * A withdrawal request: payment password (also before a replay answers), limits, then in one transaction (the member row locked so
     * daily limits hold under concurrency) the row and the hold member → withdrawals_in_transit.
     */
    async request(
      member: PayingMember & { paymentPasswordHash: string | null; payeeName: string | null },
      merchant: MerchantRow,
      input: {
        amount: bigint;
        payeeName?: string | undefined;
        payeeType: PayeeDetails['type'];
        provider: string;
        accountNumber: string;
        branch?: string | undefined;
        paymentPassword: string;
        idempotencyKey: string;
      },
    ): Promise<Withdrawal> {
      // The password comes first, even on a replay: a stolen session plus a guessed idempotency key must
      // not learn anything about an earlier withdrawal (its id, status, payee) without the password.
      await checkPaymentPassword(member.id, member.paymentPasswordHash, input.paymentPassword);
      const [existing] = await db
        .select()
        .from(withdrawals)
        .where(
          and(eq(withdrawals.memberId, member.id), eq(withdrawals.idempotencyKey, input.idempotencyKey)),
        );
      if (existing) {
        if (existing.amount !== input.amount || existing.payee.accountNumber !== input.accountNumber) {
          throw new AppError('idempotency.conflict', 409);
        }
        return withdrawalView(existing, now());
      }
      const limits = await limitsFor(member, merchant.currency);
      const fee = feeOf(limits, input.amount);
      if (input.amount < limits.minAmount || input.amount > limits.maxAmount || fee >= input.amount) {
        const min = toWire(limits.minAmount);
        const max = toWire(limits.maxAmount);
        throw new AppError('withdraw.amount.limit', 400, { minimumAmount: min, maximumAmount: max }, [
          min,
          max,
        ]);
      }
      const payeeName = input.payeeName ?? member.payeeName;
      if (!payeeName) throw new AppError('request_param_err', 400, { field: 'payeeName' });
      const t = new Date(now());
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: members.status })
          .from(members)
          .where(eq(members.id, member.id))
          .for('update');
        if (locked?.status !== 'active') throw new AppError('account.frozen', 403);
        await deps.onRequested?.(tx, { id: member.id, merchantCode: member.merchantCode });
        const [again] = await tx
          .select()
          .from(withdrawals)
          .where(
            and(eq(withdrawals.memberId, member.id), eq(withdrawals.idempotencyKey, input.idempotencyKey)),
          );
        if (again) return again;
        const used = await usedToday(tx, member.id);
        if (used.count + 1 > limits.dailyCount) {
          throw new AppError('withdraw.daily.limit', 400, { dailyCount: limits.dailyCount });
        }
        if (used.amount + input.amount > limits.dailyAmount) {
          throw new AppError('withdraw.daily.limit', 400, { dailyAmount: toWire(limits.dailyAmount) });
        }
        const [inserted] = await tx
          .insert(withdrawals)
          .values({
            merchantCode: member.merchantCode,
            memberId: member.id,
            currency: merchant.currency,
            amount: input.amount,
            fee,
            payeeName,
            payee: {
              type: input.payeeType,
              provider: input.provider,
              accountNumber: input.accountNumber,
              ...(input.branch ? { branch: input.branch } : {}),
            },
            status: 'pending',
            remainingAmount: input.amount - fee,
            idempotencyKey: input.idempotencyKey,
            createdAt: t,
            updatedAt: t,
          })
          .returning();
        await ledger.transfer(
          transfer(
            inserted!,
            'hold',
            TRANSFER_TYPES.withdrawalHold,
            memberOf(inserted!),
            inTransit(inserted!),
            inserted!.amount,
            { kind: 'member', id: String(member.id) },
          ),
          tx,
        );
        return inserted!;
      });
      return withdrawalView(row, now());
    },

    async report(
      member: PayingMember,
      query: Paging & {
        status?: WithdrawalStatus | undefined;
        startDate?: number | undefined;
        endDate?: number | undefined;
      },
    ) {
      const where = and(
        eq(withdrawals.memberId, member.id),
        query.status ? eq(withdrawals.status, query.status) : undefined,
        query.startDate !== undefined ? gte(withdrawals.createdAt, new Date(query.startDate)) : undefined,
        query.endDate !== undefined ? lte(withdrawals.createdAt, new Date(query.endDate)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return pageOf(
        rows.map((r) => withdrawalView(r, now())),
        total?.n ?? 0,
        query,
      );
    },

    /** The payee's answer about a payout, before its deadline. */
    async confirm(
      member: PayingMember,
      input: { withdrawalId: number; result: 'received' | 'not_received'; remark?: string | undefined },
      proof: UploadedImage | undefined,
    ): Promise<Withdrawal> {
      const row = await db.transaction(async (tx) => {
        const before = await lockRow(tx, input.withdrawalId);
        if (!before || before.memberId !== member.id) throw new NotFoundError();
        const open =
          AWAITING_CONFIRMATION.includes(before.status) &&
          before.confirmDeadline !== null &&
          before.confirmDeadline.getTime() > now();
        if (!open) throw new AppError('withdraw.confirm.closed', 409, { status: before.status });
        const actor = { kind: 'member' as const, id: String(member.id) };
        if (input.result === 'received') return close(tx, before, 'received', actor);
        if (proof) {
          await tx.insert(withdrawalProofs).values({
            withdrawalId: before.id,
            contentType: proof.contentType,
            bytes: proof.bytes,
            size: proof.bytes.length,
            createdAt: new Date(now()),
          });
        }
        return update(tx, before.id, {
          status: 'not_received',
          confirmedAt: new Date(now()),
          payeeRemark: input.remark ?? null,
        });
      });
      return withdrawalView(row, now());
    },

    // ---------- operator side (the caller's transaction; the caller writes the audit) ----------

    async list(
      query: Paging & {
        status?: WithdrawalStatus | undefined;
        merchant?: string | undefined;
        username?: string | undefined;
      },
    ) {
      const where = and(
        query.status ? eq(withdrawals.status, query.status) : undefined,
        query.merchant ? eq(withdrawals.merchantCode, query.merchant) : undefined,
        query.username ? sql`lower(${members.username}) = lower(${query.username})` : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where);
      const rows = await db
        .select({ w: withdrawals, username: members.username })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const flags = await riskFlagsOf(
        db,
        rows.map((r) => r.w),
      );
      // One read of the four-eyes amount per region and currency on the page, not one per row.
      const amounts = new Map<string, Promise<bigint | null>>();
      const fourEyesOf = (w: WithdrawalRow) => {
        const key = `${w.merchantCode}:${w.currency}`;
        if (!amounts.has(key))
          amounts.set(
            key,
            limitsOf(w.merchantCode, w.currency).then((l) => l.fourEyesAmount),
          );
        return amounts.get(key)!.then((amount) => amount !== null && w.amount >= amount);
      };
      const list = await Promise.all(
        rows.map(async (r) => opsView(db, r.w, r.username, flags.get(r.w.id), await fourEyesOf(r.w))),
      );
      return pageOf(list, total?.n ?? 0, query);
    },

    opsView: (row: WithdrawalRow, tx: DbOrTx = db) => opsView(tx, row),

    async approve(tx: DbTransaction, id: number, actor: OperatorActor, reason?: string) {
      const before = await lockRow(tx, id);
      if (!before) throw new NotFoundError();
      if (before.status === 'approved') return { before, after: before, changed: false };
      if (before.status !== 'pending')
        throw new AppError('withdraw.status.invalid', 409, { status: before.status });
      const after = await update(tx, id, {
        status: 'approved',
        approvedAt: new Date(now()),
        approvedById: actor.operatorId,
        operatorId: actor.operatorId,
        operatorName: actor.name,
        reason: reason ?? null,
      });
      return { before, after, changed: true };
    },

    /** Rejection: the whole hold goes back to the member. */
    async reject(tx: DbTransaction, id: number, actor: OperatorActor, reason: string) {
      const before = await lockRow(tx, id);
      if (!before) throw new NotFoundError();
      if (before.status === 'rejected') return { before, after: before, changed: false };
      if (before.status !== 'pending' && before.status !== 'approved') {
        throw new AppError('withdraw.status.invalid', 409, { status: before.status });
      }
      await ledger.transfer(
        transfer(
          before,
          'release',
          TRANSFER_TYPES.withdrawalRelease,
          inTransit(before),
          memberOf(before),
          before.amount,
          operatorActor(actor),
        ),
        tx,
      );
      const after = await update(tx, id, {
        status: 'rejected',
        remainingAmount: 0n,
        returnedAmount: before.amount,
        operatorId: actor.operatorId,
        operatorName: actor.name,
        reason,
      });
      return { before, after, changed: true };
    },

    /**
     * A payout of `amount` (default: all that remains): withdrawals_in_transit → external, and the fee
     * to the house when the payout completes. The payee then has the merchant's confirmation window.
     */
    async pay(
      tx: DbTransaction,
      id: number,
      actor: OperatorActor,
      amount: bigint | undefined,
      reason?: string,
    ) {
      const before = await lockRow(tx, id);
      if (!before) throw new NotFoundError();
      if (!['pending', 'approved', 'partially_paid'].includes(before.status)) {
        throw new AppError('withdraw.status.invalid', 409, { status: before.status });
      }
      // Four eyes: from the brand's amount on, one operator approves and another pays.
      if (actor.operatorId !== null && (await needsFourEyes(before))) {
        if (before.approvedAt === null || before.approvedById === actor.operatorId) {
          throw new AppError('withdraw.four.eyes', 403, {
            approved: before.approvedAt !== null,
          });
        }
      }
      const paying = amount ?? before.remainingAmount;
      if (paying <= 0n || paying > before.remainingAmount) {
        throw new AppError('withdraw.pay.amount.invalid', 400, {
          remainingAmount: toWire(before.remainingAmount),
        });
      }
      const remaining = before.remainingAmount - paying;
      const moves = [
        transfer(
          before,
          `paid:${before.paidAmount}`,
          TRANSFER_TYPES.withdrawalPaid,
          inTransit(before),
          houseAccount('external', before.currency),
          paying,
          operatorActor(actor),
        ),
      ];
      if (remaining === 0n && before.fee > 0n) {
        moves.push(
          transfer(
            before,
            'fee',
            TRANSFER_TYPES.withdrawalFee,
            inTransit(before),
            houseAccount('fees', before.currency),
            before.fee,
            operatorActor(actor),
          ),
        );
      }
      await ledger.transferMany(moves, tx);
      const limits = await limitsOf(before.merchantCode, before.currency);
      const t = now();
      const deadline = new Date(t + limits.autoReceiveMinutes * 60_000);
      const after = await update(tx, id, {
        status: remaining === 0n ? 'paid' : 'partially_paid',
        paidAmount: before.paidAmount + paying,
        remainingAmount: remaining,
        paidAt: new Date(t),
        confirmDeadline: deadline,
        approvedAt: before.approvedAt ?? new Date(t),
        operatorId: actor.operatorId,
        operatorName: actor.name,
        reason: reason ?? before.reason,
      });
      await enqueueJob(tx, AUTO_RECEIVE_JOB, { runAt: deadline, payload: { withdrawalId: id } });
      return { before, after, changed: true };
    },

    /** A not-received dispute: forced received (never refunded) or a refund of what was paid. */
    async resolve(
      tx: DbTransaction,
      id: number,
      actor: OperatorActor,
      outcome: 'received' | 'refund',
      reason: string,
    ) {
      const before = await lockRow(tx, id);
      if (!before) throw new NotFoundError();
      if (before.status !== 'not_received')
        throw new AppError('withdraw.status.invalid', 409, { status: before.status });
      const who = operatorActor(actor);
      if (outcome === 'received') {
        const closed = await close(tx, before, 'forced_received', who);
        const after = await update(tx, id, {
          operatorId: actor.operatorId,
          operatorName: actor.name,
          reason,
        });
        return { before, after: { ...closed, ...after }, changed: true };
      }
      const moves: LedgerTransfer[] = [];
      if (before.paidAmount > 0n) {
        moves.push(
          transfer(
            before,
            'refund',
            TRANSFER_TYPES.withdrawalRefund,
            houseAccount('external', before.currency),
            memberOf(before),
            before.paidAmount,
            who,
          ),
        );
      }
      const fullyPaid = before.remainingAmount === 0n;
      if (fullyPaid && before.fee > 0n) {
        moves.push(
          transfer(
            before,
            'fee-refund',
            TRANSFER_TYPES.withdrawalRefund,
            houseAccount('fees', before.currency),
            memberOf(before),
            before.fee,
            who,
          ),
        );
      }
      if (!fullyPaid) {
        moves.push(
          transfer(
            before,
            'release',
            TRANSFER_TYPES.withdrawalRelease,
            inTransit(before),
            memberOf(before),
            before.remainingAmount + before.fee,
            who,
          ),
        );
      }
      if (moves.length) await ledger.transferMany(moves, tx);
      const after = await update(tx, id, {
        status: 'rejected',
        remainingAmount: 0n,
        returnedAmount: before.amount,
        operatorId: actor.operatorId,
        operatorName: actor.name,
        reason,
      });
      return { before, after, changed: true };
    },

    /** The auto-receive job: a payout nobody answered by its deadline counts as received (forced). */
    async autoReceive(tx: DbTransaction, id: number, at: Date): Promise<boolean> {
      const row = await lockRow(tx, id);
      if (!row || !AWAITING_CONFIRMATION.includes(row.status)) return false;
      if (!row.confirmDeadline || row.confirmDeadline.getTime() > at.getTime()) return false;
      await close(tx, row, 'forced_received', { kind: 'system', id: AUTO_RECEIVE_JOB });
      return true;
    },

    /** The proofs of a withdrawal, oldest first (the image call's `n` indexes this list). */
    async proofs(withdrawalId: number) {
      return db
        .select()
        .from(withdrawalProofs)
        .where(eq(withdrawalProofs.withdrawalId, withdrawalId))
        .orderBy(asc(withdrawalProofs.id));
    },

    /**
     * An operator's proof of payment (a bank slip). Once the withdrawal was approved, whatever came
     * after; never on a pending or rejected one. At most MAX_OPERATOR_PROOFS per withdrawal.
     */
    async addOperatorProof(tx: DbTransaction, id: number, image: UploadedImage, actor: OperatorActor) {
      const row = await lockRow(tx, id);
      if (!row) throw new NotFoundError();
      if (row.status === 'pending' || row.status === 'rejected') {
        throw new AppError('withdraw.status.invalid', 409, { status: row.status });
      }
      const [existing] = await tx
        .select({ n: count() })
        .from(withdrawalProofs)
        .where(and(eq(withdrawalProofs.withdrawalId, id), eq(withdrawalProofs.source, 'operator')));
      if ((existing?.n ?? 0) >= MAX_OPERATOR_PROOFS) throw new AppError('upload.too.many', 400);
      await tx.insert(withdrawalProofs).values({
        withdrawalId: id,
        contentType: image.contentType,
        bytes: image.bytes,
        size: image.bytes.length,
        createdAt: new Date(now()),
        source: 'operator',
        operatorId: actor.operatorId,
      });
      return row;
    },
  };

  async function needsFourEyes(row: WithdrawalRow): Promise<boolean> {
    const { fourEyesAmount } = await limitsOf(row.merchantCode, row.currency);
    return fourEyesAmount !== null && row.amount >= fourEyesAmount;
  }

  /**
   * The queue's risk flags for these withdrawals' members: an account younger than a week, an open
   * bonus now, a payee name other than the one registered (ignoring case and spacing).
   */
  async function riskFlagsOf(tx: DbOrTx, rows: readonly WithdrawalRow[]) {
    const ids = [...new Set(rows.map((r) => r.memberId))];
    if (ids.length === 0) return new Map<number, WithdrawalRiskFlag[]>();
    const [people, bonuses] = await Promise.all([
      tx
        .select({ id: members.id, createdAt: members.createdAt, payeeName: members.payeeName })
        .from(members)
        .where(inArray(members.id, ids)),
      deps.openBonuses?.(ids) ?? Promise.resolve(new Set<number>()),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const squash = (name: string | null) => (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    return new Map(
      rows.map((row) => {
        const who = byId.get(row.memberId);
        const flags: WithdrawalRiskFlag[] = [];
        if (who && now() - who.createdAt.getTime() < NEW_ACCOUNT_MS) flags.push('new_account');
        if (bonuses.has(row.memberId)) flags.push('open_bonus');
        if (who?.payeeName && squash(who.payeeName) !== squash(row.payeeName)) flags.push('payee_mismatch');
        return [row.id, flags];
      }),
    );
  }

  async function opsView(
    tx: DbOrTx,
    row: WithdrawalRow,
    username?: string,
    flags?: readonly WithdrawalRiskFlag[],
    fourEyes?: boolean,
  ) {
    const name =
      username ??
      (await tx.select({ u: members.username }).from(members).where(eq(members.id, row.memberId)))[0]?.u ??
      '';
    const proofs = await tx
      .select({ source: withdrawalProofs.source, createdAt: withdrawalProofs.createdAt })
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, row.id))
      .orderBy(asc(withdrawalProofs.id));
    return {
      ...withdrawalView(row, now()),
      merchantCode: row.merchantCode,
      memberId: row.memberId,
      username: name,
      accountNumber: row.payee.accountNumber,
      branch: row.payee.branch ?? null,
      payeeRemark: row.payeeRemark,
      proofCount: proofs.length,
      proofs: proofs.map((p) => ({ source: p.source, createdAt: p.createdAt.getTime() })),
      operatorName: row.operatorName,
      approvedById: row.approvedById,
      fourEyes: fourEyes ?? (await needsFourEyes(row)),
      riskFlags: [...(flags ?? (await riskFlagsOf(tx, [row])).get(row.id) ?? [])],
    };
  }
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
