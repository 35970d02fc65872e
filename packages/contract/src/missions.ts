import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/**
 * Missions (decision R7, wire reference §2.6): goals over the brand's day or week, each paid once
 * per member and period as a bonus with wagering, and points toward the week's leaderboard.
 */
export const MISSION_KINDS = ['validTurnover', 'betCount', 'depositTotal', 'loginDays'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const MISSION_STATES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];
/** Kinds whose target and progress are money (wire amounts); the others are counts. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['validTurnover', 'depositTotal'];
/** How many rows the leaderboard shows. */
export const MISSION_BOARD_SIZE = 20;

const missionItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MISSION_KINDS),
  category: z.string().nullable(),
  title: z.string(),
  /** A wire amount for money kinds, else a count. */
  target: z.number(),
  progress: z.number(),
  rewardAmount: z.number(),
  /** The wagering multiple of the bonus paid (×). */
  multiple: z.number(),
  points: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string(),
  /** When the period ends (epoch ms): the time left. */
  periodEnd: z.number(),
  state: z.enum(MISSION_STATES),
});
export type MissionItem = z.infer<typeof missionItemSchema>;

/** `MCSFE_getMissionSummaryDetails`: the caller's missions now. */
export const missionSummaryValueSchema = z.object({
  list: z.array(missionItemSchema),
  missionCount: z.number().int(),
  /** The caller's leaderboard points this brand week. */
  points: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummaryValueSchema>;

export const missionCountValueSchema = z.object({ missionCount: z.number().int() });

export const missionClaimBodySchema = z.object({
  missionId: z.coerce.number().int().min(1),
  idempotencyKey: idempotencyKeySchema,
});
export const missionClaimValueSchema = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  amount: z.number(),
  bonusId: z.number().int(),
  points: z.number().int(),
  missionCount: z.number().int(),
});
export type MissionClaim = z.infer<typeof missionClaimValueSchema>;

const boardRowSchema = z.object({ rank: z.number().int(), username: z.string(), points: z.number().int() });
/** `MCSFE_getMissionLeaderboard`: this brand week's top members by points (masked) and the caller. */
export const missionLeaderboardValueSchema = z.object({
  week: z.string(),
  weekEnd: z.number(),
  list: z.array(boardRowSchema),
  own: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardValueSchema>;

// ---------------------------------------------------------------------------------- operators

export const opsMissionsQuerySchema = z.object({ merchantCode: z.string().min(1).max(40) });

const titlesSchema = z
  .partialRecord(z.enum(LANGUAGE_CODES as unknown as [string, ...string[]]), z.string().trim().max(80))
  .refine((t) => Boolean(t.EN?.trim()), { message: 'EN title required' });

export const opsMissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MISSION_KINDS),
  category: z.string().nullable(),
  target: z.number(),
  period: z.enum(MISSION_PERIODS),
  rewardAmount: z.number(),
  multiple: z.number(),
  points: z.number().int(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  sortOrder: z.number().int(),
  titles: z.record(z.string(), z.string()),
  active: z.boolean(),
  updatedAt: z.number(),
});
export type OpsMission = z.infer<typeof opsMissionSchema>;
export const opsMissionsValueSchema = z.object({ list: z.array(opsMissionSchema) });

/** Creates a mission (no id) or replaces one of the brand's (id). */
export const opsMissionBodySchema = z.object({
  merchantCode: z.string().min(1).max(40),
  id: z.coerce.number().int().min(1).optional(),
  kind: z.enum(MISSION_KINDS),
  category: z.string().trim().min(1).max(20).nullable().optional(),
  target: wireAmountSchema,
  period: z.enum(MISSION_PERIODS),
  rewardAmount: wireAmountSchema,
  multiple: z.coerce.number().min(0).max(100),
  points: z.coerce.number().int().min(0).max(1_000_000),
  startsAt: z.number().int().nullable().optional(),
  endsAt: z.number().int().nullable().optional(),
  sortOrder: z.coerce.number().int().min(0).max(10_000),
  titles: titlesSchema,
  active: z.boolean(),
});
export type OpsMissionBody = z.infer<typeof opsMissionBodySchema>;

export const opsMissionActiveBodySchema = z.object({
  merchantCode: z.string().min(1).max(40),
  id: z.coerce.number().int().min(1),
  active: z.boolean(),
});
