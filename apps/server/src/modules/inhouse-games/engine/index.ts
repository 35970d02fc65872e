/** Pure engines of Jade's in-house games (no database, no HTTP). */
export * from './fair-rng';
export * from './verify';
export {
  describeSlot,
  isSlotGameId,
  playSlot,
  SLOT_FIGURES,
  SLOT_MACHINES,
  type SlotDescription,
  type SlotGameId,
  type SlotRound,
} from './slots/index';
export {
  baccaratOdds,
  describeBaccarat,
  playBaccarat,
  type BaccaratBets,
  type BaccaratDescription,
  type BaccaratRound,
} from './baccarat';
export { describeFish, FISH_TYPES, playFish, type FishDescription, type FishRound } from './fish';
export { SimulationRng } from './sim-rng';

import { describeBaccarat } from './baccarat';
import { describeFish } from './fish';
import { describeSlot, SLOT_MACHINES, type SlotGameId } from './slots/index';

/** Rules and paytable of every in-house game, for the site. */
export function describeAll() {
  return [...SLOT_MACHINES.map((m) => describeSlot(m.id as SlotGameId)), describeBaccarat(), describeFish()];
}
