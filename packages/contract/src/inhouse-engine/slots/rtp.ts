/**
 * Exact return-to-player, hit frequency and variance of a slot machine, computed analytically from
 * its reel strips and paytable (no simulation). Method (docs/games-math.md has the long form):
 *
 * 1. Line patterns. `evaluateLine` (engine.ts) looks at the leading run of w wilds and at the run of
 *    the first non-wild symbol. Every line outcome falls in exactly one pattern:
 *      - w = R (all wilds): pays wild(R);
 *      - w < R wilds, then a non-substitutable symbol (the scatter): pays wild(w);
 *      - w < R wilds, then regular S, run of exactly k (cells w+1 … k−1 are S or wild, cell k is
 *        neither or the line ends): pays max(wild(w), S(k)).
 *    A pattern is a set constraint on each reel's cell (wild / {S} / {S, wild} / not {S, wild} /
 *    scatter / any). Reels are independent and every stop equally likely, so the probability that a
 *    cell at row a of reel i lies in a set is a count over that reel's stops, and a pattern's
 *    probability is the product over reels. E[line] = Σ pay × P(pattern).
 * 2. Scatters. The number of scatters a reel shows is a function of its stop; the distribution of
 *    the window's total is the convolution over reels.
 * 3. Second moments. E[L_j · L_j'] for two lines (possibly the same) sums over pairs of patterns the
 *    product over reels of the JOINT probability of the two constraints on that reel's rows a and b
 *    (the same cell when a = b). E[L_j ; scatters = c] convolves, per reel, the joint probability of
 *    the constraint and the scatters shown. This gives E[(Σ lines)²] and E[Σ lines ; c] exactly.
 * 4. Free spins form a branching process: each free spin wins Y and awards R more spins, iid across
 *    spins. With T = Y + Σ_{r ≤ R} T_r (the win of a spin and all spins it leads to),
 *      E[T] = E[Y] / (1 − E[R]),
 *      E[T²] = (E[Y²] + 2 E[T] E[Y R] + E[R(R − 1)] E[T]²) / (1 − E[R]),
 *    and N initial spins win F with E[F] = N E[T], E[F²] = N E[T²] + N(N − 1) E[T]². Given the
 *    base spin's scatter count, F is independent of the base window.
 * 5. Hit frequency: a line pays iff its first K cells say so, K being the longest minimum paying run
 *    (3 here), so the first K reels are enumerated stop by stop, with the scatter count of the other
 *    reels convolved in.
 */
import {
  createScratch,
  evaluateLine,
  KIND_REGULAR,
  KIND_SCATTER,
  KIND_WILD,
  tableAt,
  type CompiledMachine,
  type CompiledStrips,
} from './engine';

/** Moments of one spin's line pays (in coins, before any multiplier) and scatter count. */
export interface StripMoments {
  /** pc[c] = P(c scatters in the window). */
  pc: Float64Array;
  /** E[Σ line pays]. */
  lines: number;
  /** E[Σ line pays ; c scatters] = E[Σ line pays · 1{c scatters}]. */
  linesByScatters: Float64Array;
  /** E[(Σ line pays)²]. */
  linesSquared: number;
}

export interface SlotMath {
  /** Return to player (total win / bet), base game and free spins. */
  rtp: number;
  /** Parts of the RTP: base-game line wins, base-game scatter wins, free spins (all their wins). */
  baseLinesRtp: number;
  baseScatterRtp: number;
  freeSpinsRtp: number;
  /** P(the paid spin wins anything or triggers free spins). */
  hitFrequency: number;
  /** P(the paid spin triggers free spins). */
  freeSpinsFrequency: number;
  /** Expected free spins played per trigger, retriggers included. */
  freeSpinsPerTrigger: number;
  /** Expected spins awarded by one free spin (retrigger rate); must be < 1. */
  retriggerRate: number;
  /** Variance and standard deviation of a round's total win, in units of the bet. */
  variance: number;
  sd: number;
  /** Per-spin figures of one free spin, in units of the bet: E[Y] with the multiplier. */
  freeSpinMeanWin: number;
}

interface Pattern {
  sets: Int32Array;
  pay: number;
}

