import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import {
  exportPrivateKeyPkcs8,
  generateSealingKeyPair,
  importSealingKeyPair,
  isSealTimestampFresh,
  openPayload,
  rsaJwkThumbprint,
  sealedAdditionalData,
  sealedPayloadSchema,
  sealedReplayKey,
  SealedPayloadError,
  sealingPublicKeySchema,
  sealPayload,
  type SealedPayload,
  type SealingCryptoKey,
  type SealingKeyPair,
} from './sealed-payload';

// The contract has no DOM or Node types: reach WebCrypto and the console through minimal shapes.
interface TestGlobals {
  crypto: {
    subtle: {
      importKey(f: string, k: object, a: object, e: boolean, u: string[]): Promise<SealingCryptoKey>;
      encrypt(a: object, k: SealingCryptoKey, d: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
      generateKey(a: object, e: boolean, u: string[]): Promise<{ privateKey: SealingCryptoKey }>;
      exportKey(f: 'pkcs8', k: SealingCryptoKey): Promise<ArrayBuffer>;
    };
    getRandomValues<T extends Uint8Array>(a: T): T;
  };
  console: { log(...args: unknown[]): void };
  TextEncoder: new () => { encode(text: string): Uint8Array<ArrayBuffer> };
}
const g = globalThis as unknown as TestGlobals;
const utf8 = (text: string) => new g.TextEncoder().encode(text);

const LOGIN = { method: 'POST', path: '/wps/session/login' };
const NOW = 1_718_000_000_000;
const body = { username: 'player1', password: 'pässwörd 😀 ภาษาไทย', captcha: '1234' };

let keys: SealingKeyPair;
let other: SealingKeyPair;
beforeAll(async () => {
  [keys, other] = await Promise.all([generateSealingKeyPair(2048), generateSealingKeyPair(2048)]);
}, 60_000);

const seal = (b: unknown = body, target = LOGIN, now = NOW) =>
  sealPayload(keys.publicJwk, keys.kid, target, b, now);
const open = (sealed: unknown, target = LOGIN, now = NOW) => openPayload(keys, sealed, target, now);

/** Flips one bit of the first byte of a base64url field, keeping it canonical. */
function flip(text: string, byte = 0): string {
  const bytes = decodeBase64Url(text);
  bytes[byte]! ^= 0x01;
  return encodeBase64Url(bytes);
}

async function expectFailure(promise: Promise<unknown>, code: string, reason: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SealedPayloadError);
  expect(error).toMatchObject({ code, reason, name: 'SealedPayloadError' });
}

describe('keys', () => {
  it('publishes an RSA-OAEP-256 JWK whose kid is its RFC 7638 thumbprint', async () => {
    expect(keys.publicJwk).toMatchObject({
      kty: 'RSA',
      e: 'AQAB',
      alg: 'RSA-OAEP-256',
      use: 'enc',
      kid: keys.kid,
    });
    expect(keys.publicJwk).not.toHaveProperty('d');
    expect(keys.kid).toBe(await rsaJwkThumbprint(keys.publicJwk));
    expect(keys.kid).not.toBe(other.kid);
    expect(sealingPublicKeySchema.safeParse({ kid: keys.kid, jwk: keys.publicJwk }).success).toBe(true);
  });

  it('computes the RFC 7638 example thumbprint', async () => {
    const n =
      '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMs' +
      'tn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5ha' +
      'jrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw';
    expect(await rsaJwkThumbprint({ n, e: 'AQAB' })).toBe('NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs');
  });

  it('persists the private key as PKCS#8 base64 and loads it back, not extractable', async () => {
    const pkcs8 = await exportPrivateKeyPkcs8(keys.privateKey);
    expect(pkcs8).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const loaded = await importSealingKeyPair(pkcs8.replace(/(.{64})/g, '$1\n'));
    expect(loaded.kid).toBe(keys.kid);
    expect(loaded.publicJwk).toEqual(keys.publicJwk);
    expect(loaded.privateKey.extractable).toBe(false);
    expect(await openPayload(loaded, await seal(), LOGIN, NOW)).toEqual(body);
  });

  it('refuses text that is not an RSA PKCS#8 key, and keys below 2048 bits', async () => {
    await expectFailure(importSealingKeyPair('not base64 !'), 'request_param_err', 'bad_public_key');
    await expectFailure(importSealingKeyPair('AAAA'), 'request_param_err', 'bad_public_key');
    const small = await g.crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const der = new Uint8Array(await g.crypto.subtle.exportKey('pkcs8', small.privateKey));
    const { encodeBase64 } = await import('./base64url');
    await expectFailure(importSealingKeyPair(encodeBase64(der)), 'request_param_err', 'bad_public_key');
  }, 30_000);
});

