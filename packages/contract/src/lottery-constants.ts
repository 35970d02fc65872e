// Lottery constants without schemas: the lottery page reads these on its first load, where no zod is
// loaded (docs/decisions.md P3). lottery.ts re-exports them beside its schemas.

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
