/**
 * Player rewards (issue 15; spec §2 member centre and header, wire reference §2.5): VIP levels first.
 * A brand's VIP ladder has levels 0..n, each reached when a brand month's credited deposits and valid
 * turnover meet its thresholds; the first time a member reaches a level, its upgrade bonus is paid.
 * Amounts travel as wire amounts (decimals, two places); the server keeps minor units.
 */
import { z } from 'zod';
import { REBATE_PRODUCT_TYPES, rebateRateSchema } from './agent-team';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/** How a brand treats a member who did not keep their level in a month (decision R1). */
export const VIP_RETENTION_RULES = ['keep', 'dropOne', 'toQualified'] as const;
export type VipRetentionRule = (typeof VIP_RETENTION_RULES)[number];

/** The most levels a ladder may have (0..MAX_VIP_LEVEL). */
export const MAX_VIP_LEVEL = 20;

export const vipLevelValueSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  depositThreshold: z.number(),
  turnoverThreshold: z.number(),
  retainTurnover: z.number(),
  upgradeBonus: z.number(),
  /** Granted as a bonus at each month's review to who holds the level (0: none). */
  monthlyBonus: z.number(),
  /** Claimable in the reward centre in the week from the member's birthday, once a year (0: none). */
  birthdayBonus: z.number(),
  /** The level's daily withdrawal limits (0: the brand's own). */
  withdrawDailyAmount: z.number(),
  withdrawDailyCount: z.number().int(),
});
export type VipLevel = z.infer<typeof vipLevelValueSchema>;

/** The brand's ladder and where the caller stands on it (the VIP page). */
export const vipLadderValueSchema = z.object({
  levels: z.array(vipLevelValueSchema),
  retention: z.enum(VIP_RETENTION_RULES),
  current: z.number().int(),
  /** The levels whose upgrade bonus the caller was paid. */
  paidLevels: z.array(z.number().int()),
});
export type VipLadder = z.infer<typeof vipLadderValueSchema>;

/**
 * `MCSFE_getPlayerRankProgress` (wire reference §2.5): the rank's name, this brand month's valid
 * turnover against the next level's threshold (the current one's at the top), and the total. Jade
 * adds the month's deposits against the next level's, the next level's name and the month.
 */
export const rankProgressValueSchema = z.object({
  playerRankName: z.string(),
  level: z.number().int(),
  nextRankName: z.string().nullable(),
  monthlyTurnover: z.object({ actual: z.number(), expected: z.number() }),
  monthlyDeposits: z.object({ actual: z.number(), expected: z.number() }),
  totalTurnover: z.number(),
  /** The brand month the figures are of, YYYY-MM. */
  month: z.string(),
});
export type RankProgress = z.infer<typeof rankProgressValueSchema>;

export const vipLevelInputSchema = z.object({
  level: z.coerce.number().int().min(0).max(MAX_VIP_LEVEL),
  name: z.string().trim().min(1).max(24),
  depositThreshold: wireAmountSchema,
  turnoverThreshold: wireAmountSchema,
  retainTurnover: wireAmountSchema,
  upgradeBonus: wireAmountSchema,
  monthlyBonus: wireAmountSchema.default(0),
  birthdayBonus: wireAmountSchema.default(0),
  withdrawDailyAmount: wireAmountSchema.default(0),
  withdrawDailyCount: z.coerce.number().int().min(0).max(1_000).default(0),
});

/** An operator's ladder for a brand (replaces the whole ladder; audited). */
export const vipLadderBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  retention: z.enum(VIP_RETENTION_RULES),
  levels: z
    .array(vipLevelInputSchema)
    .min(1)
    .max(MAX_VIP_LEVEL + 1),
});
export type VipLadderBody = z.input<typeof vipLadderBodySchema>;

export const opsVipLadderQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });
export const opsVipLadderValueSchema = vipLadderValueSchema.pick({ levels: true, retention: true });

// ------------------------------------------------------------------------------------------ rebates

/**
 * Rebates (issue 15, decision R2): a share of the valid bets given back per product type. A player's
 * rate comes from its VIP level (the brand's table) or, inside an agent's team, from the rate its
 * upline set in the agent centre. What accrues is paid automatically after each brand day closes, or
 * claimed earlier on the manual rebate page (a minimum and a cool-down apply to claims).
 */
