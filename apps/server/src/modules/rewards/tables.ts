import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import type { BonusKind, BonusStatus, BonusWithdrawalRule, VipRetentionRule } from '@jade/contract/rewards';
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
    monthlyBonus: money('monthly_bonus')
      .notNull()
      .default(sql`0`),
    /** Claimable in the reward centre in the week from the member's birthday, once a year (0: none). */
    birthdayBonus: money('birthday_bonus')
      .notNull()
      .default(sql`0`),
    withdrawDailyAmount: money('withdraw_daily_amount')
      .notNull()
      .default(sql`0`),
    withdrawDailyCount: integer('withdraw_daily_count').notNull().default(0),
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

// ---------------------------------------------------------------------------- rebates (rebates.ts)

/** A brand's claim rules for rebates (decision R2); a brand without a row uses the defaults. */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    minClaim: money('min_claim').notNull(),
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    /** Whether what is left unclaimed is paid after each brand day closes. */
    autoPay: boolean('auto_pay').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('rebate_settings_values', sql`${t.minClaim} >= 0 and ${t.cooldownMinutes} >= 0`)],
);

/**
 * A brand's rebate rate for a product type from a VIP level up (basis points): a member's rate is the
 * row with the highest level at or below its own.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    productType: text('product_type').notNull(),
    vipLevel: integer('vip_level').notNull(),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.productType, t.vipLevel] }),
    check('rebate_rates_rate', sql`${t.rateBps} between 0 and 10000`),
  ],
);

/**
 * What a member's valid bets of one brand day and product type earned, read from the bet facts
 * (cursor `rewards-rebate`) at the rate of the moment, and how much of it was paid. `accruedE4` is
 * the exact sum of valid bet × rate in basis points (minor units × 10,000), so no rounding drifts; a
 * row owes floor(accruedE4 / 10,000) − paid.
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The brand day, YYYY-MM-DD. */
    day: text('day').notNull(),
    productType: text('product_type').notNull(),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    validBet: money('valid_bet').notNull(),
    accruedE4: money('accrued_e4').notNull(),
    /** The valid bet already rebated (shown as what is left to rebate). */
    paidValidBet: money('paid_valid_bet')
      .notNull()
      .default(sql`0`),
    paid: money('paid')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.productType] }),
    // The daily payout walks one merchant's day by member.
    index('rebate_accruals_day_idx').on(t.merchantCode, t.day, t.memberId),
    // The rows that still owe something (a claim reads only these).
    index('rebate_accruals_open_idx')
      .on(t.memberId)
      .where(sql`${t.accruedE4} >= (${t.paid} + 1) * 10000`),
  ],
);

/** A member's claim state: the last claim (the cool-down) and the lock a claim takes. */
export const rebateClaimants = pgTable('rebate_claimants', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  lastClaimAt: at('last_claim_at'),
});

