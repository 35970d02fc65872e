import type { ContractKind } from '@jade/contract/agent-contracts';
import { and, desc, eq, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { agentSettlements } from './tables';

export interface SettledPeriodRow {
  merchantCode: string;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  settlements: number;
  paid: number;
  zero: number;
  withheld: number;
  /** Minor units. */
  amount: bigint;
  lastSettledAt: Date;
}

/**
 * The operators' view of settled commission periods: the settlement rows of a kind grouped by brand
 * and period end (served by `agent_settlements_period_idx`).
 */
export function createSettledPeriodsRepository(db: Database) {
  return {
    async list(
      f: { kind: ContractKind; merchantCode?: string | undefined },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: SettledPeriodRow[]; total: number }> {
      const s = agentSettlements;
      const where = and(eq(s.kind, f.kind), f.merchantCode ? eq(s.merchantCode, f.merchantCode) : undefined);
      const countOf = (status: 'paid' | 'zero' | 'withheld') =>
        sql<string>`count(*) filter (where ${s.status} = ${status})`;
      const [rows, totals] = await Promise.all([
        db
          .select({
            merchantCode: s.merchantCode,
            currency: s.currency,
            periodStart: min(s.periodStart),
            periodEnd: s.periodEnd,
            settlements: sql<string>`count(*)`,
            paid: countOf('paid'),
            zero: countOf('zero'),
            withheld: countOf('withheld'),
            amount: sql<string>`coalesce(sum(${s.amount}), 0)`,
            lastSettledAt: max(s.settledAt),
          })
          .from(s)
          .where(where)
          .groupBy(s.merchantCode, s.currency, s.periodEnd)
          .orderBy(desc(s.periodEnd), s.merchantCode, s.currency)
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.execute<{ n: string }>(sql`
          select count(*) as n from (
            select 1 from ${s} where ${where} group by ${s.merchantCode}, ${s.currency}, ${s.periodEnd}
          ) periods`),
      ]);
      return {
        rows: rows.map((r) => ({
          merchantCode: r.merchantCode,
          currency: r.currency,
          periodStart: r.periodStart!,
          periodEnd: r.periodEnd,
          settlements: Number(r.settlements),
          paid: Number(r.paid),
          zero: Number(r.zero),
          withheld: Number(r.withheld),
          amount: BigInt(r.amount),
          lastSettledAt: r.lastSettledAt!,
        })),
        total: Number(totals.rows[0]?.n ?? 0),
      };
    },
  };
}

export type SettledPeriodsRepository = ReturnType<typeof createSettledPeriodsRepository>;
