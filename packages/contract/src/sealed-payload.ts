/**
 * Sealed request bodies: hybrid RSA-OAEP + AES-GCM encryption of password-carrying calls (design
 * brief "API conventions"), with WebCrypto (`globalThis.crypto.subtle`, in browsers and Node ≥ 20).
 * The site seals, the server opens. This is on top of TLS, not instead of it.
 *
 * Key: the server publishes an RSA-OAEP-256 public key (modulus 2048–4096 bits, 3072 by default) as
 * a JWK `{ kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid }`. `kid` is the key's RFC 7638
 * JWK thumbprint (SHA-256, base64url), so it is stable and needs no storage of its own. The server
 * keeps the private key as PKCS#8 in base64 (exportPrivateKeyPkcs8 / importSealingKeyPair).
 *
 * Sealing one request:
 *   1. a fresh random AES-256-GCM key K (32 bytes) and IV (12 bytes);
 *   2. plaintext = UTF-8 of JSON.stringify(body);
 *   3. AAD = UTF-8 of `<METHOD> <path> <ts>`: the method upper-cased, the path without query string or
 *      fragment (e.g. `POST /wps/session/login 1718000000000`), ts in ms since the epoch. A body sealed
 *      for one call cannot be opened as another, and ts cannot be altered;
 *   4. data = AES-GCM(K, IV, AAD, plaintext) — ciphertext followed by the 16-byte tag;
 *   5. key = RSA-OAEP(SHA-256)(public key, K).
 * Wire form (the JSON request body):
 *   { "kid": "<thumbprint>", "key": b64url(wrapped K), "iv": b64url(IV), "data": b64url(data), "ts": <ms> }
 * base64url is unpadded and strict (base64url.ts).
 *
 * Opening checks, in order: shape (else `request_body_required`), kid known, |now − ts| ≤ window
 * (5 minutes by default), RSA unwrap to exactly 32 bytes, AES-GCM with the AAD recomputed from the
 * server's own method and path, then JSON (each else `request_param_err`, except bad JSON:
 * `request_body_required`). RSA and AES failures give the same reason ('decrypt_failed'): do not
 * tell the client which step failed. The replay cache is the server's: after a successful open,
 * remember `sealedReplayKey(sealed)` for twice the window and refuse a repeat.
 */
import { z } from 'zod';
import { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64url';

// ---------------------------------------------------------------------------------------------------
// Minimal WebCrypto typing: the contract's tsconfig has neither the DOM lib nor Node types, and code
// that does (site, server) passes real CryptoKey objects, which fit these shapes structurally.

/** The parts of a WebCrypto CryptoKey this module relies on. */
export interface SealingCryptoKey {
  readonly type: string;
  readonly extractable: boolean;
  readonly algorithm: { readonly name: string };
  readonly usages: readonly string[];
}

type Bytes = Uint8Array<ArrayBuffer>;

interface SubtleLike {
  generateKey(
    algorithm: object,
    extractable: boolean,
    usages: string[],
  ): Promise<{ publicKey: SealingCryptoKey; privateKey: SealingCryptoKey }>;
  importKey(
    format: 'jwk' | 'raw' | 'pkcs8',
    keyData: object,
    algorithm: object,
    extractable: boolean,
    usages: string[],
  ): Promise<SealingCryptoKey>;
  exportKey(format: 'jwk', key: SealingCryptoKey): Promise<Record<string, unknown>>;
  exportKey(format: 'pkcs8', key: SealingCryptoKey): Promise<ArrayBuffer>;
  encrypt(algorithm: object, key: SealingCryptoKey, data: Bytes): Promise<ArrayBuffer>;
  decrypt(algorithm: object, key: SealingCryptoKey, data: Bytes): Promise<ArrayBuffer>;
  digest(algorithm: string, data: Bytes): Promise<ArrayBuffer>;
}

interface WebCryptoGlobals {
  crypto?: { subtle?: SubtleLike; getRandomValues<T extends Uint8Array>(array: T): T };
  TextEncoder?: new () => { encode(text: string): Bytes };
  TextDecoder?: new (label?: string, options?: { fatal?: boolean }) => { decode(bytes: Bytes): string };
}

function webCrypto() {
  const g = globalThis as unknown as WebCryptoGlobals;
  if (!g.crypto?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  return { subtle: g.crypto.subtle, random: (n: number) => g.crypto!.getRandomValues(new Uint8Array(n)) };
}

function utf8Encode(text: string): Bytes {
  const g = globalThis as unknown as WebCryptoGlobals;
  return new g.TextEncoder!().encode(text);
}

/** Strict UTF-8 decoding: invalid sequences throw. */
function utf8Decode(bytes: Bytes): string {
  const g = globalThis as unknown as WebCryptoGlobals;
  return new g.TextDecoder!('utf-8', { fatal: true }).decode(bytes);
}

// ---------------------------------------------------------------------------------------------------
// Constants, schemas, errors

/** Default accepted clock difference between the site and the server. */
export const SEALED_MAX_SKEW_MS = 5 * 60 * 1000;
/** Largest plaintext accepted (1 MiB); password-carrying bodies are far smaller. */
export const SEALED_MAX_PLAINTEXT_BYTES = 1024 * 1024;
export const SEALING_KEY_ALG = 'RSA-OAEP-256';
const MIN_MODULUS_BITS = 2048;
const MAX_MODULUS_BITS = 4096;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' };

const b64url = z.string().regex(/^[A-Za-z0-9_-]*$/, 'base64url');
const b64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

/** The RSA public key as published (extra JWK members such as key_ops or ext are tolerated). */
export const sealingPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: b64url.min(b64urlLength(MIN_MODULUS_BITS / 8)).max(b64urlLength(MAX_MODULUS_BITS / 8 + 1)),
  e: b64url.min(1).max(12),
  alg: z.literal(SEALING_KEY_ALG).optional(),
  use: z.literal('enc').optional(),
  kid: z.string().optional(),
});
export type SealingPublicJwk = z.infer<typeof sealingPublicJwkSchema>;

