import { describe, expect, it } from 'vitest';
import type { Rng } from '@jade/contract/provably-fair';
import {
  compileMachine,
  evaluateLine,
  playRound,
  type CompiledMachine,
} from '@jade/contract/inhouse-engine/slots/engine';
import {
  describeSlot,
  SLOT_FIGURES,
  SLOT_MACHINES,
  type SlotGameId,
} from '@jade/contract/inhouse-engine/slots/index';
import { STANDARD_LINES } from '@jade/contract/inhouse-engine/slots/lines';
import { slotMath, stripMoments } from '@jade/contract/inhouse-engine/slots/rtp';
import type { SlotMachineDef } from '@jade/contract/inhouse-engine/slots/types';

/** Returns the scripted numbers in order (each must be < n). */
class ScriptedRng implements Rng {
  private i = 0;
  constructor(private readonly values: number[]) {}
  nextInt(n: number): number {
    const v = this.values[this.i++];
    if (v === undefined || v >= n) throw new Error(`script: ${v} for nextInt(${n})`);
    return v;
  }
  nextFloat(): number {
    throw new Error('not scripted');
  }
  get used() {
    return this.i;
  }
}

// A small test machine: 5 reels, 3 rows, symbols W (wild), S (scatter), A, B, C.
const SYMBOLS = [
  { id: 'W', name: 'Wild', kind: 'wild' as const },
  { id: 'S', name: 'Scatter', kind: 'scatter' as const },
  { id: 'A', name: 'A', kind: 'regular' as const },
  { id: 'B', name: 'B', kind: 'regular' as const },
  { id: 'C', name: 'C', kind: 'regular' as const },
];
const strips = (...s: string[]) => s.map((x) => [...x]);

function testMachine(over: Partial<SlotMachineDef> = {}): SlotMachineDef {
  return {
    id: 'test',
    name: 'Test',
    theme: '',
    description: '',
    rows: 3,
    symbols: SYMBOLS,
    linePays: {
      W: [0, 0, 0, 20, 50, 100],
      A: [0, 0, 2, 5, 10, 20],
      B: [0, 0, 0, 4, 8, 30],
      C: [0, 0, 0, 3, 6, 12],
    },
    scatterPays: [0, 0, 1, 3, 10],
    freeSpins: { awards: [0, 0, 0, 3, 5], multiplier: 2 },
    strips: {
      base: strips('WASBC', 'ABCSWC', 'SSABC', 'BCAWSA', 'CABSW'),
      free: strips('WABCA', 'ABWCSC', 'SABCW', 'BCAWCA', 'CABWS'),
    },
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
      [1, 1, 1, 1, 1],
    ],
    ...over,
  };
}

/** Evaluates one line given its 5 cells (placed on row 0). */
function line(m: CompiledMachine, cells: string): [string, number, number] {
  const window = new Int32Array(m.reels * m.rows).fill(m.symbolIds.indexOf('C'));
  [...cells].forEach((ch, i) => (window[i * m.rows] = m.symbolIds.indexOf(ch)));
  const out = new Int32Array(2);
  const pay = evaluateLine(m, window, 1, out); // line 1 = top row
  return pay > 0 ? [m.symbolIds[out[0]!]!, out[1]!, pay] : ['', 0, 0];
}

describe('line evaluation', () => {
  const m = compileMachine(testMachine());

  it('pays runs from the first reel only', () => {
    expect(line(m, 'AAACB')).toEqual(['A', 3, 5]);
    expect(line(m, 'AABBB')).toEqual(['A', 2, 2]);
    expect(line(m, 'BAAAA')).toEqual(['', 0, 0]);
    expect(line(m, 'BBBBB')).toEqual(['B', 5, 30]);
  });

  it('lets the wild substitute and pays the better interpretation', () => {
    expect(line(m, 'AWAWA')).toEqual(['A', 5, 20]);
    expect(line(m, 'WABCC')).toEqual(['A', 2, 2]);
    // W W W then B B: wild run 3 pays 20, B run 5 pays 30 → B
    expect(line(m, 'WWWBB')).toEqual(['B', 5, 30]);
    // W W W then C A: wild run 3 pays 20, C run 4 pays 6 → wild
    expect(line(m, 'WWWCA')).toEqual(['W', 3, 20]);
    expect(line(m, 'WWWWW')).toEqual(['W', 5, 100]);
    expect(line(m, 'WWWWB')).toEqual(['W', 4, 50]);
  });

  it('never substitutes the scatter', () => {
    expect(line(m, 'SAAAA')).toEqual(['', 0, 0]);
    expect(line(m, 'AASAA')).toEqual(['A', 2, 2]);
    expect(line(m, 'WWWSA')).toEqual(['W', 3, 20]);
    expect(line(m, 'WWSAA')).toEqual(['', 0, 0]);
  });
});

