import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';
import { PRIZE_MODES, PLAY_TYPES, MAX_BET_LINES, BET_STATUSES } from './lottery-constants';
export * from './lottery-constants';

/**
 * Jade's in-house lottery (docs/api.md "Lottery", odds in docs/games-math.md). Every lottery game of
 * the catalogue (launch kind `lottery`) draws five digits 0–9 on a fixed schedule; bets are debited at
 * bet time and paid when the draw is settled. Amounts on the wire are decimals with two places.
 */

const gameCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** `/lgw/vn/games/game_menu` query: prize mode (case-insensitive; absent = every lottery game). */
export const gameMenuQuerySchema = z.object({
  prizeMode: z
    .string()
    .max(8)
    .transform((v) => PRIZE_MODES.find((m) => m.toLowerCase() === v.toLowerCase()) ?? null)
    .optional(),
  device: z.string().max(16).optional(),
});

export const drawSummarySchema = z.object({
  drawId: z.number().int(),
  /** `YYYYMMDD-NNNN`: the UTC day and the draw's number in it. */
  drawNo: z.string(),
  opensAt: z.number().int(),
  /** Bets are refused from this moment (ms). */
  closesAt: z.number().int(),
  /** The digits are drawn at this moment (ms); the job settles the draw shortly after. */
  drawAt: z.number().int(),
  status: z.enum(['open', 'drawn']),
  /** SHA-256 of the draw's server seed: committed before any bet, revealed with the result. */
  serverSeedHash: z.string(),
});
export type DrawSummary = z.infer<typeof drawSummarySchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  /** LOTT or ELOTT (the catalogue category). */
  gameType: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  /** The launch's play type (catalogue `playType`). */
  playType: z.string().nullable(),
  /** Seconds between two draws. */
  drawSeconds: z.number().int(),
  current: drawSummarySchema,
  /** The digits of the latest settled draw, if any. */
  lastResult: z.array(z.number().int()).nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** The menu of one vendor: its lottery games (wire: "values have gameMenus[]"). */
export const gameMenuValueSchema = z.array(
  z.object({
    vendor: z.string(),
    accountTypeName: z.string(),
    gameMenus: z.array(lotteryGameSchema),
  }),
);

export const recentMenuValueSchema = z.object({ list: z.array(lotteryGameSchema) });

export const gameCodeQuerySchema = z.object({ gameCode: gameCodeSchema });

export const playTypeInfoSchema = z.object({
  playType: z.enum(PLAY_TYPES),
  odds: z.number(),
  /** Stakes must be multiples of this (wire decimal), so the payout is exact (STAKE_STEP_MINOR). */
  stakeStep: z.number(),
});

export const currentDrawValueSchema = z.object({
  game: lotteryGameSchema,
  serverTime: z.number().int(),
  playTypes: z.array(playTypeInfoSchema),
  limits: z.object({ currency: z.string(), minBet: z.number(), maxBet: z.number() }),
});
export type CurrentDrawValue = z.infer<typeof currentDrawValueSchema>;

export const drawResultSchema = z.object({
  drawId: z.number().int(),
  drawNo: z.string(),
  drawAt: z.number().int(),
  digits: z.array(z.number().int()),
  sum: z.number().int(),
  /** The revealed seed: SHA-256(serverSeed) = serverSeedHash, and the digits follow from it. */
  serverSeed: z.string(),
  serverSeedHash: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const drawHistoryQuerySchema = z.object({
  gameCode: gameCodeSchema,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const drawHistoryValueSchema = z.object({ list: z.array(drawResultSchema) });

export const betLineSchema = z.object({
  playType: z.enum(PLAY_TYPES),
  selection: z.string().min(1).max(8),
  amount: wireAmountSchema,
});

export const placeBetsBodySchema = z.object({
  gameCode: gameCodeSchema,
  /** The draw the player saw; a bet for a draw that has closed is refused (`lottery.draw.closed`). */
  drawId: z.number().int().positive(),
  bets: z.array(betLineSchema).min(1).max(MAX_BET_LINES),
  idempotencyKey: idempotencyKeySchema,
});

export const lotteryBetSchema = z.object({
  betId: z.number().int(),
  gameCode: z.string(),
  drawId: z.number().int(),
  drawNo: z.string(),
  playType: z.enum(PLAY_TYPES),
  selection: z.string(),
  amount: z.number(),
  odds: z.number(),
  /** What was paid (0 until won). */
  payout: z.number(),
  status: z.enum(BET_STATUSES),
  currency: z.string(),
  /** The draw's digits once drawn. */
  digits: z.array(z.number().int()).nullable(),
  /** The draw's committed SHA-256 seed hash, as shown when the bet was placed. */
  serverSeedHash: z.string(),
  /** The draw's seed once revealed (after the draw), else null. */
  serverSeed: z.string().nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeBetsValueSchema = z.object({
  bets: z.array(lotteryBetSchema),
  /** The main wallet after the debit. */
  balance: z.number(),
  /** True when the idempotency key had been used with the same request: nothing moved this time. */
  replayed: z.boolean(),
});

export const myBetsQuerySchema = z.object({
  gameCode: gameCodeSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const myBetsValueSchema = z.object({ list: z.array(lotteryBetSchema) });
