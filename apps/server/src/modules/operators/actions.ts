import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { members, sessions } from '../accounts/tables';
import { merchants } from '../brand/tables';
import type { DepositRow, DepositService } from '../payments/deposits';
import { houseAccount, memberAccount, TRANSFER_TYPES, type PaymentsLedger } from '../payments/ledger-port';
import { toMinor, toWire } from '../payments/money';
import type { UploadedImage } from '../payments/uploads';
import type { WithdrawalRow, WithdrawalService } from '../payments/withdrawals';
import { AppError, NotFoundError } from '../../platform/errors';
import type { DbTransaction } from '../ledger/ledger-service';
import type { Database } from '../../platform/db/client';
import { writeAudit, type Actor } from './service';

const depositSummary = (d: DepositRow) => ({
  status: d.status,
  amount: toWire(d.amount),
  currency: d.currency,
});
const withdrawalSummary = (w: WithdrawalRow) => ({
  status: w.status,
  amount: toWire(w.amount),
  paidAmount: toWire(w.paidAmount),
  remainingAmount: toWire(w.remainingAmount),
  returnedAmount: toWire(w.returnedAmount),
});

/** "+100.25" → 10025n, "-25" → -2500n (minor units). */
export function signedMinor(amount: string): bigint {
  const text = amount.trim();
  const minor = toMinor(text.replace(/^[+-]/, ''));
  return text.startsWith('-') ? -minor : minor;
}

/**
 * Operator actions, shared by the `/ops` calls and the command-line tool. Each runs in one transaction
 * with its audit entry: the change, its money and its audit row commit together.
 */
