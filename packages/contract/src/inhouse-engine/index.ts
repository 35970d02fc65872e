/**
 * Pure engines of Jade's in-house games (no database, no HTTP, no node:crypto): shared by the server,
 * which plays rounds with them, and the site's verify page, which replays rounds with them.
 */
export * from './replay';
export {
  describeSlot,
  isSlotGameId,
  playSlot,
  SLOT_FIGURES,
  SLOT_MACHINES,
  type SlotDescription,
  type SlotGameId,
  type SlotLineWin,
  type SlotRound,
  type SlotSpin,
} from './slots/index';
export {
  BACCARAT_BETS,
  baccaratOdds,
  cardRank,
  cardValue,
  describeBaccarat,
  playBaccarat,
  type BaccaratBet,
  type BaccaratBets,
  type BaccaratDescription,
  type BaccaratRound,
  type Card,
} from './baccarat';
export { describeFish, FISH_TYPES, playFish, type FishDescription, type FishRound } from './fish';

import { describeBaccarat } from './baccarat';
import { describeFish } from './fish';
import { describeSlot, SLOT_MACHINES, type SlotGameId } from './slots/index';

/** Rules and paytable of every in-house game, for the site. */
export function describeAll() {
  return [...SLOT_MACHINES.map((m) => describeSlot(m.id as SlotGameId)), describeBaccarat(), describeFish()];
}
