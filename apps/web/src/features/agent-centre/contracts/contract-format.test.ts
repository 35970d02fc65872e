import { describe, expect, it } from 'vitest';
import type { ContractValue } from '@jade/contract/agent-contracts';
import { choicesFor, percentToBps, rateText, roleIn } from './contract-format';

const base: ContractValue = {
  id: 1,
  kind: 'daily',
  status: 'applying',
  period: 'day',
  upline: { id: 10, account: 'up', nickname: 'up' },
  downline: { id: 20, account: 'down', nickname: 'down' },
  tiers: [{ threshold: 0, minActive: 0, rateBps: 50 }],
  maxRateBps: 50,
  createdAt: 0,
  acceptedAt: null,
  closedAt: null,
  terminationBy: null,
  closeReason: null,
};

describe('contract display rules', () => {
  it('shows basis points as percent and reads percent back', () => {
    expect(rateText(150)).toBe('1.5%');
    expect(rateText(5)).toBe('0.05%');
    expect(percentToBps('1.25')).toBe(125);
    expect(percentToBps('0')).toBeUndefined();
    expect(percentToBps('1.234')).toBeUndefined();
    expect(percentToBps('abc')).toBeUndefined();
  });

  it('offers each side only the actions of spec §4', () => {
    expect(choicesFor(base, roleIn(base, 20))).toEqual(['accept', 'reject']);
    expect(choicesFor(base, roleIn(base, 10))).toEqual(['cancel']);
    expect(choicesFor(base, roleIn(base, 99))).toEqual([]);
    expect(choicesFor({ ...base, status: 'approved' }, 'upline')).toEqual(['terminate']);
    const ending = { ...base, status: 'terminating' as const, terminationBy: 'upline' as const };
    expect(choicesFor(ending, 'upline')).toEqual([]);
    expect(choicesFor(ending, 'downline')).toEqual(['acceptTermination', 'rejectTermination']);
    expect(choicesFor({ ...base, status: 'approved', upline: null }, 'downline')).toEqual([]);
  });
});