describe('rounds', () => {
  it('records stops, window, line wins (several lines) and scatter', () => {
    const m = compileMachine(testMachine());
    // Base strips: reel 0 'WASBC' stop 1 → A S B; reel 1 'ABCSWC' stop 0 → A B C; reel 2 'SSABC' stop 2 → A B C;
    // reel 3 'BCAWSA' stop 2 → A W S; reel 4 'CABSW' stop 1 → A B S.
    const rng = new ScriptedRng([1, 0, 2, 2, 1, 0, 4, 0, 0, 4, ...new Array<number>(25).fill(0)]);
    const r = playRound(m, rng, 5);
    expect(r.base.stops).toEqual([1, 0, 2, 2, 1]);
    expect(r.base.window).toEqual([
      ['A', 'S', 'B'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'W', 'S'],
      ['A', 'B', 'S'],
    ]);
    // line 1 (top) AAAAA = 20; line 0 and 5 (middle) S B B W B → nothing; line 2 (bottom) B C C S S → nothing;
    // line 3 (0,1,2,1,0) A B C W A → nothing; line 4 (2,1,0,1,2) B B A W S → nothing (B pays from 3).
    expect(r.base.lineWins).toEqual([{ line: 1, symbol: 'A', count: 5, win: 100 }]);
    expect(r.base.scatter).toEqual({
      count: 3,
      positions: [
        [0, 1],
        [3, 2],
        [4, 2],
      ],
      win: 3 * 30,
      freeSpinsAwarded: 3,
    });
    expect(r.bet).toBe(30);
    expect(r.base.win).toBe(100 + 90);
  });

  it('plays the free spins on their strips with the multiplier, and retriggers', () => {
    const m = compileMachine(testMachine());
    const rng = new ScriptedRng([1, 0, 2, 2, 1, 0, 4, 0, 0, 4, ...new Array<number>(25).fill(0)]);
    const r = playRound(m, rng, 5);
    expect(rng.used).toBe(35);
    // Free spin 1: W A B | S C A | S A B | B C A | S C A → 3 scatters: 3 × bet × 2, and 3 more spins.
    expect(r.freeSpins).toHaveLength(6);
    expect(r.freeSpins[0]).toMatchObject({
      kind: 'free',
      stops: [0, 4, 0, 0, 4],
      lineWins: [],
      scatter: { count: 3, win: 180, freeSpinsAwarded: 3 },
      multiplier: 2,
      win: 180,
    });
    // Free spins 2–6 (all stops 0): top A×2 = 2, bottom B×3 = 4, line 3 W B B = B×3 = 4 → 10 coins × 2.
    for (const spin of r.freeSpins.slice(1)) {
      expect(spin.lineWins).toEqual([
        { line: 1, symbol: 'A', count: 2, win: 20 },
        { line: 2, symbol: 'B', count: 3, win: 40 },
        { line: 3, symbol: 'B', count: 3, win: 40 },
      ]);
      expect(spin.scatter).toMatchObject({ count: 1, win: 0, freeSpinsAwarded: 0 });
      expect(spin.win).toBe(100);
    }
    expect(r.totalWin).toBe(190 + 180 + 5 * 100);
  });

  it('rejects a bad coin value and bad definitions', () => {
    const m = compileMachine(testMachine());
    expect(() => playRound(m, new ScriptedRng([]), 0)).toThrow(RangeError);
    expect(() => playRound(m, new ScriptedRng([]), 1.5)).toThrow(RangeError);
    expect(() => compileMachine(testMachine({ linePays: { A: [0, 0, 5, 3, 10, 20] } }))).toThrow(/decrease/);
    expect(() => compileMachine(testMachine({ lines: [[0, 0, 0, 0, 3]] }))).toThrow(/row/);
    expect(() =>
      compileMachine(testMachine({ strips: { base: strips('WAX', 'A', 'A', 'A', 'A'), free: [] } })),
    ).toThrow();
  });
});

// ---------------------------------------------------------------------------------------------------
// Exactness: brute force over every stop combination, in rationals, against the analytic calculator.

