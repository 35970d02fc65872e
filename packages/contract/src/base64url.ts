/**
 * Pure base64 and base64url codecs (RFC 4648 §4 and §5) that work the same in browsers and in Node,
 * without `Buffer`, `atob` or `btoa`.
 *
 * - `encodeBase64Url` writes no padding; `decodeBase64Url` is strict: only the URL-safe alphabet, no
 *   padding, no whitespace, and the unused bits of the last character must be zero, so every byte
 *   string has exactly one accepted spelling (a tampered character never decodes to the same bytes).
 * - `encodeBase64` writes padding; `decodeBase64` accepts the standard alphabet with or without
 *   padding and ignores whitespace (keys kept in files or environment variables are often wrapped).
 * - Decoders throw `RangeError` on bad input; callers that face untrusted input catch it.
 */

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function reverseTable(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
}

const STANDARD_REVERSE = reverseTable(STANDARD);
const URL_SAFE_REVERSE = reverseTable(URL_SAFE);

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out +=
      alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]! + (pad ? '==' : '');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out +=
      alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + (pad ? '=' : '');
  }
  return out;
}

/** Decodes unpadded text over `reverse`; throws RangeError on a bad character, length or trailing bits. */
function decode(text: string, reverse: Int16Array, name: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 === 1) throw new RangeError(`${name}: impossible length ${text.length}`);
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? reverse[code]! : -1;
    if (value < 0) throw new RangeError(`${name}: invalid character at ${i}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  // Canonical form: the bits left over after the last whole byte must be zero.
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) {
    throw new RangeError(`${name}: non-zero trailing bits`);
  }
  return out;
}

/** base64url without padding (RFC 4648 §5). */
export function encodeBase64Url(bytes: Uint8Array): string {
  return encode(bytes, URL_SAFE, false);
}

/** Strict base64url: URL-safe alphabet, no padding, no whitespace, canonical trailing bits. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return decode(text, URL_SAFE_REVERSE, 'base64url');
}

/** Standard base64 with padding (RFC 4648 §4). */
export function encodeBase64(bytes: Uint8Array): string {
  return encode(bytes, STANDARD, true);
}

/** Standard base64; padding is optional and whitespace (line breaks of PEM-like text) is ignored. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const compact = text.replace(/\s+/g, '');
  const unpadded = compact.replace(/={1,2}$/, '');
  if (compact.length !== unpadded.length && compact.length % 4 !== 0) {
    throw new RangeError('base64: bad padding');
  }
  return decode(unpadded, STANDARD_REVERSE, 'base64');
}
