/**
 * Round verification for all in-house games. A round is determined by
 * (serverSeed, clientSeed, nonce, gameId, bet); `verifyRound` checks the commitment
 * SHA-256(serverSeed) and replays the round on the fair stream with the shared engine
 * (@jade/contract/inhouse-engine). Given the recorded outcome it also says whether the replay matches
 * it exactly.
 */
import {
  playInhouseRound,
  sameOutcome,
  type RoundBet,
  type RoundOutcome,
} from '@jade/contract/inhouse-engine/replay';
import { createFairRng, verifyCommitment } from './fair-rng';

export {
  playInhouseRound,
  type InhouseGameId,
  type RoundBet,
  type RoundOutcome,
} from '@jade/contract/inhouse-engine/replay';

export type VerifyInput = RoundBet & {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The outcome recorded when the round was played, if any. */
  outcome?: RoundOutcome;
  /** The engine of the round's recorded game version (default: the current maths). */
  play?: typeof playInhouseRound;
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
  const outcome = (input.play ?? playInhouseRound)(rng, input);
  const outcomeMatches = input.outcome === undefined ? null : sameOutcome(outcome, input.outcome);
  return { commitmentValid, outcomeMatches, valid: commitmentValid && outcomeMatches !== false, outcome };
}