export const rebateRateValueSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  /** Percent with up to two decimals (0.8 = 0.8 %). */
  rate: z.number(),
});
export type RebateRate = z.infer<typeof rebateRateValueSchema>;

/** Where the caller's rates come from. */
export const REBATE_RATE_SOURCES = ['vip', 'agent'] as const;

/** The caller's own rebate rates and the brand's claim rules (the rebate page). */
export const rebateSettingsValueSchema = z.object({
  rates: z.array(rebateRateValueSchema),
  source: z.enum(REBATE_RATE_SOURCES),
  vipLevel: z.number().int(),
  /** The smallest amount a claim pays. */
  minClaim: z.number(),
  /** Minutes between two claims. */
  cooldownMinutes: z.number().int(),
  /** Whether what is left unclaimed is paid after each brand day closes. */
  autoPay: z.boolean(),
});
export type RebateSettings = z.infer<typeof rebateSettingsValueSchema>;

/** The rebate accrued and not yet paid, per product type. */
export const rebateAccruedItemSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  /** The valid bets not yet rebated. */
  validBet: z.number(),
  amount: z.number(),
});

/** `ODSFE2_getRebate`: what a claim would pay now, and whether it may. */
export const rebateAccruedValueSchema = z.object({
  total: z.number(),
  items: z.array(rebateAccruedItemSchema),
  minClaim: z.number(),
  /** ms of the last claim, null before the first. */
  lastClaimAt: z.number().nullable(),
  /** ms from which the next claim is allowed, null when it already is. */
  nextClaimAt: z.number().nullable(),
  /** Whether a claim now would pay (at least the minimum, outside the cool-down). */
  claimable: z.boolean(),
});
export type RebateAccrued = z.infer<typeof rebateAccruedValueSchema>;

export const rebateClaimBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });

/** `ODSFE2_rebateDisburse`: the claim paid (the same answer when the key is retried). */
export const rebateClaimValueSchema = z.object({
  payoutId: z.number().int(),
  amount: z.number(),
  validBet: z.number(),
  nextClaimAt: z.number(),
});
export type RebateClaim = z.infer<typeof rebateClaimValueSchema>;

/** How a rebate was paid: after a brand day closed, or claimed by the player. */
export const REBATE_PAYOUT_KINDS = ['daily', 'claim'] as const;

export const rebateRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REBATE_PAYOUT_KINDS),
  amount: z.number(),
  validBet: z.number(),
  /** The brand days the payout covers, YYYY-MM-DD. */
  fromDay: z.string(),
  toDay: z.string(),
  /** ms */
  at: z.number(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

export const rebateRecordsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const rebateRecordsValueSchema = z.object({
  list: z.array(rebateRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type RebateRecords = z.infer<typeof rebateRecordsValueSchema>;

/** Most minutes between two claims an operator may set (a week). */
export const MAX_REBATE_COOLDOWN_MINUTES = 7 * 24 * 60;

/** A brand's rate for one product type from one VIP level up (until a higher level has its own). */
export const rebateBrandRateSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  vipLevel: z.coerce.number().int().min(0).max(MAX_VIP_LEVEL),
  rate: rebateRateSchema,
});

/** An operator's rebate rules for a brand (replaces the rates; audited). */
export const rebateRulesBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  minClaim: wireAmountSchema,
  cooldownMinutes: z.coerce.number().int().min(0).max(MAX_REBATE_COOLDOWN_MINUTES),
  autoPay: z.boolean(),
  rates: z
    .array(rebateBrandRateSchema)
    .max(REBATE_PRODUCT_TYPES.length * (MAX_VIP_LEVEL + 1))
    .refine((list) => new Set(list.map((r) => `${r.productType}|${r.vipLevel}`)).size === list.length, {
      message: 'each product type and level once',
    }),
});
export type RebateRulesBody = z.input<typeof rebateRulesBodySchema>;

export const opsRebateRulesQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });
export const opsRebateRulesValueSchema = z.object({
  minClaim: z.number(),
  cooldownMinutes: z.number().int(),
  autoPay: z.boolean(),
  rates: z.array(
    z.object({ productType: z.enum(REBATE_PRODUCT_TYPES), vipLevel: z.number().int(), rate: z.number() }),
  ),
});
export type OpsRebateRules = z.infer<typeof opsRebateRulesValueSchema>;

