import { describe, expect, it } from 'vitest';
import {
  accountKey,
  HOUSE_ACCOUNT_KINDS,
  inBookOf,
  isTrialBookKind,
  LedgerRequestError,
  NEGATIVE_HOUSE_KINDS,
  requestHash,
  TRIAL_BOOK,
  type HouseAccountKind,
} from './accounts';

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

describe('the trial book', () => {
  const house = (h: HouseAccountKind) => ({ kind: 'house' as const, house: h, currency: 'MMK' });

  it('gives a trial member the trial twin of every house account it may face, and refuses the rest', () => {
    expect(inBookOf(house('game_revenue'), true)).toEqual(house('trial_game_revenue'));
    expect(inBookOf(house('bonuses'), true)).toEqual(house('trial_bonuses'));
    expect(inBookOf(house('external'), true)).toEqual(house('demo_funds'));
    expect(inBookOf(house('demo_funds'), true)).toEqual(house('demo_funds'));
    for (const h of ['deposits_in_transit', 'withdrawals_in_transit', 'fees'] as const)
      expect(() => inBookOf(house(h), true)).toThrow(LedgerRequestError);
    const member = { kind: 'member' as const, memberId: 3, currency: 'MMK' };
    expect(inBookOf(member, true)).toBe(member);
  });

  it('keeps real members on the real accounts and off the trial book', () => {
    for (const h of HOUSE_ACCOUNT_KINDS) {
      if (isTrialBookKind(h)) expect(() => inBookOf(house(h), false)).toThrow(LedgerRequestError);
      else expect(inBookOf(house(h), false)).toEqual(house(h));
    }
    // Every trial twin may go below zero, as its real account does (migration 0012).
    for (const twin of Object.values(TRIAL_BOOK)) expect(NEGATIVE_HOUSE_KINDS).toContain(twin);
  });
});