/** What the server's key endpoint returns: the key id and the public key. */
export const sealingPublicKeySchema = z.object({
  kid: z.string().min(1).max(128),
  jwk: sealingPublicJwkSchema,
});
export type SealingPublicKey = z.infer<typeof sealingPublicKeySchema>;

/** The sealed request body on the wire. */
export const sealedPayloadSchema = z.object({
  kid: z.string().min(1).max(128),
  /** RSA-OAEP ciphertext of the AES key: as long as the modulus. */
  key: b64url.min(b64urlLength(MIN_MODULUS_BITS / 8)).max(b64urlLength(MAX_MODULUS_BITS / 8)),
  iv: b64url.length(b64urlLength(IV_BYTES)),
  /** AES-GCM ciphertext followed by its 16-byte tag. */
  data: b64url.min(b64urlLength(TAG_BYTES)).max(b64urlLength(SEALED_MAX_PLAINTEXT_BYTES + TAG_BYTES)),
  ts: z.int().min(0),
});
export type SealedPayload = z.infer<typeof sealedPayloadSchema>;

export type SealedPayloadErrorCode = 'request_body_required' | 'request_param_err';
export type SealedPayloadErrorReason =
  /** Not a sealed payload: wrong shape, bad base64url, wrong IV length. */
  | 'malformed'
  /** No key with this kid: the site should fetch the public key again and retry. */
  | 'unknown_kid'
  /** ts outside the accepted window (too old or in the future). */
  | 'stale'
  /** Unwrap or decryption failed: tampered, wrong key, or wrong method/path/ts. */
  | 'decrypt_failed'
  /** Decrypted, but not UTF-8 JSON. */
  | 'bad_json'
  /** Sealing: the public key is not a usable RSA-OAEP-256 key. */
  | 'bad_public_key'
  /** Sealing: the body cannot be serialised or is too large. */
  | 'bad_body';

/** The one error type of this module. `code` is a stable error code of the API (error-codes.ts). */
export class SealedPayloadError extends Error {
  override readonly name = 'SealedPayloadError';
  constructor(
    readonly code: SealedPayloadErrorCode,
    readonly reason: SealedPayloadErrorReason,
    message: string = reason,
  ) {
    super(message);
  }
}

export interface SealedRequestTarget {
  method: string;
  path: string;
}

/** `<METHOD> <path> <ts>`, the path cut at '?' or '#'. */
export function sealedAdditionalData(target: SealedRequestTarget, ts: number): string {
  const path = target.path.split(/[?#]/, 1)[0]!;
  return `${target.method.toUpperCase()} ${path} ${ts}`;
}

/** True when ts lies within maxSkewMs of now, either way. */
export function isSealTimestampFresh(
  ts: number,
  now: number = Date.now(),
  maxSkewMs = SEALED_MAX_SKEW_MS,
): boolean {
  return Number.isFinite(ts) && Number.isFinite(now) && Math.abs(now - ts) <= maxSkewMs;
}

/**
 * A key for the server's replay cache, made of authenticated parts only (kid, IV and the end of the
 * ciphertext, which holds the GCM tag). Use it only after openPayload succeeded, and keep it for
 * twice the timestamp window.
 */
export function sealedReplayKey(sealed: Pick<SealedPayload, 'kid' | 'iv' | 'data'>): string {
  return `${sealed.kid}.${sealed.iv}.${sealed.data.slice(-24)}`;
}

// ---------------------------------------------------------------------------------------------------
// Keys

/** RFC 7638 thumbprint of an RSA public key: SHA-256 of `{"e":…,"kty":"RSA","n":…}`, base64url. */
export async function rsaJwkThumbprint(jwk: Pick<SealingPublicJwk, 'n' | 'e'>): Promise<string> {
  const canonical = `{"e":"${jwk.e}","kty":"RSA","n":"${jwk.n}"}`;
  const digest = await webCrypto().subtle.digest('SHA-256', utf8Encode(canonical));
  return encodeBase64Url(new Uint8Array(digest));
}

function modulusBits(n: string): number {
  const bytes = decodeBase64Url(n);
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]!));
}

