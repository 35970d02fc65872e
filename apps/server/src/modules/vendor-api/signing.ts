import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The signed text of a request (docs/vendor-api.md, "Signing"). */
export function signingText(parts: {
  timestamp: string;
  nonce: string;
  method: string;
  path: string;
  body: string;
}): string {
  const bodyHash = createHash('sha256').update(parts.body, 'utf8').digest('hex');
  return `${parts.timestamp}.${parts.nonce}.${parts.method.toUpperCase()}.${parts.path}.${bodyHash}`;
}

/** HMAC-SHA256 of the signed text with the shared secret, lower-case hex. */
export function signRequest(
  secret: string,
  parts: { timestamp: string; nonce: string; method: string; path: string; body: string },
): string {
  return createHmac('sha256', secret).update(signingText(parts), 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures (false when the lengths differ). */
export function signaturesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) {
    // Still spend the comparison, so the time does not reveal the length check.
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** SHA-256 of a canonical JSON array, the identity of a transaction's payload. */
export function payloadHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields), 'utf8').digest('hex');
}
