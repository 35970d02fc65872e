/**
 * The simulated third-party vendor's own game: a 3-reel fruit slot with its own RNG (node:crypto
 * randomInt), as an external vendor would run it. Jade only sees debits and credits.
 *
 * Each reel has the same 20-stop strip; one line (the middle row). Three of a kind pays the table
 * below × bet; two cherries on reels 1–2 (third not a cherry) pay 3 × bet. The exact RTP is
 * computed from the strip by `exactRtp()` (≈ 95.9%).
 */
import { randomInt } from 'node:crypto';

export const SIM_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SimSymbol = (typeof SIM_SYMBOLS)[number];

const COUNTS: Record<SimSymbol, number> = { cherry: 6, lemon: 5, bell: 4, star: 3, seven: 2 };
export const SIM_PAYS: Record<SimSymbol, number> = { cherry: 5, lemon: 10, bell: 20, star: 50, seven: 150 };
export const TWO_CHERRIES = 3;

export const SIM_STRIP: readonly SimSymbol[] = (() => {
  // Interleaved so that equal symbols are spread along the reel.
  const left = { ...COUNTS };
  const strip: SimSymbol[] = [];
  while (strip.length < 20)
    for (const s of SIM_SYMBOLS)
      if (left[s] > 0) {
        strip.push(s);
        left[s] -= 1;
      }
  return strip;
})();

export interface SimSpin {
  stops: number[];
  /** The visible window: 3 rows × 3 reels, row 1 is the paying line. */
  window: SimSymbol[][];
  line: SimSymbol[];
  /** Multiple of the bet. */
  multiplier: number;
}

export function spinSim(next: (n: number) => number = (n) => randomInt(n)): SimSpin {
  const n = SIM_STRIP.length;
  const stops = [next(n), next(n), next(n)];
  const window = [0, 1, 2].map((row) => stops.map((s) => SIM_STRIP[(s + row) % n]!));
  const line = window[1]!;
  let multiplier = 0;
  if (line[0] === line[1] && line[1] === line[2]) multiplier = SIM_PAYS[line[0]!];
  else if (line[0] === 'cherry' && line[1] === 'cherry') multiplier = TWO_CHERRIES;
  return { stops, window, line, multiplier };
}

/** The exact return to player from the strip and the pays. */
export function exactRtp(): number {
  const n = SIM_STRIP.length;
  let total = 0;
  for (const s of SIM_SYMBOLS) total += (COUNTS[s] / n) ** 3 * SIM_PAYS[s];
  total += (COUNTS.cherry / n) ** 2 * ((n - COUNTS.cherry) / n) * TWO_CHERRIES;
  return total;
}
