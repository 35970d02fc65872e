import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OpsApproval } from '@jade/contract/ops-players';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { toWire } from '../payments/money';
import { AppError, NotFoundError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { OperatorActions } from './actions';
import { signedMinor } from './actions';
import { writeAudit, type Actor } from './audit-log';
import { operatorApprovals } from './tables';

type ApprovalRow = typeof operatorApprovals.$inferSelect;

function view(row: ApprovalRow, username: string): OpsApproval {
  const result = (row.result ?? {}) as { balanceAfter?: string; failure?: string };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    merchant: row.merchantCode,
    memberId: row.memberId,
    username,
    amount: toWire(row.amount),
    currency: row.currency,
    reason: row.reason,
    requestedBy: row.requestedByName,
    requestedById: row.requestedById,
    requestedAt: row.requestedAt.getTime(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.getTime() ?? null,
    decisionNote: row.decisionNote,
    balanceAfter: result.balanceAfter === undefined ? null : toWire(BigInt(result.balanceAfter)),
    failure: result.failure ?? null,
  };
}

/**
 * Four-eyes requests (issue 16): one operator asks for a manual adjustment, another approves it, and
 * only then does money move — in the same transaction that marks the request approved, so a request is
 * carried out at most once whoever clicks twice. The asker can never approve their own request. A
 * request the ledger refuses on approval (a debit past the balance) ends `failed`, with the reason.
 */
export function createApprovals(deps: { db: Database; actions: OperatorActions; now: () => number }) {
  const { db, actions, now } = deps;

  async function rowWithName(id: number, merchantCode: string) {
    const [row] = await db
      .select({ approval: operatorApprovals, username: members.username })
      .from(operatorApprovals)
      .innerJoin(members, eq(members.id, operatorApprovals.memberId))
      .where(and(eq(operatorApprovals.id, id), eq(operatorApprovals.merchantCode, merchantCode)));
    if (!row) throw new NotFoundError();
    return view(row.approval, row.username);
  }

  return {
    /** Asks for a credit ("+100") or debit ("-25"); nothing moves yet. */
    async requestAdjustment(
      input: { merchantCode: string; memberId: number; amount: string; reason: string },
      actor: Actor,
    ): Promise<OpsApproval> {
      const amount = signedMinor(input.amount);
      if (amount === 0n) throw new AppError('request_param_err', 400, { field: 'amount' });
      const [member] = await db
        .select({ id: members.id, username: members.username, currency: merchants.currency })
        .from(members)
        .innerJoin(merchants, eq(merchants.code, members.merchantCode))
        .where(and(eq(members.id, input.memberId), eq(members.merchantCode, input.merchantCode)));
      if (!member) throw new NotFoundError();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(operatorApprovals)
          .values({
            kind: 'member.adjust',
            merchantCode: input.merchantCode,
            memberId: member.id,
            amount,
            currency: member.currency,
            reason: input.reason,
            requestedById: actor.operatorId,
            requestedByName: actor.name,
            requestedAt: new Date(now()),
          })
          .returning();
        if (!created) throw new Error('the request was not stored');
        await writeAudit(
          tx,
          actor,
          {
            action: 'approval.request',
            targetType: 'member',
            targetId: String(member.id),
            after: { approvalId: created.id, kind: created.kind, amount: toWire(amount) },
            reason: input.reason,
          },
          new Date(now()),
        );
        return created;
      });
      return view(row, member.username);
    },

    async list(
      merchantCode: string,
      query: { status?: OpsApproval['status'] | undefined; memberId?: number | undefined },
      page: { limit: number; offset: number },
    ) {
      const where = and(
        ...([
          eq(operatorApprovals.merchantCode, merchantCode),
          query.status ? eq(operatorApprovals.status, query.status) : undefined,
          query.memberId ? eq(operatorApprovals.memberId, query.memberId) : undefined,
        ] satisfies (SQL | undefined)[]),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ approval: operatorApprovals, username: members.username })
          .from(operatorApprovals)
          .innerJoin(members, eq(members.id, operatorApprovals.memberId))
          .where(where)
          .orderBy(desc(operatorApprovals.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(operatorApprovals).where(where),
      ]);
      return { list: rows.map((r) => view(r.approval, r.username)), total: total?.n ?? 0 };
    },

    /**
     * Approves (and carries out) or rejects a pending request. Deciding a request again the same way
     * answers it as it stands (a double click, a retried call); the other way is refused.
     */
    async decide(
      input: { merchantCode: string; id: number; decision: 'approve' | 'reject'; note?: string | undefined },
      actor: Actor,
    ): Promise<OpsApproval> {
      const note = input.note?.trim() || null;
      if (input.decision === 'reject' && !note) {
        throw new AppError('request_param_err', 400, { field: 'note' });
      }
      await db.transaction(async (tx) => {
        // The row lock makes two decisions on one request queue; the second sees the first's result.
        const [row] = await tx
          .select()
          .from(operatorApprovals)
          .where(
            and(eq(operatorApprovals.id, input.id), eq(operatorApprovals.merchantCode, input.merchantCode)),
          )
          .for('update');
        if (!row) throw new NotFoundError();
        if (row.status !== 'pending') {
          const same =
            (input.decision === 'approve' && (row.status === 'approved' || row.status === 'failed')) ||
            (input.decision === 'reject' && row.status === 'rejected');
          if (same && row.decidedById === actor.operatorId) return;
          throw new AppError('approval.decided', 409);
        }
        if (row.requestedById !== null && row.requestedById === actor.operatorId) {
          throw new AppError('approval.own.request', 403);
        }
        const decided = {
          decidedById: actor.operatorId,
          decidedByName: actor.name,
          decidedAt: new Date(now()),
          decisionNote: note,
        };
        if (input.decision === 'reject') {
          await tx
            .update(operatorApprovals)
            .set({ ...decided, status: 'rejected' })
            .where(eq(operatorApprovals.id, row.id));
          await writeAudit(
            tx,
            actor,
            {
              action: 'approval.reject',
              targetType: 'member',
              targetId: String(row.memberId),
              before: { approvalId: row.id, status: 'pending' },
              after: { approvalId: row.id, status: 'rejected' },
              reason: note,
            },
            new Date(now()),
          );
          return;
        }
        const [member] = await tx
          .select({ id: members.id, username: members.username, merchantCode: members.merchantCode })
          .from(members)
          .where(eq(members.id, row.memberId));
        if (!member) throw new NotFoundError();
        try {
          // A savepoint: a refusal by the ledger rolls back the adjustment alone, and the request
          // is then closed as failed with the reason.
          const result = await tx.transaction((inner) =>
            actions.adjustMember(inner, {
              member,
              currency: row.currency,
              amount: row.amount,
              reason: row.reason,
              idempotencyKey: `ops-adjust:approval:${row.id}:member:${member.id}`,
              actor,
            }),
          );
          await tx
            .update(operatorApprovals)
            .set({ ...decided, status: 'approved', result: { balanceAfter: String(result.balanceMinor) } })
            .where(eq(operatorApprovals.id, row.id));
          await writeAudit(
            tx,
            actor,
            {
              action: 'approval.approve',
              targetType: 'member',
              targetId: String(row.memberId),
              before: { approvalId: row.id, status: 'pending', requestedBy: row.requestedByName },
              after: { approvalId: row.id, status: 'approved', balance: result.balance },
              reason: note,
            },
            new Date(now()),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await tx
            .update(operatorApprovals)
            .set({ ...decided, status: 'failed', result: { failure: error.errorCode } })
            .where(eq(operatorApprovals.id, row.id));
          await writeAudit(
            tx,
            actor,
            {
              action: 'approval.failed',
              targetType: 'member',
              targetId: String(row.memberId),
              before: { approvalId: row.id, status: 'pending' },
              after: { approvalId: row.id, status: 'failed', failure: error.errorCode },
              reason: note,
            },
            new Date(now()),
          );
        }
      });
      return rowWithName(input.id, input.merchantCode);
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
