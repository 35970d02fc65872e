/**
 * Round replay and verification for all in-house games. A round is determined by
 * (serverSeed, clientSeed, nonce, gameId, bet); `verifyRound` checks the commitment
 * SHA-256(serverSeed) and replays the round on the fair stream. Given the recorded outcome it also
 * says whether the replay matches it exactly.
 */
import { playBaccarat, type BaccaratBets, type BaccaratRound } from './baccarat';
import { createFairRng, verifyCommitment, type FairStream } from './fair-rng';
import { playFish, type FishRound } from './fish';
import { isSlotGameId, playSlot, type SlotGameId, type SlotRound } from './slots/index';

export type InhouseGameId = SlotGameId | 'baccarat' | 'fish';

/** What the player staked, per game. */
export type RoundBet =
  | { gameId: SlotGameId; bet: { coinValue: number } }
  | { gameId: 'baccarat'; bet: BaccaratBets }
  | { gameId: 'fish'; bet: { bet: number; shots: string[] } };

export type RoundOutcome = SlotRound | BaccaratRound | FishRound;

/** Plays a round of any in-house game on the given stream. */
export function playInhouseRound(rng: FairStream, round: RoundBet): RoundOutcome {
  switch (round.gameId) {
    case 'baccarat':
      return playBaccarat(rng, round.bet);
    case 'fish':
      return playFish(rng, round.bet.bet, round.bet.shots);
    default:
      if (!isSlotGameId(round.gameId)) throw new RangeError(`unknown in-house game: ${String(round.gameId)}`);
      return playSlot(round.gameId, rng, round.bet.coinValue);
  }
}

export type VerifyInput = RoundBet & {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The outcome recorded when the round was played, if any. */
  outcome?: RoundOutcome;
};

export interface VerifyResult {
  /** SHA-256(serverSeed) equals the commitment shown before the round. */
  commitmentValid: boolean;
  /** The replayed outcome equals the recorded one (null when none was given). */
  outcomeMatches: boolean | null;
  /** Both checks passed. */
  valid: boolean;
  /** The replayed outcome. */
  outcome: RoundOutcome;
}

export function verifyRound(input: VerifyInput): VerifyResult {
  const commitmentValid = verifyCommitment(input.serverSeed, input.serverSeedHash);
  const rng = createFairRng({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
  });
  const outcome = playInhouseRound(rng, input);
  const outcomeMatches = input.outcome === undefined ? null : canonical(outcome) === canonical(input.outcome);
  return { commitmentValid, outcomeMatches, valid: commitmentValid && outcomeMatches !== false, outcome };
}

/** JSON with sorted keys: two outcomes are the same iff their canonical texts are equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
