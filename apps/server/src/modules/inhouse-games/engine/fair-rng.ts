/**
 * Provably fair RNG of the in-house games, on the server (node:crypto).
 *
 * Scheme (the same text is in docs/provably-fair.md and packages/contract/src/provably-fair.ts):
 *
 *   serverSeed      32 bytes from crypto.randomBytes, written as 64 lower-case hex characters.
 *   serverSeedHash  SHA-256 of the 32 seed bytes, in hex: the commitment, shown to the player
 *                   BEFORE the first round with this seed. The seed is revealed when the player
 *                   rotates to a new seed pair; every round played with it can then be checked.
 *   clientSeed      chosen by the player (1–64 printable ASCII characters, no spaces); by default
 *                   16 random bytes in hex.
 *   nonce           0, 1, 2, … per seed pair: the number of rounds already played with it.
 *   block(cursor)   HMAC-SHA256(key = serverSeed bytes, message = `${clientSeed}:${nonce}:${cursor}`),
 *                   cursor = 0, 1, 2, …
 *   words           The blocks, concatenated, read 4 bytes at a time as big-endian uint32.
 *   nextInt(n)      Rejection sampling: limit = 2^32 − (2^32 mod n); skip words ≥ limit; word mod n.
 *   nextFloat()     Two words a, b: ((a >>> 5)·2^26 + (b >>> 6)) / 2^53.
 *   shuffle(a)      Fisher–Yates: for i = n−1 … 1, j = nextInt(i + 1), swap a[i], a[j].
 *
 * One round = one nonce; the round's game reads the stream from word 0 in a documented order
 * (slots: one nextInt(strip length) per reel, left to right, for the base spin then each free spin;
 * baccarat: one shuffle of a fresh 416-card shoe; fish: one nextInt per shot). The sampling code is
 * shared with the browser verifier (`FairStream` in @jade/contract/provably-fair), which computes the
 * blocks with WebCrypto instead; tests check that both give the same numbers.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  assertFairSeeds,
  fairMessage,
  FairStream,
  hexToBytes,
  isServerSeed,
  type FairSeeds,
} from '@jade/contract/provably-fair';

export { FairStream, type FairSeeds, type Rng } from '@jade/contract/provably-fair';

/** A new server seed: 32 bytes from the CSPRNG, in hex. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed: 16 random bytes in hex. */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The commitment: SHA-256 of the server seed's bytes, in hex. */
export function hashServerSeed(serverSeed: string): string {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lower-case hex characters');
  return createHash('sha256').update(hexToBytes(serverSeed)).digest('hex');
}

/** Block `cursor` of the stream of (serverSeed, clientSeed, nonce). */
export function fairBlock(seeds: FairSeeds, cursor: number): Uint8Array {
  return createHmac('sha256', hexToBytes(seeds.serverSeed))
    .update(fairMessage(seeds.clientSeed, seeds.nonce, cursor), 'utf8')
    .digest();
}

/** The round's random stream: what every in-house game draws its outcome from in production. */
export function createFairRng(seeds: FairSeeds): FairStream {
  assertFairSeeds(seeds);
  const key = hexToBytes(seeds.serverSeed);
  return new FairStream((cursor) =>
    createHmac('sha256', key)
      .update(fairMessage(seeds.clientSeed, seeds.nonce, cursor), 'utf8')
      .digest(),
  );
}

/** A player's active seed pair. The server keeps serverSeed secret until the pair is rotated. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the NEXT round. */
  nonce: number;
}

/** A fresh seed pair with nonce 0 (clientSeed random unless the player chose one). */
export function newSeedPair(clientSeed?: string): SeedPair {
  const serverSeed = generateServerSeed();
  const pair = {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? generateClientSeed(),
    nonce: 0,
  };
  assertFairSeeds(pair);
  return pair;
}

/** Whether serverSeedHash is the commitment of serverSeed (case-insensitive hex). */
export function verifyCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return isServerSeed(serverSeed) && hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}
