import { describe, expect, it } from 'vitest';
import { createThrottle, formatCountdown, secondsLeft, smsCountdownSeconds } from './timing';

describe('SMS countdown (spec §9)', () => {
  it('lasts 60 seconds per expired minute, one minute at least', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(null)).toBe(60);
    expect(smsCountdownSeconds(Number.NaN)).toBe(60);
  });
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
  });
});

describe('throttle (captcha refresh gap, SMS login throttle: 1000 ms)', () => {
  it('runs at most once per gap', () => {
    let now = 0;
    let runs = 0;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.tryRun(() => runs++)).toBe(true);
    now = 999;
    expect(throttle.tryRun(() => runs++)).toBe(false);
    now = 1000;
    expect(throttle.tryRun(() => runs++)).toBe(true);
    now = 1500;
    expect(throttle.tryRun(() => runs++)).toBe(false);
    expect(runs).toBe(2);
    throttle.reset();
    expect(throttle.tryRun(() => runs++)).toBe(true);
    expect(runs).toBe(3);
  });
});
