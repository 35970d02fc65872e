/**
 * Pure engines of Jade's in-house games (no database, no HTTP, no node:crypto): shared by the server,
 * which plays rounds with them, and the site's verify page, which replays rounds with them.
 */
export * from './replay';
export { ruleText, sym, type RuleArg, type RuleText } from './rule-text';
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
export {
  describeFish,
  FISH_MAX_SHOTS,
  FISH_TYPES,
  playFish,
  type FishDescription,
  type FishRound,
  type FishShot,
} from './fish';

import { describeBaccarat, type BaccaratDescription } from './baccarat';
import { describeFish, type FishDescription } from './fish';
import { describeSlot, SLOT_MACHINES, type SlotDescription, type SlotGameId } from './slots/index';

/** What `describe` gives for any in-house game: the `description` of the game info call. */
export type InhouseDescription = SlotDescription | BaccaratDescription | FishDescription;

/** Rules and paytable of every in-house game, for the site. */
export function describeAll(): InhouseDescription[] {
  return [...SLOT_MACHINES.map((m) => describeSlot(m.id as SlotGameId)), describeBaccarat(), describeFish()];
}
