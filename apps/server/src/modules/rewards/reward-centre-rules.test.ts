import { describe, expect, it } from 'vitest';
import { DEFAULT_REWARD_CENTRE, rescueAmount, signInPlace } from './reward-centre-rules';

describe('reward centre rules', () => {
  it('moves along the 7-day sign-in cycle and starts again after a missed day or day 7', () => {
    expect(signInPlace(null)).toBe(1);
    expect(signInPlace(1)).toBe(2);
    expect(signInPlace(6)).toBe(7);
    expect(signInPlace(7)).toBe(1);
  });

  it('pays the rescue fund from the minimum loss, at its share, capped', () => {
    const rules = { ...DEFAULT_REWARD_CENTRE, rescueBps: 500, rescueMinLoss: 100_000n, rescueMax: 20_000n };
    expect(rescueAmount(rules, -5_000n)).toBe(0n);
    expect(rescueAmount(rules, 99_999n)).toBe(0n);
    expect(rescueAmount(rules, 100_000n)).toBe(5_000n);
    expect(rescueAmount(rules, 100_019n)).toBe(5_000n);
    expect(rescueAmount(rules, 1_000_000n)).toBe(20_000n);
    expect(rescueAmount({ ...rules, rescueMax: 0n }, 1_000_000n)).toBe(50_000n);
  });
});
