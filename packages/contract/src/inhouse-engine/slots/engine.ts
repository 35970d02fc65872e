/**
 * The generic video-slot engine: plays one round (a paid spin and the free spins it triggers) from
 * an RNG. Rules are in `types.ts`; `rtp.ts` computes the exact return of the same rules.
 *
 * RNG order (what a verifier replays): for the base spin, reel 0 … reel R−1 each draw
 * nextInt(strip length) on the base strips; then each free spin, in order, draws the same way on the
 * free-spin strips. Nothing else is drawn.
 *
 * The machine is compiled to integer codes and typed arrays once; `playRound` records everything
 * for animation and replay, `roundWin` runs the very same code without building the record (for the
 * simulations of the tests).
 */
import type { Rng } from '../../provably-fair';
import type { SlotLineWin, SlotMachineDef, SlotRound, SlotSpin } from './types';

export const KIND_REGULAR = 0;
export const KIND_WILD = 1;
export const KIND_SCATTER = 2;

export interface CompiledStrips {
  /** strips[reel] as symbol codes. */
  strips: Int32Array[];
  lengths: number[];
  /** scatterColumn[reel][stop]: number of scatters visible on that reel at that stop. */
  scatterColumn: Int32Array[];
}

export interface CompiledMachine {
  def: SlotMachineDef;
  reels: number;
  rows: number;
  nSymbols: number;
  symbolIds: string[];
  kinds: Int32Array;
  wild: number;
  /** pays[sym * (reels + 1) + k]: coins for a run of k of sym. */
  pays: Float64Array;
  /** lineRows[line * reels + reel]. */
  lineRows: Int32Array;
  nLines: number;
  scatterPays: number[];
  awards: number[];
  multiplier: number;
  base: CompiledStrips;
  free: CompiledStrips;
}

/** `table[c]`, or its last entry beyond its end, or 0 when empty. */
export function tableAt(table: readonly number[], c: number): number {
  if (table.length === 0) return 0;
  return table[Math.min(c, table.length - 1)]!;
}

function compileStrips(
  strips: readonly (readonly string[])[],
  code: Map<string, number>,
  kinds: Int32Array,
  rows: number,
): CompiledStrips {
  const out: CompiledStrips = { strips: [], lengths: [], scatterColumn: [] };
  for (const strip of strips) {
    if (strip.length < rows) throw new Error('a strip must be at least as long as the window');
    const codes = Int32Array.from(strip, (id) => {
      const c = code.get(id);
      if (c === undefined) throw new Error(`unknown symbol on a strip: ${id}`);
      return c;
    });
    const scat = new Int32Array(codes.length);
    for (let s = 0; s < codes.length; s++) {
      let n = 0;
      for (let r = 0; r < rows; r++) if (kinds[codes[(s + r) % codes.length]!] === KIND_SCATTER) n++;
      scat[s] = n;
    }
    out.strips.push(codes);
    out.lengths.push(codes.length);
    out.scatterColumn.push(scat);
  }
  return out;
}