/**
 * A rebate paid: after a brand day closed (`daily`, key `rebate:daily:<member>:<day>`) or claimed
 * (`claim`, key `rebate:claim:<member>:<client key>`). The unique key is what makes each paid once.
 */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'daily' | 'claim'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    validBet: money('valid_bet').notNull(),
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    at: at('at').notNull(),
  },
  (t) => [
    uniqueIndex('rebate_payouts_key_uq').on(t.idempotencyKey),
    index('rebate_payouts_member_idx').on(t.memberId, t.id),
    check('rebate_payouts_amount', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------- bonuses (bonuses.ts)

/** A brand's bonus rule: what an active bonus does to a withdrawal (decision R3). */
export const bonusSettings = pgTable('bonus_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  withdrawalRule: text('withdrawal_rule').$type<BonusWithdrawalRule>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A brand's bonus template: how much a grant pays (a percent of the deposit, capped, or a fixed
 * amount), the wagering it requires (multiple × bonus, or × bonus and deposit) with each product type's
 * weight, and how long it lasts. A template is never deleted (grants name it); it is deactivated.
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    code: text('code').notNull(),
    kind: text('kind').$type<BonusKind>().notNull(),
    trigger: text('trigger').$type<'firstDeposit' | 'manual'>().notNull(),
    name: text('name').notNull(),
    percentBps: integer('percent_bps').notNull(),
    fixedAmount: money('fixed_amount').notNull(),
    maxBonus: money('max_bonus').notNull(),
    minDeposit: money('min_deposit').notNull(),
    /** The wagering multiple in hundredths (10× = 1000). */
    multipleX100: integer('multiple_x100').notNull(),
    base: text('base').$type<'bonus' | 'bonusDeposit'>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    /** Product type → percent of its valid bet that counts (missing: 0). */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    active: boolean('active').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bonus_templates_code_uq').on(t.merchantCode, t.code),
    check(
      'bonus_templates_values',
      sql`${t.percentBps} between 0 and 10000 and ${t.fixedAmount} >= 0 and ${t.maxBonus} >= 0 and ${t.minDeposit} >= 0 and ${t.multipleX100} between 0 and 10000 and ${t.expiryDays} between 1 and 365`,
    ),
  ],
);

/**
 * A bonus granted to a member: locked in its bonus account (ledger `b:<member>:<cur>`) until the
 * weighted valid bets placed after `granted_at` reach `requirement` (then released to the main
 * wallet), or until it expires, is forfeited by a withdrawal, or is cancelled (then back to the house).
 * `source_key` names why it was granted (`welcome:<template>:<member>`, `ops:<uuid>`…): unique, so a
 * grant happens once whatever runs twice.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    kind: text('kind').$type<BonusKind>().notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    depositAmount: money('deposit_amount').notNull(),
    requirement: money('requirement').notNull(),
    progress: money('progress').notNull(),
    status: text('status').$type<BonusStatus>().notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    sourceKey: text('source_key').notNull(),
    grantedAt: at('granted_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    closedAt: at('closed_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('bonus_grants_source_uq').on(t.sourceKey),
    index('bonus_grants_member_idx').on(t.memberId, t.id),
    index('bonus_grants_active_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.status} = 'active'`),
    check('bonus_grants_amounts', sql`${t.amount} > 0 and ${t.requirement} >= 0 and ${t.progress} >= 0`),
  ],
);

// ------------------------------------------------------------------ reward centre (reward-centre.ts)

/** A brand's reward centre (decision R4): the sign-in cycle, the registration reward, the rescue fund. */
export const rewardCentreSettings = pgTable('reward_centre_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  /** Seven amounts in minor units, as decimal strings (day 1 to day 7 of a streak). */
  signInAmounts: jsonb('sign_in_amounts').$type<string[]>().notNull(),
  registerAmount: money('register_amount').notNull(),
  rescueBps: integer('rescue_bps').notNull(),
  rescueMinLoss: money('rescue_min_loss').notNull(),
  rescueMax: money('rescue_max').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A reward of the reward centre: claimed (sign-in, registration, rescue: one row per member, kind and
 * period, inserted by the claim, so each is paid once) or issued by an operator (claimable until it
 * expires, then claimed once). A claim grants a bonus (`grant_id`).
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'signIn' | 'register' | 'rescue' | 'birthday' | 'issued'>().notNull(),
    /**
     * The brand day (sign-in: the day claimed; rescue: the day of the loss), `once`, the birthday's
     * year, or `issue:<uuid>`.
     */
    period: text('period').notNull(),
    status: text('status').$type<'claimable' | 'claimed'>().notNull(),
    amount: money('amount').notNull(),
    templateCode: text('template_code').notNull(),
    /** A sign-in's place in its 7-day cycle (1-7): tomorrow's follows it. */
    streakDay: integer('streak_day'),
    title: text('title'),
    idempotencyKey: text('idempotency_key'),
    grantId: bigint('grant_id', { mode: 'number' }),
    claimUntil: at('claim_until'),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('reward_claims_period_uq').on(t.memberId, t.kind, t.period),
    index('reward_claims_member_idx').on(t.memberId, t.id),
    check('reward_claims_amount', sql`${t.amount} > 0`),
  ],
);

// ------------------------------------------------------------------------------ missions (missions.ts)
export * from './mission-tables';
export * from './wheel-tables';
