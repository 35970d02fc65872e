import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Deposit, DepositMethod } from '@jade/contract/payments';
import { toWire } from './money';
import { members } from '../accounts/tables';
import type { MerchantRow } from '../brand/repository';
import { AppError, NotFoundError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { DbOrTx, DbTransaction } from '../../platform/jobs/queue';
import type { GatewayNotification, PaymentGateway } from './gateway';
import { houseAccount, memberAccount, TRANSFER_TYPES, type PaymentsLedger } from './ledger-port';
import { depositMethods, depositReceipts, deposits, withdrawSettings, type DepositStatus } from './tables';
import type { UploadedImage } from './uploads';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositMethodRow = typeof depositMethods.$inferSelect;

/** Who acts: recorded on the row and as the ledger actor. */
export interface OperatorActor {
  operatorId: number | null;
  name: string;
}

export interface PayingMember {
  id: number;
  merchantCode: string;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export function pageOf<T>(list: T[], total: number, paging: Paging) {
  return {
    list,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / paging.pageSize),
  };
}

/** The idempotency key of a request, or a fresh one when the client sent none. */
export function keyOrRandom(key: string | undefined): string {
  return key ?? `auto-${randomBytes(12).toString('hex')}`;
}

export function depositView(row: DepositRow, methodName: string, hasReceipt: boolean): Deposit {
  return {
    id: row.id,
    methodId: row.methodId,
    kind: row.kind,
    methodName,
    currency: row.currency,
    amount: toWire(row.amount),
    status: row.status,
    reference: row.reference,
    gatewayOrderId: row.gatewayOrderId,
    hasReceipt,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    creditedAt: row.creditedAt?.getTime() ?? null,
  };
}

const CANCELLABLE: readonly DepositStatus[] = ['pending', 'awaiting_payment'];

/** A deposit just credited, as other capabilities see it (rewards: VIP deposits, first-deposit bonus). */
export interface CreditedDeposit {
  depositId: number;
  memberId: number;
  merchantCode: string;
  amount: bigint;
  creditedAt: Date;
  /** Whether it is the member's first credited deposit (a welcome bonus's trigger). */
  first: boolean;
}

export function createDepositService(deps: {
  db: Database;
  ledger: PaymentsLedger;
  gateway: PaymentGateway;
  now: () => number;
  /** Runs in the crediting transaction: what it writes commits with the credit, or neither does. */
  onCredited?: ((tx: DbTransaction, deposit: CreditedDeposit) => Promise<void>) | undefined;
}) {
  const { db, ledger, gateway, now } = deps;

  async function enabledMethods(merchant: MerchantRow): Promise<DepositMethodRow[]> {
    return db
      .select()
      .from(depositMethods)
      .where(
        and(
          eq(depositMethods.merchantCode, merchant.code),
          eq(depositMethods.currency, merchant.currency),
          eq(depositMethods.enabled, true),
        ),
      )
      .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id));
  }

  async function usableMethod(merchant: MerchantRow, methodId: number, kind: DepositMethodRow['kind']) {
    const method = (await enabledMethods(merchant)).find((m) => m.id === methodId);
    if (!method || method.kind !== kind) throw new AppError('deposit.method.invalid', 400);
    return method;
  }

  function checkLimits(method: DepositMethodRow, amount: bigint) {
    if (amount < method.minAmount || amount > method.maxAmount) {
      const min = toWire(method.minAmount);
      const max = toWire(method.maxAmount);
      throw new AppError('deposit.amount.limit', 400, { minAmount: min, maxAmount: max }, [min, max]);
    }
  }

  /** The deposit a repeated request made; a different request under the same key is a conflict. */
  async function replayOf(
    memberId: number,
    key: string,
    same: (row: DepositRow) => boolean,
  ): Promise<DepositRow | undefined> {
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.idempotencyKey, key)));
    if (row && !same(row)) throw new AppError('idempotency.conflict', 409);
    return row;
  }

  async function view(row: DepositRow, tx: DbOrTx = db): Promise<Deposit> {
    const [method] = await tx
      .select({ name: depositMethods.name })
      .from(depositMethods)
      .where(eq(depositMethods.id, row.methodId));
    const [receipt] = await tx
      .select({ id: depositReceipts.depositId })
      .from(depositReceipts)
      .where(eq(depositReceipts.depositId, row.id));
    return depositView(row, method?.name ?? '', Boolean(receipt));
  }

  async function lock(tx: DbTransaction, where: SQL): Promise<DepositRow | undefined> {
    const [row] = await tx.select().from(deposits).where(where).for('update');
    return row;
  }

  /** external → member, keyed so that the same deposit can never be credited twice. */
  async function credit(
    tx: DbTransaction,
    row: DepositRow,
    idempotencyKey: string,
    actor: { kind: 'operator' | 'system'; id: string },
  ) {
    await ledger.transfer(
      {
        merchantCode: row.merchantCode,
        idempotencyKey,
        type: TRANSFER_TYPES.deposit,
        debit: houseAccount('external', row.currency),
        credit: memberAccount(row.memberId, row.currency),
        amount: row.amount,
        reference: `deposit:${row.id}`,
        actor,
        metadata: { depositId: row.id, kind: row.kind, gatewayOrderId: row.gatewayOrderId },
      },
      tx,
    );
    const t = new Date(now());
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'credited', creditedAt: t, updatedAt: t })
      .where(eq(deposits.id, row.id))
      .returning();
    const [earlier] = await tx
      .select({ n: count() })
      .from(deposits)
      .where(
        and(eq(deposits.memberId, row.memberId), eq(deposits.status, 'credited'), ne(deposits.id, row.id)),
      );
    await deps.onCredited?.(tx, {
      depositId: row.id,
      memberId: row.memberId,
      merchantCode: row.merchantCode,
      amount: row.amount,
      creditedAt: t,
      first: (earlier?.n ?? 0) === 0,
    });
    return updated!;
  }

  /**
   * Four eyes (decision B3): the region's amount from which a manual deposit needs two operators
   * (`withdraw_settings.four_eyes_amount`, one amount for the whole payments desk; null: never).
   */
  async function needsFourEyes(row: DepositRow, tx: DbOrTx = db): Promise<boolean> {
    const [settings] = await tx
      .select({ amount: withdrawSettings.fourEyesAmount })
      .from(withdrawSettings)
      .where(
        and(eq(withdrawSettings.merchantCode, row.merchantCode), eq(withdrawSettings.currency, row.currency)),
      );
    return settings?.amount != null && row.amount >= settings.amount;
  }

  async function opsView(row: DepositRow, username?: string, tx: DbOrTx = db, fourEyes?: boolean) {
    const name =
      username ??
      (await tx.select({ u: members.username }).from(members).where(eq(members.id, row.memberId)))[0]?.u ??
      '';
    return {
      ...(await view(row, tx)),
      merchantCode: row.merchantCode,
      memberId: row.memberId,
      username: name,
      operatorName: row.operatorName,
      fourEyes: fourEyes ?? (await needsFourEyes(row, tx)),
      firstApprovedById: row.firstApprovedById,
      firstApprovedByName: row.firstApprovedByName,
    };
  }

  function methodView(m: DepositMethodRow): DepositMethod {
    return {
      id: m.id,
      kind: m.kind,
      name: m.name,
      currency: m.currency,
      minAmount: toWire(m.minAmount),
      maxAmount: toWire(m.maxAmount),
      fixedAmounts: m.fixedAmounts.map((a) => toWire(BigInt(a))),
      bankAccount: m.kind === 'manual_bank' ? (m.bankAccount ?? null) : null,
    };
  }

  return {
    enabledMethods,
    methodView,
    view,

    async settings(member: PayingMember, merchant: MerchantRow) {
      const methods = await enabledMethods(merchant);
      const [done] = await db
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.memberId, member.id), eq(deposits.status, 'credited')));
      const min = methods.length
        ? methods.reduce((m, x) => (x.minAmount < m ? x.minAmount : m), methods[0]!.minAmount)
        : null;
      const max = methods.length
        ? methods.reduce((m, x) => (x.maxAmount > m ? x.maxAmount : m), methods[0]!.maxAmount)
        : null;
      return {
        allowDeposit: methods.length > 0 ? ('Y' as const) : ('N' as const),
        totalDepositSuccessCount: done?.n ?? 0,
        depositInfo: {
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          minAmount: min === null ? null : toWire(min),
          maxAmount: max === null ? null : toWire(max),
        },
        ...(methods.length === 0 ? { data: { depositOffMessage: 'deposit.method.invalid' } } : {}),
      };
    },

    /** A manual bank transfer: pending, with its receipt, until an operator decides. */
    async submitManual(
      member: PayingMember,
      merchant: MerchantRow,
      input: { methodId: number; amount: bigint; reference: string; idempotencyKey: string | undefined },
      receipt: UploadedImage,
    ): Promise<Deposit> {
      const key = keyOrRandom(input.idempotencyKey);
      const same = (r: DepositRow) => r.methodId === input.methodId && r.amount === input.amount;
      const replay = await replayOf(member.id, key, same);
      if (replay) return view(replay);
      const method = await usableMethod(merchant, input.methodId, 'manual_bank');
      checkLimits(method, input.amount);
      const t = new Date(now());
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(deposits)
          .values({
            merchantCode: member.merchantCode,
            memberId: member.id,
            methodId: method.id,
            kind: 'manual_bank',
            currency: merchant.currency,
            amount: input.amount,
            status: 'pending',
            reference: input.reference,
            idempotencyKey: key,
            createdAt: t,
            updatedAt: t,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return undefined; // a concurrent request with the same key won
        await tx.insert(depositReceipts).values({
          depositId: inserted.id,
          contentType: receipt.contentType,
          bytes: receipt.bytes,
          size: receipt.bytes.length,
          createdAt: t,
        });
        return inserted;
      });
      return view(row ?? (await replayOf(member.id, key, same))!);
    },

    /** A gateway deposit: the order is created with the gateway and the player is sent to pay. */
    async startGateway(
      member: PayingMember,
      merchant: MerchantRow,
      input: {
        methodId: number;
        amount: bigint;
        idempotencyKey: string | undefined;
        returnUrl: string | undefined;
      },
    ) {
      const key = keyOrRandom(input.idempotencyKey);
      const same = (r: DepositRow) => r.methodId === input.methodId && r.amount === input.amount;
      const answer = async (row: DepositRow) => ({
        url: `/gateway-sim/pay?order=${row.gatewayOrderId}`,
        depositId: row.id,
        orderId: row.gatewayOrderId!,
        deposit: await view(row),
      });
      const replay = await replayOf(member.id, key, same);
      if (replay) return answer(replay);
      const method = await usableMethod(merchant, input.methodId, 'gateway_sim');
      checkLimits(method, input.amount);
      const t = new Date(now());
      const result = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(deposits)
          .values({
            merchantCode: member.merchantCode,
            memberId: member.id,
            methodId: method.id,
            kind: 'gateway_sim',
            currency: merchant.currency,
            amount: input.amount,
            status: 'awaiting_payment',
            idempotencyKey: key,
            createdAt: t,
            updatedAt: t,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return undefined;
        const returnUrl = input.returnUrl ?? `/?deposit=${inserted.id}`;
        const order = await gateway.createOrder(
          {
            merchantCode: member.merchantCode,
            depositId: inserted.id,
            amount: input.amount,
            currency: merchant.currency,
            returnUrl,
          },
          tx,
        );
        const [updated] = await tx
          .update(deposits)
          .set({ gatewayOrderId: order.orderId, returnUrl })
          .where(eq(deposits.id, inserted.id))
          .returning();
        return { row: updated!, url: order.redirectUrl };
      });
      if (!result) return answer((await replayOf(member.id, key, same))!);
      return { ...(await answer(result.row)), url: result.url };
    },

    async cancel(member: PayingMember, depositId: number): Promise<Deposit> {
      return db.transaction(async (tx) => {
        const row = await lock(tx, and(eq(deposits.id, depositId), eq(deposits.memberId, member.id))!);
        if (!row) throw new NotFoundError();
        if (row.status === 'cancelled') return view(row, tx);
        if (!CANCELLABLE.includes(row.status))
          throw new AppError('deposit.status.invalid', 409, { status: row.status });
        const t = new Date(now());
        const [updated] = await tx
          .update(deposits)
          .set({ status: 'cancelled', updatedAt: t, reason: 'cancelled by the member' })
          .where(eq(deposits.id, row.id))
          .returning();
        return view(updated!, tx);
      });
    },

    async report(
      member: PayingMember,
      query: Paging & {
        status?: DepositStatus | undefined;
        startDate?: number | undefined;
        endDate?: number | undefined;
      },
    ) {
      const where = and(
        eq(deposits.memberId, member.id),
        query.status ? eq(deposits.status, query.status) : undefined,
        query.startDate !== undefined ? gte(deposits.createdAt, new Date(query.startDate)) : undefined,
        query.endDate !== undefined ? lte(deposits.createdAt, new Date(query.endDate)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(deposits).where(where);
      const rows = await db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return pageOf(await Promise.all(rows.map((r) => view(r))), total?.n ?? 0, query);
    },

    /** Operator list, with the member's username. */
    async list(
      query: Paging & {
        status?: DepositStatus | undefined;
        merchant?: string | undefined;
        username?: string | undefined;
      },
    ) {
      const where = and(
        query.status ? eq(deposits.status, query.status) : undefined,
        query.merchant ? eq(deposits.merchantCode, query.merchant) : undefined,
        query.username ? sql`lower(${members.username}) = lower(${query.username})` : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where);
      const rows = await db
        .select({
          deposit: deposits,
          username: members.username,
          fourEyesAmount: withdrawSettings.fourEyesAmount,
        })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .leftJoin(
          withdrawSettings,
          and(
            eq(withdrawSettings.merchantCode, deposits.merchantCode),
            eq(withdrawSettings.currency, deposits.currency),
          ),
        )
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const list = await Promise.all(
        rows.map(async (r) =>
          opsView(
            r.deposit,
            r.username,
            db,
            r.fourEyesAmount != null && r.deposit.amount >= r.fourEyesAmount,
          ),
        ),
      );
      return pageOf(list, total?.n ?? 0, query);
    },

    opsView,

    async receipt(depositId: number) {
      const [row] = await db.select().from(depositReceipts).where(eq(depositReceipts.depositId, depositId));
      return row;
    },

    /**
     * Operator approval of a manual deposit: the credit and the status change commit together. Approving
     * an already credited deposit changes nothing and answers it again.
     */
    async approve(tx: DbTransaction, id: number, actor: OperatorActor, reason?: string) {
      const before = await lock(tx, eq(deposits.id, id));
      if (!before) throw new NotFoundError();
      if (before.status === 'credited') return { before, after: before, changed: false };
      if (before.status !== 'pending')
        throw new AppError('deposit.status.invalid', 409, { status: before.status });
      // Four eyes: the first operator's approval is recorded and credits nothing; the command-line
      // tool (no operator id) is a trusted script identity and is not held to it, as for withdrawals.
      if (actor.operatorId !== null && (await needsFourEyes(before, tx))) {
        if (before.firstApprovedById === null) {
          const t = new Date(now());
          const [after] = await tx
            .update(deposits)
            .set({
              firstApprovedById: actor.operatorId,
              firstApprovedByName: actor.name,
              firstApprovedAt: t,
              reason: reason ?? null,
              updatedAt: t,
            })
            .where(eq(deposits.id, id))
            .returning();
          return { before, after: after!, changed: true, awaitingSecond: true };
        }
        // The same operator again (a double click) answers the request as it stands.
        if (before.firstApprovedById === actor.operatorId)
          return { before, after: before, changed: false, awaitingSecond: true };
      }
      await tx
        .update(deposits)
        .set({ operatorId: actor.operatorId, operatorName: actor.name, reason: reason ?? null })
        .where(eq(deposits.id, id));
      const after = await credit(tx, before, `deposit:${before.id}`, {
        kind: 'operator',
        id: actor.operatorId === null ? actor.name : String(actor.operatorId),
      });
      return { before, after, changed: true };
    },

    async reject(tx: DbTransaction, id: number, actor: OperatorActor, reason: string) {
      const before = await lock(tx, eq(deposits.id, id));
      if (!before) throw new NotFoundError();
      if (before.status === 'rejected') return { before, after: before, changed: false };
      if (!CANCELLABLE.includes(before.status))
        throw new AppError('deposit.status.invalid', 409, { status: before.status });
      const [after] = await tx
        .update(deposits)
        .set({
          status: 'rejected',
          reason,
          operatorId: actor.operatorId,
          operatorName: actor.name,
          updatedAt: new Date(now()),
        })
        .where(eq(deposits.id, id))
        .returning();
      return { before, after: after!, changed: true };
    },

    /**
     * A verified gateway notification. `paid` credits exactly once (ledger key = the gateway's order id,
     * under the deposit's row lock); a repeat answers the current state and moves nothing. Money the
     * gateway took is credited even when the player had cancelled meanwhile: it must not be lost.
     */
    async applyNotification(
      n: GatewayNotification,
    ): Promise<{ depositId: number; status: DepositStatus; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const row = await lock(tx, eq(deposits.gatewayOrderId, n.orderId));
        if (!row) throw new AppError('gateway.order.unknown', 404);
        if (String(row.id) !== n.merchantOrderId || row.amount !== n.amount || row.currency !== n.currency) {
          throw new AppError('gateway.amount.mismatch', 400);
        }
        if (row.status === 'credited') return { depositId: row.id, status: row.status, duplicate: true };
        if (n.status === 'paid') {
          const after = await credit(tx, row, `gateway:${gateway.code}:${n.orderId}`, {
            kind: 'system',
            id: `gateway:${gateway.code}`,
          });
          return { depositId: row.id, status: after.status, duplicate: false };
        }
        if (row.status !== 'awaiting_payment')
          return { depositId: row.id, status: row.status, duplicate: true };
        const status: DepositStatus = n.status === 'failed' ? 'failed' : 'cancelled';
        await tx
          .update(deposits)
          .set({ status, reason: `gateway: ${n.status}`, updatedAt: new Date(now()) })
          .where(eq(deposits.id, row.id));
        return { depositId: row.id, status, duplicate: false };
      });
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
