import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  generateSecretKey,
  isSealedSecret,
  parseSecretKeyring,
  SecretBoxError,
} from './secret-box';

const seed = 'a'.repeat(64);

describe('secret box (envelope encryption at rest)', () => {
  const keyA = generateSecretKey('a');
  const keyB = generateSecretKey('b');

  it('seals so that the database holds no plaintext, and opens with the same context', () => {
    const box = createSecretBox(parseSecretKeyring(keyA));
    const sealed = box.seal(seed, 'fairness_seeds:1');
    expect(isSealedSecret(sealed)).toBe(true);
    expect(sealed).not.toContain(seed);
    expect(box.open(sealed, 'fairness_seeds:1')).toBe(seed);
    // A fresh data key and IV each time: equal secrets do not give equal texts.
    expect(box.seal(seed, 'fairness_seeds:1')).not.toBe(sealed);
  });

  it('refuses another context, a tampered text and an unknown key', () => {
    const box = createSecretBox(parseSecretKeyring(keyA));
    const sealed = box.seal(seed, 'fairness_seeds:1');
    expect(() => box.open(sealed, 'fairness_seeds:2')).toThrow(SecretBoxError);
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('A') ? 'BBB' : 'AAA');
    expect(() => box.open(tampered, 'fairness_seeds:1')).toThrow(SecretBoxError);
    const other = createSecretBox(parseSecretKeyring(keyB));
    expect(() => other.open(sealed, 'fairness_seeds:1')).toThrow(/no key "a"/);
    expect(() => box.open('not sealed', 'x')).toThrow(SecretBoxError);
  });

  it('rotates: a new primary reads old values and rewraps them without touching the payload', () => {
    const old = createSecretBox(parseSecretKeyring(keyA));
    const sealed = old.seal(seed, 'ctx');
    const rotated = createSecretBox(parseSecretKeyring(`${keyB},${keyA}`));
    expect(rotated.needsRewrap(sealed)).toBe(true);
    expect(rotated.open(sealed, 'ctx')).toBe(seed);
    const rewrapped = rotated.rewrap(sealed);
    expect(rotated.needsRewrap(rewrapped)).toBe(false);
    expect(rewrapped.split('.')[3]).toBe(sealed.split('.')[3]);
    // Once the old key is dropped, the rewrapped value still opens.
    expect(createSecretBox(parseSecretKeyring(keyB)).open(rewrapped, 'ctx')).toBe(seed);
  });

  it('rejects malformed keyrings', () => {
    expect(() => parseSecretKeyring('')).toThrow(RangeError);
    expect(() => parseSecretKeyring('a:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseSecretKeyring(`${keyA},${keyA}`)).toThrow(/twice/);
    expect(() => parseSecretKeyring('bad id:' + 'x')).toThrow(RangeError);
  });
});