/** Constraint sets as bit masks over symbol codes, interned to small ids. */
class SetFamily {
  readonly masks: number[] = [];
  private readonly ids = new Map<number, number>();
  id(mask: number): number {
    let id = this.ids.get(mask);
    if (id === undefined) {
      id = this.masks.length;
      this.masks.push(mask);
      this.ids.set(mask, id);
    }
    return id;
  }
}

function linePatterns(m: CompiledMachine, family: SetFamily): Pattern[] {
  if (m.nSymbols > 30) throw new Error('too many symbols for the calculator');
  const R = m.reels;
  const W = m.wild;
  const all = (1 << m.nSymbols) - 1;
  let nonSub = 0;
  for (let s = 0; s < m.nSymbols; s++)
    if (m.kinds[s] !== KIND_REGULAR && m.kinds[s] !== KIND_WILD) nonSub |= 1 << s;
  const ANY = family.id(all);
  const WILD = family.id(1 << W);
  const pay = (s: number, k: number) => m.pays[s * (R + 1) + k]!;
  const out: Pattern[] = [];
  for (let w = 0; w <= R; w++) {
    const wildPay = pay(W, w);
    const prefix = (): Int32Array => {
      const sets = new Int32Array(R).fill(ANY);
      for (let i = 0; i < w; i++) sets[i] = WILD;
      return sets;
    };
    if (w === R) {
      if (wildPay > 0) out.push({ sets: prefix(), pay: wildPay });
      continue;
    }
    if (nonSub !== 0 && wildPay > 0) {
      const sets = prefix();
      sets[w] = family.id(nonSub);
      out.push({ sets, pay: wildPay });
    }
    for (let s = 0; s < m.nSymbols; s++) {
      if (m.kinds[s] !== KIND_REGULAR) continue;
      const sOrWild = (1 << s) | (1 << W);
      for (let k = w + 1; k <= R; k++) {
        const p = Math.max(wildPay, pay(s, k));
        if (p === 0) continue;
        const sets = prefix();
        sets[w] = family.id(1 << s);
        for (let i = w + 1; i < k; i++) sets[i] = family.id(sOrWild);
        if (k < R) sets[k] = family.id(all & ~sOrWild);
        out.push({ sets, pay: p });
      }
    }
  }
  return out;
}

function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += x * b[j]!;
  }
  return out;
}

