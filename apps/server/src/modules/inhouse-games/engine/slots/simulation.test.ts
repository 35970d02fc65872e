/**
 * 1,000,000 simulated rounds per machine (free spins included in the round's win) must land within
 * 5 standard errors of the EXACT RTP: |mean − RTP| < 5 σ / √n, σ being the exact per-round standard
 * deviation from rtp.ts. The simulations draw from SimulationRng (xoshiro128**, fixed seeds) for
 * speed; production rounds draw from the provably fair HMAC stream through the same engine code.
 */
import { describe, expect, it } from 'vitest';
import { SimulationRng } from '@jade/contract/inhouse-engine/sim-rng';
import {
  compileMachine,
  createScratch,
  roundWin,
  type CompiledMachine,
} from '@jade/contract/inhouse-engine/slots/engine';
import { SLOT_MACHINES } from '@jade/contract/inhouse-engine/slots/index';
import { slotMath } from '@jade/contract/inhouse-engine/slots/rtp';

const N = 1_000_000;

function simulate(m: CompiledMachine, seed: number, n: number) {
  const rng = new SimulationRng(seed);
  const scratch = createScratch(m);
  let sum = 0;
  let sum2 = 0;
  let hits = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const w = roundWin(m, rng, scratch) / m.nLines;
    sum += w;
    sum2 += w * w;
    if (w > 0) hits++;
  }
  const mean = sum / n;
  return { mean, sd: Math.sqrt(sum2 / n - mean * mean), hits: hits / n, ms: performance.now() - started };
}

describe('simulation within the statistical bounds of the exact RTP', () => {
  it.each(SLOT_MACHINES.map((d, i) => [d.id, d, i] as const))(
    '%s: 1,000,000 rounds',
    (_id, def, i) => {
      const m = compileMachine(def);
      const exact = slotMath(m);
      const sim = simulate(m, 20240601 + i, N);
      const bound = (5 * exact.sd) / Math.sqrt(N);
      console.log(
        `${def.id}: simulated RTP ${(sim.mean * 100).toFixed(3)} % vs exact ${(exact.rtp * 100).toFixed(3)} %` +
          ` (bound ±${(bound * 100).toFixed(3)}), z = ${((sim.mean - exact.rtp) / (exact.sd / Math.sqrt(N))).toFixed(2)},` +
          ` σ ${sim.sd.toFixed(3)} vs ${exact.sd.toFixed(3)}, ${sim.ms.toFixed(0)} ms`,
      );
      expect(Math.abs(sim.mean - exact.rtp)).toBeLessThan(bound);
      // The sample σ of a heavy-tailed win is itself noisy: a loose check only.
      expect(Math.abs(sim.sd / exact.sd - 1)).toBeLessThan(0.25);
      // Every hit wins something except a trigger whose free spins all miss, which is rare.
      expect(sim.hits).toBeLessThanOrEqual(exact.hitFrequency + 0.005);
      expect(sim.hits).toBeGreaterThan(exact.hitFrequency - 0.01);
    },
    60_000,
  );

  it('matches the mean AND variance of a small machine with frequent retriggers', () => {
    const m = compileMachine({
      id: 'retrigger',
      name: 'Retrigger',
      theme: '',
      description: '',
      rows: 3,
      symbols: [
        { id: 'W', name: 'W', kind: 'wild' },
        { id: 'S', name: 'S', kind: 'scatter' },
        { id: 'A', name: 'A', kind: 'regular' },
        { id: 'B', name: 'B', kind: 'regular' },
      ],
      linePays: { W: [0, 0, 0, 10, 20, 50], A: [0, 0, 0, 2, 5, 10], B: [0, 0, 0, 1, 3, 6] },
      scatterPays: [0, 0, 1, 2],
      freeSpins: { awards: [0, 0, 0, 2, 3], multiplier: 2 },
      strips: {
        base: ['SABAB', 'ASBBA', 'BASAB', 'ABSBA', 'BAABS'].map((s) => [...s]),
        free: ['SAWABBAABA', 'WSBBAABABA', 'BAWSAABBAB', 'ABSWABABAB', 'BAWBSABBAA'].map((s) => [...s]),
      },
      lines: [
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
      ],
    });
    const exact = slotMath(m);
    expect(exact.retriggerRate).toBeGreaterThan(0.3);
    const sim = simulate(m, 7, N);
    expect(Math.abs(sim.mean - exact.rtp)).toBeLessThan((5 * exact.sd) / Math.sqrt(N));
    expect(Math.abs(sim.sd / exact.sd - 1)).toBeLessThan(0.02);
  }, 60_000);
});
