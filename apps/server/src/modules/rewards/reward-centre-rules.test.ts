import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REWARD_CENTRE,
  birthdayIn,
  birthdayWindow,
  rescueAmount,
  signInPlace,
} from './reward-centre-rules';

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

  it('opens the birthday window on the birthday for 7 days, across the new year', () => {
    expect(birthdayWindow('1990-06-15', '2026-06-14')).toEqual({ open: null, next: '2026-06-15' });
    expect(birthdayWindow('1990-06-15', '2026-06-15')).toEqual({
      open: { year: 2026, day: '2026-06-15', lastDay: '2026-06-21' },
      next: '2026-06-15',
    });
    expect(birthdayWindow('1990-06-15', '2026-06-21').open?.year).toBe(2026);
    expect(birthdayWindow('1990-06-15', '2026-06-22')).toEqual({ open: null, next: '2027-06-15' });
    // A birthday on 30 December is still claimable on 2 January, as last year's.
    expect(birthdayWindow('1990-12-30', '2027-01-02')).toEqual({
      open: { year: 2026, day: '2026-12-30', lastDay: '2027-01-05' },
      next: '2026-12-30',
    });
    expect(birthdayWindow('1990-12-30', '2027-01-05').open?.year).toBe(2026);
    expect(birthdayWindow('1990-12-30', '2027-01-06').open).toBeNull();
  });

  it('keeps 29 February on the 28th in other years', () => {
    expect(birthdayIn(2027, '2000-02-29')).toBe('2027-02-28');
    expect(birthdayIn(2028, '2000-02-29')).toBe('2028-02-29');
    expect(birthdayWindow('2000-02-29', '2027-02-28').open?.day).toBe('2027-02-28');
    expect(birthdayWindow('2000-02-29', '2027-02-27')).toEqual({ open: null, next: '2027-02-28' });
  });
});
