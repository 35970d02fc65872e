import { describe, expect, it } from 'vitest';
import type { Rng } from '@jade/contract/provably-fair';
import { createFairRng } from './fair-rng';
import {
  describeFish,
  FISH_RTP,
  FISH_TYPES,
  fishShotReturn,
  playFish,
} from '@jade/contract/inhouse-engine/fish';
import { SimulationRng } from '@jade/contract/inhouse-engine/sim-rng';

describe('fish shooter', () => {
  it('returns exactly 96 % per shot for every fish', () => {
    for (const f of FISH_TYPES) expect(fishShotReturn(f.multiplier)).toBeCloseTo(FISH_RTP, 15);
    expect(FISH_RTP).toBe(0.96);
    expect(describeFish().paytable.find((p) => p.fish === 'dragon-king')!.killChance).toBeCloseTo(0.0096, 15);
  });

  it('kills iff the roll in [0, 100·m) is below 96', () => {
    const rolls = [95, 96, 0, 9999];
    const seen: number[] = [];
    const rng: Rng = {
      nextInt: (n) => {
        seen.push(n);
        return rolls.shift()!;
      },
      nextFloat: () => 0,
    };
    const r = playFish(rng, 10, ['clownfish', 'clownfish', 'shark', 'dragon-king']);
    expect(seen).toEqual([200, 200, 2000, 10000]);
    expect(r.shots.map((s) => [s.killed, s.win])).toEqual([
      [true, 20],
      [false, 0],
      [true, 200],
      [false, 0],
    ]);
    expect(r).toMatchObject({ totalStake: 40, totalWin: 220 });
  });

  it('is deterministic on the fair stream and validates input', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'fish', nonce: 1 };
    const shots = ['shark', 'manta-ray', 'clownfish'];
    expect(playFish(createFairRng(seeds), 5, shots)).toEqual(playFish(createFairRng(seeds), 5, shots));
    expect(() => playFish(createFairRng(seeds), 5, [])).toThrow(RangeError);
    expect(() => playFish(createFairRng(seeds), 5, ['nemo'])).toThrow(RangeError);
    expect(() => playFish(createFairRng(seeds), 0, shots)).toThrow(RangeError);
  });

  it('simulates 1,000,000 shots within 5 σ of the exact RTP', () => {
    const rng = new SimulationRng(99);
    const n = 1_000_000;
    let sum = 0;
    let variance = 0;
    const targets = FISH_TYPES.map((f) => f.id);
    for (let i = 0; i < n; i += 100) {
      const volley = Array.from({ length: 100 }, (_, k) => targets[(i + k) % targets.length]!);
      sum += playFish(rng, 1, volley).totalWin;
    }
    for (const f of FISH_TYPES) variance += (FISH_RTP * f.multiplier - FISH_RTP ** 2) / FISH_TYPES.length;
    expect(Math.abs(sum / n - FISH_RTP)).toBeLessThan(5 * Math.sqrt(variance / n));
  });
});
