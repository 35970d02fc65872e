import { describe, expect, it } from 'vitest';
import { checkAmount, sanitizeAmountInput, wireAmount } from './amount-check';

const limits = { min: 10, max: 50_000 };

describe('checkAmount', () => {
  it('accepts amounts within the limits, with commas and up to two decimals', () => {
    expect(checkAmount('10', limits, 'deposit.amount.limit')).toBeNull();
    expect(checkAmount('1,234.5', limits, 'deposit.amount.limit')).toBeNull();
    expect(checkAmount('50000.00', limits, 'deposit.amount.limit')).toBeNull();
  });
  it('asks for an amount when empty', () => {
    expect(checkAmount('  ', limits, 'deposit.amount.limit')).toBe('["wallet_amount_required"]');
  });
  it('refuses zero, three decimals and text as the server does', () => {
    expect(checkAmount('0', limits, 'deposit.amount.limit')).toBe('["wallet.amount.invalid"]');
    expect(checkAmount('12.345', limits, 'deposit.amount.limit')).toBe('["wallet.amount.invalid"]');
    expect(checkAmount('abc', limits, 'deposit.amount.limit')).toBe('["wallet.amount.invalid"]');
  });
  it('names the limits, formatted as money, outside them', () => {
    expect(checkAmount('9.99', limits, 'deposit.amount.limit')).toBe(
      '["deposit.amount.limit","10.00","50,000.00"]',
    );
    expect(checkAmount('50000.01', limits, 'withdraw.amount.limit')).toBe(
      '["withdraw.amount.limit","10.00","50,000.00"]',
    );
  });
});

describe('wireAmount and sanitizeAmountInput', () => {
  it('sends two decimals without separators', () => {
    expect(wireAmount('1,234.5')).toBe('1234.50');
    expect(wireAmount('100')).toBe('100.00');
  });
  it('keeps digits, one dot and two decimals while typing', () => {
    expect(sanitizeAmountInput('1a2.3.45')).toBe('12.34');
    expect(sanitizeAmountInput('-5')).toBe('5');
    expect(sanitizeAmountInput('100.')).toBe('100.');
  });
});
