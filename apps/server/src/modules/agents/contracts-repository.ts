import { and, count, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContractKind, ContractStatus } from '@jade/contract/agent-contracts';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { LIVE_STATUSES } from './contracts-rules';
import { agentContractPauses, agentContracts, agentSettlements } from './tables';

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
export type SettlementRow = typeof agentSettlements.$inferSelect;
export type NewSettlement = typeof agentSettlements.$inferInsert;

export interface SettlementFilter {
  payeeId?: number;
  payerId?: number;
  kinds: readonly ContractKind[];
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The only code that touches agent_contracts, agent_contract_pauses and agent_settlements. */
export function createContractsRepository(db: Database) {
  const live = inArray(agentContracts.status, [...LIVE_STATUSES]);

  /** The contract of a downline and kind that also meets `where` (at most one is open per kind). */
  async function contractOf(
    tx: DbOrTx,
    downlineId: number,
    kind: ContractKind,
    ...where: SQL[]
  ): Promise<ContractRow | undefined> {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind), ...where));
    return row;
  }

  function settlementWhere(f: SettlementFilter): SQL | undefined {
    return and(
      f.payeeId !== undefined ? eq(agentSettlements.payeeId, f.payeeId) : undefined,
      f.payerId !== undefined ? eq(agentSettlements.payerId, f.payerId) : undefined,
      inArray(agentSettlements.kind, [...f.kinds]),
      f.from ? gte(agentSettlements.periodEnd, f.from) : undefined,
      f.to ? lt(agentSettlements.periodStart, f.to) : undefined,
    );
  }

  return {
    async insertContract(tx: DbOrTx, values: NewContract): Promise<ContractRow> {
      const [row] = await tx.insert(agentContracts).values(values).returning();
      return row!;
    },

    async findContract(tx: DbOrTx, id: number, lock = false): Promise<ContractRow | undefined> {
      const q = tx.select().from(agentContracts).where(eq(agentContracts.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async updateContract(tx: DbOrTx, id: number, patch: Partial<NewContract>): Promise<ContractRow> {
      const [row] = await tx.update(agentContracts).set(patch).where(eq(agentContracts.id, id)).returning();
      return row!;
    },

    /** The contract in force (approved, terminating or paused) of a downline and kind. */
    liveContract(tx: DbOrTx, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      return contractOf(tx, downlineId, kind, live);
    },

    /** The offer under way (applying) to a downline of a kind. */
    openOffer(tx: DbOrTx, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      return contractOf(tx, downlineId, kind, eq(agentContracts.status, 'applying'));
    },

    /** Contracts of a kind where the member is a party, not refused or closed. */
    async openContractsOf(memberId: number, kinds: readonly ContractKind[]): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            or(eq(agentContracts.downlineId, memberId), eq(agentContracts.uplineId, memberId)),
            inArray(agentContracts.kind, [...kinds]),
            inArray(agentContracts.status, ['applying', ...LIVE_STATUSES]),
          ),
        )
        .orderBy(desc(agentContracts.id));
    },

    /** The contracts an upline gave (in force or offered) of a kind. */
    async contractsGivenBy(tx: DbOrTx, uplineId: number, kind: ContractKind): Promise<ContractRow[]> {
      return tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, uplineId),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['applying', ...LIVE_STATUSES]),
          ),
        );
    },

    /** Contracts that settle a period ending at `periodEnd`: in force then and accepted before it. */
    /**
     * The contracts of a kind that were in force during some of [periodStart, periodEnd): accepted
     * before its end and, if closed since, closed after its start (paused ones too: their periods
     * are withheld, not skipped).
     */
    async settlingContracts(
      tx: DbOrTx,
      kind: ContractKind,
      periodStart: Date,
      periodEnd: Date,
    ): Promise<ContractRow[]> {
      return tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.kind, kind),
            lt(agentContracts.acceptedAt, periodEnd),
            or(live, and(eq(agentContracts.status, 'closed'), gt(agentContracts.closedAt, periodStart))),
          ),
        )
        .orderBy(agentContracts.id);
    },

    /** Opens an operator's pause of a contract (in the transaction that pauses it). */
    async openPause(tx: DbOrTx, contractId: number, at: Date, by: string): Promise<void> {
      await tx.insert(agentContractPauses).values({ contractId, pausedAt: at, pausedBy: by });
    },

    /** Ends a contract's open pause (in the transaction that resumes it). */
    async closePause(tx: DbOrTx, contractId: number, at: Date): Promise<void> {
      await tx
        .update(agentContractPauses)
        .set({ resumedAt: at })
        .where(and(eq(agentContractPauses.contractId, contractId), isNull(agentContractPauses.resumedAt)));
    },

    /** True when a pause of the contract covers some of [from, to). */
    async pausedDuring(tx: DbOrTx, contractId: number, from: Date, to: Date): Promise<boolean> {
      const [row] = await tx
        .select({ id: agentContractPauses.id })
        .from(agentContractPauses)
        .where(
          and(
            eq(agentContractPauses.contractId, contractId),
            lt(agentContractPauses.pausedAt, to),
            or(isNull(agentContractPauses.resumedAt), gt(agentContractPauses.resumedAt, from)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inserts a settlement unless the contract's period is settled already; the new row or undefined. */
    async claimSettlement(tx: DbOrTx, values: NewSettlement): Promise<SettlementRow | undefined> {
      const [row] = await tx
        .insert(agentSettlements)
        .values(values)
        .onConflictDoNothing({ target: [agentSettlements.contractId, agentSettlements.periodEnd] })
        .returning();
      return row;
    },

    async setSettlementTransfer(tx: DbOrTx, id: number, transferId: number): Promise<void> {
      await tx.update(agentSettlements).set({ transferId }).where(eq(agentSettlements.id, id));
    },

    async settlementOf(tx: DbOrTx, contractId: number, periodEnd: Date): Promise<SettlementRow | undefined> {
      const [row] = await tx
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.contractId, contractId), eq(agentSettlements.periodEnd, periodEnd)));
      return row;
    },

    async listSettlements(
      f: SettlementFilter,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: SettlementRow[]; total: number; measure: bigint; amount: bigint }> {
      const where = settlementWhere(f);
      const rows = await db
        .select()
        .from(agentSettlements)
        .where(where)
        .orderBy(desc(agentSettlements.periodEnd), desc(agentSettlements.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      const [sums] = await db
        .select({
          total: count(),
          measure: sql<string>`coalesce(sum(${agentSettlements.measure}), 0)::text`,
          amount: sql<string>`coalesce(sum(${agentSettlements.amount}), 0)::text`,
        })
        .from(agentSettlements)
        .where(where);
      return {
        rows,
        total: Number(sums?.total ?? 0),
        measure: BigInt(sums?.measure ?? '0'),
        amount: BigInt(sums?.amount ?? '0'),
      };
    },

    /**
     * A member's contract income per local day or month: wages and dividends received, and what they
     * paid out, from the settlements (period ends in [from, to)).
     */
    async incomeByPeriod(
      memberId: number,
      zone: string,
      groupBy: 'day' | 'month',
      from: Date,
      to: Date,
    ): Promise<{ period: string; wages: bigint; dividends: bigint; paidOut: bigint }[]> {
      const format = groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      // The period a settlement belongs to: the local day/month of its period's last instant.
      const result = await db.execute<{
        period: string;
        wages: string;
        dividends: string;
        paid_out: string;
      }>(sql`
        select to_char((${agentSettlements.periodEnd} - interval '1 millisecond') at time zone ${zone}, ${format}) as period,
          coalesce(sum(${agentSettlements.amount}) filter (where ${agentSettlements.payeeId} = ${memberId} and ${agentSettlements.kind} <> 'dividend'), 0)::text as wages,
          coalesce(sum(${agentSettlements.amount}) filter (where ${agentSettlements.payeeId} = ${memberId} and ${agentSettlements.kind} = 'dividend'), 0)::text as dividends,
          coalesce(sum(${agentSettlements.amount}) filter (where ${agentSettlements.payerId} = ${memberId}), 0)::text as paid_out
        from ${agentSettlements}
        where (${agentSettlements.payeeId} = ${memberId} or ${agentSettlements.payerId} = ${memberId})
          and ${agentSettlements.periodEnd} > ${from} and ${agentSettlements.periodEnd} <= ${to}
        group by 1 order by 1 desc`);
      return result.rows.map((r) => ({
        period: r.period,
        wages: BigInt(r.wages),
        dividends: BigInt(r.dividends),
        paidOut: BigInt(r.paid_out),
      }));
    },

    async opsList(
      f: {
        kind?: ContractKind | undefined;
        status?: ContractStatus | undefined;
        memberIds?: number[] | undefined;
      },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: ContractRow[]; total: number }> {
      const where = and(
        f.kind ? eq(agentContracts.kind, f.kind) : undefined,
        f.status ? eq(agentContracts.status, f.status) : undefined,
        f.memberIds
          ? or(
              inArray(agentContracts.downlineId, [0, ...f.memberIds]),
              inArray(agentContracts.uplineId, [0, ...f.memberIds]),
            )
          : undefined,
      );
      const rows = await db
        .select()
        .from(agentContracts)
        .where(where)
        .orderBy(desc(agentContracts.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      const [c] = await db.select({ n: count() }).from(agentContracts).where(where);
      return { rows, total: Number(c?.n ?? 0) };
    },

    async settlementsOfPeriod(kind: ContractKind, periodEnd: Date): Promise<SettlementRow[]> {
      return db
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.kind, kind), eq(agentSettlements.periodEnd, periodEnd)))
        .orderBy(agentSettlements.merchantCode, agentSettlements.contractId);
    },

    /** House contracts have no upline: a top-level agent's contract in force of a kind. */
    houseContract(tx: DbOrTx, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      return contractOf(tx, downlineId, kind, isNull(agentContracts.uplineId), live);
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