/** Exact moments of one spin on the given strips. */
export function stripMoments(m: CompiledMachine, strips: CompiledStrips): StripMoments {
  const R = m.reels;
  const rows = m.rows;
  const family = new SetFamily();
  const patterns = linePatterns(m, family);
  const nSets = family.masks.length;
  const nSym = m.nSymbols;
  const inSet = (setId: number, sym: number) => (family.masks[setId]! >> sym) & 1;

  // joint[i][a * rows + b][sa * nSets + sb] = P(row a of reel i in set sa, row b in set sb)
  // withScat[i][a][sa * (rows + 1) + c] = P(row a in set sa, c scatters on reel i)
  const joint: Float64Array[][] = [];
  const withScat: Float64Array[][] = [];
  const scatDist: Float64Array[] = [];
  for (let i = 0; i < R; i++) {
    const strip = strips.strips[i]!;
    const n = strip.length;
    const at = (s: number, a: number) => strip[(s + a) % n]!;
    const perPair: Float64Array[] = [];
    for (let a = 0; a < rows; a++) {
      for (let b = 0; b < rows; b++) {
        const counts = new Float64Array(nSym * nSym);
        for (let s = 0; s < n; s++) counts[at(s, a) * nSym + at(s, b)]! += 1;
        const t = new Float64Array(nSets * nSets);
        for (let sa = 0; sa < nSets; sa++) {
          for (let sb = 0; sb < nSets; sb++) {
            let c = 0;
            for (let x = 0; x < nSym; x++) {
              if (!inSet(sa, x)) continue;
              for (let y = 0; y < nSym; y++) if (inSet(sb, y)) c += counts[x * nSym + y]!;
            }
            t[sa * nSets + sb] = c / n;
          }
        }
        perPair.push(t);
      }
    }
    joint.push(perPair);
    const perRow: Float64Array[] = [];
    for (let a = 0; a < rows; a++) {
      const t = new Float64Array(nSets * (rows + 1));
      for (let s = 0; s < n; s++) {
        const x = at(s, a);
        const c = strips.scatterColumn[i]![s]!;
        for (let sa = 0; sa < nSets; sa++) if (inSet(sa, x)) t[sa * (rows + 1) + c]! += 1 / n;
      }
      perRow.push(t);
    }
    withScat.push(perRow);
    const d = new Float64Array(rows + 1);
    for (let s = 0; s < n; s++) d[strips.scatterColumn[i]![s]!]! += 1 / n;
    scatDist.push(d);
  }

  let pc: Float64Array = new Float64Array([1]);
  for (const d of scatDist) pc = convolve(pc, d);

  // E[Σ L ; c]
  const linesByScatters = new Float64Array(R * rows + 1);
  for (let j = 0; j < m.nLines; j++) {
    for (const p of patterns) {
      let dist: Float64Array = new Float64Array([1]);
      for (let i = 0; i < R; i++) {
        const a = m.lineRows[j * R + i]!;
        const t = withScat[i]![a]!;
        const v = t.subarray(p.sets[i]! * (rows + 1), (p.sets[i]! + 1) * (rows + 1));
        dist = convolve(dist, v);
      }
      for (let c = 0; c < dist.length; c++) linesByScatters[c]! += p.pay * dist[c]!;
    }
  }
  let lines = 0;
  for (const v of linesByScatters) lines += v;

  // E[(Σ L)²] = Σ_j Σ_j' E[L_j L_j']
  let linesSquared = 0;
  const nP = patterns.length;
  const tables: Float64Array[] = new Array<Float64Array>(R);
  for (let j = 0; j < m.nLines; j++) {
    for (let j2 = j; j2 < m.nLines; j2++) {
      for (let i = 0; i < R; i++) {
        tables[i] = joint[i]![m.lineRows[j * R + i]! * rows + m.lineRows[j2 * R + i]!]!;
      }
      let sum = 0;
      for (let p = 0; p < nP; p++) {
        const P = patterns[p]!;
        const rowsP: Float64Array[] = [];
        for (let i = 0; i < R; i++)
          rowsP.push(tables[i]!.subarray(P.sets[i]! * nSets, (P.sets[i]! + 1) * nSets));
        let inner = 0;
        for (let q = 0; q < nP; q++) {
          const Q = patterns[q]!;
          let prob = 1;
          for (let i = 0; i < R && prob !== 0; i++) prob *= rowsP[i]![Q.sets[i]!]!;
          inner += prob * Q.pay;
        }
        sum += inner * P.pay;
      }
      linesSquared += j === j2 ? sum : 2 * sum;
    }
  }
  return { pc, lines, linesByScatters, linesSquared };
}

/** Longest "shortest paying run" over symbols (wild included): line wins are decided by this many reels. */
function decidingReels(m: CompiledMachine): number {
  // A line that starts with wilds only is decided by later reels when the wild never pays.
  let wildPays = false;
  for (let k = 1; k <= m.reels; k++) if (m.pays[m.wild * (m.reels + 1) + k]! > 0) wildPays = true;
  if (!wildPays) return m.reels;
  let K = 1;
  for (let s = 0; s < m.nSymbols; s++) {
    for (let k = 1; k <= m.reels; k++) {
      if (m.pays[s * (m.reels + 1) + k]! > 0) {
        K = Math.max(K, k);
        break;
      }
    }
  }
  return K;
}

