import { describe, expect, it } from 'vitest';
import { formatMoney, minorToWire, parseWireAmount } from './wallet';

describe('parseWireAmount', () => {
  it('turns decimal numbers and strings into minor units without float arithmetic', () => {
    expect(parseWireAmount(1234.5)).toEqual({ ok: true, minor: 123_450n });
    expect(parseWireAmount('1234.50')).toEqual({ ok: true, minor: 123_450n });
    expect(parseWireAmount(0.1)).toEqual({ ok: true, minor: 10n });
    expect(parseWireAmount(0.29)).toEqual({ ok: true, minor: 29n }); // 0.29 * 100 = 28.999… in floats
    expect(parseWireAmount('1.500')).toEqual({ ok: true, minor: 150n });
    expect(parseWireAmount(' 7 ')).toEqual({ ok: true, minor: 700n });
    expect(parseWireAmount('+3.01')).toEqual({ ok: true, minor: 301n });
  });

  it('says why an amount is refused', () => {
    const reason = (v: unknown) => {
      const r = parseWireAmount(v);
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason(0)).toBe('zero');
    expect(reason('0.00')).toBe('zero');
    expect(reason(-1)).toBe('negative');
    expect(reason('-0.01')).toBe('negative');
    expect(reason(1.234)).toBe('decimals');
    expect(reason(1e-7)).toBe('decimals');
    expect(reason(1e21)).toBe('too_large');
    expect(reason(1_000_000_000.01)).toBe('too_large');
    expect(reason('abc')).toBe('not_a_number');
    expect(reason('1e3')).toBe('not_a_number');
    expect(reason('')).toBe('not_a_number');
    expect(reason(Number.NaN)).toBe('not_a_number');
    expect(reason(Infinity)).toBe('not_a_number');
    expect(reason(null)).toBe('not_a_number');
    expect(reason({})).toBe('not_a_number');
    expect(parseWireAmount(5, 499n)).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('minorToWire and formatMoney', () => {
  it('round-trips with parseWireAmount', () => {
    for (const minor of [1n, 10n, 99n, 100n, 123_450n, 100_000_000_000n]) {
      expect(parseWireAmount(minorToWire(minor))).toEqual({ ok: true, minor });
    }
    expect(minorToWire(-150n)).toBe(-1.5);
    expect(minorToWire(0n)).toBe(0);
  });

  it('shows two decimals and comma thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-12.3)).toBe('-12.30');
  });
});
