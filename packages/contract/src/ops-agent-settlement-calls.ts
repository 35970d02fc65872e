import { z } from 'zod';
import { contractKindSchema } from './agent-contracts';
import { defineCall } from './call';

export const opsSettlementPeriodsQuerySchema = z.object({
  kind: contractKindSchema,
  merchantCode: z.string().trim().min(1).max(32).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One settled period of a kind in one brand: what its settlement rows add up to. */
export const opsSettlementPeriodRowSchema = z.object({
  kind: contractKindSchema,
  merchantCode: z.string(),
  currency: z.string(),
  periodStart: z.number(),
  /** What the re-run and CSV calls take (epoch ms). */
  periodEnd: z.number(),
  /** Settlement rows (one per contract), and how many of them ended in each status. */
  settlements: z.number().int(),
  statuses: z.object({ paid: z.number().int(), zero: z.number().int(), withheld: z.number().int() }),
  /** The sum paid (wire amount, the brand's currency). */
  amount: z.number(),
  /** The newest settlement of the period (a re-run that paid something moves it). */
  lastSettledAt: z.number(),
});
export type OpsSettlementPeriodRow = z.infer<typeof opsSettlementPeriodRowSchema>;

export const opsSettlementPeriodsValueSchema = z.object({
  list: z.array(opsSettlementPeriodRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** Operators: the commission periods settled so far (`/ops/agents/settlements`, permission `view`). */
export const opsAgentSettlementCalls = {
  settlementPeriods: defineCall({
    method: 'GET',
    path: '/ops/agents/settlements',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: 'Settled periods of a contract kind per brand, newest first, with their counts and sums',
    query: opsSettlementPeriodsQuerySchema,
    value: opsSettlementPeriodsValueSchema,
  }),
} as const;
