import { describe, expect, it } from 'vitest';
import { accountKey, LedgerRequestError, requestHash } from './accounts';

describe('account keys', () => {
  it('names every account uniquely', () => {
    expect(accountKey('jade_ph', { kind: 'member', memberId: 7, currency: 'MMK' })).toBe('m:7:MMK');
    expect(
      accountKey('jade_ph', { kind: 'vendor-wallet', memberId: 7, vendorCode: 'AUR', currency: 'MMK' }),
    ).toBe('v:7:AUR:MMK');
    expect(accountKey('jade_ph', { kind: 'house', house: 'external', currency: 'MMK' })).toBe(
      'h:jade_ph:external:MMK',
    );
  });

  it('refuses malformed references', () => {
    expect(() => accountKey('jade_ph', { kind: 'member', memberId: 0, currency: 'MMK' })).toThrow(
      LedgerRequestError,
    );
    expect(() => accountKey('jade_ph', { kind: 'member', memberId: 1, currency: 'mmk' })).toThrow(
      LedgerRequestError,
    );
    expect(() =>
      accountKey('jade_ph', { kind: 'vendor-wallet', memberId: 1, vendorCode: 'A:B', currency: 'MMK' }),
    ).toThrow(LedgerRequestError);
    expect(() => accountKey('', { kind: 'house', house: 'external', currency: 'MMK' })).toThrow(
      LedgerRequestError,
    );
    expect(() =>
      accountKey('jade_ph', { kind: 'house', house: 'vault' as 'external', currency: 'MMK' }),
    ).toThrow(LedgerRequestError);
  });
});

describe('request hash', () => {
  const base = {
    type: 'deposit',
    debitKey: 'h:jade_ph:external:MMK',
    creditKey: 'm:7:MMK',
    amount: 100n,
    currency: 'MMK',
    reference: 'dep-1',
    actor: { kind: 'system' as const, id: 'payments' },
  };

  it('is stable for the same request', () => {
    expect(requestHash(base)).toBe(requestHash({ ...base, actor: { ...base.actor } }));
    expect(requestHash(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with anything that decides where money goes, how much, or on whose behalf', () => {
    const variants = [
      { ...base, type: 'adjustment' },
      { ...base, debitKey: 'm:8:MMK' },
      { ...base, creditKey: 'm:8:MMK' },
      { ...base, amount: 101n },
      { ...base, currency: 'BDT' },
      { ...base, reference: null },
      { ...base, reference: 'dep-2' },
      { ...base, actor: { kind: 'operator' as const, id: 'payments' } },
      { ...base, actor: { kind: 'system' as const, id: 'other' } },
    ];
    const hashes = new Set([requestHash(base), ...variants.map(requestHash)]);
    expect(hashes.size).toBe(variants.length + 1);
  });

  it('cannot be fooled by moving text between fields', () => {
    expect(requestHash({ ...base, debitKey: 'a', creditKey: 'bc' })).not.toBe(
      requestHash({ ...base, debitKey: 'ab', creditKey: 'c' }),
    );
  });
});