export function createOperatorActions(deps: {
  db: Database;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  ledger: PaymentsLedger;
  now: () => number;
  defaultMerchant: () => Promise<string>;
}) {
  const { db, deposits, withdrawals, ledger, now } = deps;

  async function findMember(merchant: string | undefined, username: string) {
    const code = merchant ?? (await deps.defaultMerchant());
    const [row] = await db
      .select({ member: members, currency: merchants.currency })
      .from(members)
      .innerJoin(merchants, eq(merchants.code, members.merchantCode))
      .where(and(eq(members.merchantCode, code), sql`lower(${members.username}) = lower(${username})`));
    if (!row) throw new NotFoundError();
    return row;
  }

  async function decideDeposit(
    action: 'approve' | 'reject',
    id: number,
    actor: Actor,
    reason: string | undefined,
  ) {
    return db.transaction(async (tx) => {
      const who = { operatorId: actor.operatorId, name: actor.name };
      const result =
        action === 'approve'
          ? await deposits.approve(tx, id, who, reason)
          : await deposits.reject(tx, id, who, reason ?? '');
      await writeAudit(
        tx,
        actor,
        {
          // A first approval under four eyes credits nothing: audited as such.
          action: `deposit.${action}${'awaitingSecond' in result ? '.first' : ''}${result.changed ? '' : '.repeat'}`,
          targetType: 'deposit',
          targetId: String(id),
          before: depositSummary(result.before),
          after: depositSummary(result.after),
          reason,
        },
        new Date(now()),
      );
      return deposits.opsView(result.after, undefined, tx);
    });
  }

  async function decideWithdrawal(
    action: 'approve' | 'reject' | 'pay' | 'resolve',
    id: number,
    actor: Actor,
    options: { reason?: string | undefined; amount?: bigint | undefined; outcome?: 'received' | 'refund' },
  ) {
    return db.transaction(async (tx) => {
      const who = { operatorId: actor.operatorId, name: actor.name };
      const result = await (() => {
        switch (action) {
          case 'approve':
            return withdrawals.approve(tx, id, who, options.reason);
          case 'reject':
            return withdrawals.reject(tx, id, who, options.reason ?? '');
          case 'pay':
            return withdrawals.pay(tx, id, who, options.amount, options.reason);
          case 'resolve':
            return withdrawals.resolve(tx, id, who, options.outcome ?? 'received', options.reason ?? '');
        }
      })();
      await writeAudit(
        tx,
        actor,
        {
          action: `withdrawal.${action}${action === 'resolve' ? `.${options.outcome}` : ''}${result.changed ? '' : '.repeat'}`,
          targetType: 'withdrawal',
          targetId: String(id),
          before: withdrawalSummary(result.before),
          after: withdrawalSummary(result.after),
          reason: options.reason,
        },
        new Date(now()),
      );
      return withdrawals.opsView(result.after, tx);
    });
  }

  /**
   * Moves a signed amount between the member's wallet and the house's external account, and audits
   * it, in the caller's transaction (a four-eyes approval commits with it). The idempotency key names
   * the rule and the beneficiary (`ops-adjust:…`), so a replay moves nothing twice.
   */
  async function adjustMember(
    tx: DbTransaction,
    input: {
      member: { id: number; username: string; merchantCode: string };
      currency: string;
      amount: bigint;
      reason: string;
      idempotencyKey: string;
      actor: Actor;
    },
  ) {
    const { member, currency, amount, actor } = input;
    if (amount === 0n) throw new AppError('request_param_err', 400, { field: 'amount' });
    const external = houseAccount('external', currency);
    const wallet = memberAccount(member.id, currency);
    const minor = amount < 0n ? -amount : amount;
    const before = await ledger.balance(wallet, member.merchantCode, tx);
    const posted = await ledger.transfer(
      {
        merchantCode: member.merchantCode,
        idempotencyKey: input.idempotencyKey,
        type: TRANSFER_TYPES.adjustment,
        debit: amount > 0n ? external : wallet,
        credit: amount > 0n ? wallet : external,
        amount: minor,
        reference: `adjust:${member.id}`,
        actor: {
          kind: actor.operatorId === null ? 'system' : 'operator',
          id: actor.operatorId === null ? actor.name : String(actor.operatorId),
        },
        metadata: { reason: input.reason },
      },
      tx,
    );
    const after = await ledger.balance(wallet, member.merchantCode, tx);
    await writeAudit(
      tx,
      actor,
      {
        action: `member.adjust.${amount > 0n ? 'credit' : 'debit'}${posted.replayed ? '.repeat' : ''}`,
        targetType: 'member',
        targetId: String(member.id),
        before: { balance: toWire(before) },
        after: { balance: toWire(after), amount: toWire(amount) },
        reason: input.reason,
      },
      new Date(now()),
    );
    return {
      memberId: member.id,
      username: member.username,
      currency,
      amount: toWire(amount),
      balance: toWire(after),
      balanceMinor: after,
    };
  }

  return {
    approveDeposit: (id: number, actor: Actor, reason?: string) =>
      decideDeposit('approve', id, actor, reason),
    rejectDeposit: (id: number, actor: Actor, reason: string) => decideDeposit('reject', id, actor, reason),
    approveWithdrawal: (id: number, actor: Actor, reason?: string) =>
      decideWithdrawal('approve', id, actor, { reason }),
    rejectWithdrawal: (id: number, actor: Actor, reason: string) =>
      decideWithdrawal('reject', id, actor, { reason }),
    payWithdrawal: (id: number, actor: Actor, amount?: bigint, reason?: string) =>
      decideWithdrawal('pay', id, actor, { amount, reason }),
    resolveWithdrawal: (id: number, actor: Actor, outcome: 'received' | 'refund', reason: string) =>
      decideWithdrawal('resolve', id, actor, { outcome, reason }),

    /** An operator's proof of payment on a withdrawal, audited with it. */
    async addWithdrawalProof(id: number, image: UploadedImage, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await withdrawals.addOperatorProof(tx, id, image, {
          operatorId: actor.operatorId,
          name: actor.name,
        });
        await writeAudit(
          tx,
          actor,
          {
            action: 'withdrawal.proof',
            targetType: 'withdrawal',
            targetId: String(id),
            after: { contentType: image.contentType, size: image.bytes.length },
          },
          new Date(now()),
        );
        return withdrawals.opsView(row, tx);
      });
    },

    /** Credits ("+100") or debits ("-25") a member with a reason; a debit never goes below zero. */
    async adjust(
      input: {
        merchant?: string | undefined;
        username: string;
        amount: string;
        reason: string;
        idempotencyKey?: string | undefined;
      },
      actor: Actor,
    ) {
      if (!input.reason.trim()) throw new AppError('request_param_err', 400, { field: 'reason' });
      const { member, currency } = await findMember(input.merchant, input.username);
      const key = input.idempotencyKey ?? randomBytes(12).toString('hex');
      // The wire view only: the CLI prints it as JSON.
      const { balanceMinor, ...view } = await db.transaction((tx) =>
        adjustMember(tx, {
          member,
          currency,
          amount: signedMinor(input.amount),
          reason: input.reason,
          idempotencyKey: `ops-adjust:${key}`,
          actor,
        }),
      );
      void balanceMinor;
      return view;
    },

    adjustMember,

    /** Freezes (sessions end; no login, no money movement) or unfreezes a member. */
    async setFrozen(
      input: { merchant?: string | undefined; username: string; reason: string },
      frozen: boolean,
      actor: Actor,
    ) {
      if (!input.reason.trim()) throw new AppError('request_param_err', 400, { field: 'reason' });
      const { member } = await findMember(input.merchant, input.username);
      const status = frozen ? ('frozen' as const) : ('active' as const);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ status }).where(eq(members.id, member.id));
        if (frozen) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(now()), revokeReason: 'frozen' })
            .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
        }
        await writeAudit(
          tx,
          actor,
          {
            action: frozen ? 'member.freeze' : 'member.unfreeze',
            targetType: 'member',
            targetId: String(member.id),
            before: { status: member.status },
            after: { status },
            reason: input.reason,
          },
          new Date(now()),
        );
      });
      return { memberId: member.id, username: member.username, status };
    },
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;
