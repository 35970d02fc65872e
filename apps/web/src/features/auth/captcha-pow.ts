/**
 * The accessible alternative to the captcha image (GET /wps/captcha/pow): find a decimal nonce such
 * that SHA-256 of `challenge:nonce` starts with `bits` zero bits. WebCrypto only exists in secure
 * contexts (https, localhost); elsewhere `powAvailable()` is false and the site offers the image only.
 */
export function powAvailable(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

export function leadingZeroBits(digest: Uint8Array, bits: number): boolean {
  for (let i = 0; i < bits; i++) if ((digest[i >> 3]! >> (7 - (i & 7))) & 1) return false;
  return true;
}

/** Tries nonces in batches of parallel digests (the page stays responsive between batches). */
export async function solvePow(
  challenge: string,
  bits: number,
  options: { batch?: number; signal?: AbortSignal; maxTries?: number } = {},
): Promise<string> {
  const batch = options.batch ?? 512;
  const maxTries = options.maxTries ?? 2 ** (bits + 5);
  const encoder = new TextEncoder();
  for (let start = 0; start < maxTries; start += batch) {
    if (options.signal?.aborted) throw new Error('aborted');
    const digests = await Promise.all(
      Array.from({ length: batch }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${start + i}`)),
      ),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d), bits));
    if (found >= 0) return String(start + found);
  }
  throw new Error('no solution');
}
