import { withWebCryptoFairStream } from '@jade/contract/provably-fair';
import { describe, expect, it } from 'vitest';
import {
  createFairRng,
  fairBlock,
  generateServerSeed,
  hashServerSeed,
  newSeedPair,
  verifyCommitment,
} from './fair-rng';
import type { BaccaratRound } from '@jade/contract/inhouse-engine/baccarat';
import { playInhouseRound, verifyRound, type RoundBet } from './verify';

const SEEDS = {
  serverSeed: '8f3c2a1b9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a',
  clientSeed: 'lucky-player-42',
  nonce: 7,
};

describe('fair RNG (node:crypto)', () => {
  it('matches the frozen known answers', () => {
    expect(hashServerSeed(SEEDS.serverSeed)).toBe(
      '6744ad19e18c7bf00523db40577fbd746524c07831ac1496d8c144a051c64e66',
    );
    expect(Buffer.from(fairBlock(SEEDS, 0)).toString('hex')).toBe(
      'edba7c32994fe1a5a74a7c43a8384ff814a89990bbdbc86d7638b901664489a2',
    );
    const r = createFairRng(SEEDS);
    expect(Array.from({ length: 10 }, () => r.nextInt(37))).toEqual([22, 29, 33, 12, 28, 20, 20, 14, 35, 11]);
    expect(createFairRng(SEEDS).shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      7, 6, 9, 2, 1, 10, 5, 4, 8, 3,
    ]);
  });

  it('is deterministic per (serverSeed, clientSeed, nonce) and changes with each', () => {
    const draw = (s: typeof SEEDS) => {
      const r = createFairRng(s);
      return Array.from({ length: 50 }, () => r.nextInt(1000));
    };
    expect(draw(SEEDS)).toEqual(draw(SEEDS));
    expect(draw({ ...SEEDS, nonce: 8 })).not.toEqual(draw(SEEDS));
    expect(draw({ ...SEEDS, clientSeed: 'other' })).not.toEqual(draw(SEEDS));
    expect(draw({ ...SEEDS, serverSeed: generateServerSeed() })).not.toEqual(draw(SEEDS));
  });

  it('gives exactly the numbers of the WebCrypto verifier', async () => {
    for (const nonce of [0, 1, 2, 99]) {
      const seeds = { ...SEEDS, nonce };
      const play = (r: { nextInt(n: number): number; nextFloat(): number; shuffle<T>(a: T[]): T[] }) => [
        ...Array.from({ length: 300 }, (_, i) => r.nextInt(i + 1)),
        ...Array.from({ length: 20 }, () => r.nextFloat()),
        ...r.shuffle(Array.from({ length: 52 }, (_, i) => i)),
      ];
      expect(await withWebCryptoFairStream(seeds, play, 1)).toEqual(play(createFairRng(seeds)));
    }
  });

  it('passes a chi-square test on 100,000 draws of nextInt(7)', () => {
    const r = createFairRng({ ...SEEDS, clientSeed: 'chi-square' });
    const counts = new Array<number>(7).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[r.nextInt(7)]!++;
    const e = n / 7;
    const chi2 = counts.reduce((t, c) => t + (c - e) ** 2 / e, 0);
    // 6 degrees of freedom: P(χ² > 22.46) = 0.001
    expect(chi2).toBeLessThan(22.46);
  });

  it('gives floats in [0, 1) with mean 1/2', () => {
    const r = createFairRng(SEEDS);
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = r.nextFloat();
      if (!(x >= 0 && x < 1)) outside++;
      sum += x;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / 20_000 - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / 20_000));
  });

  it('makes seed pairs whose commitment verifies', () => {
    const pair = newSeedPair();
    expect(pair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(pair.nonce).toBe(0);
    expect(verifyCommitment(pair.serverSeed, pair.serverSeedHash)).toBe(true);
    expect(verifyCommitment(generateServerSeed(), pair.serverSeedHash)).toBe(false);
    expect(newSeedPair('my-seed').clientSeed).toBe('my-seed');
    expect(() => newSeedPair('bad seed')).toThrow(RangeError);
  });
});

describe('verifyRound', () => {
  const pair = { ...SEEDS, serverSeedHash: hashServerSeed(SEEDS.serverSeed) };
  const rounds: RoundBet[] = [
    { gameId: 'jade-dragon', bet: { coinValue: 10 } },
    { gameId: 'lotus-fortune', bet: { coinValue: 4 } },
    { gameId: 'koi-riches', bet: { coinValue: 100 } },
    { gameId: 'baccarat', bet: { banker: 1000, tie: 100 } },
    { gameId: 'fish', bet: { bet: 50, shots: ['clownfish', 'shark', 'dragon-king'] } },
  ];

  it.each(rounds)('replays a $gameId round and accepts it', (round) => {
    const played = playInhouseRound(createFairRng(SEEDS), round);
    const result = verifyRound({ ...pair, ...round, outcome: played });
    expect(result).toMatchObject({ commitmentValid: true, outcomeMatches: true, valid: true });
    expect(result.outcome).toEqual(played);
  });

  it('fails on a wrong commitment, a tampered outcome or another nonce', () => {
    const round: RoundBet = { gameId: 'baccarat', bet: { player: 500 } };
    const played = playInhouseRound(createFairRng(SEEDS), round);
    const wrongHash = verifyRound({
      ...pair,
      ...round,
      serverSeedHash: hashServerSeed(generateServerSeed()),
    });
    expect(wrongHash).toMatchObject({ commitmentValid: false, valid: false });
    const tampered = structuredClone(played) as BaccaratRound;
    tampered.totalReturn += 1;
    expect(verifyRound({ ...pair, ...round, outcome: tampered })).toMatchObject({
      outcomeMatches: false,
      valid: false,
    });
    expect(verifyRound({ ...pair, ...round, nonce: 8, outcome: played }).valid).toBe(false);
    expect(verifyRound({ ...pair, ...round }).outcomeMatches).toBeNull();
  });
});
