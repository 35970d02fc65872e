/**
 * A fast deterministic PRNG (xoshiro128**, seeded through splitmix32) for SIMULATIONS ONLY: the
 * tests play millions of rounds with it to check the exact RTP. It is not cryptographically secure
 * and is never used for real rounds — production rounds draw from the provably fair HMAC stream
 * (`createFairRng` in the server's inhouse-games/engine/fair-rng.ts). Both implement the same `Rng` interface with the same rejection
 * sampling, so the engines cannot tell them apart.
 */
import type { Rng } from '../provably-fair';

const TWO_32 = 0x1_0000_0000;

export class SimulationRng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  nextInt(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = this.nextU32();
      if (u < limit) return u % n;
    }
  }

  nextFloat(): number {
    return ((this.nextU32() >>> 5) * 0x400_0000 + (this.nextU32() >>> 6)) / 2 ** 53;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
