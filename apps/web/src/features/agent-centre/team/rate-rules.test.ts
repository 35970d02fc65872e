import { describe, expect, it } from 'vitest';
import { rateProblem, ratesToSend } from './rate-rules';

describe('rebate rate fields', () => {
  const row = (value: string, max = 1.5) => ({ productType: 'RNG', value, max });

  it('accepts empty, zero and rates up to the cap with at most two decimals', () => {
    for (const value of ['', '0', '0.5', '1.50', ' 1.5 ']) expect(rateProblem(row(value))).toBeNull();
  });

  it('marks a rate above the cap, and text that is no rate', () => {
    expect(rateProblem(row('1.51'))).toBe('above');
    expect(rateProblem(row('0.01', 0))).toBe('above');
    for (const value of ['abc', '1.234', '-1', '1,5']) expect(rateProblem(row(value))).toBe('invalid');
  });

  it('sends only the rates filled in, as numbers', () => {
    expect(
      ratesToSend([
        row('0.50'),
        { productType: 'LIVE', value: '', max: 1 },
        { productType: 'LOTT', value: '2', max: 2 },
      ]),
    ).toEqual([
      { productType: 'RNG', rate: 0.5 },
      { productType: 'LOTT', rate: 2 },
    ]);
  });
});
