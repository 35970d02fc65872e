import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContractKind, ContractPeriod, ContractStatus } from '@jade/contract/agent-contracts';
import { members } from '../accounts/tables';
import { at, money } from '../../platform/db/columns';

/** The agents module's tables: each helper of the agent centre owns its own section below. */

// ------------------------------------------------------------------ contracts (contracts-service.ts)

/**
 * An agent contract (spec §4): offered by an upline (null: the house, set by an operator for a
 * top-level agent) to a direct downline agent. Tiers are `[{threshold (minor units, text), minActive,
 * rateBps}]`. At most one offer under way and one contract in force per downline and kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<ContractPeriod>().notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<ContractStatus>().notNull(),
    tiers: jsonb('tiers').$type<{ threshold: string; minActive: number; rateBps: number }[]>().notNull(),
    maxRateBps: integer('max_rate_bps').notNull(),
    terminationBy: text('termination_by').$type<'upline' | 'downline'>(),
    closeReason: text('close_reason').$type<
      'terminated' | 'cancelled' | 'replaced' | 'upline_rate' | 'operator'
    >(),
    /** `member:<id>` or `operator:<name>`. */
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    closedAt: at('closed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_contracts_offer_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'applying'`),
    uniqueIndex('agent_contracts_live_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} in ('approved', 'terminating', 'paused')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_kind_status_idx').on(t.merchantCode, t.kind, t.status),
  ],
);

/**
 * An operator's pause of a contract (until `resumed_at`): a period the pause touches is withheld, so
 * a later re-run of that period, after the contract is resumed, still pays nothing.
 */
export const agentContractPauses = pgTable(
  'agent_contract_pauses',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    pausedAt: at('paused_at').notNull(),
    resumedAt: at('resumed_at'),
    /** `operator:<name>`. */
    pausedBy: text('paused_by').notNull(),
  },
  (t) => [index('agent_contract_pauses_contract_idx').on(t.contractId, t.pausedAt)],
);

/**
 * One contract's settlement of one period: written in the same transaction as its ledger transfer
 * (key `agent:<kind>:<contractId>:<payeeId>:<periodEnd ms>`), unique per contract and period end, so a period is paid
 * exactly once whatever runs it (several instances, a retry after a crash, an operator's re-run).
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => members.id),
    /** Null: paid by the house (agent_payouts). */
    payerId: integer('payer_id').references(() => members.id),
    currency: text('currency').notNull(),
    /** Team valid bet (salaries) or team loss (dividends), minor units. */
    measure: money('measure').notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: money('amount').notNull(),
    /** zero: nothing earned; withheld: earned while an operator's pause held the contract. */
    status: text('status').$type<'paid' | 'zero' | 'withheld'>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    settledAt: at('settled_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_settlements_period_uq').on(t.contractId, t.periodEnd),
    index('agent_settlements_payee_idx').on(t.payeeId, t.kind, t.periodEnd),
    index('agent_settlements_payer_idx').on(t.payerId, t.kind, t.periodEnd),
    index('agent_settlements_period_idx').on(t.merchantCode, t.kind, t.periodEnd),
  ],
);

// ------------------------------------------------- team: rebates and affiliate links (team-service.ts)

/**
 * A member's rebate rate per product type (basis points), set by its upline agent in the register
 * centre or downline management; never above the upline's own rate (checked in team-service.ts).
 */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productType: text('product_type').notNull(),
    rateBps: integer('rate_bps').notNull(),
    /** The agent who set it. */
    setBy: integer('set_by').references(() => members.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productType] }),
    check('agent_rebates_rate', sql`${t.rateBps} between 0 and 10000`),
  ],
);

/**
 * An agent's affiliate link: who registers with its code joins the agent as `accountType` (0 player,
 * 2 sub-agent). A deleted link keeps its row (who registered through it stays listed) but stops
 * registering.
 */
export const agentAffiliateLinks = pgTable(
  'agent_affiliate_links',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    accountType: integer('account_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('agent_affiliate_links_code_uq').on(t.merchantCode, t.code),
    index('agent_affiliate_links_agent_idx').on(t.agentId, t.createdAt),
  ],
);
