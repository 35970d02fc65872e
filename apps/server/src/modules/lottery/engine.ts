import { createHash, createHmac, randomBytes } from 'node:crypto';
import { PLAY_ODDS_X100, SELECTION_PATTERNS, type PlayType } from '@jade/contract/lottery';
import { lotteryDigitsFromBlocks, lotteryMessage } from '@jade/contract/lottery-fair';

/**
 * The lottery's maths (docs/games-math.md "Lottery"): digits from a committed seed, and what a bet
 * line pays. Pure functions; the service moves the money.
 */

/** A fresh 32-byte server seed (CSPRNG) and its SHA-256 commitment. */
export function newDrawSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: hashSeed(serverSeed) };
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/**
 * The draw's digits: HMAC-SHA256(seed, "<gameCode>:<drawNo>:<counter>") blocks read by the shared
 * derivation (`@jade/contract/lottery-fair`, which the site's checker runs with WebCrypto). Anyone
 * with the revealed seed can repeat this.
 */
export function digitsFromSeed(serverSeed: string, gameCode: string, drawNo: string): number[] {
  const key = Buffer.from(serverSeed, 'hex');
  const digits = lotteryDigitsFromBlocks((counter) =>
    createHmac('sha256', key)
      .update(lotteryMessage(gameCode, drawNo, counter))
      .digest(),
  );
  // The source never runs dry, so the derivation always ends.
  return digits!;
}

export function isValidSelection(playType: PlayType, selection: string): boolean {
  return SELECTION_PATTERNS[playType].test(selection);
}

/** Whether a bet line wins on these digits. */
export function wins(playType: PlayType, selection: string, digits: readonly number[]): boolean {
  const sum = digits.reduce((a, b) => a + b, 0);
  switch (playType) {
    case 'BIG_SMALL':
      return (sum >= 23 ? 'BIG' : 'SMALL') === selection;
    case 'ODD_EVEN':
      return (sum % 2 === 1 ? 'ODD' : 'EVEN') === selection;
    case 'DIGIT': {
      const [position, digit] = selection.split(':').map(Number) as [number, number];
      return digits[position - 1] === digit;
    }
    case 'TWO_D':
      return digits.slice(-2).join('') === selection;
    case 'THREE_D':
      return digits.slice(-3).join('') === selection;
  }
}

/**
 * Stake × odds in minor units. Stakes are on their play type's step (STAKE_STEP_MINOR, enforced when a
 * bet is placed), so the division is exact and every bet pays the published odds; an off-step stake
 * (none can be placed) would be rounded down.
 */
export function payoutOf(amount: bigint, oddsX100: number): bigint {
  return (amount * BigInt(oddsX100)) / 100n;
}

/** What a line returns on these digits (0 when it loses). */
export function settleLine(
  line: { playType: PlayType; selection: string; amount: bigint; oddsX100: number },
  digits: readonly number[],
): bigint {
  return wins(line.playType, line.selection, digits) ? payoutOf(line.amount, line.oddsX100) : 0n;
}

/** Exact probability of a win as a fraction of all 10^5 outcomes (tests and docs). */
export const WIN_PROBABILITY: Record<PlayType, number> = {
  BIG_SMALL: 1 / 2,
  ODD_EVEN: 1 / 2,
  DIGIT: 1 / 10,
  TWO_D: 1 / 100,
  THREE_D: 1 / 1000,
};

export function returnToPlayer(playType: PlayType): number {
  return (PLAY_ODDS_X100[playType] / 100) * WIN_PROBABILITY[playType];
}
