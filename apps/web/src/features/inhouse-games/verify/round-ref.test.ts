import { describe, expect, it } from 'vitest';
import { roundRefOf } from './round-ref';

describe('roundRefOf', () => {
  it('reads a verify id (any case) or the number of an own round', () => {
    expect(roundRefOf(' 3F2504E0-4F89-41D3-9A0C-0305E82C3301 ')).toEqual({
      verifyId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
    expect(roundRefOf('42')).toEqual({ roundId: 42 });
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '-1', '1.5', 'abc', '3f2504e0-4f89-41d3-9a0c', '1'.repeat(16)])
      expect(roundRefOf(bad)).toBeNull();
  });
});