/** Checks a machine definition and compiles it. */
export function compileMachine(def: SlotMachineDef): CompiledMachine {
  const reels = def.strips.base.length;
  if (reels < 1 || def.strips.free.length !== reels)
    throw new Error('base and free strips need one strip per reel');
  const symbolIds = def.symbols.map((s) => s.id);
  const code = new Map(symbolIds.map((id, i) => [id, i]));
  if (code.size !== symbolIds.length) throw new Error('duplicate symbol id');
  const kinds = Int32Array.from(def.symbols, (s) =>
    s.kind === 'wild' ? KIND_WILD : s.kind === 'scatter' ? KIND_SCATTER : KIND_REGULAR,
  );
  const wilds = def.symbols.filter((s) => s.kind === 'wild');
  if (wilds.length !== 1) throw new Error('a machine has exactly one wild');
  if (def.symbols.filter((s) => s.kind === 'scatter').length > 1) throw new Error('at most one scatter');
  const pays = new Float64Array(symbolIds.length * (reels + 1));
  for (const [id, row] of Object.entries(def.linePays)) {
    const c = code.get(id);
    if (c === undefined || kinds[c] === KIND_SCATTER)
      throw new Error(`line pays for a non-line symbol: ${id}`);
    if (row.length !== reels + 1) throw new Error(`line pays of ${id} need ${reels + 1} entries`);
    for (let k = 0; k <= reels; k++) {
      const p = row[k]!;
      if (!Number.isInteger(p) || p < 0) throw new Error('line pays are non-negative integers');
      if (k > 0 && p < row[k - 1]!) throw new Error('line pays must not decrease with the run length');
      pays[c * (reels + 1) + k] = p;
    }
  }
  const lineRows = new Int32Array(def.lines.length * reels);
  def.lines.forEach((line, j) => {
    if (line.length !== reels) throw new Error('a line has one row per reel');
    line.forEach((r, i) => {
      if (!Number.isInteger(r) || r < 0 || r >= def.rows) throw new Error('line row out of the window');
      lineRows[j * reels + i] = r;
    });
  });
  for (const v of [...def.scatterPays, ...def.freeSpins.awards, def.freeSpins.multiplier]) {
    if (!Number.isInteger(v) || v < 0)
      throw new Error('scatter pays, awards and multiplier are non-negative integers');
  }
  return {
    def,
    reels,
    rows: def.rows,
    nSymbols: symbolIds.length,
    symbolIds,
    kinds,
    wild: code.get(wilds[0]!.id)!,
    pays,
    lineRows,
    nLines: def.lines.length,
    scatterPays: [...def.scatterPays],
    awards: [...def.freeSpins.awards],
    multiplier: def.freeSpins.multiplier,
    base: compileStrips(def.strips.base, code, kinds, def.rows),
    free: compileStrips(def.strips.free, code, kinds, def.rows),
  };
}

/**
 * Evaluates one line of a window (window[reel * rows + row] = symbol code). Returns the pay in coins
 * (before multiplier) and writes the paying symbol and run length to out[0], out[1].
 * THE line rule — rtp.ts enumerates exactly these cases.
 */
export function evaluateLine(m: CompiledMachine, window: Int32Array, line: number, out: Int32Array): number {
  const R = m.reels;
  const rows = m.rows;
  const base = line * R;
  const W = m.wild;
  let w = 0;
  while (w < R && window[w * rows + m.lineRows[base + w]!] === W) w++;
  const wildPay = m.pays[W * (R + 1) + w]!;
  let symPay = 0;
  let sym = -1;
  let k = w;
  if (w < R) {
    const s = window[w * rows + m.lineRows[base + w]!]!;
    if (m.kinds[s] === KIND_REGULAR) {
      sym = s;
      k = w + 1;
      while (k < R) {
        const x = window[k * rows + m.lineRows[base + k]!]!;
        if (x !== s && x !== W) break;
        k++;
      }
      symPay = m.pays[s * (R + 1) + k]!;
    }
  }
  if (symPay > 0 && symPay >= wildPay) {
    out[0] = sym;
    out[1] = k;
    return symPay;
  }
  if (wildPay > 0) {
    out[0] = W;
    out[1] = w;
    return wildPay;
  }
  return 0;
}

/** Scratch buffers for a machine, reused across spins. */
export interface SpinScratch {
  stops: Int32Array;
  window: Int32Array;
  out: Int32Array;
}

export function createScratch(m: CompiledMachine): SpinScratch {
  return { stops: new Int32Array(m.reels), window: new Int32Array(m.reels * m.rows), out: new Int32Array(2) };
}

/** Draws the stops and fills the window; returns the number of scatters in the window. */
function spinReels(m: CompiledMachine, strips: CompiledStrips, rng: Rng, scratch: SpinScratch): number {
  const rows = m.rows;
  let scatters = 0;
  for (let i = 0; i < m.reels; i++) {
    const len = strips.lengths[i]!;
    const strip = strips.strips[i]!;
    const stop = rng.nextInt(len);
    scratch.stops[i] = stop;
    for (let r = 0; r < rows; r++) {
      let p = stop + r;
      if (p >= len) p -= len;
      scratch.window[i * rows + r] = strip[p]!;
    }
    scatters += strips.scatterColumn[i]![stop]!;
  }
  return scatters;
}

