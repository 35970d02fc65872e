/**
 * Provably fair outcome stream of Jade's in-house games, shared by the server (which draws outcomes
 * with node:crypto, `apps/server/src/modules/inhouse-games/engine/fair-rng.ts`) and the site's verify
 * page (which redraws them here with WebCrypto, `globalThis.crypto.subtle`). Both feed the same
 * `FairStream`, so both produce the same numbers. The scheme, as documented in docs/provably-fair.md:
 *
 *   serverSeed      32 random bytes, written as 64 lower-case hex characters.
 *   serverSeedHash  SHA-256 of the 32 seed BYTES (not of the hex text), as 64 hex characters. It is
 *                   shown to the player before any round is played with the seed (the commitment);
 *                   the seed itself is revealed when the player rotates to a new seed pair.
 *   clientSeed      chosen by the player: 1–64 printable ASCII characters without spaces
 *                   (by default 16 random bytes in hex).
 *   nonce           0, 1, 2, … — the number of rounds already played with this seed pair.
 *   block(cursor)   HMAC-SHA256(key = the 32 serverSeed bytes,
 *                                message = UTF-8 of `${clientSeed}:${nonce}:${cursor}`)
 *                   for cursor = 0, 1, 2, … (decimal, no padding); each block is 32 bytes.
 *   words           The blocks are concatenated and read 4 bytes at a time as unsigned 32-bit
 *                   big-endian integers u0, u1, u2, … (8 words per block).
 *   nextInt(n)      Uniform integer in [0, n), 1 ≤ n ≤ 2^32, by rejection sampling: let
 *                   limit = 2^32 − (2^32 mod n); take the next word u; if u ≥ limit, discard it and
 *                   take another; return u mod n. It always consumes at least one word (even n = 1).
 *   nextFloat()     Uniform in [0, 1) with 53 random bits: two words a, b;
 *                   ((a >>> 5) · 2^26 + (b >>> 6)) / 2^53.
 *   shuffle(array)  Fisher–Yates, in place: for i = length−1 down to 1, j = nextInt(i + 1),
 *                   swap array[i] and array[j].
 *
 * One round uses one nonce and reads the stream from its start, so every round can be recomputed on
 * its own once the server seed is revealed. Each game documents the order of its draws.
 *
 * WebCrypto is asynchronous and the stream is read synchronously, so the browser side prefetches
 * blocks: `withWebCryptoFairStream` runs the game with a prefetched stream and, when it runs out
 * (`FairStreamExhaustedError`), reruns it with twice as many blocks. Rounds are deterministic, so the
 * rerun gives the same result.
 */

// ---------------------------------------------------------------------------------------------------
// Minimal WebCrypto typing: the contract's tsconfig has neither the DOM lib nor Node types.

type Bytes = Uint8Array<ArrayBuffer>;

interface FairCryptoKey {
  readonly type: string;
}

interface FairSubtle {
  importKey(
    format: 'raw',
    keyData: Bytes,
    algorithm: object,
    extractable: boolean,
    usages: string[],
  ): Promise<FairCryptoKey>;
  sign(algorithm: string, key: FairCryptoKey, data: Bytes): Promise<ArrayBuffer>;
  digest(algorithm: string, data: Bytes): Promise<ArrayBuffer>;
}

interface FairGlobals {
  crypto?: { subtle?: FairSubtle };
  TextEncoder?: new () => { encode(text: string): Bytes };
}

