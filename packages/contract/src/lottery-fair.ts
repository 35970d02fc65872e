/**
 * The lottery's digit derivation, shared by the server (node:crypto, apps/server/src/modules/lottery/
 * engine.ts) and the site's lottery checker (WebCrypto), so both run the same code on the same bytes
 * (docs/provably-fair.md "Lottery"):
 *
 *   block(counter)  HMAC-SHA256(key = the 32 serverSeed bytes, message = UTF-8 of
 *                   `${gameCode}:${drawNo}:${counter}`) for counter = 0, 1, 2, …
 *   digits          the blocks' bytes in order; a byte below 250 gives the digit byte mod 10, a byte
 *                   of 250–255 is skipped (250 = 25 × 10, so each digit is exactly equally likely);
 *                   the first DRAW_DIGITS digits are the draw.
 */
import { DRAW_DIGITS } from './lottery';
import { hexToBytes, isServerSeed, verifyCommitmentWebCrypto } from './provably-fair';

/** The HMAC message of one block of a draw. */
export function lotteryMessage(gameCode: string, drawNo: string, counter: number): string {
  return `${gameCode}:${drawNo}:${counter}`;
}

/**
 * The draw's digits from its blocks (block(0), block(1), … as `blockAt` returns them). `blockAt`
 * returns undefined when it has no more blocks: the caller then computes more (WebCrypto is async).
 */
export function lotteryDigitsFromBlocks(
  blockAt: (counter: number) => Uint8Array | undefined,
): number[] | undefined {
  const digits: number[] = [];
  for (let counter = 0; ; counter++) {
    const block = blockAt(counter);
    if (!block) return undefined;
    for (const byte of block) {
      if (byte >= 250) continue;
      digits.push(byte % 10);
      if (digits.length === DRAW_DIGITS) return digits;
    }
  }
}

// Minimal WebCrypto typing (the contract has neither the DOM lib nor Node types).
interface Subtle {
  importKey(f: 'raw', k: Uint8Array, a: object, e: boolean, u: string[]): Promise<unknown>;
  sign(a: string, k: unknown, d: Uint8Array): Promise<ArrayBuffer>;
}
interface Globals {
  crypto?: { subtle?: Subtle };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

/** The draw's digits recomputed with WebCrypto (the browser checker). */
export async function lotteryDigitsWebCrypto(
  serverSeed: string,
  gameCode: string,
  drawNo: string,
): Promise<number[]> {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lower-case hex characters');
  const g = globalThis as unknown as Globals;
  const subtle = g.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  const key = await subtle.importKey(
    'raw',
    hexToBytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new g.TextEncoder();
  const blocks: Uint8Array[] = [];
  // One block nearly always suffices (5 of 32 bytes); fetch more only when the derivation asks.
  for (;;) {
    const digits = lotteryDigitsFromBlocks((counter) => blocks[counter]);
    if (digits) return digits;
    const message = encoder.encode(lotteryMessage(gameCode, drawNo, blocks.length));
    blocks.push(new Uint8Array(await subtle.sign('HMAC', key, message)));
  }
}

export interface LotteryCheck {
  /** SHA-256 of the seed equals the committed hash. */
  commitmentOk: boolean;
  /** The digits recomputed from the seed. */
  digits: number[];
  /** The recomputed digits equal the published ones (when given). */
  digitsOk: boolean | null;
}

/** Checks a revealed draw: the seed against its committed hash, and the digits it gives. */
export async function checkLotteryDraw(input: {
  serverSeed: string;
  serverSeedHash: string;
  gameCode: string;
  drawNo: string;
  digits?: readonly number[] | null | undefined;
}): Promise<LotteryCheck> {
  const commitmentOk = await verifyCommitmentWebCrypto(input.serverSeed, input.serverSeedHash);
  const digits = await lotteryDigitsWebCrypto(input.serverSeed, input.gameCode, input.drawNo);
  const digitsOk = input.digits ? input.digits.join(',') === digits.join(',') : null;
  return { commitmentOk, digits, digitsOk };
}