// ------------------------------------------------------------------------------------------ bonuses

/**
 * Bonuses with wagering (issue 15, decision R3). A granted bonus is locked money: it waits in the
 * member's bonus account until the valid bets placed after the grant, each weighted by its product
 * type, reach the requirement; then it moves to the main wallet. It expires unmet at `expiresAt`. While
 * a bonus is active a withdrawal is refused (`block`) or forfeits it (`forfeit`), by the brand's rule.
 */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited', 'cancelled'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** What a bonus template is for (its name on the bonus details page). */
export const BONUS_KINDS = [
  'welcome',
  'reload',
  'birthday',
  'vipUpgrade',
  'vipMonthly',
  'redEnvelope',
  'manual',
  'signIn',
  'register',
  'rescue',
  'referral',
  'mission',
  'wheel',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** When a template grants: on a member's first credited deposit, or when an operator grants it. */
export const BONUS_TRIGGERS = ['firstDeposit', 'manual'] as const;

/** What an active bonus does to a withdrawal request. */
export const BONUS_WITHDRAWAL_RULES = ['block', 'forfeit'] as const;
export type BonusWithdrawalRule = (typeof BONUS_WITHDRAWAL_RULES)[number];

/** What the wagering multiple applies to: the bonus, or the bonus plus the deposit it came with. */
export const WAGER_BASES = ['bonus', 'bonusDeposit'] as const;

/** How much of a product type's valid bet counts toward wagering, percent (slots 100, live 10…). */
export const wagerWeightSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  weight: z.number().int().min(0).max(100),
});

export const bonusGrantSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BONUS_KINDS),
  /** The template's name. */
  name: z.string(),
  amount: z.number(),
  /** The deposit the bonus came with (0 for others). */
  depositAmount: z.number(),
  /** The weighted valid bets required, and those counted so far. */
  requirement: z.number(),
  progress: z.number(),
  status: z.enum(BONUS_STATUSES),
  weights: z.array(wagerWeightSchema),
  /** ms */
  grantedAt: z.number(),
  expiresAt: z.number(),
  closedAt: z.number().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const bonusListQuerySchema = z.object({
  status: z.enum(BONUS_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The bonus details page: the caller's bonuses, newest first, and what is locked now. */
export const bonusListValueSchema = z.object({
  list: z.array(bonusGrantSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    /** Active bonuses and the money they lock. */
    active: z.number().int(),
    locked: z.number(),
    withdrawalRule: z.enum(BONUS_WITHDRAWAL_RULES),
  }),
});
export type BonusList = z.infer<typeof bonusListValueSchema>;

const templateCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and dashes');

/** A brand's bonus template (operators): what a grant of it pays and requires. */
export const bonusTemplateInputSchema = z.object({
  code: templateCodeSchema,
  kind: z.enum(BONUS_KINDS),
  trigger: z.enum(BONUS_TRIGGERS),
  name: z.string().trim().min(1).max(60),
  /** Percent of the deposit (deposit triggers), two decimals; 0 for fixed bonuses. */
  percent: rebateRateSchema.default(0),
  /** The fixed amount of a manual grant that names none (0: the operator names it). */
  fixedAmount: wireAmountSchema.default(0),
  /** The most a grant pays (0: no cap). */
  maxBonus: wireAmountSchema.default(0),
  /** The smallest deposit that earns it. */
  minDeposit: wireAmountSchema.default(0),
  multiple: z.coerce.number().min(0).max(100),
  base: z.enum(WAGER_BASES),
  expiryDays: z.coerce.number().int().min(1).max(365),
  weights: z.array(wagerWeightSchema).max(REBATE_PRODUCT_TYPES.length),
  active: z.boolean(),
});
export type BonusTemplateInput = z.input<typeof bonusTemplateInputSchema>;

export const bonusTemplatesBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  withdrawalRule: z.enum(BONUS_WITHDRAWAL_RULES),
  templates: z
    .array(bonusTemplateInputSchema)
    .max(50)
    .refine((list) => new Set(list.map((t) => t.code)).size === list.length, { message: 'each code once' }),
});
export type BonusTemplatesBody = z.input<typeof bonusTemplatesBodySchema>;