function subtle(): FairSubtle {
  const g = globalThis as unknown as FairGlobals;
  if (!g.crypto?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  return g.crypto.subtle;
}

function utf8(text: string): Bytes {
  const g = globalThis as unknown as FairGlobals;
  return new g.TextEncoder!().encode(text);
}

// ---------------------------------------------------------------------------------------------------
// Seeds and messages

/** Bytes in one HMAC-SHA256 block of the stream. */
export const FAIR_BLOCK_BYTES = 32;
/** Bytes of a server seed. */
export const SERVER_SEED_BYTES = 32;

const HEX_64 = /^[0-9a-f]{64}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** The seeds and nonce that determine one round. */
export interface FairSeeds {
  /** 64 lower-case hex characters (32 bytes). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function isServerSeed(value: string): boolean {
  return HEX_64.test(value);
}

/** A server-seed hash (commitment) has the same spelling as a server seed: 64 lower-case hex. */
export function isServerSeedHash(value: string): boolean {
  return HEX_64.test(value);
}

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

export function isNonce(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError unless the seeds and nonce are well-formed. */
export function assertFairSeeds(seeds: FairSeeds): void {
  if (!isServerSeed(seeds.serverSeed))
    throw new RangeError('serverSeed must be 64 lower-case hex characters');
  if (!isClientSeed(seeds.clientSeed))
    throw new RangeError('clientSeed must be 1-64 printable ASCII characters without spaces');
  if (!isNonce(seeds.nonce)) throw new RangeError('nonce must be a non-negative safe integer');
}

/** The HMAC message of one block: `${clientSeed}:${nonce}:${cursor}`. */
export function fairMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

export function hexToBytes(hex: string): Bytes {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The stream

/** Returns block number `cursor` of the stream (32 bytes). Called with cursor 0, 1, 2, … in order. */
export type FairBlockSource = (cursor: number) => Uint8Array;

/** The random numbers a game engine draws. `FairStream` implements it; so do simulation PRNGs. */
export interface Rng {
  /** Uniform integer in [0, n). */
  nextInt(n: number): number;
  /** Uniform float in [0, 1). */
  nextFloat(): number;
}

/** Thrown by a prefetched stream (`prefetchedBlockSource`) that has no more blocks. */
export class FairStreamExhaustedError extends Error {
  constructor(readonly blocks: number) {
    super(`fair stream exhausted after ${blocks} blocks`);
    this.name = 'FairStreamExhaustedError';
  }
}

const TWO_32 = 0x1_0000_0000;
const TWO_26 = 0x400_0000;
const TWO_53 = 2 ** 53;

/** Reads 32-bit words from consecutive blocks and turns them into integers, floats and shuffles. */
export class FairStream implements Rng {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;
  private words = 0;

  constructor(private readonly source: FairBlockSource) {}

  /** Words consumed so far. */
  get wordsUsed(): number {
    return this.words;
  }

  /** Blocks fetched so far. */
  get blocksUsed(): number {
    return this.cursor;
  }

  /** The next unsigned 32-bit big-endian word. */
  nextU32(): number {
    if (this.offset + 4 > this.block.length) {
      const block = this.source(this.cursor);
      if (block.length !== FAIR_BLOCK_BYTES) throw new Error('a fair block must be 32 bytes');
      this.block = block;
      this.cursor++;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset = o + 4;
    this.words++;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** Uniform integer in [0, n) by rejection sampling; 1 ≤ n ≤ 2^32. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32)
      throw new RangeError('nextInt: n must be an integer in [1, 2^32]');
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = this.nextU32();
      if (u < limit) return u % n;
    }
  }

  /** Uniform float in [0, 1) with 53 random bits (two words). */
  nextFloat(): number {
    const a = this.nextU32() >>> 5;
    const b = this.nextU32() >>> 6;
    return (a * TWO_26 + b) / TWO_53;
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(array: T[]): T[] {
    for (let i = array.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const t = array[i]!;
      array[i] = array[j]!;
      array[j] = t;
    }
    return array;
  }
}

/** A block source over blocks computed in advance; asking past the end throws FairStreamExhaustedError. */
export function prefetchedBlockSource(blocks: readonly Uint8Array[]): FairBlockSource {
  return (cursor) => {
    const block = blocks[cursor];
    if (!block) throw new FairStreamExhaustedError(blocks.length);
    return block;
  };
}

// ---------------------------------------------------------------------------------------------------
// WebCrypto (browser verify page; also works in Node ≥ 20)

/** SHA-256 of the server seed's 32 bytes, in hex: the commitment shown before the rounds. */
export async function serverSeedHashWebCrypto(serverSeed: string): Promise<string> {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lower-case hex characters');
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', hexToBytes(serverSeed))));
}

/** Whether `serverSeedHash` is the commitment of `serverSeed`. */
export async function verifyCommitmentWebCrypto(
  serverSeed: string,
  serverSeedHash: string,
): Promise<boolean> {
  if (!isServerSeed(serverSeed) || !isServerSeedHash(serverSeedHash.toLowerCase())) return false;
  return (await serverSeedHashWebCrypto(serverSeed)) === serverSeedHash.toLowerCase();
}

/** Blocks 0 … count−1 of the stream, with WebCrypto. */
export async function fairBlocksWebCrypto(seeds: FairSeeds, count: number): Promise<Uint8Array[]> {
  assertFairSeeds(seeds);
  const s = subtle();
  const key = await s.importKey(
    'raw',
    hexToBytes(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const blocks: Promise<ArrayBuffer>[] = [];
  for (let cursor = 0; cursor < count; cursor++) {
    blocks.push(s.sign('HMAC', key, utf8(fairMessage(seeds.clientSeed, seeds.nonce, cursor))));
  }
  return (await Promise.all(blocks)).map((b) => new Uint8Array(b));
}

/**
 * Runs `play` on the round's stream, computed with WebCrypto. Blocks are prefetched (`initialBlocks`
 * first); if `play` needs more, it is rerun with twice as many, up to `maxBlocks`.
 */
export async function withWebCryptoFairStream<T>(
  seeds: FairSeeds,
  play: (stream: FairStream) => T,
  initialBlocks = 16,
  maxBlocks = 1 << 16,
): Promise<T> {
  let count = Math.max(1, initialBlocks);
  for (;;) {
    const blocks = await fairBlocksWebCrypto(seeds, count);
    try {
      return play(new FairStream(prefetchedBlockSource(blocks)));
    } catch (error) {
      if (!(error instanceof FairStreamExhaustedError) || count >= maxBlocks) throw error;
      count *= 2;
    }
  }
}
