/**
 * Replays a round of any in-house game on a fair stream. The server plays its rounds with this code
 * (node:crypto stream) and the site's verify page replays them with it (WebCrypto stream), so both
 * run the same maths (docs/provably-fair.md).
 */
import type { Rng } from '../provably-fair';
import { playBaccarat, type BaccaratBets, type BaccaratRound } from './baccarat';
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
export function playInhouseRound(rng: Rng & { shuffle<T>(a: T[]): T[] }, round: RoundBet): RoundOutcome {
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

/** JSON with sorted keys: two outcomes are the same iff their canonical texts are equal. */
export function canonicalOutcome(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function sameOutcome(a: unknown, b: unknown): boolean {
  return canonicalOutcome(a) === canonicalOutcome(b);
}
