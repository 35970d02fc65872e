import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/**
 * Jade's in-house lottery (docs/api.md "Lottery", odds in docs/games-math.md). Every lottery game of
 * the catalogue (launch kind `lottery`) draws five digits 0–9 on a fixed schedule; bets are debited at
 * bet time and paid when the draw is settled. Amounts on the wire are decimals with two places.
 */

/** The prize modes of the brand configuration (spec §3). Lott and Elott have games in the demo. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** How many digits a draw has. */
export const DRAW_DIGITS = 5;

/**
 * The play types and their exact decimal odds (stake × odds is paid on a win, stake included):
 * - BIG_SMALL: sum of the five digits 23–45 (BIG) or 0–22 (SMALL), probability 1/2;
 * - ODD_EVEN: parity of the sum, probability 1/2;
 * - DIGIT: one digit at one position (`<position 1–5>:<digit>`), probability 1/10;
 * - TWO_D: the last two digits (`00`–`99`), probability 1/100;
 * - THREE_D: the last three digits (`000`–`999`), probability 1/1000.
 */
export const PLAY_TYPES = ['BIG_SMALL', 'ODD_EVEN', 'DIGIT', 'TWO_D', 'THREE_D'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** Odds in hundredths (196 = 1.96): the house edge is 1 − odds × probability (2% or 3%). */
export const PLAY_ODDS_X100: Record<PlayType, number> = {
  BIG_SMALL: 196,
  ODD_EVEN: 196,
  DIGIT: 970,
  TWO_D: 9_700,
  THREE_D: 97_000,
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The stake step of each play type, in minor units: a stake that is a multiple of it pays stake × odds
 * to the exact minor unit (no rounding), so every allowed bet returns the published odds. With odds
 * o/100 the step is 100 / gcd(o, 100): 25 (0.25) for 1.96, 10 (0.10) for 9.70, 1 for 97 and 970.
 */
export const STAKE_STEP_MINOR: Record<PlayType, number> = Object.fromEntries(
  PLAY_TYPES.map((p) => [p, 100 / gcd(PLAY_ODDS_X100[p], 100)]),
) as Record<PlayType, number>;

/** Whether a stake in minor units is on its play type's step (so its payout is exact). */
export function isOnStakeStep(playType: PlayType, amountMinor: bigint): boolean {
  return amountMinor % BigInt(STAKE_STEP_MINOR[playType]) === 0n;
}

/** The form of each play type's selection. */
export const SELECTION_PATTERNS: Record<PlayType, RegExp> = {
  BIG_SMALL: /^(BIG|SMALL)$/,
  ODD_EVEN: /^(ODD|EVEN)$/,
  DIGIT: /^[1-5]:[0-9]$/,
  TWO_D: /^[0-9]{2}$/,
  THREE_D: /^[0-9]{3}$/,
};

export const MAX_BET_LINES = 20;

export const BET_STATUSES = ['pending', 'won', 'lost'] as const;
export type LotteryBetStatus = (typeof BET_STATUSES)[number];

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
