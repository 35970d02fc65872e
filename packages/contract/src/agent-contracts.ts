/**
 * Agent contracts (spec §2 contract screens, §4 contract states; wire reference §2.6): dividend
 * (SIGNCONDIV3), daily salary (DAILYSALCONT3), hourly salary (HOURSAL3) and real-time salary
 * (RTSALARY3). An upline offers a contract to a direct downline agent; the downline accepts or
 * rejects it; either side may request its termination, which the other side accepts or rejects.
 *
 * Rates are integers in basis points (1 bps = 0.01 %). Thresholds and amounts travel as wire amounts
 * (decimal numbers with two decimals); the server keeps minor units.
 */
import { z } from 'zod';
import { brandDaySchema, REPORT_SPANS } from './agent-reports';
import { int4IdSchema } from './bounds';
import type { ModuleId } from './module-ids';
import { wireAmountSchema } from './wallet';

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const contractKindSchema = z.enum(CONTRACT_KINDS);

/** The module switch of each kind (wire reference §3). */
export const CONTRACT_MODULES: Readonly<Record<ContractKind, ModuleId>> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

/**
 * applying: offered, waiting for the downline; refused: rejected by the downline; approved: in force
 * (signed); terminating: one side asked to end it, waiting for the other; closed: ended (terminated,
 * cancelled, replaced or ended because the upline's own rate fell below it); paused: in force but not
 * settled (operator).
 */
export const CONTRACT_STATUSES = [
  'applying',
  'refused',
  'approved',
  'terminating',
  'closed',
  'paused',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * What a party may do: accept / reject an offer (downline), cancel it (upline), request termination
 * (either side of an approved contract), accept / reject a termination request (the other side).
 */
export const CONTRACT_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'terminate',
  'acceptTermination',
  'rejectTermination',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Settlement periods: a brand day, an hour, 5 minutes (spec §9), a half-month or a month. */
export const CONTRACT_PERIODS = ['day', 'hour', 'fiveMinutes', 'halfMonth', 'month'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The most tiers one contract may have. */
export const MAX_CONTRACT_TIERS = 10;

/**
 * The highest rate the platform allows per kind (a top-level agent's contract is capped by this; every
 * downline is capped by its upline's own contract of the same kind).
 */
export const MAX_RATE_BPS: Readonly<Record<ContractKind, number>> = {
  dividend: 8000,
  daily: 300,
  hourly: 300,
  realtime: 300,
};

/**
 * One tier: at or above `threshold` of the period's measure (team valid bet for salaries, team loss
 * for dividends) and with at least `minActive` active members, the contract pays `rateBps` of the
 * measure.
 */
export const contractTierSchema = z.object({
  threshold: wireAmountSchema,
  minActive: z.coerce.number().int().min(0).max(1_000_000),
  rateBps: z.coerce.number().int().min(1).max(10_000),
});
export type ContractTierInput = z.input<typeof contractTierSchema>;

export const contractTierValueSchema = z.object({
  threshold: z.number(),
  minActive: z.number().int(),
  rateBps: z.number().int(),
});
export type ContractTier = z.infer<typeof contractTierValueSchema>;

export const contractPartySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
});

export const contractValueSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  status: z.enum(CONTRACT_STATUSES),
  period: z.enum(CONTRACT_PERIODS),
  /** Null: the house (a top-level agent's contract, set by an operator). */
  upline: contractPartySchema.nullable(),
  downline: contractPartySchema,
  tiers: z.array(contractTierValueSchema),
  /** The highest rate of the tiers. */
  maxRateBps: z.number().int(),
  createdAt: z.number(),
  acceptedAt: z.number().nullable(),
  closedAt: z.number().nullable(),
  /** Who asked for the termination under way (status terminating). */
  terminationBy: z.enum(['upline', 'downline']).nullable(),
  /** Why a closed contract ended. */
  closeReason: z.enum(['terminated', 'cancelled', 'replaced', 'upline_rate', 'operator']).nullable(),
});
export type ContractValue = z.infer<typeof contractValueSchema>;