describe('seal and open', () => {
  it('round-trips a body', async () => {
    const sealed = await seal();
    expect(sealedPayloadSchema.parse(sealed)).toEqual(sealed);
    expect(Object.keys(sealed).sort()).toEqual(['data', 'iv', 'key', 'kid', 'ts']);
    expect(sealed.kid).toBe(keys.kid);
    expect(sealed.ts).toBe(NOW);
    expect(decodeBase64Url(sealed.iv)).toHaveLength(12);
    expect(decodeBase64Url(sealed.key)).toHaveLength(256);
    expect(JSON.stringify(sealed)).not.toContain('player1');
    expect(await open(sealed)).toEqual(body);
  });

  it('round-trips every kind of JSON value, after a trip through JSON text', async () => {
    for (const value of [
      null,
      0,
      'text',
      [1, 'two', { three: 3 }],
      { nested: { deep: [true, false] } },
      '',
    ]) {
      const wire = JSON.parse(JSON.stringify(await seal(value))) as unknown;
      expect(await open(wire)).toEqual(value);
    }
  });

  it('uses a fresh key and IV every time', async () => {
    const [a, b] = await Promise.all([seal(), seal()]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
    expect(sealedReplayKey(a)).not.toBe(sealedReplayKey(b));
  });

  it('seals and opens a 10 KB body, and reports how long opening takes', async () => {
    const big = { password: 'x', note: 'ก😀a'.repeat(1400) };
    expect(JSON.stringify(big).length).toBeGreaterThan(5000);
    const sealed = await seal(big);
    expect(decodeBase64Url(sealed.data).length).toBeGreaterThan(10_000);
    expect(await open(sealed)).toEqual(big);

    const small = await seal();
    const rounds = 20;
    let start = Date.now();
    for (let i = 0; i < rounds; i++) await open(small);
    const smallMs = (Date.now() - start) / rounds;
    start = Date.now();
    for (let i = 0; i < rounds; i++) await open(sealed);
    const bigMs = (Date.now() - start) / rounds;
    g.console.log(
      `sealed-payload: openPayload with RSA-2048 takes ~${smallMs.toFixed(2)} ms (small body), ` +
        `~${bigMs.toFixed(2)} ms (10 KB body), averaged over ${rounds} runs`,
    );
  }, 30_000);

  it('accepts the method in any case and ignores query strings and fragments', async () => {
    const sealed = await seal(body, { method: 'post', path: '/wps/session/login?lang=EN' });
    expect(await open(sealed, { method: 'POST', path: '/wps/session/login#x' })).toEqual(body);
    expect(sealedAdditionalData({ method: 'post', path: '/a/b?c=d' }, 5)).toBe('POST /a/b 5');
  });

  it('opens a payload built by hand from the documented format (an independent client)', async () => {
    const subtle = g.crypto.subtle;
    const rsa = await subtle.importKey('jwk', keys.publicJwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const build = async (plaintext: Uint8Array<ArrayBuffer>): Promise<SealedPayload> => {
      const raw = g.crypto.getRandomValues(new Uint8Array(32));
      const iv = g.crypto.getRandomValues(new Uint8Array(12));
      const aes = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
      const additionalData = utf8(`POST /wps/session/login ${NOW}`);
      const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aes, plaintext);
      const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
      return {
        kid: keys.kid,
        key: encodeBase64Url(new Uint8Array(wrapped)),
        iv: encodeBase64Url(iv),
        data: encodeBase64Url(new Uint8Array(data)),
        ts: NOW,
      };
    };
    expect(await open(await build(utf8(JSON.stringify(body))))).toEqual(body);
    await expectFailure(open(await build(utf8('not json {'))), 'request_body_required', 'bad_json');
    await expectFailure(
      open(await build(new Uint8Array([0xff, 0xfe, 0x22]))),
      'request_body_required',
      'bad_json',
    );
  });

  it('takes a list of keys during a rotation', async () => {
    const sealed = await seal();
    expect(await openPayload([other, keys], sealed, LOGIN, NOW)).toEqual(body);
  });
});

describe('tampering', () => {
  it('refuses a changed ciphertext, tag, IV or wrapped key', async () => {
    const sealed = await seal();
    const tagStart = decodeBase64Url(sealed.data).length - 1;
    for (const tampered of [
      { ...sealed, data: flip(sealed.data) },
      { ...sealed, data: flip(sealed.data, tagStart) },
      { ...sealed, iv: flip(sealed.iv) },
      { ...sealed, key: flip(sealed.key) },
      { ...sealed, key: flip(sealed.key, 200) },
    ]) {
      await expectFailure(open(tampered), 'request_param_err', 'decrypt_failed');
    }
  });

  it('refuses a body replayed against another path or method', async () => {
    const sealed = await seal();
    await expectFailure(
      open(sealed, { method: 'POST', path: '/wps/member/password' }),
      'request_param_err',
      'decrypt_failed',
    );
    await expectFailure(
      open(sealed, { method: 'PUT', path: LOGIN.path }),
      'request_param_err',
      'decrypt_failed',
    );
    await expectFailure(
      open(sealed, { method: 'POST', path: '/wps/session/login/' }),
      'request_param_err',
      'decrypt_failed',
    );
  });

  it('refuses a changed timestamp, even inside the window', async () => {
    const sealed = await seal();
    await expectFailure(open({ ...sealed, ts: NOW + 1 }), 'request_param_err', 'decrypt_failed');
  });

  it('refuses swapped parts of two payloads', async () => {
    const [a, b] = await Promise.all([seal(), seal({ other: true })]);
    await expectFailure(open({ ...a, key: b.key }), 'request_param_err', 'decrypt_failed');
    await expectFailure(open({ ...a, iv: b.iv }), 'request_param_err', 'decrypt_failed');
    await expectFailure(open({ ...a, data: b.data }), 'request_param_err', 'decrypt_failed');
  });

  it('refuses an unknown kid and the wrong private key', async () => {
    const sealed = await seal();
    await expectFailure(open({ ...sealed, kid: other.kid }), 'request_param_err', 'unknown_kid');
    await expectFailure(openPayload(other, sealed, LOGIN, NOW), 'request_param_err', 'unknown_kid');
    await expectFailure(
      openPayload({ kid: keys.kid, privateKey: other.privateKey }, sealed, LOGIN, NOW),
      'request_param_err',
      'decrypt_failed',
    );
  });
});

describe('timestamps', () => {
  it('accepts up to five minutes either way and refuses beyond', async () => {
    const sealed = await seal();
    const five = 5 * 60 * 1000;
    expect(await open(sealed, LOGIN, NOW + five)).toEqual(body);
    expect(await open(sealed, LOGIN, NOW - five)).toEqual(body);
    await expectFailure(open(sealed, LOGIN, NOW + five + 1), 'request_param_err', 'stale');
    await expectFailure(open(sealed, LOGIN, NOW - five - 1), 'request_param_err', 'stale');
    await expectFailure(openPayload(keys, sealed, LOGIN, NOW + 2000, 1000), 'request_param_err', 'stale');
  });

  it('exports the window check', () => {
    expect(isSealTimestampFresh(NOW, NOW)).toBe(true);
    expect(isSealTimestampFresh(NOW - 300_000, NOW)).toBe(true);
    expect(isSealTimestampFresh(NOW - 300_001, NOW)).toBe(false);
    expect(isSealTimestampFresh(NOW + 300_001, NOW)).toBe(false);
    expect(isSealTimestampFresh(Number.NaN, NOW)).toBe(false);
    expect(isSealTimestampFresh(NOW + 10, NOW, 5)).toBe(false);
  });
});

describe('malformed input', () => {
  it('refuses anything that is not a sealed payload with request_body_required', async () => {
    const sealed = await seal();
    const cases: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [],
      {},
      { value: 'legacy DES body' },
      { ...sealed, kid: '' },
      { ...sealed, kid: 7 },
      { ...sealed, ts: '1718000000000' },
      { ...sealed, ts: 1.5 },
      { ...sealed, ts: -1 },
      { ...sealed, iv: sealed.iv.slice(1) },
      { ...sealed, iv: sealed.iv + 'AAAA' },
      { ...sealed, iv: sealed.iv.replace(/./, '+') },
      { ...sealed, data: 'A' },
      { ...sealed, data: sealed.data + '=' },
      { ...sealed, data: sealed.data.slice(0, -1) + '!' },
      { ...sealed, key: 'AAAA' },
      { ...sealed, key: sealed.key + sealed.key },
      { ...sealed, data: 'A'.repeat(2_000_000) },
    ];
    for (const input of cases) await expectFailure(open(input), 'request_body_required', 'malformed');
  });

  it('refuses base64url with non-canonical trailing bits', async () => {
    const sealed = await seal();
    // 12 bytes are exactly 16 characters: no spare bits; use data, whose length leaves spare bits or not.
    const dataBytes = decodeBase64Url(sealed.data).length;
    if (dataBytes % 3 !== 0) {
      const last = sealed.data.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const bumped = sealed.data.slice(0, -1) + alphabet[alphabet.indexOf(last) + 1];
      await expect(open({ ...sealed, data: bumped })).rejects.toBeInstanceOf(SealedPayloadError);
    }
  });

  it('refuses a wrapped key of the wrong size', async () => {
    const sealed = await seal();
    // 300 bytes pass the shape check (2048 to 4096-bit sizes) but are not a 2048-bit ciphertext.
    const wrongSize = encodeBase64Url(g.crypto.getRandomValues(new Uint8Array(300)));
    await expectFailure(open({ ...sealed, key: wrongSize }), 'request_param_err', 'decrypt_failed');
    const tooShort = encodeBase64Url(decodeBase64Url(sealed.key).slice(0, 255));
    await expectFailure(open({ ...sealed, key: tooShort }), 'request_body_required', 'malformed');
  });
});

describe('sealing errors', () => {
  it('refuses a public key that is not RSA-OAEP-256 of 2048 to 4096 bits', async () => {
    const bad = [
      { ...keys.publicJwk, kty: 'EC' },
      { ...keys.publicJwk, alg: 'RSA-OAEP' },
      { ...keys.publicJwk, n: keys.publicJwk.n.slice(0, 200) },
      { ...keys.publicJwk, n: '!'.repeat(342) },
      { kty: 'RSA', e: 'AQAB' },
    ];
    for (const jwk of bad) {
      await expectFailure(
        sealPayload(jwk as typeof keys.publicJwk, keys.kid, LOGIN, body, NOW),
        'request_param_err',
        'bad_public_key',
      );
    }
  });

  it('refuses a body that JSON cannot represent', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const b of [undefined, () => 1, Symbol('s'), 10n, circular]) {
      await expectFailure(
        sealPayload(keys.publicJwk, keys.kid, LOGIN, b, NOW),
        'request_body_required',
        'bad_body',
      );
    }
  });

  it('refuses a body above 1 MiB', async () => {
    await expectFailure(seal({ blob: 'x'.repeat(1024 * 1024) }), 'request_body_required', 'bad_body');
  });
});
