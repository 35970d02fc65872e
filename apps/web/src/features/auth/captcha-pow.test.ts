import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, powAvailable, solvePow } from './captcha-pow';

describe('captcha proof-of-work', () => {
  it('finds a nonce the server accepts (its check: sha256 of challenge:nonce, leading zero bits)', async () => {
    expect(powAvailable()).toBe(true);
    const nonce = await solvePow('abc123', 10);
    const digest = createHash('sha256').update(`abc123:${nonce}`).digest();
    expect(leadingZeroBits(digest, 10)).toBe(true);
    expect(nonce).toMatch(/^[0-9]{1,16}$/);
  });

  it('counts the leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0x1f]), 11)).toBe(true);
    expect(leadingZeroBits(Uint8Array.from([0, 0x1f]), 12)).toBe(false);
  });
});