/** The contracts screen of one kind (the `process…` calls). */
export const contractOverviewValueSchema = z.object({
  kind: contractKindSchema,
  period: z.enum(CONTRACT_PERIODS),
  /** The caller's own contract of this kind (as the downline), in force or being terminated. */
  own: contractValueSchema.nullable(),
  /** Requests waiting for the caller's decision (offers to them, termination requests). */
  requests: z.array(contractValueSchema),
  /** The highest rate the caller may give a downline (their own contract's top rate; 0: none). */
  capRateBps: z.number().int(),
  /** Direct downline agents, each with its live contract of this kind (or the offer under way). */
  downlines: z.array(
    contractPartySchema.extend({
      contract: contractValueSchema.nullable(),
    }),
  ),
});
export type ContractOverviewValue = z.infer<typeof contractOverviewValueSchema>;

/**
 * An offer. When the downline accepts it, the downline's own contracts of the kind with a higher rate
 * than the new one end automatically (spec §4; `closeReason: upline_rate`).
 */
export const contractOfferBodySchema = z.object({
  kind: contractKindSchema,
  downlineId: int4IdSchema,
  tiers: z.array(contractTierSchema).min(1).max(MAX_CONTRACT_TIERS),
});

export const contractActionBodySchema = z.object({
  contractId: int4IdSchema,
  action: z.enum(CONTRACT_ACTIONS),
});

// --------------------------------------------------------------------------------------- records

export const SETTLEMENT_STATUSES = ['paid', 'zero', 'withheld'] as const;

export const settlementRecordSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  periodStart: z.number(),
  periodEnd: z.number(),
  payee: z.string(),
  /** Null: paid by the house. */
  payer: z.string().nullable(),
  /** Team valid bet (salaries) or team loss (dividends) over the period. */
  measure: z.number(),
  activeMembers: z.number().int(),
  rateBps: z.number().int(),
  amount: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  settledAt: z.number(),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

/** A real calendar day (a day like 2026-13-45 is a 400, never a database error). */
const dateSchema = brandDaySchema;

export const settlementRecordQuerySchema = z.object({
  /** received: paid to the caller; paid: paid by the caller to their downlines. */
  side: z.enum(['received', 'paid']).default('received'),
  /** A named span of brand days (agent-reports.ts spanDays); wins over the two days. */
  span: z.enum(REPORT_SPANS).optional(),
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const settlementRecordListSchema = z.object({
  list: z.array(settlementRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Sums over every row of the query (not only this page). */
  footer: z.object({ measure: z.number(), amount: z.number() }),
});
export type SettlementRecordList = z.infer<typeof settlementRecordListSchema>;

// ---------------------------------------------------------------------------------------- income

export const incomeQuerySchema = z.object({
  /** A named span of brand days (agent-reports.ts spanDays); wins over the two days. */
  span: z.enum(REPORT_SPANS).optional(),
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  groupBy: z.enum(['day', 'month']).default('day'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const incomeFiguresSchema = z.object({
  /** Daily, hourly and real-time salary received. */
  wages: z.number(),
  dividends: z.number(),
  /** Wages and dividends the caller paid to downlines. */
  paidOut: z.number(),
  /** What the caller keeps from their contracts: wages + dividends − paidOut. */
  commission: z.number(),
});

export const incomeValueSchema = z.object({
  list: z.array(incomeFiguresSchema.extend({ period: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
  footer: incomeFiguresSchema,
});
export type IncomeValue = z.infer<typeof incomeValueSchema>;

// -------------------------------------------------------------------------------------- operator

export const opsContractListQuerySchema = z.object({
  /** With `account`: the brand of that account. */
  merchantCode: z.string().max(32).optional(),
  kind: contractKindSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  account: z.string().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const opsContractListSchema = z.object({
  list: z.array(contractValueSchema.extend({ merchantCode: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const opsSetContractBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  account: z.string().min(1).max(64),
  kind: contractKindSchema,
  tiers: z.array(contractTierSchema).min(1).max(MAX_CONTRACT_TIERS),
});

export const opsPauseContractBodySchema = z.object({
  contractId: int4IdSchema,
  paused: z.boolean(),
});

export const opsSettlementPeriodSchema = z.object({
  kind: contractKindSchema,
  /** The period's end, epoch ms (as listed in the records). */
  periodEnd: z.coerce.number().int().min(0),
});

export const opsRerunValueSchema = z.object({
  contracts: z.number().int(),
  /** Settlements made by this run (0 when the period was already settled). */
  settled: z.number().int(),
  paid: z.number(),
});

export const opsSettlementCsvValueSchema = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int(),
});