export const bonusTemplateValueSchema = z.object({
  code: z.string(),
  kind: z.enum(BONUS_KINDS),
  trigger: z.enum(BONUS_TRIGGERS),
  name: z.string(),
  percent: z.number(),
  fixedAmount: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  multiple: z.number(),
  base: z.enum(WAGER_BASES),
  expiryDays: z.number().int(),
  weights: z.array(wagerWeightSchema),
  active: z.boolean(),
});
export const opsBonusTemplatesQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });
export const opsBonusTemplatesValueSchema = z.object({
  withdrawalRule: z.enum(BONUS_WITHDRAWAL_RULES),
  templates: z.array(bonusTemplateValueSchema),
});
export type OpsBonusTemplates = z.infer<typeof opsBonusTemplatesValueSchema>;

/** An operator grants a template's bonus to a member (amount: the template's fixed one when left out). */
export const opsBonusGrantBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  templateCode: templateCodeSchema,
  amount: wireAmountSchema.optional(),
  reason: z.string().trim().min(1).max(200),
  /** A retry with the same key answers the same grant (a money call). */
  idempotencyKey: idempotencyKeySchema,
});
export const opsBonusCancelBodySchema = z.object({
  grantId: z.coerce.number().int().min(1),
  reason: z.string().trim().min(1).max(200),
});
/** Changes an active bonus's requirement and/or expiry. */
export const opsBonusAdjustBodySchema = z.object({
  grantId: z.coerce.number().int().min(1),
  requirement: wireAmountSchema.optional(),
  expiresAt: z.coerce.number().int().min(0).optional(),
  reason: z.string().trim().min(1).max(200),
});
export const opsBonusGrantsQuerySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  username: z.string().trim().min(1).max(64),
});
export const opsBonusGrantValueSchema = bonusGrantSchema.extend({ memberId: z.number().int() });
export const opsBonusGrantsValueSchema = z.object({ list: z.array(opsBonusGrantValueSchema) });

// ------------------------------------------------------------------------------------ reward centre

/**
 * The reward centre (issue 15, decision R4; wire reference §2.5 REWCEN3): the rewards a player claims
 * by hand, in one place. Each claim grants a bonus with the wagering of its template (decision R3).
 * - `signIn`: once per brand day; the amount follows the streak of consecutive days (a 7-day cycle).
 * - `register`: once, after signing up.
 * - `rescue`: once per brand day, a share of the previous day's net loss from a minimum, capped.
 * - `birthday`: once a year, in the week from the birthday of the player's personal details, at the
 *   VIP level's birthday bonus.
 * - `issued`: a reward an operator issued to the player (a promotion's prize), until it expires.
 * - `ticket`: the player's prize-wheel tickets (decision R9); "claimable" while one is unused, and the
 *   way to spend it is the wheel's spin, not a claim.
 */