/** P(the paid spin wins anything or triggers free spins), by enumerating the deciding reels. */
export function hitFrequency(m: CompiledMachine): number {
  const R = m.reels;
  const rows = m.rows;
  const strips = m.base;
  const K = decidingReels(m);
  let combos = 1;
  for (let i = 0; i < K; i++) combos *= strips.lengths[i]!;
  if (combos > 20_000_000) throw new Error('hit frequency: too many stop combinations to enumerate');
  // Scatter distribution of reels K … R−1
  let rest: Float64Array = new Float64Array([1]);
  for (let i = K; i < R; i++) {
    const d = new Float64Array(rows + 1);
    const n = strips.lengths[i]!;
    for (let s = 0; s < n; s++) d[strips.scatterColumn[i]![s]!]! += 1 / n;
    rest = convolve(rest, d);
  }
  // quiet[cPrefix] = P(the rest brings no scatter win and no award | prefix had cPrefix scatters)
  const quiet = new Float64Array(K * rows + 1);
  for (let c0 = 0; c0 <= K * rows; c0++) {
    for (let c = 0; c < rest.length; c++) {
      if (tableAt(m.scatterPays, c0 + c) === 0 && tableAt(m.awards, c0 + c) === 0) quiet[c0]! += rest[c]!;
    }
  }
  const scratch = createScratch(m);
  scratch.window.fill(-1); // reels ≥ K hold a blocker that matches nothing
  const stops = new Int32Array(K);
  let quietMass = 0;
  for (let done = false; !done;) {
    let c0 = 0;
    for (let i = 0; i < K; i++) {
      const strip = strips.strips[i]!;
      const n = strip.length;
      for (let r = 0; r < rows; r++) scratch.window[i * rows + r] = strip[(stops[i]! + r) % n]!;
      c0 += strips.scatterColumn[i]![stops[i]!]!;
    }
    let pays = false;
    for (let j = 0; j < m.nLines && !pays; j++) pays = evaluateLine(m, scratch.window, j, scratch.out) > 0;
    if (!pays) quietMass += quiet[c0]!;
    // next combination
    let i = K - 1;
    for (; i >= 0; i--) {
      stops[i]!++;
      if (stops[i]! < strips.lengths[i]!) break;
      stops[i] = 0;
    }
    done = i < 0;
  }
  return 1 - quietMass / combos;
}

/** The exact RTP, hit frequency and volatility of a machine. */
export function slotMath(m: CompiledMachine): SlotMath {
  const L = m.nLines;
  const M = m.multiplier;
  const base = stripMoments(m, m.base);
  const free = stripMoments(m, m.free);
  const sp = (c: number) => tableAt(m.scatterPays, c) * L; // scatter pay in coins
  const aw = (c: number) => tableAt(m.awards, c);

  // One free spin: Y (coins, with multiplier) and R (spins awarded)
  let EY = free.lines;
  let EY2 = free.linesSquared;
  let EYR = 0;
  let ER = 0;
  let ER2 = 0;
  for (let c = 0; c < free.pc.length; c++) {
    const p = free.pc[c]!;
    EY += p * sp(c);
    EY2 += 2 * sp(c) * free.linesByScatters[c]! + p * sp(c) ** 2;
    EYR += aw(c) * (free.linesByScatters[c]! + p * sp(c));
    ER += p * aw(c);
    ER2 += p * aw(c) ** 2;
  }
  EY *= M;
  EY2 *= M * M;
  EYR *= M;
  if (ER >= 1)
    throw new Error('free spins retrigger on average at least once per spin: the feature never ends');
  const mu = EY / (1 - ER);
  const ET2 = (EY2 + 2 * mu * EYR + (ER2 - ER) * mu * mu) / (1 - ER);

  // The paid spin X = B + F
  let scatterMean = 0;
  let featureMean = 0;
  let EX2 = base.linesSquared;
  let trigger = 0;
  let spinsPerRound = 0;
  for (let c = 0; c < base.pc.length; c++) {
    const p = base.pc[c]!;
    const N = aw(c);
    const mF = N * mu;
    const vF = N * ET2 + N * (N - 1) * mu * mu;
    scatterMean += p * sp(c);
    featureMean += p * mF;
    EX2 += 2 * sp(c) * base.linesByScatters[c]! + p * sp(c) ** 2;
    EX2 += 2 * mF * (base.linesByScatters[c]! + p * sp(c)) + p * vF;
    if (N > 0) trigger += p;
    spinsPerRound += (p * N) / (1 - ER);
  }
  const EX = base.lines + scatterMean + featureMean;
  const variance = (EX2 - EX * EX) / (L * L);
  return {
    rtp: EX / L,
    baseLinesRtp: base.lines / L,
    baseScatterRtp: scatterMean / L,
    freeSpinsRtp: featureMean / L,
    hitFrequency: hitFrequency(m),
    freeSpinsFrequency: trigger,
    freeSpinsPerTrigger: trigger > 0 ? spinsPerRound / trigger : 0,
    retriggerRate: ER,
    variance,
    sd: Math.sqrt(variance),
    freeSpinMeanWin: EY / L,
  };
}

/** Helper for docs and tests: number of scatter symbols on each strip. */
export function scattersPerStrip(m: CompiledMachine, strips: CompiledStrips): number[] {
  return strips.strips.map((s) => s.reduce((n, x) => n + (m.kinds[x] === KIND_SCATTER ? 1 : 0), 0));
}