class Q {
  constructor(
    readonly n: bigint,
    readonly d: bigint = 1n,
  ) {}
  static of(x: number | bigint) {
    return new Q(BigInt(x));
  }
  add(o: Q) {
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d).norm();
  }
  sub(o: Q) {
    return this.add(new Q(-o.n, o.d));
  }
  mul(o: Q) {
    return new Q(this.n * o.n, this.d * o.d).norm();
  }
  div(o: Q) {
    return new Q(this.n * o.d, this.d * o.n).norm();
  }
  norm(): Q {
    const g = gcd(this.n < 0n ? -this.n : this.n, this.d < 0n ? -this.d : this.d);
    const s = this.d < 0n ? -1n : 1n;
    return g === 0n ? this : new Q((s * this.n) / g, (s * this.d) / g);
  }
  toNumber() {
    return Number(this.n) / Number(this.d);
  }
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

interface Enumerated {
  N: bigint;
  pc: bigint[];
  lines: bigint;
  linesSquared: bigint;
  linesByScatters: bigint[];
  /** Per combination: (total win in coins, scatter count). */
  spins: { win: bigint; c: number }[];
}

/** Plays every stop combination of one set of strips through the engine (no free spins). */
function enumerate(def: SlotMachineDef, which: 'base' | 'free'): Enumerated {
  const m = compileMachine({
    ...def,
    strips: { base: def.strips[which], free: def.strips[which] },
    freeSpins: { awards: [], multiplier: 1 },
  });
  const lens = def.strips[which].map((s) => s.length);
  const cells = m.reels * m.rows + 1;
  const e: Enumerated = {
    N: 0n,
    pc: new Array<bigint>(cells).fill(0n),
    lines: 0n,
    linesSquared: 0n,
    linesByScatters: new Array<bigint>(cells).fill(0n),
    spins: [],
  };
  const stops = new Array<number>(lens.length).fill(0);
  for (;;) {
    const r = playRound(m, new ScriptedRng([...stops]), 1);
    const L = BigInt(r.base.lineWins.reduce((t, w) => t + w.win, 0));
    const c = r.base.scatter.count;
    e.N++;
    e.pc[c]!++;
    e.lines += L;
    e.linesSquared += L * L;
    e.linesByScatters[c]! += L;
    e.spins.push({ win: BigInt(r.totalWin), c });
    let i = lens.length - 1;
    for (; i >= 0; i--) {
      if (++stops[i]! < lens[i]!) break;
      stops[i] = 0;
    }
    if (i < 0) return e;
  }
}

const close = (a: number, b: number, tol = 1e-12) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

function bruteForce(def: SlotMachineDef) {
  const m = compileMachine(def);
  const award = (c: number) => Q.of(def.freeSpins.awards[Math.min(c, def.freeSpins.awards.length - 1)] ?? 0);
  const base = enumerate(def, 'base');
  const free = enumerate(def, 'free');
  // The calculator's per-spin moments equal the enumerated ones.
  for (const [which, e] of [
    ['base', base],
    ['free', free],
  ] as const) {
    const a = stripMoments(m, m[which]);
    const N = Q.of(e.N);
    expect(close(a.lines, new Q(e.lines).div(N).toNumber())).toBe(true);
    expect(close(a.linesSquared, new Q(e.linesSquared).div(N).toNumber())).toBe(true);
    e.pc.forEach((count, c) => expect(close(a.pc[c] ?? 0, new Q(count).div(N).toNumber())).toBe(true));
    e.linesByScatters.forEach((s, c) =>
      expect(close(a.linesByScatters[c] ?? 0, new Q(s).div(N).toNumber())).toBe(true),
    );
  }
  // RTP and variance of the whole round, in rationals.
  const M = Q.of(def.freeSpins.multiplier);
  const Nf = Q.of(free.N);
  let EY = Q.of(0);
  let EY2 = Q.of(0);
  let EYR = Q.of(0);
  let ER = Q.of(0);
  let ER2 = Q.of(0);
  for (const s of free.spins) {
    const Y = M.mul(Q.of(s.win));
    const R = award(s.c);
    EY = EY.add(Y);
    EY2 = EY2.add(Y.mul(Y));
    EYR = EYR.add(Y.mul(R));
    ER = ER.add(R);
    ER2 = ER2.add(R.mul(R));
  }
  [EY, EY2, EYR, ER, ER2] = [EY, EY2, EYR, ER, ER2].map((x) => x.div(Nf)) as [Q, Q, Q, Q, Q];
  const one = Q.of(1);
  const mu = EY.div(one.sub(ER));
  const ET2 = EY2.add(Q.of(2).mul(mu).mul(EYR)).add(ER2.sub(ER).mul(mu).mul(mu)).div(one.sub(ER));
  let EX = Q.of(0);
  let EX2 = Q.of(0);
  let hits = 0n;
  for (const s of base.spins) {
    const B = Q.of(s.win);
    const Nspins = award(s.c);
    EX = EX.add(B).add(Nspins.mul(mu));
    EX2 = EX2.add(B.mul(B))
      .add(Q.of(2).mul(B).mul(Nspins).mul(mu))
      .add(Nspins.mul(ET2))
      .add(Nspins.mul(Nspins.sub(one)).mul(mu).mul(mu));
    if (s.win > 0n || Nspins.n > 0n) hits++;
  }
  const Nb = Q.of(base.N);
  const L = Q.of(def.lines.length);
  EX = EX.div(Nb);
  EX2 = EX2.div(Nb);
  return {
    rtp: EX.div(L).toNumber(),
    variance: EX2.sub(EX.mul(EX)).div(L.mul(L)).toNumber(),
    hitFrequency: new Q(hits).div(Nb).toNumber(),
    math: slotMath(m),
  };
}