/** Line pays of the current window in coins (before multiplier), optionally recording the wins. */
function linePays(
  m: CompiledMachine,
  scratch: SpinScratch,
  record: SlotLineWin[] | null,
  amountPerCoin: number,
): number {
  let total = 0;
  for (let j = 0; j < m.nLines; j++) {
    const pay = evaluateLine(m, scratch.window, j, scratch.out);
    if (pay > 0) {
      total += pay;
      if (record) {
        record.push({
          line: j,
          symbol: m.symbolIds[scratch.out[0]!]!,
          count: scratch.out[1]!,
          win: pay * amountPerCoin,
        });
      }
    }
  }
  return total;
}

function recordSpin(
  m: CompiledMachine,
  kind: 'base' | 'free',
  scratch: SpinScratch,
  lineWins: SlotLineWin[],
  scatters: number,
  scatterWin: number,
  awarded: number,
  multiplier: number,
  win: number,
): SlotSpin {
  const window: string[][] = [];
  const positions: [number, number][] = [];
  for (let i = 0; i < m.reels; i++) {
    const col: string[] = [];
    for (let r = 0; r < m.rows; r++) {
      const s = scratch.window[i * m.rows + r]!;
      col.push(m.symbolIds[s]!);
      if (m.kinds[s] === KIND_SCATTER) positions.push([i, r]);
    }
    window.push(col);
  }
  return {
    kind,
    stops: Array.from(scratch.stops),
    window,
    lineWins,
    scatter: { count: scatters, positions, win: scatterWin, freeSpinsAwarded: awarded },
    multiplier,
    win,
  };
}

/**
 * Plays one round. With `record` false, returns only the total win in coins (per coin value) and
 * builds no objects; with `record` true also returns the round for animation and replay. Both run
 * the same code.
 */
function runRound(
  m: CompiledMachine,
  rng: Rng,
  coinValue: number,
  scratch: SpinScratch,
  record: boolean,
): { coins: number; base: SlotSpin | null; free: SlotSpin[] } {
  const lines = m.nLines;
  const free: SlotSpin[] = [];
  // Base spin
  let scatters = spinReels(m, m.base, rng, scratch);
  let lineWins: SlotLineWin[] | null = record ? [] : null;
  let coins = linePays(m, scratch, lineWins, coinValue);
  let scatterCoins = tableAt(m.scatterPays, scatters) * lines;
  let awarded = tableAt(m.awards, scatters);
  coins += scatterCoins;
  const base = record
    ? recordSpin(
        m,
        'base',
        scratch,
        lineWins!,
        scatters,
        scatterCoins * coinValue,
        awarded,
        1,
        coins * coinValue,
      )
    : null;
  // Free spins, retriggers added to the spins left
  let left = awarded;
  const M = m.multiplier;
  while (left > 0) {
    left--;
    scatters = spinReels(m, m.free, rng, scratch);
    lineWins = record ? [] : null;
    let spinCoins = linePays(m, scratch, lineWins, coinValue * M);
    scatterCoins = tableAt(m.scatterPays, scatters) * lines;
    awarded = tableAt(m.awards, scatters);
    spinCoins = (spinCoins + scatterCoins) * M;
    coins += spinCoins;
    left += awarded;
    if (record) {
      free.push(
        recordSpin(
          m,
          'free',
          scratch,
          lineWins!,
          scatters,
          scatterCoins * M * coinValue,
          awarded,
          M,
          spinCoins * coinValue,
        ),
      );
    }
  }
  return { coins, base, free };
}

/** Total win of one round in coins (multiply by the coin value for the amount); for simulations. */
export function roundWin(m: CompiledMachine, rng: Rng, scratch: SpinScratch): number {
  return runRound(m, rng, 1, scratch, false).coins;
}

/** Plays one round with `coinValue` (a positive integer amount in minor units) per line. */
export function playRound(m: CompiledMachine, rng: Rng, coinValue: number): SlotRound {
  if (!Number.isSafeInteger(coinValue) || coinValue <= 0)
    throw new RangeError('coinValue must be a positive integer');
  const r = runRound(m, rng, coinValue, createScratch(m), true);
  return {
    gameId: m.def.id,
    coinValue,
    lines: m.nLines,
    bet: coinValue * m.nLines,
    base: r.base!,
    freeSpins: r.free,
    totalWin: r.coins * coinValue,
  };
}
