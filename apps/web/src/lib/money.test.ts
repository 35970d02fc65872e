import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, withCurrency } from './money';

describe('formatMoney', () => {
  it('shows two decimals with comma thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(999.999)).toBe('1,000.00');
  });

  it('rounds cents correctly and keeps the sign', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(-2500.1)).toBe('-2,500.10');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('accepts numeric strings and falls back for bad input', () => {
    expect(formatMoney('165.11')).toBe('165.11');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
  });
});

describe('formatMinorUnits', () => {
  it('formats integer minor units exactly, including large values', () => {
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(123456)).toBe('1,234.56');
    expect(formatMinorUnits(-5)).toBe('-0.05');
    expect(formatMinorUnits(900719925474099312n)).toBe('9,007,199,254,740,993.12');
  });
});

describe('withCurrency', () => {
  it('puts the symbol first or last', () => {
    expect(withCurrency('1.00', '৳')).toBe('৳ 1.00');
    expect(withCurrency('1.00', 'K', 'B')).toBe('1.00 K');
  });
});
