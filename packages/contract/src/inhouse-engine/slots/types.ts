/**
 * Definitions of a video slot machine (the data) and of a played round (the result).
 *
 * Conventions shared by the engine (`engine.ts`) and the exact calculator (`rtp.ts`):
 * - The machine has `strips.length` reels (5 for the real machines) and `rows` visible rows (3).
 *   A reel stopped at position s shows strip[s], strip[s+1], …, strip[s+rows−1] (wrapping) on rows
 *   0 (top) … rows−1 (bottom). Every stop is equally likely and the reels are independent.
 * - A payline is one row index per reel. Line wins are left to right, starting on the first reel.
 * - The wild substitutes for every regular symbol (not for the scatter) and has its own pays. A line
 *   pays the better of (a) its leading run of wilds, at the wild's pays, and (b) the run of the first
 *   non-wild symbol counting wilds, at that symbol's pays. One win per line at most.
 * - The scatter pays anywhere: `scatterPays[c]` × total bet for c scatters in the window, and awards
 *   `freeSpins.awards[c]` free spins (counts beyond the tables' ends use their last entry).
 * - Free spins use the free-spin strips, multiply every win by `freeSpins.multiplier` and may be
 *   retriggered (awards add to the spins left). Bet and lines stay those of the triggering spin.
 * - Bet = coin value × number of lines. A line win is pay × coin value (× multiplier); a scatter win
 *   is pay × bet (× multiplier). Pays are integers, so amounts in minor units stay integers.
 */

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Stable id, also the artwork's name. */
  id: string;
  /** English display name. */
  name: string;
  kind: SlotSymbolKind;
}

export interface SlotMachineDef {
  id: string;
  name: string;
  theme: string;
  /** Short English description of the machine's character. */
  description: string;
  rows: number;
  symbols: readonly SlotSymbol[];
  /**
   * Line pays in coins (per coin of line bet) by symbol id: `linePays[id][k]` for a run of k, index
   * 0 … reels. Zero where the symbol does not pay. Must be non-decreasing in k.
   */
  linePays: Readonly<Record<string, readonly number[]>>;
  /** Scatter pays as multiples of the total bet, by number of scatters in the window. */
  scatterPays: readonly number[];
  freeSpins: {
    /** Free spins awarded, by number of scatters in the window (base game and retriggers). */
    awards: readonly number[];
    /** Every win during free spins is multiplied by this (integer). */
    multiplier: number;
  };
  strips: {
    base: readonly (readonly string[])[];
    free: readonly (readonly string[])[];
  };
  lines: readonly (readonly number[])[];
}

export interface SlotLineWin {
  /** 0-based index into the machine's lines. */
  line: number;
  /** Paying symbol id (the wild's id when the wild run paid). */
  symbol: string;
  /** Length of the paying run, from the first reel. */
  count: number;
  /** Amount won (coin value × pay × multiplier). */
  win: number;
}

export interface SlotSpin {
  /** 'base' for the paid spin, 'free' for a free spin. */
  kind: 'base' | 'free';
  /** Stop position of each reel on the strips used. */
  stops: number[];
  /** The visible symbols, window[reel][row]. */
  window: string[][];
  lineWins: SlotLineWin[];
  scatter: {
    count: number;
    /** [reel, row] of each scatter in the window. */
    positions: [number, number][];
    win: number;
    freeSpinsAwarded: number;
  };
  multiplier: number;
  /** Line wins plus scatter win of this spin. */
  win: number;
}

export interface SlotRound {
  gameId: string;
  coinValue: number;
  lines: number;
  /** coinValue × lines: the amount debited. */
  bet: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Sum of all spins' wins: the amount credited. */
  totalWin: number;
}
