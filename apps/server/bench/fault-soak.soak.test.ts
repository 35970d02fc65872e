// The reduced fault soak of `npm test` (the full run: npm run bench:soak, fault-soak.ts): 1,000 money
// operations from 50 clients through the proxy to 2 built instances, the database restarted at 30 % and
// one instance killed with SIGKILL at 60 % (and started again), then the oracle.
import { describe, expect, it } from 'vitest';
import { verdictSummary } from './cluster/oracle';
import { runSoak } from './cluster/soak';

describe('fault soak (reduced)', () => {
  it('keeps every client’s money right across a database restart and a SIGKILL', async () => {
    const result = await runSoak({
      ops: 1_000,
      clients: 50,
      instances: 2,
      hardTimeoutMs: 170_000,
      log: (line) => console.info(`[soak] ${line}`),
    });
    const { verdict, finalVerdict, replay, faults, ...figures } = result;
    console.info(
      JSON.stringify({ ...figures, faults, replay: { ...replay, mismatches: replay.mismatches.length } }),
    );

    expect(faults.map((f) => f.kind)).toEqual(['database restart', 'SIGKILL']);
    expect(result.unexpectedExits).toEqual([]);
    expect(result.opsDone).toBe(1_000);
    for (const v of [verdict, finalVerdict]) {
      expect(verdictSummary(v, 5)).toMatchObject({
        drift: [],
        negative: [],
        doubleApplied: [],
        lost: [],
        refusedApplied: [],
        unexplained: [],
        broken: [],
        reconcileClean: true,
        ok: true,
      });
    }
    expect(replay.mismatches).toEqual([]);
    // After the replays every operation has a definite outcome.
    expect(finalVerdict.outcomes.unknown).toBe(0);
    // The traffic really ran: most operations went through (refusals are transfers out of a sub-wallet
    // holding less than asked).
    expect(result.outcomes.acknowledged).toBeGreaterThan(600);
    expect(result.ok).toBe(true);
  });
});
