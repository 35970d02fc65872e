/**
 * Player rewards (issue 15; spec §2 member centre and header, wire reference §2.5): VIP levels first.
 * A brand's VIP ladder has levels 0..n, each reached when a brand month's credited deposits and valid
 * turnover meet its thresholds; the first time a member reaches a level, its upgrade bonus is paid.
 * Amounts travel as wire amounts (decimals, two places); the server keeps minor units.
 */
import { z } from 'zod';
import { wireAmountSchema } from './wallet';

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
