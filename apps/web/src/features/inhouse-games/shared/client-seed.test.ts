import { isClientSeed } from '@jade/contract/provably-fair';
import { describe, expect, it } from 'vitest';
import { browserClientSeed } from './client-seed';

describe('browserClientSeed', () => {
  it('is 32 hex characters, a valid client seed, different each time', () => {
    const a = browserClientSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(isClientSeed(a)).toBe(true);
    expect(browserClientSeed()).not.toBe(a);
  });
});
