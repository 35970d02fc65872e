import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VipRetentionRule } from '@jade/contract/rewards';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at, money } from '../../platform/db/columns';

/**
 * The rewards module's tables (issue 15). VIP first: a brand's ladder, the upgrades paid and the
 * monthly reviews. A member's current level stays in `members.vip_level` (accounts owns the row; the
 * rewards module sets it through the accounts port).
 */

// ----------------------------------------------------------------------------------- VIP (vip.ts)

/** A brand's VIP settings: how a member who did not keep their level is treated at a review. */
export const vipLadders = pgTable('vip_ladders', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  retention: text('retention').$type<VipRetentionRule>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One level of a brand's ladder (decision R1): thresholds on a brand month's deposits and valid turnover. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    depositThreshold: money('deposit_threshold').notNull(),
    turnoverThreshold: money('turnover_threshold').notNull(),
    retainTurnover: money('retain_turnover').notNull(),
    upgradeBonus: money('upgrade_bonus').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.level] }),
    check('vip_levels_level', sql`${t.level} between 0 and 20`),
    check(
      'vip_levels_amounts',
      sql`${t.depositThreshold} >= 0 and ${t.turnoverThreshold} >= 0 and ${t.retainTurnover} >= 0 and ${t.upgradeBonus} >= 0`,
    ),
  ],
);

/**
 * A level a member reached for the first time, with its upgrade bonus: one row per member and level
 * in a life (the unique index is what makes the bonus paid once, whatever runs twice).
 */
export const vipUpgrades = pgTable(
  'vip_upgrades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    /** The brand month whose figures reached it, YYYY-MM. */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    at: at('at').notNull(),
  },
  (t) => [
    uniqueIndex('vip_upgrades_member_level_uq').on(t.memberId, t.level),
    index('vip_upgrades_merchant_idx').on(t.merchantCode, t.at),
  ],
);

/**
 * A member's figures of one brand month as the VIP rules read them: valid turnover from the bet-facts
 * cursor (`rewards-vip`), credited deposits from the payments' credit (both in the transaction that
 * consumes them, so each counts once).
 */
export const vipMonthFigures = pgTable(
  'vip_month_figures',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The brand month, YYYY-MM. */
    month: text('month').notNull(),
    merchantCode: text('merchant_code').notNull(),
    deposits: money('deposits').notNull(),
    validTurnover: money('valid_turnover').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] })],
);

/** A member's level kept or lowered at the review of a brand month: once per member and month. */
export const vipReviews = pgTable(
  'vip_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    month: text('month').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    validTurnover: money('valid_turnover').notNull(),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('vip_reviews_member_month_uq').on(t.memberId, t.month)],
);