async function publicJwkFrom(
  jwk: Record<string, unknown>,
): Promise<{ publicJwk: SealingPublicJwk; kid: string }> {
  const n = String(jwk.n);
  const e = String(jwk.e);
  const kid = await rsaJwkThumbprint({ n, e });
  return { publicJwk: { kty: 'RSA', n, e, alg: SEALING_KEY_ALG, use: 'enc', kid }, kid };
}

export interface SealingKeyPair {
  publicJwk: SealingPublicJwk;
  kid: string;
  privateKey: SealingCryptoKey;
}

/**
 * A new RSA-OAEP-256 key pair. The private key is extractable, so that it can be saved with
 * exportPrivateKeyPkcs8; once saved, load it with importSealingKeyPair (not extractable).
 */
export async function generateSealingKeyPair(
  modulusLength: 2048 | 3072 | 4096 = 3072,
): Promise<SealingKeyPair> {
  const { subtle } = webCrypto();
  const pair = await subtle.generateKey(
    { ...RSA_OAEP, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const { publicJwk, kid } = await publicJwkFrom(await subtle.exportKey('jwk', pair.publicKey));
  return { publicJwk, kid, privateKey: pair.privateKey };
}

/** The private key as PKCS#8 DER in standard base64, for a file or a database column. */
export async function exportPrivateKeyPkcs8(privateKey: SealingCryptoKey): Promise<string> {
  const der = await webCrypto().subtle.exportKey('pkcs8', privateKey);
  return encodeBase64(new Uint8Array(der));
}

/**
 * Loads a saved private key (PKCS#8 base64, whitespace ignored) and derives its public JWK and kid.
 * The returned private key is not extractable. Throws SealedPayloadError('request_param_err',
 * 'bad_public_key') when the text is not an RSA key of 2048–4096 bits.
 */
export async function importSealingKeyPair(pkcs8Base64: string): Promise<SealingKeyPair> {
  const { subtle } = webCrypto();
  let der: Bytes;
  let jwk: Record<string, unknown>;
  try {
    der = decodeBase64(pkcs8Base64);
    const extractable = await subtle.importKey('pkcs8', der, RSA_OAEP, true, ['decrypt']);
    jwk = await subtle.exportKey('jwk', extractable);
  } catch (error) {
    throw new SealedPayloadError(
      'request_param_err',
      'bad_public_key',
      `not an RSA-OAEP PKCS#8 key: ${String(error)}`,
    );
  }
  const bits = typeof jwk.n === 'string' ? modulusBits(jwk.n) : 0;
  if (bits < MIN_MODULUS_BITS || bits > MAX_MODULUS_BITS) {
    throw new SealedPayloadError('request_param_err', 'bad_public_key', `RSA modulus of ${bits} bits`);
  }
  const privateKey = await subtle.importKey('pkcs8', der, RSA_OAEP, false, ['decrypt']);
  return { ...(await publicJwkFrom(jwk)), privateKey };
}

// ---------------------------------------------------------------------------------------------------
// Seal and open

/**
 * Seals `body` (any JSON value) for one call. Throws SealedPayloadError 'bad_public_key' for an
 * unusable key and 'bad_body' for a body that JSON cannot represent or that exceeds 1 MiB.
 */
export async function sealPayload(
  publicJwk: SealingPublicJwk,
  kid: string,
  target: SealedRequestTarget,
  body: unknown,
  now: number = Date.now(),
): Promise<SealedPayload> {
  const { subtle, random } = webCrypto();
  const parsedJwk = sealingPublicJwkSchema.safeParse(publicJwk);
  let bits: number;
  try {
    bits = parsedJwk.success ? modulusBits(parsedJwk.data.n) : 0;
  } catch {
    bits = 0; // n is not canonical base64url
  }
  if (!parsedJwk.success || bits < MIN_MODULUS_BITS || bits > MAX_MODULUS_BITS) {
    throw new SealedPayloadError(
      'request_param_err',
      'bad_public_key',
      'not an RSA-OAEP-256 key of 2048-4096 bits',
    );
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(body);
  } catch {
    json = undefined;
  }
  if (json === undefined)
    throw new SealedPayloadError('request_body_required', 'bad_body', 'body is not JSON');
  const plaintext = utf8Encode(json);
  if (plaintext.length > SEALED_MAX_PLAINTEXT_BYTES) {
    throw new SealedPayloadError('request_body_required', 'bad_body', 'body is too large');
  }
  let rsaKey: SealingCryptoKey;
  try {
    const { n, e } = parsedJwk.data;
    rsaKey = await subtle.importKey(
      'jwk',
      { kty: 'RSA', n, e, alg: SEALING_KEY_ALG, ext: true },
      RSA_OAEP,
      false,
      ['encrypt'],
    );
  } catch {
    throw new SealedPayloadError('request_param_err', 'bad_public_key', 'the public key does not import');
  }
  const ts = Math.trunc(now);
  const rawKey = random(AES_KEY_BYTES);
  const iv = random(IV_BYTES);
  try {
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
    const additionalData = utf8Encode(sealedAdditionalData(target, ts));
    const data = await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData, tagLength: 128 },
      aesKey,
      plaintext,
    );
    const wrapped = await subtle.encrypt(RSA_OAEP, rsaKey, rawKey);
    return {
      kid,
      key: encodeBase64Url(new Uint8Array(wrapped)),
      iv: encodeBase64Url(iv),
      data: encodeBase64Url(new Uint8Array(data)),
      ts,
    };
  } finally {
    rawKey.fill(0);
  }
}