export const REWARD_KINDS = ['signIn', 'register', 'rescue', 'birthday', 'issued', 'ticket'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** claimable: may be claimed now; claimed: done (for its period); unavailable: not earned now. */
export const REWARD_STATES = ['claimable', 'claimed', 'unavailable'] as const;

export const rewardItemSchema = z.object({
  /** What a claim names: the kind, or `issued:<id>`. */
  key: z.string(),
  kind: z.enum(REWARD_KINDS),
  /** An issued reward's title (the others are named by their kind). */
  title: z.string().nullable(),
  amount: z.number(),
  state: z.enum(REWARD_STATES),
  /** ms until which it may be claimed (null: no end). */
  claimUntil: z.number().nullable(),
  /** Sign-in: the cycle's amounts and today's place in it (1-based). */
  streak: z.object({ day: z.number().int(), amounts: z.array(z.number()) }).nullable(),
  /** Rescue: the previous brand day's net loss and the loss that earns it. */
  rescue: z
    .object({ day: z.string(), loss: z.number(), minLoss: z.number(), percent: z.number() })
    .nullable(),
  /**
   * Birthday: the birthday's day of the window open now or of the coming one (YYYY-MM-DD), null when
   * the player has not given a birthday.
   */
  birthday: z.object({ day: z.string().nullable() }).nullable(),
  /**
   * Ticket: the unused tickets, and today's deposits against the amount that earns the day's ticket
   * (`required` 0: no deposit ticket).
   */
  ticket: z
    .object({ tickets: z.number().int(), required: z.number(), deposited: z.number(), earned: z.boolean() })
    .nullable(),
  /** The bonus's wagering multiple (its template's). */
  multiple: z.number(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardHistoryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_KINDS),
  title: z.string().nullable(),
  amount: z.number(),
  /** The brand day, `once`, or the issued reward's id. */
  period: z.string(),
  claimedAt: z.number(),
});

/** `MCSFE_getAvailablePromotions`: what may be claimed now, and the last claims. */
export const rewardCentreValueSchema = z.object({
  list: z.array(rewardItemSchema),
  rewardCount: z.number().int(),
  history: z.array(rewardHistoryItemSchema),
});
export type RewardCentre = z.infer<typeof rewardCentreValueSchema>;

/** The header's badge: how many rewards may be claimed now. */
export const rewardCountValueSchema = z.object({ rewardCount: z.number().int() });

export const rewardClaimBodySchema = z.object({
  key: z
    .string()
    .max(40)
    .regex(/^(signIn|register|rescue|birthday|issued:\d{1,18})$/),
  idempotencyKey: idempotencyKeySchema,
});
export const rewardClaimValueSchema = z.object({
  kind: z.enum(REWARD_KINDS),
  amount: z.number(),
  /** The bonus granted (see bonus details). */
  bonusId: z.number().int(),
  rewardCount: z.number().int(),
});
export type RewardClaim = z.infer<typeof rewardClaimValueSchema>;

/** A brand's reward centre (operators): amounts in wire decimals. */
export const rewardCentreSettingsSchema = z.object({
  merchantCode: z.string().min(1).max(32),
  /** The 7-day sign-in cycle (0 on a day pays nothing that day). */
  signInAmounts: z.array(wireAmountSchema).length(7),
  registerAmount: wireAmountSchema,
  rescuePercent: rebateRateSchema,
  rescueMinLoss: wireAmountSchema,
  rescueMax: wireAmountSchema,
});
export type RewardCentreSettingsBody = z.input<typeof rewardCentreSettingsSchema>;
export const opsRewardCentreQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });
export const opsRewardCentreValueSchema = z.object({
  signInAmounts: z.array(z.number()),
  registerAmount: z.number(),
  rescuePercent: z.number(),
  rescueMinLoss: z.number(),
  rescueMax: z.number(),
});
/** An operator issues a reward to a member, claimable in its reward centre until it expires. */
export const opsIssueRewardBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  templateCode: z.string().trim().min(1).max(32),
  amount: wireAmountSchema,
  title: z.string().trim().min(1).max(60),
  expiresInDays: z.coerce.number().int().min(1).max(90),
  reason: z.string().trim().min(1).max(200),
  /** A retry with the same key answers the same issued reward. */
  idempotencyKey: idempotencyKeySchema,
});
export const opsIssueRewardValueSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  claimUntil: z.number(),
});

// ------------------------------------------------------------------------------------------ referral

/**
 * Invite friends (issue 15, decision R6; wire reference §2.5 `MCSFE_getReferralDetails`): the
 * caller's referral code and link, who registered with it, and the reward: when an invitee's first
 * credited deposit reaches the minimum, the inviter is granted the referral bonus, once per invitee.
 */
export const referralInviteeSchema = z.object({
  /** Masked (the first and last characters). */
  username: z.string(),
  /** ms */
  registeredAt: z.number(),
  /** Whether the invitee's first deposit earned the inviter its reward. */
  rewarded: z.boolean(),
});

export const referralDetailsQuerySchema = z.object({ autoGenerate: z.coerce.boolean().optional() });
export const referralDetailsValueSchema = z.object({
  referralCode: z.string(),
  totalInvitations: z.number().int(),
  /** The brand's domains a link may point at (the site's own origin when empty). */
  promotionDomains: z.array(z.string()),
  /** The registration path with the code, for any of the domains. */
  registerPath: z.string(),
  /** The reward per invitee whose first deposit reaches `minDeposit` (0: no reward now). */
  rewardAmount: z.number(),
  minDeposit: z.number(),
  /** The reward's wagering multiple. */
  multiple: z.number(),
  rewardedInvitations: z.number().int(),
  rewardedTotal: z.number(),
  /** The last 50 invitees, newest first. */
  invitees: z.array(referralInviteeSchema),
});
export type ReferralDetails = z.infer<typeof referralDetailsValueSchema>;
