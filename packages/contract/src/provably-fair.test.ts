import { describe, expect, it } from 'vitest';
import {
  FairStream,
  FairStreamExhaustedError,
  fairBlocksWebCrypto,
  fairMessage,
  bytesToHex,
  hexToBytes,
  prefetchedBlockSource,
  serverSeedHashWebCrypto,
  verifyCommitmentWebCrypto,
  withWebCryptoFairStream,
} from './provably-fair';

// Known-answer vectors, frozen. The first block and the hash were also checked with OpenSSL:
//   printf '%s' 'lucky-player-42:7:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<serverSeed>
//   echo -n <serverSeed> | xxd -r -p | sha256sum
const SEEDS = {
  serverSeed: '8f3c2a1b9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a',
  clientSeed: 'lucky-player-42',
  nonce: 7,
};
const HASH = '6744ad19e18c7bf00523db40577fbd746524c07831ac1496d8c144a051c64e66';
const BLOCK0 = 'edba7c32994fe1a5a74a7c43a8384ff814a89990bbdbc86d7638b901664489a2';

/** A stream over fixed words (each block = 8 words), for sampling tests. */
function wordStream(words: number[]): FairStream {
  const blocks: Uint8Array[] = [];
  for (let i = 0; i < words.length; i += 8) {
    const b = new Uint8Array(32);
    for (let j = 0; j < 8; j++) {
      const w = words[i + j] ?? 0;
      b[4 * j] = w >>> 24;
      b[4 * j + 1] = (w >>> 16) & 255;
      b[4 * j + 2] = (w >>> 8) & 255;
      b[4 * j + 3] = w & 255;
    }
    blocks.push(b);
  }
  return new FairStream(prefetchedBlockSource(blocks));
}

describe('provably fair stream (WebCrypto)', () => {
  it('matches the frozen commitment and first block', async () => {
    expect(await serverSeedHashWebCrypto(SEEDS.serverSeed)).toBe(HASH);
    expect(await verifyCommitmentWebCrypto(SEEDS.serverSeed, HASH)).toBe(true);
    expect(await verifyCommitmentWebCrypto(SEEDS.serverSeed, HASH.toUpperCase())).toBe(true);
    expect(await verifyCommitmentWebCrypto(SEEDS.serverSeed, HASH.replace('6', '7'))).toBe(false);
    const [block0] = await fairBlocksWebCrypto(SEEDS, 1);
    expect(bytesToHex(block0!)).toBe(BLOCK0);
    expect(fairMessage('lucky-player-42', 7, 0)).toBe('lucky-player-42:7:0');
  });

  it('reproduces the frozen numbers', async () => {
    const words = await withWebCryptoFairStream(SEEDS, (s) => [s.nextU32(), s.nextU32()]);
    expect(words).toEqual([3988421682, 2572149157]);
    const ints = await withWebCryptoFairStream(SEEDS, (s) => Array.from({ length: 10 }, () => s.nextInt(37)));
    expect(ints).toEqual([22, 29, 33, 12, 28, 20, 20, 14, 35, 11]);
    const shuffled = await withWebCryptoFairStream(SEEDS, (s) => s.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(shuffled).toEqual([7, 6, 9, 2, 1, 10, 5, 4, 8, 3]);
  });

  it('reruns with more blocks when the prefetched ones run out', async () => {
    const one = await withWebCryptoFairStream(
      SEEDS,
      (s) => Array.from({ length: 100 }, () => s.nextU32()),
      1,
    );
    const many = await withWebCryptoFairStream(
      SEEDS,
      (s) => Array.from({ length: 100 }, () => s.nextU32()),
      64,
    );
    expect(one).toEqual(many);
    const blocks = await fairBlocksWebCrypto(SEEDS, 1);
    const s = new FairStream(prefetchedBlockSource(blocks));
    for (let i = 0; i < 8; i++) s.nextU32();
    expect(() => s.nextU32()).toThrow(FairStreamExhaustedError);
  });

  it('rejects malformed seeds', async () => {
    await expect(fairBlocksWebCrypto({ ...SEEDS, serverSeed: 'abc' }, 1)).rejects.toThrow(RangeError);
    await expect(fairBlocksWebCrypto({ ...SEEDS, clientSeed: 'has space' }, 1)).rejects.toThrow(RangeError);
    await expect(fairBlocksWebCrypto({ ...SEEDS, nonce: -1 }, 1)).rejects.toThrow(RangeError);
    expect(await verifyCommitmentWebCrypto('zz', HASH)).toBe(false);
  });
});

describe('sampling', () => {
  it('reads big-endian words across blocks', () => {
    const s = wordStream([1, 2, 3, 4, 5, 6, 7, 8, 0xffffffff]);
    expect(Array.from({ length: 9 }, () => s.nextU32())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0xffffffff]);
    expect(s.blocksUsed).toBe(2);
    expect(s.wordsUsed).toBe(9);
  });

  it('rejects words at or above the largest multiple of n', () => {
    // n = 3: 2^32 mod 3 = 1, limit = 2^32 − 1, so 0xffffffff is rejected.
    const s = wordStream([0xffffffff, 0xfffffffe, 7]);
    expect(s.nextInt(3)).toBe(0xfffffffe % 3);
    expect(s.nextInt(3)).toBe(1);
    expect(s.wordsUsed).toBe(3);
    // n = 2^32 and n = 1 never reject
    const t = wordStream([0xffffffff, 5]);
    expect(t.nextInt(2 ** 32)).toBe(0xffffffff);
    expect(t.nextInt(1)).toBe(0);
    expect(() => t.nextInt(0)).toThrow(RangeError);
    expect(() => t.nextInt(2.5)).toThrow(RangeError);
  });

  it('builds 53-bit floats from two words', () => {
    expect(wordStream([0, 0]).nextFloat()).toBe(0);
    expect(wordStream([0xffffffff, 0xffffffff]).nextFloat()).toBe(1 - 2 ** -53);
    expect(wordStream([0x80000000, 0]).nextFloat()).toBe(0.5);
  });

  it('shuffles with Fisher–Yates from the last index down', () => {
    // i = 3: j = 0 → [d, b, c, a]; i = 2: j = 2 → same; i = 1: j = 0 → [b, d, c, a]
    expect(wordStream([0, 2, 0]).shuffle(['a', 'b', 'c', 'd'])).toEqual(['b', 'd', 'c', 'a']);
  });

  it('converts hex', () => {
    expect(bytesToHex(hexToBytes('00ff10'))).toBe('00ff10');
    expect(() => hexToBytes('0g')).toThrow(RangeError);
  });
});