/** A private key and its kid; openPayload takes one, or several during a key rotation. */
export interface OpeningKey {
  kid: string;
  privateKey: SealingCryptoKey;
}

/**
 * Opens a sealed body received for `target` (the server's own method and path, not the client's
 * word). `sealed` is the raw parsed request body. Returns the JSON value; every failure is a
 * SealedPayloadError (see the header for codes and reasons).
 */
export async function openPayload(
  keys: OpeningKey | readonly OpeningKey[],
  sealed: unknown,
  target: SealedRequestTarget,
  now: number = Date.now(),
  maxSkewMs: number = SEALED_MAX_SKEW_MS,
): Promise<unknown> {
  const { subtle } = webCrypto();
  const parsed = sealedPayloadSchema.safeParse(sealed);
  if (!parsed.success)
    throw new SealedPayloadError('request_body_required', 'malformed', 'not a sealed payload');
  const payload = parsed.data;

  const keyList: readonly OpeningKey[] = Array.isArray(keys) ? keys : [keys as OpeningKey];
  const key = keyList.find((k) => k.kid === payload.kid);
  if (!key) throw new SealedPayloadError('request_param_err', 'unknown_kid', 'unknown key id');

  if (!isSealTimestampFresh(payload.ts, now, maxSkewMs)) {
    throw new SealedPayloadError('request_param_err', 'stale', 'timestamp outside the accepted window');
  }

  let wrapped: Bytes;
  let iv: Bytes;
  let data: Bytes;
  try {
    wrapped = decodeBase64Url(payload.key);
    iv = decodeBase64Url(payload.iv);
    data = decodeBase64Url(payload.data);
  } catch {
    throw new SealedPayloadError('request_body_required', 'malformed', 'bad base64url');
  }
  if (iv.length !== IV_BYTES || data.length < TAG_BYTES) {
    throw new SealedPayloadError('request_body_required', 'malformed', 'bad IV or data length');
  }

  let plaintext: Bytes;
  let rawKey: Bytes | undefined;
  try {
    rawKey = new Uint8Array(await subtle.decrypt(RSA_OAEP, key.privateKey, wrapped));
    if (rawKey.length !== AES_KEY_BYTES) throw new Error('unwrapped key of the wrong size');
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const additionalData = utf8Encode(sealedAdditionalData(target, payload.ts));
    plaintext = new Uint8Array(
      await subtle.decrypt({ name: 'AES-GCM', iv, additionalData, tagLength: 128 }, aesKey, data),
    );
  } catch {
    throw new SealedPayloadError('request_param_err', 'decrypt_failed', 'the payload cannot be opened');
  } finally {
    rawKey?.fill(0);
  }

  try {
    return JSON.parse(utf8Decode(plaintext)) as unknown;
  } catch {
    throw new SealedPayloadError('request_body_required', 'bad_json', 'the opened payload is not JSON');
  }
}
