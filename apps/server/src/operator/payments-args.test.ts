import { describe, expect, it } from 'vitest';
import { UsageError } from './parse-args';
import { parsePaymentsArgs } from './payments-args';

describe('payments CLI arguments', () => {
  it('parses lists, decisions, adjustments and freezing', () => {
    expect(parsePaymentsArgs(['deposits', '--status', 'pending'])).toEqual({
      kind: 'deposits',
      status: 'pending',
      last: 20,
    });
    expect(parsePaymentsArgs(['deposit', 'approve', '12'])).toEqual({
      kind: 'deposit',
      action: 'approve',
      id: 12,
    });
    expect(parsePaymentsArgs(['deposit', 'reject', '12', '--reason', 'no money'])).toEqual({
      kind: 'deposit',
      action: 'reject',
      id: 12,
      reason: 'no money',
    });
    expect(parsePaymentsArgs(['withdrawal', 'pay', '7', '--amount', '50.5'])).toEqual({
      kind: 'withdrawal',
      action: 'pay',
      id: 7,
      amount: '50.5',
    });
    expect(
      parsePaymentsArgs(['withdrawal', 'resolve', '7', 'refund', '--reason=bank returned it']),
    ).toMatchObject({
      outcome: 'refund',
      reason: 'bank returned it',
    });
    expect(parsePaymentsArgs(['adjust', 'demo_player', '-25', '--reason', 'fix'])).toEqual({
      kind: 'adjust',
      username: 'demo_player',
      amount: '-25',
      reason: 'fix',
    });
    expect(
      parsePaymentsArgs(['freeze', 'demo_player', '--reason', 'fraud check', '--merchant', 'jade_bd']),
    ).toEqual({
      kind: 'freeze',
      username: 'demo_player',
      reason: 'fraud check',
      merchant: 'jade_bd',
    });
    expect(parsePaymentsArgs(['operator-audit', '--last', '5'])).toEqual({ kind: 'operator-audit', last: 5 });
    expect(parsePaymentsArgs(['operator-unlock', 'ops_admin'])).toEqual({
      kind: 'operator-unlock',
      username: 'ops_admin',
    });
    expect(() => parsePaymentsArgs(['operator-unlock'])).toThrow(UsageError);
  });

  it('refuses missing reasons, bad ids, unsigned amounts and unknown statuses', () => {
    for (const argv of [
      ['deposit', 'reject', '3'],
      ['deposit', 'approve', 'x'],
      ['withdrawal', 'reject', '3'],
      ['withdrawal', 'resolve', '3', 'maybe', '--reason', 'r'],
      ['adjust', 'demo_player', '25', '--reason', 'r'],
      ['adjust', 'demo_player', '+25'],
      ['freeze', 'demo_player'],
      ['deposits', '--status', 'lost'],
      ['withdrawals', '--last', '0'],
      ['deposits', '--bogus', '1'],
    ]) {
      expect(() => parsePaymentsArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });
});