describe('exact RTP against brute force', () => {
  it('equals the enumeration of every stop combination (5 short reels, adjacent scatters)', () => {
    const b = bruteForce(testMachine());
    expect(b.math.rtp).toBeGreaterThan(0.5);
    expect(close(b.math.rtp, b.rtp)).toBe(true);
    expect(close(b.math.variance, b.variance, 1e-10)).toBe(true);
    expect(close(b.math.hitFrequency, b.hitFrequency)).toBe(true);
  });

  it('also when the wild has no pays of its own (hit frequency over all reels)', () => {
    const def = testMachine({
      linePays: { A: [0, 0, 2, 5, 10, 20], B: [0, 0, 0, 4, 8, 30], C: [0, 0, 0, 3, 6, 12] },
      strips: {
        base: strips('WASB', 'AWCS', 'SWAB', 'BCWSA', 'CWBS'),
        free: strips('WAB', 'ABWC', 'SABW', 'BCAW', 'CAWS'),
      },
      lines: STANDARD_LINES.slice(0, 9),
    });
    const b = bruteForce(def);
    expect(close(b.math.rtp, b.rtp)).toBe(true);
    expect(close(b.math.variance, b.variance, 1e-10)).toBe(true);
    expect(close(b.math.hitFrequency, b.hitFrequency)).toBe(true);
  });
});

describe('the three machines', () => {
  it.each(SLOT_MACHINES.map((d) => d.id as SlotGameId))(
    '%s: exact RTP in [94 %, 97 %], published figures',
    (id) => {
      const def = SLOT_MACHINES.find((d) => d.id === id)!;
      const m = compileMachine(def);
      const math = slotMath(m);
      expect(math.rtp).toBeGreaterThanOrEqual(0.94);
      expect(math.rtp).toBeLessThanOrEqual(0.97);
      expect(math.baseLinesRtp + math.baseScatterRtp + math.freeSpinsRtp).toBeCloseTo(math.rtp, 12);
      const published = SLOT_FIGURES[id];
      expect(Math.abs(published.rtp - math.rtp)).toBeLessThan(5e-7);
      expect(Math.abs(published.hitFrequency - math.hitFrequency)).toBeLessThan(5e-7);
      expect(Math.abs(published.sd - math.sd)).toBeLessThan(5e-7);
      expect(Math.abs(published.freeSpinsFrequency - math.freeSpinsFrequency)).toBeLessThan(5e-7);
      expect(math.retriggerRate).toBeLessThan(0.1);
      // 5 reels, 3 rows, scatters never twice on one reel's window
      expect(m.reels).toBe(5);
      expect(m.rows).toBe(3);
      for (const s of [...m.base.scatterColumn, ...m.free.scatterColumn])
        expect(Math.max(...s)).toBeLessThanOrEqual(1);
    },
  );

  it('describes rules and paytable', () => {
    const d = describeSlot('lotus-fortune');
    expect(d).toMatchObject({ name: 'Lotus Fortune', reels: 5, rows: 3, freeSpins: { multiplier: 3 } });
    expect(d.lines).toHaveLength(25);
    expect(d.paytable.find((p) => p.symbol === 'lotus')!.pays).toEqual([
      { count: 5, coins: 1000 },
      { count: 4, coins: 200 },
      { count: 3, coins: 50 },
    ]);
    expect(d.scatter.freeSpins).toEqual([
      { count: 3, spins: 10 },
      { count: 4, spins: 15 },
      { count: 5, spins: 20 },
    ]);
    expect(d.rules.length).toBeGreaterThan(5);
    expect(new Set(SLOT_MACHINES.map((m) => m.lines.length))).toEqual(new Set([10, 20, 25]));
  });
});
